import DocModel

/// Rows of `paper_region` (migration 0007): the pieces of paper `receipt_regions` found on each page, so
/// that a loaded document has them back.
extension DocumentStore {
    static func insertPaperRegions(_ document: Document, documentID: Int64, _ db: Connection) throws {
        for page in document.pages {
            for region in page.paperRegions ?? [] {
                try db.run("""
                    INSERT INTO paper_region (document_id, page, region, center_x, center_y, width, height, angle)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.integer(documentID), SQLValue(page.number), SQLValue(region.index), .real(region.centerX),
                          .real(region.centerY), .real(region.width), .real(region.height), .real(region.angle)])
            }
        }
    }

    static func loadPaperRegions(_ document: inout Document, id: Int64, _ db: Connection) throws {
        let rows = try db.rows("""
            SELECT page, region, center_x, center_y, width, height, angle FROM paper_region
            WHERE document_id = ? ORDER BY page, region
            """, [.integer(id)]) { row in
            (page: row.int(0), region: PaperRegion(index: row.int(1), centerX: row.double(2), centerY: row.double(3),
                                                   width: row.double(4), height: row.double(5), angle: row.double(6)))
        }
        for i in document.pages.indices {
            let regions = rows.filter { $0.page == document.pages[i].number }.map(\.region)
            if !regions.isEmpty { document.pages[i].paperRegions = regions }
        }
    }
}

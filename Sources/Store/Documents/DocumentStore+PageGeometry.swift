import DocModel
import Foundation

extension DocumentStore {
    /// Writes the geometry of every page that has one (`page_geometry`, migration 0005).
    static func insertGeometry(_ pages: [Page], documentID: Int64, _ db: Connection) throws {
        for page in pages {
            guard let g = page.geometry else { continue }
            try db.run("""
                INSERT INTO page_geometry (document_id, page, origin, confidence, corners, homography, rotation, skew_angle)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, [.integer(documentID), SQLValue(page.number), .text(g.origin.rawValue),
                      .real(min(1, max(0, g.confidence))), .text(try JSONColumn.encode(g.corners.map { [$0.x, $0.y] })),
                      .text(try JSONColumn.encode(g.homography)), SQLValue(g.rotation), .real(g.skewAngle)])
        }
    }

    /// The stored geometry attached to its pages.
    static func attachGeometry(_ pages: [Page], documentID: Int64, _ db: Connection) throws -> [Page] {
        let rows = try db.rows("""
            SELECT page, origin, confidence, corners, homography, rotation, skew_angle
            FROM page_geometry WHERE document_id = ?
            """, [.integer(documentID)]) { row in
            (page: row.int(0), origin: row.string(1), confidence: row.double(2), corners: row.string(3),
             homography: row.string(4), rotation: row.int(5), skew: row.double(6))
        }
        var byPage: [Int: PageGeometry] = [:]
        for row in rows {
            guard let origin = PageGeometry.Origin(rawValue: row.origin) else {
                throw StoreError.corrupt("page \(row.page) of document \(documentID) has unknown geometry origin '\(row.origin)'")
            }
            let corners = try JSONColumn.decode([[Double]].self, from: row.corners)
            byPage[row.page] = PageGeometry(
                corners: corners.compactMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil }, origin: origin,
                confidence: row.confidence, homography: try JSONColumn.decode([Double].self, from: row.homography),
                rotation: row.rotation, skewAngle: row.skew)
        }
        return pages.map { page in
            var page = page
            page.geometry = byPage[page.number]
            return page
        }
    }
}

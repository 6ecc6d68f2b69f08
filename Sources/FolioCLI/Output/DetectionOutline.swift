import DocModel

/// The detected data and barcodes of a document, for `folio show`: one line each, between the header and the block tree.
enum DetectionOutline {
    static func text(_ document: Document) -> String {
        var out = ""
        let codes = document.pages.flatMap { page in (page.barcodes ?? []).map { (page.number, $0) } }
        if !codes.isEmpty {
            out += "barcodes:\n"
            for (page, code) in codes {
                // A trade item's number and GS1 fields are what a reader looks for; the payload alone hides them.
                let gtin = code.gtin.map { " gtin \($0)" } ?? ""
                let gs1 = code.gs1.map { " gs1 \($0)" } ?? ""
                out += "  p\(page) \(code.symbology) \"\(code.payload)\"\(gtin)\(gs1) (\(code.decoders.joined(separator: "+")))\n"
            }
        }
        if let entities = document.entities, !entities.isEmpty {
            out += "entities:\n"
            for entity in entities {
                let cell = entity.cell.map { " r\($0.row)c\($0.column)" } ?? ""
                out += "  \(entity.blockID)\(cell) \(entity.kind.rawValue) \"\(entity.text)\" → \(entity.normalized)\n"
            }
        }
        return out
    }
}

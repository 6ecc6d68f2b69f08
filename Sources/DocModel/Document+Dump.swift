extension Document {
    /// A tree for people and tests: `├─ b1 paragraph "ACME Corp…"`, one line per block (and list item).
    public func dump(maxText: Int = 40) -> String {
        var out = "Document \(source.mediaType) \(pages.count) page\(pages.count == 1 ? "" : "s")\n"
        for page in pages {
            out += "├─ page \(page.number) \(page.width)×\(page.height) @\(page.dpi)dpi \(page.textSource.rawValue)"
                + (page.geometry.flatMap { $0.isUntouched ? nil : " " + $0.summary } ?? "") + "\n"
        }
        func quoted(_ text: String) -> String {
            let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ⏎ ")
            return "\"" + (flat.count > maxText ? String(flat.prefix(maxText)) + "…" : flat) + "\""
        }
        func line(_ block: Block, indent: String, last: Bool) {
            let page = block.provenance.first.map { " p\($0.page)" } ?? ""
            out += indent + (last ? "└─ " : "├─ ") + "\(block.id) \(block.type.rawValue)\(page) \(quoted(block.text))\n"
            let items = block.items ?? []
            for (i, item) in items.enumerated() {
                line(item, indent: indent + (last ? "   " : "│  "), last: i == items.count - 1)
            }
        }
        for (i, block) in blocks.enumerated() { line(block, indent: "", last: i == blocks.count - 1) }
        return out
    }
}

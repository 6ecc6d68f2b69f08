extension Document {
    /// A tree for people and tests: `├─ b1 paragraph (address) p1 "ACME Corp…"`, `├─ b2 field p1 "Date" → "9 Mar 2026"`, one line per block (and list item).
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
            let kind = block.type.rawValue + (block.role.map { " (\($0.rawValue))" } ?? "")
            let text = block.field.map { quoted($0.key) + " → " + quoted($0.value) } ?? quoted(block.text)
            out += indent + (last ? "└─ " : "├─ ") + "\(block.id) \(kind)\(page) \(text)\n"
            let items = block.items ?? []
            for (i, item) in items.enumerated() {
                line(item, indent: indent + (last ? "   " : "│  "), last: i == items.count - 1)
            }
        }
        for (i, block) in blocks.enumerated() { line(block, indent: "", last: i == blocks.count - 1) }
        return out
    }
}

extension Document {
    /// Broken promises of the model, as readable sentences; empty when the document is sound.
    /// Checked after every stage in debug builds and by every test that produces a document.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        let pagesByNumber = Dictionary(pages.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, page) in pages.enumerated() where page.number != index + 1 {
            problems.append("page at index \(index) is numbered \(page.number)")
        }
        var seen = Set<String>()
        func check(_ block: Block) {
            if !seen.insert(block.id).inserted { problems.append("duplicate block id \(block.id)") }
            for prov in block.provenance {
                guard let page = pagesByNumber[prov.page] else {
                    problems.append("\(block.id) points to missing page \(prov.page)")
                    continue
                }
                if !prov.box.fits(width: page.width, height: page.height) {
                    problems.append("\(block.id) box \(prov.box) lies outside page \(page.number)")
                }
                if !(0...1).contains(prov.confidence) { problems.append("\(block.id) confidence \(prov.confidence)") }
            }
            for word in block.lines.flatMap(\.words) where !(0...1).contains(word.confidence) {
                problems.append("\(block.id) word '\(word.text)' confidence \(word.confidence)")
            }
            if let table = block.table {
                for cell in table.cells where cell.row < 0 || cell.column < 0 || cell.rowSpan < 1 || cell.columnSpan < 1
                    || cell.row + cell.rowSpan > table.rowCount || cell.column + cell.columnSpan > table.columnCount {
                    problems.append("\(block.id) cell (\(cell.row),\(cell.column)) lies off its \(table.rowCount)×\(table.columnCount) grid")
                }
            }
            block.items?.forEach(check)
        }
        blocks.forEach(check)
        return problems
    }
}

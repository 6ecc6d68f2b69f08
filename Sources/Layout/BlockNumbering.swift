import DocModel

/// Final block ids: "b1", "b2", … in reading order over the whole document, a list's items numbered
/// right after their list, so ids stay unique when pages are joined.
public enum BlockNumbering {
    /// Also keeps one title per document: a later page's title candidate becomes a level-1 heading.
    public static func renumber(_ blocks: [Block]) -> [Block] {
        var next = 0
        var titled = false
        let blocks = blocks.map { block -> Block in
            guard block.type == .title else { return block }
            if !titled { titled = true; return block }
            var heading = block
            heading.type = .heading
            heading.level = 1
            return heading
        }
        func visit(_ block: Block) -> Block {
            var block = block
            next += 1
            block.id = "b\(next)"
            block.items = block.items?.map(visit)
            return block
        }
        return blocks.map(visit)
    }
}

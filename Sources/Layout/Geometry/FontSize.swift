import DocModel

/// Estimates text size from word boxes. A line's box height depends on which letters it holds
/// ("mm" is shorter than "Agy"), so the estimate prefers words with an ascender or capital and no
/// descender, whose height is the cap height in every font; otherwise it scales the line height.
enum FontSize {
    private static let tall = Set("bdfhklt0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private static let descending = Set("gjpqy,;()[]{}|/")

    /// Cap height in pixels of the words (0 for none).
    static func of(_ words: [Word]) -> Int {
        let clean = words.filter { w in w.text.contains(where: tall.contains) && !w.text.contains(where: descending.contains) }
        if let h = clean.map(\.box.height).median { return h }
        // Descenders add about a third of the cap height; words of x-height letters only are too short.
        if let h = words.map(\.box.height).median { return h * 3 / 4 }
        return 0
    }

    static func of(_ line: Line) -> Int { of(line.words) }

    /// Cap height from words with an ascender or capital and no descender only; nil when the words have
    /// none ("spring", "xo"), whose size cannot be compared reliably with other lines'.
    static func reliable(_ words: [Word]) -> Int? {
        words.filter { w in w.text.contains(where: tall.contains) && !w.text.contains(where: descending.contains) }
            .map(\.box.height).median
    }
}

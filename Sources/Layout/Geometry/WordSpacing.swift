import DocModel

/// Words set further apart than a word space: where a line's pieces are column cells glued together (heads over
/// narrow columns, figures side by side) rather than words of one phrase. A word space is about a third of a
/// text layer's font-high box and a little more of OCR's ink-high box, so half the height tells them apart.
enum WordSpacing {
    /// `right` starts more than `share` of the shorter word's height after `left` ends.
    static func apart(_ left: Word, _ right: Word, share: Double = 0.5) -> Bool {
        Double(right.box.x - left.box.maxX) > share * Double(min(left.box.height, right.box.height))
    }

    /// The words, left to right, in groups split wherever two stand apart.
    static func groups(_ words: [Word], share: Double = 0.5) -> [[Word]] {
        let sorted = words.sorted { $0.box.x < $1.box.x }
        guard let first = sorted.first else { return [] }
        var groups: [[Word]] = [[first]]
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            if apart(a, b, share: share) { groups.append([b]) } else { groups[groups.count - 1].append(b) }
        }
        return groups
    }
}

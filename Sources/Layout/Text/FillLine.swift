import DocModel

/// What OCR reads from the blank line an answer was written on ("DATE__", "___mice") or from the leader printed
/// between a label and its answer ("Length ---------  85 mm", "Copies to ---Dr. A. W. Spears", "Name........John"):
/// a run of underscores, or of three or more dashes, dots or tildes (one or two are a minus, a full stop, a
/// range's dash; "..." is an ellipsis). No part of a label or a value, and no word.
enum FillLine {
    static let characters: Set<Character> = ["_", "-", ".", "~", "—", "–"]

    /// Whether `run` (fill characters only) is a fill line.
    private static func isFill<S: Collection<Character>>(_ run: S) -> Bool {
        !run.isEmpty && ((run.count >= 3 && !run.elementsEqual("...")) || run.allSatisfy { $0 == "_" })
    }

    /// The length of the fill line `text` opens with (0 for none).
    static func prefixLength<S: StringProtocol>(_ text: S) -> Int {
        let run = text.prefix { characters.contains($0) }
        return isFill(run) ? run.count : 0
    }

    /// The length of the fill line `text` ends with (0 for none).
    static func suffixLength<S: StringProtocol>(_ text: S) -> Int {
        prefixLength(String(text.reversed()))
    }

    /// Whether the whole text is a fill line.
    static func isFillLine<S: StringProtocol>(_ text: S) -> Bool { !text.isEmpty && prefixLength(text) == text.count }

    /// The text without the fill lines at its ends; empty when nothing else is left.
    static func trimmed(_ text: String) -> String {
        let start = prefixLength(text)
        guard start < text.count else { return "" }
        return String(text.dropFirst(start).dropLast(suffixLength(text.dropFirst(start))))
    }

    /// Where a fill line inside a word starts and ends ("Topic__Sister", "Name........John"): after two letters
    /// or more, before a letter or a figure; nil for none.
    static func inner(_ text: String) -> (start: Int, end: Int)? {
        let chars = Array(text)
        var i = 1
        while i < chars.count {
            if characters.contains(chars[i]), !characters.contains(chars[i - 1]) {
                var end = i
                while end < chars.count, characters.contains(chars[end]) { end += 1 }
                if isFill(chars[i..<end]), chars[..<i].filter(\.isLetter).count >= 2,
                   chars[end...].contains(where: { $0.isLetter || $0.isNumber }) {
                    return (i, end)
                }
                i = end
            } else {
                i += 1
            }
        }
        return nil
    }

    /// The words of a text, fill lines taken out.
    static func tokens(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).flatMap { word -> [String] in
            var parts: [String] = []
            var rest = String(word)
            while let cut = inner(rest) {
                parts.append(String(rest.prefix(cut.start)))
                rest = String(rest.dropFirst(cut.end))
            }
            parts.append(rest)
            return parts.map(trimmed).flatMap { $0.split(separator: "_").map(String.init) }.filter { !$0.isEmpty }
        }
    }
}

extension FillLine {
    /// The words standing on a printed line: a thin horizontal ruling just under their foot, under half their width
    /// or more. Forms print the line an answer is typed or written on; the label before it stands off the line
    /// ("Authorized by  Dr. Connie Stone" over a line from "Dr." on), whatever the language.
    static func onRulings(_ words: [Word], _ rulings: [Ruling]) -> Set<Word> {
        // A printed line found in stretches (a scan's breaks): stretches end to end at one height are one line.
        var lines: [Ruling] = []
        for r in rulings.filter(\.isHorizontal).sorted(by: { ($0.position, $0.box.x) < ($1.position, $1.box.x) }) {
            if let last = lines.last, abs(last.position - r.position) <= 2, r.box.x - last.box.maxX <= 3,
               let joined = Box.enclosing([last.box, r.box]) {
                lines[lines.count - 1] = Ruling(box: joined)
            } else {
                lines.append(r)
            }
        }
        guard !lines.isEmpty else { return [] }
        return Set(words.filter { word in
            let b = word.box
            return lines.contains { line in
                line.box.height * 2 <= max(2, b.height) && line.position >= b.maxY - b.height / 3
                    && line.position <= b.maxY + b.height && b.horizontalOverlap(line.box) * 2 >= b.width
            }
        })
    }
}

/// One recognised word with its box on the page and a confidence in 0…1.
public struct Word: Hashable, Codable, Sendable {
    public var text: String
    public var box: Box
    public var confidence: Double

    public init(text: String, box: Box, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }

    /// The word cut in two after its first `characters` characters, each part given its share of the box by
    /// characters ("AMOUNT:$6.90" → "AMOUNT:" and "$6.90"), both with the word's confidence.
    public func split(after characters: Int) -> (Word, Word) {
        let cut = box.width * characters / max(1, text.count)
        let head = Word(text: String(text.prefix(characters)), box: Box(x: box.x, y: box.y, width: max(1, cut), height: box.height),
                        confidence: confidence)
        let tail = Word(text: String(text.dropFirst(characters)),
                        box: Box(x: box.x + cut, y: box.y, width: max(1, box.width - cut), height: box.height), confidence: confidence)
        return (head, tail)
    }
}

/// One line of text: its words left to right. The line's text is its words joined by spaces.
public struct Line: Hashable, Codable, Sendable {
    public var box: Box
    public var confidence: Double
    public var words: [Word]

    public init(box: Box, confidence: Double, words: [Word]) {
        self.box = box
        self.confidence = confidence
        self.words = words
    }

    /// Builds a line around its words: box is their union, confidence their mean.
    public init?(words: [Word]) {
        guard let box = Box.enclosing(words.map(\.box)) else { return nil }
        self.init(box: box, confidence: words.map(\.confidence).reduce(0, +) / Double(words.count), words: words)
    }

    public var text: String { words.map(\.text).joined(separator: " ") }
}

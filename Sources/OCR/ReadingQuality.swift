/// How well a sample of text reads: a turned or mirrored page reads as confident-looking garbage far less
/// often than an upright one reads well, so comparing these over the four turns of the same sample tells
/// which way up the text is when the ascender statistics and OSD cannot.
public struct ReadingQuality: Hashable, Sendable {
    /// Words of at least `minLetters` letters or digits that Tesseract returned.
    public var words: Int
    /// Their letters and digits, summed.
    public var characters: Int
    /// Tesseract's word confidence (0…1), averaged over those words weighted by their length.
    public var meanConfidence: Double
    /// Share of those words (by length) that Tesseract is fairly sure of and found in its dictionary, or that
    /// are well-formed numbers.
    public var dictionaryShare: Double

    public init(words: Int, characters: Int, meanConfidence: Double, dictionaryShare: Double) {
        self.words = words
        self.characters = characters
        self.meanConfidence = meanConfidence
        self.dictionaryShare = dictionaryShare
    }

    public static let nothing = ReadingQuality(words: 0, characters: 0, meanConfidence: 0, dictionaryShare: 0)

    /// One figure to compare turns by: confidence and dictionary share count equally, and a turn that reads
    /// only a handful of characters is discounted (a few confident blobs are not a reading).
    public var score: Double {
        let support = min(1, Double(characters) / 40)
        return support * (0.5 * meanConfidence + 0.5 * dictionaryShare)
    }
}

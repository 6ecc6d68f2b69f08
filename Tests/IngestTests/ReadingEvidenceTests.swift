import DocModel
import Testing
@testable import Ingest

/// `OCRStage.Evidence`: whether straightening or flattening a page lowered the engine's reading of it.
struct ReadingEvidenceTests {
    /// One line of `count` words, each read with `confidence`.
    static func reading(_ count: Int, confidence: Double) -> [[Line]] {
        let words = (0..<count).map { Word(text: "word\($0)", box: Box(x: $0 * 60, y: 10, width: 50, height: 20), confidence: confidence) }
        return [[Line(words: words)].compactMap { $0 }]
    }

    @Test func aReadingLessSureByNoMoreThanNoiseIsNotLowered() {
        // The clean Dutch letter skewed 1.6° (generated skewed scans, seed 66): 52 words, all sure both ways.
        let stood = OCRStage.Evidence(Self.reading(52, confidence: 0.940))
        let straightened = OCRStage.Evidence(Self.reading(52, confidence: 0.939))
        #expect(!stood.lowered(by: straightened))
    }

    @Test func aReadingClearlyLessSureWithNoMoreSureWordsIsLowered() {
        let stood = OCRStage.Evidence(Self.reading(52, confidence: 0.94))
        #expect(stood.lowered(by: OCRStage.Evidence(Self.reading(52, confidence: 0.92))))
    }

    @Test func aReadingOfFewerWordsIsLoweredHoweverSure() {
        let stood = OCRStage.Evidence(Self.reading(56, confidence: 0.80))
        #expect(stood.lowered(by: OCRStage.Evidence(Self.reading(55, confidence: 0.99))))
    }
}

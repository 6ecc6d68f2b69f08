import Evaluation
import Testing

@Suite struct WordBagTests {
    @Test func aReadWordMatchesOneTruthWordOfTheSameSpellingCaseFolded() {
        let truth = WordBag(text: "Date: 5/21/90  No. 27\nthe THE the")
        let read = WordBag(text: "date: the The no. 27 27 extra")
        let score = WordBag.score(read: read, truth: truth)
        #expect(score.matched == 5)      // date:, no., 27, the ×2
        #expect(score.expected == 7 && score.found == 7)
        #expect(read.missing(from: truth) == ["5/21/90", "the"])
    }
}

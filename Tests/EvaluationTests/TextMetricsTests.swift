import Testing
@testable import Evaluation

@Suite struct TextMetricsTests {
    @Test func identicalTextHasNoErrorsWhateverTheSpacing() {
        let count = TextMetrics.characterErrors(read: "Hello   world\nagain", truth: "Hello world again")
        #expect(count == ErrorCount(edits: 0, length: 17))
    }

    @Test func characterErrorsCountSubstitutionsInsertionsAndDeletions() {
        // "kitten" → "sitting": k→s, e→i, +g = 3 edits over 7 truth characters.
        let count = TextMetrics.characterErrors(read: "kitten", truth: "sitting")
        #expect(count.edits == 3)
        #expect(count.length == 7)
    }

    @Test func wordErrorsCompareWholeWords() {
        let count = TextMetrics.wordErrors(read: "the quick brwn fox", truth: "the quick brown fox jumps")
        #expect(count == ErrorCount(edits: 2, length: 5))
        #expect(count.rate == 0.4)
    }

    @Test func ratesAddUpOverDocuments() {
        let total = ErrorCount(edits: 1, length: 10) + ErrorCount(edits: 3, length: 30)
        #expect(total.rate == 0.1)
        #expect(ErrorCount().rate == 0)
    }

    @Test func tableAlignsColumnsAndRightAlignsNumbers() {
        let table = TextTable(headers: ["file", "CER"], rows: [["a.png", "1.5%"], ["long-name.tif", "12.0%"]])
        #expect(table.render() == """
            file           CER
            -------------  -----
            a.png           1.5%
            long-name.tif  12.0%

            """)
    }
}

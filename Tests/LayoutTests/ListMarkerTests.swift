import Testing
@testable import Layout

@Suite struct ListMarkerTests {
    @Test(arguments: ["•", "-", "1.", "12.", "3)", "(a)", "(iv)", "(12)", "a.", "ii."])
    func recognisesListMarkers(_ word: String) {
        #expect(ListMarker.isMarker(word))
    }

    /// A US area code in parentheses opens a phone number, not a list item.
    @Test(arguments: ["(312)", "(0800)", "word", "1234.", "Total:"])
    func doesNotTakeOtherWordsForMarkers(_ word: String) {
        #expect(!ListMarker.isMarker(word))
    }
}

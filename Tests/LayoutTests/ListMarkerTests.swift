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

    /// A day, a month's name and a year ("24. Januar 2025", a German letter's date line) is no list item;
    /// a numbered item with words stays one.
    @Test func aDayBeforeAMonthAndAYearIsADateNotAListItem() {
        #expect(ListMarker.parse(first: "24.", rest: ["Januar", "2025"]) == nil)
        #expect(ListMarker.parse(first: "5.", rest: ["Mai", "2024"]) == nil)
        #expect(ListMarker.parse(first: "2.", rest: ["Lieferung", "prüfen"])?.marker == "2.")
        #expect(ListMarker.parse(first: "3.", rest: ["Budget", "2025", "approved"])?.marker == "3.")
    }
}

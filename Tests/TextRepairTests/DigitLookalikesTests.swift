import Testing
@testable import TextRepair

/// Dates some of whose digits OCR read as letters.
@Suite struct DigitLookalikesTests {
    @Test func aDateWithLettersForDigitsIsStillADateAndANumberThatMakesNoDateIsNot() {
        #expect(DigitLookalikes.showsNumericDate("20:56 = OT/07/17"))
        #expect(DigitLookalikes.showsNumericDate("Date: 10/04/2017"))
        #expect(DigitLookalikes.showsNumericDate("1O.O4.2O17"))
        // A lost 1 leaves day 0; an invoice number, a price and a phone are no dates.
        #expect(!DigitLookalikes.showsNumericDate("Date: (0/04/2017"))
        #expect(!DigitLookalikes.showsNumericDate("INV NO: CS-SA-0077188"))
        #expect(!DigitLookalikes.showsNumericDate("TOTAL 2.90"))
        #expect(!DigitLookalikes.showsNumericDate("Tel: 03-7662 5789"))
        // Letters that are no digit's lookalike ("OT/OT/L?") make no date.
        #expect(!DigitLookalikes.showsNumericDate("20256 OT/OT/L?"))
    }

    @Test func eachLookalikeStandsForTheDigitsItIsMistakenFor() {
        #expect(DigitLookalikes.numbers("GS") == [65, 5])
        #expect(DigitLookalikes.numbers("OT") == [7])
        #expect(DigitLookalikes.numbers("12") == [12])
        #expect(DigitLookalikes.numbers("K1") == nil)
        // As digit strings, leading zeros kept: what a mark glued before an amount may have been.
        #expect(DigitLookalikes.digitStrings("$") == ["5"])
        #expect(DigitLookalikes.digitStrings("G9") == ["69", "09"])
        #expect(DigitLookalikes.digitStrings("R") == [])
    }
}

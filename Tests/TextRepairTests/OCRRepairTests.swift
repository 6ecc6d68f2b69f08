import Testing
import TextRepair

/// Letters OCR reads for digits, undone only inside numbers.
@Suite struct OCRRepairTests {
    @Test func repairsLettersInsideNumbersOnly() {
        #expect(OCRRepair.repairDigits("2O24-O3-15 SOS Tel 5 ml") == "2024-03-15 SOS Tel 5 ml")
    }

    @Test func theLettersRepairedInsideNumbersAreTheCommonSubsetOfTheOneLookalikeTable() {
        #expect(OCRRepair.confusions == ["O": "0", "o": "0", "l": "1", "I": "1", "|": "1", "S": "5"])
        for (letter, digit) in OCRRepair.confusions {
            #expect(DigitLookalikes.digits[letter]?.first.map { Character(String($0)) } == digit)
        }
    }
}

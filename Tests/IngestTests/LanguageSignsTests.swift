import Testing
@testable import Ingest

/// `LanguageSigns`: telling from the English model's reading that a page is German or French.
@Suite struct LanguageSignsTests {
    func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    @Test func garbledUmlautsAndGermanWordsAreSigns() {
        // As the English model read corpus/entities/scans/de-lieferungen.png.
        let german = words("Lieferung an K6nigstraf&e 27 - 70173 Stuttgart und die Ware fur Praxis Dr. Oztiirk in der SchloBallee 3a")
        let (total, signs, _) = LanguageSigns.count(german)
        // Signs: K6nigstraf&e, und, die, fur, Oztiirk, der, SchloBallee ("an" and "in" are English too).
        #expect(total == 15)  // words with a letter: "27", "-" and "70173" do not count
        #expect(signs == 7)
        #expect(LanguageSigns.looksGarbled("K6nigstraf&e") && LanguageSigns.looksGarbled("Oztiirk")
            && LanguageSigns.looksGarbled("SchloBallee") && LanguageSigns.looksGarbled("StrafSe"))
    }

    @Test func englishTextHasNoneAndCodesAreNotGarbledWords() {
        let english = words("Please find enclosed the invoice for order TX-450 dated 7 May 2024; payment is due within 30 days at Account 12345678.")
        #expect(LanguageSigns.count(english).signs == 0)
        // Codes mixing letters and digits are not umlauts read as digits.
        #expect(!LanguageSigns.looksGarbled("BA0117") && !LanguageSigns.looksGarbled("1Z999AA1") && !LanguageSigns.looksGarbled("TX-450"))
    }

    @Test func spanishAndItalianWordsChooseTheirGroupGermanAndFrenchTheFirst() {
        let groups = [["eng", "deu", "fra"], ["eng", "spa", "ita"]]
        // As the English model read corpus/entities/scans/es-carta.png and it-fattura.png (accents lost).
        let spanish = words("Le confirmamos la visita a la obra el 17/06/2024. Para cualquier consulta, escriba a obras")
        let italian = words("Spett.le Vetreria Moretti Piazza San Marco 1 30124 Venezia VE Le scrivo in merito all'udienza del 8 aprile")
        let german = words("Lieferung an K6nigstraf&e 27 und die Ware fur Praxis Dr. Oztiirk in der SchloBallee 3a")
        let (_, spanishSigns, spanishGroups) = LanguageSigns.count(spanish, groups: groups)
        #expect(spanishSigns >= 3 && spanishGroups[1] > spanishGroups[0])
        let (_, _, italianGroups) = LanguageSigns.count(italian, groups: groups)
        #expect(italianGroups[1] > italianGroups[0])
        let (_, _, germanGroups) = LanguageSigns.count(german, groups: groups)
        #expect(germanGroups[0] > germanGroups[1])
        // English text gives neither group a word.
        let english = words("Please find enclosed the invoice for order TX-450 dated 7 May 2024; payment is due within 30 days per unit via bank")
        #expect(LanguageSigns.count(english, groups: groups).signs == 0)
    }
}

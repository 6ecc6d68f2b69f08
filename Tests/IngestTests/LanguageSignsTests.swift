import OCR
import Testing
@testable import Ingest

/// `LanguageSigns`: telling from the English model's reading that a page is German or French.
@Suite struct LanguageSignsTests {
    func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    @Test func garbledUmlautsAndGermanWordsAreSigns() {
        // As the English model read corpus/entities/scans/de-lieferungen.png.
        let german = words("Lieferung an K6nigstraf&e 27 - 70173 Stuttgart und die Ware fur Praxis Dr. Oztiirk in der SchloBallee 3a")
        let (total, signs, _, _) = LanguageSigns.count(german)
        // Signs: K6nigstraf&e, Stuttgart after its postcode, und, die, fur, Oztiirk, der, SchloBallee ("an" and
        // "in" are English too).
        #expect(total == 15)  // words with a letter: "27", "-" and "70173" do not count
        #expect(signs == 8)
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
        let (_, spanishSigns, spanishGroups, _) = LanguageSigns.count(spanish, groups: groups)
        #expect(spanishSigns >= 3 && spanishGroups[1] > spanishGroups[0])
        let (_, _, italianGroups, _) = LanguageSigns.count(italian, groups: groups)
        #expect(italianGroups[1] > italianGroups[0])
        let (_, _, germanGroups, _) = LanguageSigns.count(german, groups: groups)
        #expect(germanGroups[0] > germanGroups[1])
        // English text gives neither group a word.
        let english = words("Please find enclosed the invoice for order TX-450 dated 7 May 2024; payment is due within 30 days per unit via bank")
        #expect(LanguageSigns.count(english, groups: groups).signs == 0)
    }

    /// Short receipts printed abroad show few function words; their month names and the town after its postcode
    /// still say where they were printed (issue 28: "LIÈGE", "MÁLAGA" lost their accents to the English model).
    @Test func monthNamesAndATownAfterItsPostcodeAreSignsOfTheirLanguage() {
        let groups = [["eng", "deu", "fra"], ["spa", "ita", "eng"]]
        // As the English model read corpus/entities-random/scans/be-receipt-08.png and es-receipt-36.png.
        let belgian = words("NORTHWIND MARKET BOULEVARD D'AVROY 12 4000 LIEGE 23 juin 2024 PAPIER 42,70 TONER 45,26 CLASSEURS 36,74 TOTAL € 124,70")
        let (total, signs, perGroup, perLanguage) = LanguageSigns.count(belgian, groups: groups)
        #expect(signs == 2 && perGroup[0] == 2 && perLanguage["fra"] == 2)
        #expect(LanguageSwitchStage.leading(groups[0], by: perLanguage) == "fra+eng+deu")
        #expect(total == 10)  // NORTHWIND MARKET BOULEVARD D'AVROY LIEGE juin PAPIER TONER CLASSEURS TOTAL
        let spanish = words("NORTHWIND MARKET CALLE LARIOS 6 29005 MALAGA 20.11.2025 PAPEL 4,08 CARPETAS 48,61 ETIQUETAS 31,14 TOTAL 83,83 €")
        let (_, spanishSigns, spanishGroups, spanishLanguages) = LanguageSigns.count(spanish, groups: groups)
        #expect(spanishSigns == 2 && spanishGroups[1] == 2)
        #expect(LanguageSwitchStage.leading(groups[1], by: spanishLanguages) == "spa+ita+eng")
        // A town without its postcode is no sign: Valencia, Waterloo and Baden are American and British places too.
        #expect(LanguageSigns.count(words("Valencia Waterloo Baden 12 Main Street")).signs == 0)
        #expect(LanguageSigns.count(words("Hotel 1200 Waterloo Road, London SE1 8TJ")).signs == 1)
    }

    /// German receipts and forms in capitals or with few function words (issue 28, sixth round: "8001 ZÜRICH",
    /// "20095 HAMBURG" lost their umlauts): their total and address labels, a German town after its postcode
    /// and a one-word German street before its number are signs, German leads.
    @Test func germanReceiptAndFormLabelsTownsAndStreetsAreSigns() {
        let groups = [["eng", "deu", "fra"], ["spa", "ita", "eng"]]
        // As the English model read two pages of `generate-address-pages.py --seed 4242 --fresh` (a development set).
        let german = words("ORCHARD MARKET MUHLENWEG 17 20095 HAMBURG 23.05.2024 TONER 35,61 PAPIER 29,81 GESAMT 65,42 EUR")
        let (_, signs, perGroup, perLanguage) = LanguageSigns.count(german, groups: groups)
        #expect(signs == 2 && perGroup[0] == 2 && perLanguage["deu"] == 2)  // HAMBURG after its postcode, GESAMT
        #expect(LanguageSwitchStage.leading(groups[0], by: perLanguage) == "deu+eng+fra")
        let swiss = words("BLUEBIRD MARKET BAHNHOFSTRASSE 45 8001 ZURICH 22. Juli 2024 ORDNER 41.91 PAPIER 18.88 GESAMT CHF 60.79")
        #expect(LanguageSigns.count(swiss, groups: groups).perLanguage["deu"] == 4)  // BAHNHOFSTRASSE, ZURICH, Juli, GESAMT
        let form = words("Kundendaten Name: J. Novak Anschrift: Marienplatz 8, 80331 Munchen Tel. +49 30 2345678")
        #expect(LanguageSigns.count(form, groups: groups).signs == 3)  // Anschrift:, Marienplatz (before 8), Munchen
        // Dutch streets end in "-weg" too, and an English street word before a number is no sign.
        #expect(LanguageSigns.count(words("Stationsweg 88 3511 AZ Utrecht and 10 Downing Street")).signs == 0)
    }

    @Test func aFrenchTownAfterItsPostcodeAndTheMonthMaiAreSigns() {
        let groups = [["eng", "deu", "fra"], ["spa", "ita", "eng"]]
        // As the English model read two French receipts of `generate-address-pages.py --seed 7291` (half A).
        let rennes = words("LUMEN MARKET 5 PLACE DU MARCHE 35000 RENNES 01.03.2025 PAPIER 22,11 TONER 12,91 CLASSEURS 35,86 TOTAL € 70,88")
        let counted = LanguageSigns.count(rennes, groups: groups)
        #expect(counted.signs == 2 && counted.perLanguage["fra"] == 2)  // DU, RENNES after its postcode
        #expect(LanguageSwitchStage.leading(groups[0], by: counted.perLanguage) == "fra+eng+deu")
        let strasbourg = words("SILVERLINE MARKET 9 PLACE KLEBER 67000 STRASBOURG 15 mai 2025 TONER 34,44 CLASSEURS 39,77 TOTAL 74,21€")
        #expect(LanguageSigns.count(strasbourg, groups: groups).perGroup[0] == 2)  // STRASBOURG, mai
        // A French town with no postcode before it is no sign: English pages name Paris and Nice too.
        #expect(LanguageSigns.count(words("Our office in Paris and the one in Nice open on 2 May")).signs == 0)
    }

    /// Two signs are enough on a page too short to show three at 5 % of its words (up to 40 words); longer
    /// pages need three and 5 %, as before.
    @Test func aShortPageNeedsTwoSignsALongOneThreeAndItsShare() throws {
        let stage = LanguageSwitchStage(groups: [], engines: try LanguageEngines(first: nil, dataPath: nil, mode: .auto))
        #expect(stage.enough(signs: 2, of: 11) && stage.enough(signs: 2, of: 40))
        #expect(!stage.enough(signs: 1, of: 11) && !stage.enough(signs: 2, of: 41) && stage.enough(signs: 3, of: 60))
        #expect(!stage.enough(signs: 3, of: 100) && stage.enough(signs: 5, of: 100))
    }

    /// A list of cities, each labelling the account number printed after it (an English page of partner banks'
    /// IBANs), reads "3201" at one line's end and "Zurich:" at the next one's start: no postcode and town, so
    /// no sign; the same town after its postcode on one line still is one.
    @Test func aNumberEndingOneLineIsNoPostcodeOfTheTownStartingTheNext() {
        let groups = [["eng", "deu", "fra"], ["spa", "ita", "eng"]]
        let list = ["Wien: AT61 1904 3002 3457 3201", "Zurich: CH93 0076 2011 6238 5295 7",
                    "Bruxelles: BE68 5390 0754 7034", "Madrid: ES91 2100 0418 4502 0005 1332",
                    "Milano: IT60 X054 2811 1010 0000 0123 456"].map(words)
        #expect(LanguageSigns.count(lines: list, groups: groups).signs == 0)
        // Read as one run of words, the line ends would stand before Zurich, Madrid and Milano as postcodes.
        #expect(LanguageSigns.count(list.flatMap { $0 }, groups: groups).signs == 3)
        let address = ["Bahnhofplatz 1", "8001 Zurich"].map(words)
        #expect(LanguageSigns.count(lines: address, groups: groups).perLanguage["deu"] == 2)
    }
}

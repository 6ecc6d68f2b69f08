import DocModel
import Extraction
import Pipeline
import Testing
@testable import Ingest

/// The `language_switch` stage on a real German page read first with the English model.
@Suite struct LanguageSwitchTests {
    @Test func germanPageReadInEnglishIsReadAgainWithGermanAndFrench() throws {
        // corpus/entities/scans/de-rechnung.png: the English model reads "50968 Köln" as "50968 K6In".
        let data = try Repo.data("corpus/entities/scans/de-rechnung.png")
        let pipeline = PipelineDefinition(name: "switch", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
            StageSpec(stage: "language_switch", options: ["languages": .string("eng+deu+fra")]),
        ], document: [])
        let document = try #require(try DocumentReader(pipeline: pipeline).read(path: "de-rechnung.png", data: data).document)
        #expect(document.invariantViolations().isEmpty)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("50968 Köln"))
        #expect(!text.contains("K6In"))
    }
}

/// A Spanish page read in English is read again with Spanish and Italian, not German and French.
@Suite struct LanguageSwitchSpanishTests {
    @Test func spanishPageReadInEnglishIsReadAgainWithSpanishAndItalian() throws {
        // corpus/entities/scans/es-carta.png prints "Estimado Sr. Martín:"; English and French models read "Martin".
        let data = try Repo.data("corpus/entities/scans/es-carta.png")
        let pipeline = PipelineDefinition(name: "switch", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
            StageSpec(stage: "language_switch", options: ["languages": .string("eng+deu+fra,spa+ita+eng")]),
        ], document: [])
        let document = try #require(try DocumentReader(pipeline: pipeline).read(path: "es-carta.png", data: data).document)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("Sr. Martín"))
    }
}

/// Without the German and French models the default pipeline still runs: the switch keeps the English
/// reading and says why on the page, instead of refusing to start.
@Suite struct LanguageSwitchWithoutModelsTests {
    @Test func missingModelsKeepTheEnglishReadingWithAWarning() throws {
        let data = try Repo.data("corpus/entities/scans/de-rechnung.png")
        // "xyz" is no language pack anyone installs: the engine cannot load it.
        let pipeline = PipelineDefinition(name: "switch", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
            StageSpec(stage: "language_switch", options: ["languages": .string("eng+xyz")]),
        ], document: [])
        let report = try DocumentReader(pipeline: pipeline).read(path: "de-rechnung.png", data: data)
        let document = try #require(report.document)
        let text = document.blocks.map(\.text).joined(separator: "\n")
        #expect(text.contains("50968"))
        #expect(!text.contains("Köln"))
        let warning = try #require(report.diagnostics.first { $0.stage == "language_switch" })
        #expect(warning.severity == .warning)
        #expect(warning.page == 1)
        #expect(warning.message.contains("tesseract-ocr-xyz"))
    }
}

/// A short receipt printed abroad (issue 28): too few words for three signs of its language, yet its month
/// name and the town after its postcode say French; read again with French leading, the receipt's own reading
/// and its head's vote keep the accent the English model drops ("4000 LIEGE").
@Suite struct LanguageSwitchShortReceiptTests {
    @Test func aShortFrenchReceiptKeepsTheAccentOfItsTown() throws {
        let data = try Repo.data("corpus/entities-random/scans/be-receipt-08.png")
        let document = try #require(try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: "be-receipt-08.png", data: data).document)
        let text = document.text()
        #expect(text.contains("4000 LIÈGE"), "\(text)")
        #expect(text.contains("TOTAL") && text.contains("124,70"))
    }
}

/// A Swiss letter in German whose letterhead is in Geneva (issue 28, seventh round): read with German leading,
/// "Genève" comes back "Geneve"; the town the tables spell with an accent is read again with French leading.
@Suite struct TownAccentRereadTests {
    @Test func aTownReadWithoutItsAccentsIsReadAgainInTheirLanguage() throws {
        // The head of a generated page (scripts/corpus/generate-address-pages.py --seed 7291 --pool all, ch-letter-188).
        let data = try Repo.data("Tests/IngestTests/Fixtures/swiss-german-letter-geneva.png")
        let document = try #require(try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: "swiss-german-letter-geneva.png", data: data).document)
        let text = document.text()
        #expect(text.contains("1201 Genève"), "\(text)")
        #expect(text.contains("Sehr geehrte Damen und Herren"))  // the German reading is kept elsewhere
        #expect(document.entities?.contains { $0.kind == .address && $0.normalized == "Rue de Lausanne 15, 1201 Genève" } == true)
    }

    @Test func onlyATownTheTablesSpellWithAccentsIsReadAgain() {
        func languages(_ text: String) -> String? {
            let words = text.split(separator: " ").enumerated().map { Word(text: String($1), box: Box(x: 100 * $0, y: 0, width: 90, height: 30), confidence: 0.9) }
            return Line(words: words).flatMap { RereadStage.townAccentsLost(in: $0)?.languages }
        }
        #expect(languages("1201 Geneve") == "fra+eng+deu")
        #expect(languages("90403 NURNBERG") == "deu+eng+fra")
        #expect(languages("29005 Malaga") == "spa+ita+eng")
        #expect(languages("1201 Genève") == nil)  // read with its accent
        #expect(languages("3011 Bern") == nil)  // no accent in the table
    }
}

/// An Austrian delivery address on an English invoice (issue 28, twenty-fourth round): the page is English, so
/// `language_switch` keeps the English reading, which reads "Kärntner Straße 21" as "Karntner StraBe 21". The
/// block above a German-speaking country's postcode and town is read again with German leading.
@Suite struct GermanAddressRereadTests {
    @Test func anAustrianAddressOnAnEnglishPageIsReadAgainWithGerman() throws {
        // The delivery block of a generated US invoice (scripts/corpus/generate-address-pages.py --seed 2881
        // --deliver-to AT, us-invoice-10), printed "Deliver to: / Kärntner Straße 21 / 1010 Wien / Austria".
        let (before, text) = try Self.readInEnglish("Tests/IngestTests/Fixtures/austrian-delivery-on-us-invoice.png")
        #expect(before.contains("Karntner"), "\(before)")  // the English model's reading, which the stage undoes
        #expect(text.contains("Kärntner"), "\(text)")
        #expect(text.contains("1010 Wien") && text.contains("Deliver to:"), "\(text)")
    }

    /// The page's text as `ocr` reads it in English alone, and then with `reread` after it.
    static func readInEnglish(_ fixture: String) throws -> (english: String, reread: String) {
        let data = try Repo.data(fixture)
        let english = PipelineDefinition(name: "english", version: 1, pages: [
            StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")]),
        ], document: [])
        let pipeline = PipelineDefinition(name: "reread", version: 1, pages: english.pages + [
            StageSpec(stage: "reread", options: ["languages": .string("eng"), "numbers_only": .bool(true)]),
        ], document: [])
        return (try #require(try DocumentReader(pipeline: english).read(path: "a.png", data: data).document).text(),
                try #require(try DocumentReader(pipeline: pipeline).read(path: "a.png", data: data).document).text())
    }

    @Test func aWordTakesTheGermanReadingOnlyWhereTheyDifferInGermanLetters() {
        #expect(RereadStage.sameUpToGermanLetters("Karntner", "Kärntner"))
        #expect(RereadStage.sameUpToGermanLetters("StraBe", "Straße"))
        #expect(RereadStage.sameUpToGermanLetters("Universitatsstrafe", "Universitätsstraße"))
        #expect(!RereadStage.sameUpToGermanLetters("Karntner", "Kärntnar"))  // another letter changed
        #expect(!RereadStage.sameUpToGermanLetters("Wien", "Wien"))  // no German letter
        #expect(!RereadStage.sameUpToGermanLetters("Deliver", "Dellver"))
    }
}

/// A Québec address on an English letter (issue 28, twenty-sixth round): the page is English, so `language_switch`
/// keeps the English reading, which reads "45 croissant des Érables" as "… Erables". The block above a postcode
/// after a region of French-speaking Canada is read again with French leading.
@Suite struct QuebecAddressRereadTests {
    @Test func aQuebecAddressOnAnEnglishPageIsReadAgainWithFrench() throws {
        // The recipient block of a generated Canadian letter (scripts/corpus/generate-address-pages.py --seed 3003
        // --countries CA --country-forms seventh, ca-letter-01), printed "Ms. A. Keller / 45 croissant des Érables /
        // Gatineau (Québec) J8T 5K2 / Canada".
        let (before, text) = try GermanAddressRereadTests.readInEnglish("Tests/IngestTests/Fixtures/quebec-address-on-english-letter.png")
        #expect(before.contains("Erables"), "\(before)")  // the English model's reading, which the stage undoes
        #expect(text.contains("45 croissant des Érables"), "\(text)")
        #expect(text.contains("J8T 5K2") && text.contains("Ms. A. Keller"), "\(text)")
    }

    @Test func onlyALineWithAFrenchCanadianRegionBeforeAPostcodeStartsIt() {
        #expect(PostalFormats.frenchCanadianPlace("Gatineau (Québec) J8T 5K2"))
        #expect(PostalFormats.frenchCanadianPlace("Halifax (Nouvelle-Ecosse) B3J 1Z9"))  // its accent read away
        #expect(PostalFormats.frenchCanadianPlace("Varennes QC J3X 1P7"))
        #expect(!PostalFormats.frenchCanadianPlace("Toronto, ON M5V 2Z4"))
        #expect(!PostalFormats.frenchCanadianPlace("Québec City is lovely"))
        #expect(RereadStage.sameUpToAccents("Erables", "Érables"))
        #expect(!RereadStage.sameUpToAccents("Erables", "Erables"))
        #expect(!RereadStage.sameUpToAccents("45", "A5"))
        #expect(!RereadStage.sameUpToAccents("A.", "À."))  // a name's initial, which the French model read as "À"
    }
}

import DocModel
import Evaluation
import Foundation
import Pipeline
import Testing
@testable import Ingest

/// Issue 32: Folio's stages add to what Tesseract reads, never take away. Real pixels, real Tesseract, the
/// default pipeline, scored as a bag of case-folded words (`WordBag`) against the page's truth, beside the
/// plain `tesseract IMAGE stdout --psm 3` on the same file.
@Suite struct PlainTesseractWordsTests {
    static let funsd = Repo.path("../shared/data/funsd-forms")
    static let funsdAvailable = FileManager.default.fileExists(atPath: funsd + "/images/0000971160.png")
    static let cli = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The plain CLI's reading of an image file, with OMP_THREAD_LIMIT=1 as Folio reads.
    static func plainTesseract(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(cli))
        process.arguments = [path, "stdout", "--psm", "3"]
        process.environment = ProcessInfo.processInfo.environment.merging(["OMP_THREAD_LIMIT": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func funsdTruth(_ stem: String) throws -> WordBag {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(funsd)/annotations/\(stem).json"))
        let form = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["form"] as? [[String: Any]])
        return WordBag(form.flatMap { ($0["words"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
            .flatMap { $0.split(whereSeparator: \.isWhitespace) })
    }

    /// Real noisy 1980s–90s forms (FUNSD, from half A, the half the causes were studied on; ~110 dpi PNGs that
    /// state no resolution): the default pipeline stores at least as many of the annotated words as the plain
    /// CLI reads from the same files. 0011838621 stored 64 words to the CLI's 76 while Tesseract was told the
    /// decode default of 300 dpi (it expected letters 2.7 times smaller than they are); it now lets Tesseract
    /// estimate the resolution from the text, as the CLI does. Slight skews cost words when rotated away, the
    /// rotation's interpolation blurring faint type and shaded cells: 0000971160 (1.03°) 97 words to the CLI's
    /// 103, 0001118259 (−0.97°, a 2.5 in sample of its shaded cells read better rotated) 25 to 27, 71341634
    /// (2.05°) 24 to 53; such a skew is now removed only where the whole page reads no worse rotated. 00040534
    /// stored 95 to 96: a lone dash ("Pay Terms - 00000") was taken for a piece of ruling. 89867723 (−0.42°) stored
    /// 118 to 123: rotated, the engine read more words as surely, 8 fewer of them dictionary words.
    @Test(.enabled(if: funsdAvailable && cli != nil, "needs ../shared/data/funsd-forms and the tesseract CLI"),
          arguments: ["0011838621", "0000971160", "0001118259", "71341634", "00040534", "89867723"])
    func aNoisyScannedFormStoresAtLeastTheWordsThePlainCLIReads(_ stem: String) throws {
        let path = "\(Self.funsd)/images/\(stem).png"
        let truth = try Self.funsdTruth(stem)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try #require(try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: path, data: data).document)
        let folio = WordBag(text: document.text()).matches(truth)
        let plain = WordBag(text: try Self.plainTesseract(path)).matches(truth)
        #expect(folio >= plain, "\(stem): Folio stored \(folio), plain tesseract read \(plain) of \(truth.total) words")
    }

    /// On a real form with ruled boxes and scattered fields, every word OCR read with confidence ≥ 0.5 (ruling
    /// debris aside) is in the stored text: in a block, or in a loose line when no block took it.
    @Test(.enabled(if: funsdAvailable, "needs ../shared/data/funsd-forms"))
    func everyConfidentWordOCRReadOnAFormIsInTheStoredText() throws {
        let path = "\(Self.funsd)/images/0060262650.png"
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        var read: [Word] = []
        reader.pageObserver = { work in read = work.paragraphs.joined().flatMap(\.words) }
        let document = try #require(reader.read(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path))).document)
        let confident = read.filter { $0.confidence >= 0.5 && $0.text.contains { !"|_—–-=+[]!Il".contains($0) } }
        #expect(confident.count > 50)
        let stored = WordBag(text: document.text())
        // A word holding a fill line is stored cut at it ("Afflistion_University": key and value, `KeyValueFields.split`),
        // or without the stretch of line an answer ends on ("202/_457-4850_": the fill line is no part of the answer).
        let missing = stored.missing(from: WordBag(confident.map(\.text))).filter { word in
            !(word.contains("_") && (word.split(separator: "_").allSatisfy { stored.counts[String($0)] != nil }
                                     || stored.counts[word.trimmingCharacters(in: CharacterSet(charactersIn: "_"))] != nil))
        }
        #expect(missing.isEmpty, "lost: \(missing)")
    }

    /// A corpus image (`NAME.truth.json` beside it) read by the default pipeline: the document, its diagnostics, and the truth's
    /// words Folio stored and the plain CLI read.
    static func corpusPage(_ relative: String, pipeline: PipelineDefinition = StageRegistry.defaultPipeline) throws
        -> (document: Document, diagnostics: [Diagnostic], stages: Set<String>, folio: Int, plain: Int, total: Int) {
        let path = Repo.path(relative)
        let truthPath = Repo.path((relative as NSString).deletingPathExtension + ".truth.json")
        let truthData = try Data(contentsOf: URL(fileURLWithPath: truthPath))
        let truth = WordBag(text: try #require(try JSONDecoder().decode(Truth.self, from: truthData).pages.first?.text))
        let report = try DocumentReader(pipeline: pipeline)
            .read(path: path, data: Data(contentsOf: URL(fileURLWithPath: path)))
        let document = try #require(report.document)
        return (document, report.diagnostics, Set(report.timings.map(\.stage)), WordBag(text: document.text()).matches(truth),
                WordBag(text: try plainTesseract(path)).matches(truth), truth.total)
    }

    /// Two receipts on one flatbed scan (a grey lid round them): the default pipeline's `find_page` cropped the
    /// page to the likelier of the two and the other's words were lost (51 % of the truth's words stored, the
    /// plain CLI 98 %). It now keeps the page whole and `ocr` reads each piece of paper on its own.
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"))
    func everyReceiptOnAFlatbedScanOfSeveralKeepsItsWords() throws {
        let page = try Self.corpusPage("corpus/receipts-multi/flatbed-01-2-receipts.jpg")
        #expect(page.document.pages.first?.paperRegions?.count == 2)
        #expect(page.folio >= page.plain, "Folio stored \(page.folio), plain tesseract read \(page.plain) of \(page.total) words")
    }

    /// Three receipts on one flatbed scan: each piece, cut out and read alone in automatic mode, lost the front
    /// digits of its amount column (the Blue Door Cafe's "14.67" read ".67", "70.34" read "1.34"; 89.8 % of the
    /// truth's words stored, the plain CLI 93.8 %). A piece of paper is now read as one column of text.
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"))
    func aReceiptCutOutOfAScanOfSeveralKeepsItsAmountColumn() throws {
        let page = try Self.corpusPage("corpus/receipts-multi/flatbed-05-3-receipts.jpg")
        #expect(page.document.pages.first?.paperRegions?.count == 3)
        let text = page.document.text()
        // Printed on the Blue Door Cafe's receipt (looked at on the scan): its items' and totals' amounts.
        for amount in ["14.67", "9.00", "7.10", "64.61", "70.34", "75.00"] {
            #expect(text.contains(amount), "\(amount) not stored")
        }
        #expect(page.folio >= page.plain, "Folio stored \(page.folio), plain tesseract read \(page.plain) of \(page.total) words")
    }

    /// A small receipt photographed on a desk, enlarged 2.5× by `rectify`: `illumination`'s background tiles
    /// (10 × 15 px) fell inside the enlarged letters, took their faint insides for paper and flattened them away
    /// (20 % of the truth's words stored, the plain CLI 76 %). The flattening is now kept only where the engine
    /// reads the page no worse for it; here `ocr` keeps the page as photographed and says so. Its paper is white all
    /// over, so the default pipeline now leaves it unflattened before any reading (`illumination.white_paper`).
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"))
    func aPhotoWhoseFlatteningErasesFaintLettersIsReadAsCaptured() throws {
        let page = try Self.corpusPage("corpus/receipts/receipt-23-photo.jpg")
        #expect(!page.stages.contains("illumination"))
        #expect(page.folio >= page.plain, "Folio stored \(page.folio), plain tesseract read \(page.plain) of \(page.total) words")
        var flattening = StageRegistry.defaultPipeline
        let index = try #require(flattening.pages.firstIndex { $0.stage == "illumination" })
        flattening.pages[index].options["white_paper"] = .integer(0)
        let checked = try Self.corpusPage("corpus/receipts/receipt-23-photo.jpg", pipeline: flattening)
        #expect(checked.diagnostics.contains { $0.stage == "ocr" && $0.message.contains("lighting left as captured") })
        #expect(checked.folio >= checked.plain, "Folio stored \(checked.folio), plain tesseract read \(checked.plain) of \(checked.total) words")
    }

    /// An English page listing partner banks' IBANs, each line "City: IBAN": the number ending one line stood
    /// before the town beginning the next as its postcode ("3201 Zurich", "7034 Madrid", "1332 Milano"), so
    /// `language_switch` read the page again in Spanish and Italian, which read "IE29" as "1E29". The page keeps
    /// its English reading now (70 of 71 words, as the plain CLI; 69 before).
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"))
    func aListOfCitiesAfterAccountNumbersIsNotReadAsAForeignPage() throws {
        let page = try Self.corpusPage("corpus/entities/scans/iban-accounts.png")
        let text = page.document.text()
        #expect(text.contains("Dublin: IE29 AIBK 9311 5212 3456 78"))
        #expect(page.folio >= page.plain, "Folio stored \(page.folio), plain tesseract read \(page.plain) of \(page.total) words")
    }

    /// Receipts paid by card, "Card **** **** **** 9394": read again, a line cut out alone or the page enlarged
    /// and thickened, their stars came back as letters, which the page's first reading had not. A read-again
    /// run that loses masks is no longer taken, and a page read again gets the first reading's masks back.
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"), arguments: [
        // reread's line crop read "Card **** RRR HK 9394" as "Card SRR AE OK ORR …" (45 vs the CLI's 46 of 48 words).
        ("corpus/receipts/receipt-13-scan.png", "9394"),
        // receipt_reread's enlarged, thickened single-block reading read "**** ****" as "ee eee" (57 vs 58 of 60).
        ("corpus/receipts/receipt-19-photo.jpg", "6292"),
    ])
    func aCardNumbersStarsAreNotReadAgainAsLetters(_ path: String, _ lastDigits: String) throws {
        let page = try Self.corpusPage(path)
        let card = try #require(page.document.text().split(separator: "\n").first { $0.contains(lastDigits) })
        #expect(card.contains("****"), "stored: \(card)")
        #expect(page.folio >= page.plain, "Folio stored \(page.folio), plain tesseract read \(page.plain) of \(page.total) words")
    }

    /// A till receipt photographed on a desk, found and rectified: read again in single-block mode it read the desk's
    /// edge beside the paper as lines of noise and ran words together ("VIATOLEDO", "RACCOGLITOR"; 11 of the
    /// truth's 15 words, the CLI 15). On a tie in amount rows a found receipt keeps the surer reading.
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"))
    func aPhotographedReceiptKeepsTheSurerReadingOnATie() throws {
        let page = try Self.corpusPage("corpus/entities-random/photos/it-receipt-24-photo.jpg")
        #expect(page.document.pages.first?.geometry?.origin == .found)
        #expect(page.document.text().contains("VIA TOLEDO 156 80134 NAPOLI"))
        #expect(page.folio >= page.plain, "Folio stored \(page.folio), plain tesseract read \(page.plain) of \(page.total) words")
    }
}

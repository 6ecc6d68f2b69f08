import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Testing
@testable import Ingest

/// The `reread` stage: how two readings of a line are combined (pure), and the stage on a real page.
@Suite struct RereadTests {
    func word(_ text: String, _ confidence: Double, x: Int) -> Word {
        Word(text: text, box: Box(x: x, y: 100, width: 40, height: 30), confidence: confidence)
    }

    @Test func aRunTesseractIsSurerOfReplacesTheOldWordsAndAgreedWordsKeepTheirBoxes() throws {
        // The page read "14kg" (0.86); the enlarged line "1.4" (0.95) "kg" (0.96).
        let page = [word("Refrigerant", 0.96, x: 0), word("charge", 0.96, x: 50), word("14kg", 0.86, x: 100)]
        let line = [word("Refrigerant", 0.90, x: 1), word("charge", 0.95, x: 51), word("1.4", 0.95, x: 100),
                    word("kg", 0.96, x: 130)]
        let merged = try #require(LineReadings.merged(page, with: line, minGain: 0))
        #expect(merged.map(\.text) == ["Refrigerant", "charge", "1.4", "kg"])
        // "Refrigerant" and "charge" are the page's words, boxes and confidences included.
        #expect(merged[0] == page[0] && merged[1] == page[1])
    }

    @Test func aDigitTurnedSymbolIsNotTakenWhenDigitsAreKept() throws {
        // corpus/entities-random at-invoice-18.png: "865,73 €" (0.80) read again "865,/3 €" (0.93).
        let page = [word("Papier", 0.95, x: 0), word("865,73", 0.80, x: 300), word("€", 0.9, x: 360)]
        let line = [word("Papier", 0.95, x: 0), word("865,/3", 0.93, x: 300), word("€", 0.9, x: 360)]
        #expect(LineReadings.merged(page, with: line, minGain: 0, keepingDigits: true) == nil)
        #expect(try #require(LineReadings.merged(page, with: line, minGain: 0)).map(\.text).contains("865,/3"))
        // A decimal point found again keeps every digit: "14kg" → "1.4" "kg".
        let split = [word("1.4", 0.95, x: 300), word("kg", 0.96, x: 330)]
        #expect(LineReadings.merged([word("14kg", 0.86, x: 300)], with: split, minGain: 0, keepingDigits: true)?.map(\.text) == ["1.4", "kg"])
        // A postcode read with one character too many comes back shorter: "MS5B" → "M5B".
        #expect(LineReadings.merged([word("MS5B", 0.6, x: 300)], with: [word("M5B", 0.9, x: 300)], minGain: 0,
                                    keepingDigits: true)?.map(\.text) == ["M5B"])
    }

    @Test func aReadingThatLosesTheLinesDateIsNotTaken() throws {
        // A receipt's date line as the date hunt read it (two readings alike), its neighbours garbled; read again
        // enlarged, Tesseract was surer of letters where the date stood.
        let hunted = [word("SOR", 0.40, x: 0), word("NY", 0.35, x: 50), word("08/07/2017", 0.62, x: 100),
                      word("tacatcaa", 0.30, x: 200)]
        let again = [word("li", 0.70, x: 0), word("oa", 0.72, x: 50), word("1/20", 0.80, x: 100), word("ry", 0.75, x: 200)]
        #expect(LineReadings.merged(hunted, with: again, minGain: 0, keepingDigits: true) == nil)
        // A surer reading that keeps a date (its own digits or others) is taken as before.
        let kept = [word("SOR", 0.40, x: 0), word("NY", 0.35, x: 50), word("08/07/2017", 0.62, x: 100), word("Table", 0.9, x: 200)]
        #expect(LineReadings.merged(hunted, with: kept, minGain: 0)?.map(\.text) == ["SOR", "NY", "08/07/2017", "Table"])
        // A line that showed no date is judged by confidence alone.
        #expect(LineReadings.merged([word("Tota)", 0.5, x: 0)], with: [word("Total", 0.9, x: 0)], minGain: 0)?.map(\.text) == ["Total"])
    }

    @Test func aCardNumbersStarsReadAsLettersKeepThePageReading() throws {
        // A receipt's "Card **** **** **** 9394": the page read one group of stars (the others as letters);
        // the line cut out alone read every star as letters, each word surer than the page's garbage.
        let page = [word("Card", 0.91, x: 0), word("****", 0.70, x: 60), word("RRR", 0.20, x: 120),
                    word("HK", 0.20, x: 180), word("9394", 0.60, x: 240)]
        let line = [word("Card", 0.91, x: 0), word("SRR", 0.45, x: 60), word("AE", 0.53, x: 90), word("OK", 0.51, x: 120),
                    word("ORR", 0.27, x: 150), word("AK", 0.65, x: 180), word("9394", 0.60, x: 240)]
        #expect(LineReadings.merged(page, with: line, minGain: 0) == nil)
        // A run that keeps its stars is judged by confidence as before; a star is no mask alone (a footnote).
        #expect(!LineReadings.masksLost(from: [word("****", 0.7, x: 60), word("RRR", 0.2, x: 120)],
                                        to: [word("****", 0.8, x: 60), word("••••", 0.8, x: 120)]))
        #expect(!LineReadings.masksLost(from: [word("*", 0.7, x: 60)], to: [word("x", 0.8, x: 60)]))
    }

    @Test func aPageReadAgainGetsBackTheStarsItReadAsLetters() throws {
        // receipt_reread's single-block reading, letters enlarged and thickened: "Card ee eee Pe 6292" where the
        // page's first reading had "Card **** **** FO 6292".
        let first = [word("Card", 0.96, x: 0), word("****", 0.80, x: 60), word("****", 0.61, x: 110),
                     word("FO", 0.30, x: 160), word("6292", 0.60, x: 210)]
        let again = [word("Card", 0.96, x: 0), word("ee", 0.50, x: 65), word("eee", 0.08, x: 112),
                     word("Pe", 0.27, x: 160), word("6292", 0.97, x: 210)]
        let total = [word("TOTAL", 0.95, x: 0), word("35.77", 0.95, x: 210)]
        let paragraphs = [[try #require(Line(words: again)), try #require(Line(words: total))]]
        let kept = LineReadings.keepingMasks(of: first + total, in: paragraphs)
        #expect(kept[0][0].text == "Card **** **** Pe 6292")
        #expect(kept[0][1].text == "TOTAL 35.77")
        // Stars the second reading kept are left as it read them; a page without masks is left alone.
        let stars = [[try #require(Line(words: [word("Card", 0.96, x: 0), word("*******", 0.7, x: 60), word("6292", 0.9, x: 210)]))]]
        #expect(LineReadings.keepingMasks(of: first, in: stars) == stars)
        #expect(LineReadings.keepingMasks(of: total, in: paragraphs) == paragraphs)
    }

    @Test func digitsReadAsLettersKeepThePageReading() {
        // "+41 44 668 18 00" read alone as "... OO": surer, but only digits turned letters.
        let page = [word("18", 0.93, x: 0), word("00", 0.92, x: 50)]
        let line = [word("18", 0.93, x: 0), word("OO", 0.95, x: 50)]
        #expect(LineReadings.merged(page, with: line, minGain: 0) == nil)
        #expect(LineReadings.digitsTurnedLetters(from: [word("BA0117", 0.5, x: 0)], to: [word("BAO117", 0.7, x: 0)]))
        // "K6In" → "Koln" changes a letter as well: not a mere digit-to-letter flip.
        #expect(!LineReadings.digitsTurnedLetters(from: [word("K6In", 0, x: 0)], to: [word("Koln", 0.96, x: 0)]))
    }

    @Test func barsReadAtTheCropsEdgeAreNeitherAddedNorSwappedIn() {
        let page = [word("clear.", 0.95, x: 0), word("os", 0.44, x: 50)]
        #expect(LineReadings.merged(page, with: [word("clear.", 0.95, x: 0), word("os", 0.44, x: 50), word("|", 0.96, x: 90)],
                                    minGain: 0) == nil)
        #expect(LineReadings.merged(page, with: [word("clear.", 0.95, x: 0), word("|", 0.96, x: 50)], minGain: 0) == nil)
    }

    @Test func differingRunsOfEqualLengthAreJudgedWordByWord() throws {
        // "00" stays (0.92 against "O00" 0.72) while "(ZUrich" → "(Zurich" is taken (0.65 → 0.81).
        let page = [word("00", 0.92, x: 0), word("(ZUrich", 0.65, x: 50), word("office).", 0.9, x: 100)]
        let line = [word("O00", 0.72, x: 0), word("(Zurich", 0.81, x: 50), word("office).", 0.9, x: 100)]
        let merged = try #require(LineReadings.merged(page, with: line, minGain: 0))
        #expect(merged.map(\.text) == ["00", "(Zurich", "office)."])
    }

    @Test func aReadingLessSureOfTheWholeLineOffersNothing() {
        // A blurred crop: one word scores higher, the rest collapse.
        let page = [word("230", 0.93, x: 0), word("V,", 0.83, x: 50), word("50", 0.96, x: 90), word("Hz", 0.96, x: 130)]
        let line = [word("3", 0.95, x: 0), word("ACE", 0.64, x: 50), word("Mi", 0.52, x: 90), word(".", 0.26, x: 130)]
        #expect(LineReadings.merged(page, with: line, minGain: 0) == nil)
    }

    @Test func wordBoxesInTheEnlargedCropMapBackToThePage() {
        // Crop at (200, 50), enlarged ×2, framed by 10 px: (30, 20)–(70, 60) in the crop is (10, 5)–(30, 25)
        // of the crop before enlarging, i.e. (210, 55)–(230, 75) on the page.
        let box = LineCut.pageBox(Box(x: 30, y: 20, width: 40, height: 40), scale: 2, pad: 10, origin: (200, 50),
                                      within: 100, 40)
        #expect(box == Box(x: 210, y: 55, width: 20, height: 20))
    }

    @Test func badTargetHeightsAreRejectedBeforeAnyPage() {
        let bad = PipelineDefinition(name: "x", pages: [StageSpec(stage: "reread", options: ["target_heights": .string("48,,x")])],
                                     document: [])
        #expect(throws: PipelineError.invalidValue(file: "p.json", key: "reread.target_heights",
                                                   reason: "expected positive numbers separated by commas")) {
            try StageRegistry().validate(bad, file: "p.json")
        }
        let good = PipelineDefinition(name: "x", pages: [StageSpec(stage: "reread", options: ["target_heights": .string("48, 96")])],
                                      document: [])
        #expect(throws: Never.self) { try StageRegistry().validate(good, file: "p.json") }
    }

    @Test func specSheetMeasurementIsReadRightAndStaysOnThePage() throws {
        // corpus/entities/scans/spec-sheet.png: the page's OCR (eng+deu+fra) reads the table cell "1.4 kg"
        // as "14kg"; the line cut out and enlarged reads "1.4" "kg" with higher confidence.
        let data = try Repo.data("corpus/entities/scans/spec-sheet.png")
        let ocr = StageSpec(stage: "ocr", options: ["languages": .string("eng+deu+fra"), "psm": .string("auto")])
        let plain = try DocumentReader(pipeline: PipelineDefinition(name: "ocr", version: 1, pages: [ocr], document: []))
        let before = try #require(plain.read(path: "spec-sheet.png", data: data).document)
        let reread = StageSpec(stage: "reread", options: ["languages": .string("eng+deu+fra")])
        let reader = try DocumentReader(pipeline: PipelineDefinition(name: "reread", version: 1, pages: [ocr, reread], document: []))
        let document = try #require(reader.read(path: "spec-sheet.png", data: data).document)
        #expect(document.invariantViolations().isEmpty)
        let oldLine = try #require(before.blocks.flatMap(\.lines).first { $0.text.hasSuffix("14kg") })
        let newLine = try #require(document.blocks.flatMap(\.lines).first { $0.text.contains("Refrigerant") })
        #expect(newLine.text.hasSuffix("1.4 kg"))
        // The new words lie where the old line was (within its cut margin of 0.4 × its height).
        let margin = oldLine.box.height
        for word in newLine.words {
            #expect(word.box.x >= oldLine.box.x - margin && word.box.maxX <= oldLine.box.maxX + margin)
            #expect(word.box.y >= oldLine.box.y - margin && word.box.maxY <= oldLine.box.maxY + margin)
        }
        // Lines Tesseract was sure of are untouched.
        #expect(document.blocks.flatMap(\.lines).count == before.blocks.flatMap(\.lines).count)
    }
}

/// The default pipeline's reread: only lines whose doubtful word holds a digit.
@Suite struct RereadNumbersOnlyTests {
    @Test func onlyLinesWithADoubtfulNumberAreReadAgainAndTheLostDecimalPointComesBack() throws {
        // corpus/entities/scans/spec-sheet.png read in English: "1.4 kg" reads "14kg" (confidence 0.87).
        let data = try Repo.data("corpus/entities/scans/spec-sheet.png")
        let ocr = StageSpec(stage: "ocr", options: ["languages": .string("eng"), "psm": .string("auto")])
        let plain = try DocumentReader(pipeline: PipelineDefinition(name: "ocr", version: 1, pages: [ocr], document: []))
        let before = try #require(plain.read(path: "spec-sheet.png", data: data).document)
        let reread = StageSpec(stage: "reread", options: ["languages": .string("eng+deu+fra"), "numbers_only": .bool(true)])
        let reader = try DocumentReader(pipeline: PipelineDefinition(name: "reread", version: 1, pages: [ocr, reread], document: []))
        let after = try #require(reader.read(path: "spec-sheet.png", data: data).document)
        let oldLines = before.blocks.flatMap(\.lines), newLines = after.blocks.flatMap(\.lines)
        #expect(oldLines.contains { $0.text.hasSuffix("14kg") })
        #expect(newLines.contains { $0.text.hasSuffix("1.4 kg") })
        try #require(oldLines.count == newLines.count)
        for (old, new) in zip(oldLines, newLines) where old.text != new.text {
            #expect(old.words.contains { $0.confidence < 0.9 && $0.text.contains(where: \.isNumber) }, "\(old.text) → \(new.text)")
        }
    }
}

/// The reread options the receipts pipeline uses: only the page's head, and reduction of large print.
@Suite struct RereadReductionTests {
    @Test func wordBoxesInAReducedCropMapBackToThePage() {
        // Read at half size inside an 8 px frame: (18, 18) is (10, 10) in the crop, (20, 20) on the
        // crop's full scale; the crop starts at (100, 200) on the page.
        let box = LineCut.pageBox(Box(x: 18, y: 18, width: 50, height: 10), scale: 0.5, pad: 8,
                                      origin: (100, 200), within: 400, 100)
        #expect(box == Box(x: 120, y: 220, width: 100, height: 20))
    }

    @Test func linesBelowTheHeadAreLeftAsThePageReadThem() throws {
        // corpus/receipts/receipt-01-scan.png read as one block; every line is then offered again
        // (below 1.01), reduced to 12 px letters, but only the top 12 % of the page (the shop's name and
        // first address line, looked at) may change.
        let path = "corpus/receipts/receipt-01-scan.png"
        let image = try ImageDecoder().decode(try Repo.data(path), mediaType: .png, file: path)
        var work = PageWork(number: 1, image: image, dpi: 300, documentPath: path)
        try OCRStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        let before = work.paragraphs.flatMap { $0 }
        var stage = RereadStage(engine: try TesseractEngine(mode: .singleLine))
        (stage.below, stage.targetHeights, stage.minScale, stage.maxScale, stage.withinTop) = (1.01, [12], 0.5, 1, 0.12)
        try stage.process(&work)
        let after = work.paragraphs.flatMap { $0 }
        #expect(after.count == before.count)
        let limit = Int(Double(image.height) * 0.12)
        for (old, new) in zip(before, after) where old.box.y >= limit {
            #expect(new == old)
        }
        // The head is still read as the shop's name, boxes on the page where it was.
        let name = try #require(after.first)
        #expect(name.text == "CORNER BAKERY LTD")
        #expect(abs(name.box.y - before[0].box.y) <= 4)
    }
}

/// `reread`'s `missing_dates`: on a page that shows no date, doubtful lines below the head are read again and
/// a new reading is kept only where it shows one.
@Suite struct RereadMissingDateTests {
    /// Tests/IngestTests/Fixtures/receipt-date-line.png (a till receipt rendered in DejaVu Sans Mono, its date line
    /// "INV NO: CS-0077188  Date: 10/04/2017") read by the page OCR; then the date line and the total line are given
    /// the kind of reading a pen circle or faint print leaves on the page (SROIE 471 read "… CS-SA-0077188° si ;"),
    /// low confidences included, for the stage to work from.
    func pageWithLostDate() throws -> (PageWork, dateLine: Int, totalLine: Int) {
        let work = try ReadPage.singleBlock("Tests/IngestTests/Fixtures/receipt-date-line.png")
        var lines = work.paragraphs.flatMap { $0 }
        let dateLine = try #require(lines.firstIndex { $0.text.contains("10/04/2017") })
        let totalLine = try #require(lines.firstIndex { $0.text.hasPrefix("TOTAL") })
        func misread(_ line: Line, _ texts: [String]) -> Line {
            var words = Array(line.words.prefix(texts.count))
            for i in words.indices { (words[i].text, words[i].confidence) = (texts[i], 0.1) }
            return Line(words: words) ?? line
        }
        lines[dateLine] = misread(lines[dateLine], ["INV", "NO:", "CS-0077188°", "si", ";"])
        lines[totalLine] = misread(lines[totalLine], ["TOTAL", "2.9O"])
        work.paragraphs = [lines]
        return (work, dateLine, totalLine)
    }

    @Test func aDateLineLostOnThePageIsReadAgainAndOtherDoubtfulLinesStayAsRead() throws {
        var (work, dateLine, totalLine) = try pageWithLostDate()
        var stage = RereadStage(engine: try TesseractEngine(mode: .singleLine))
        (stage.targetHeights, stage.minScale, stage.maxScale, stage.withinTop, stage.missingDates) = ([20], 0.5, 1, 0.1, true)
        try stage.process(&work)
        let lines = work.paragraphs.flatMap { $0 }
        #expect(lines[dateLine].text.contains("10/04/2017"))
        // Read again too (it is doubtful), but its new reading shows no date: the page's reading stays.
        #expect(lines[totalLine].text == "TOTAL 2.9O")
    }

    @Test func withoutTheOptionOrWithADateOnThePageNothingBelowTheHeadIsReadAgain() throws {
        var (work, dateLine, _) = try pageWithLostDate()
        var stage = RereadStage(engine: try TesseractEngine(mode: .singleLine))
        (stage.targetHeights, stage.minScale, stage.maxScale, stage.withinTop) = ([20], 0.5, 1, 0.1)
        try stage.process(&work)
        #expect(work.paragraphs.flatMap { $0 }[dateLine].text == "INV NO: CS-0077188° si ;")
        // A date elsewhere on the page ("Tel 05-11-2018" reads as one) means none is missing.
        var (dated, line, _) = try pageWithLostDate()
        dated.paragraphs[0][0].words[0].text = "05/11/2018"
        stage.missingDates = true
        try stage.process(&dated)
        #expect(dated.paragraphs.flatMap { $0 }[line].text == "INV NO: CS-0077188° si ;")
    }

    @Test func theTextBandLeavesOutAPenStrokeReadAsATallWord() throws {
        let words = [Word(text: "INV", box: Box(x: 30, y: 936, width: 36, height: 27), confidence: 0.5),
                     Word(text: "NO:", box: Box(x: 77, y: 936, width: 43, height: 27), confidence: 0.5),
                     Word(text: "CS-SA-0077188°", box: Box(x: 130, y: 936, width: 166, height: 27), confidence: 0),
                     Word(text: "si", box: Box(x: 322, y: 902, width: 193, height: 116), confidence: 0.14),
                     Word(text: ";", box: Box(x: 526, y: 939, width: 10, height: 48), confidence: 0.12)]
        let band = RereadStage.textBand(try #require(Line(words: words)))
        #expect(band.box == Box(x: 30, y: 936, width: 506, height: 27))
        #expect(band.words == words)
    }
}

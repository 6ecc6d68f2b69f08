import DocModel
import Extraction
import Imaging
import OCR
import Pipeline
import Receipts

/// Reads a receipt page again the way receipts need, inside a pipeline made for every kind of page. The
/// automatic page segmentation that suits letters and forms splits a receipt into blocks and drops the
/// right-aligned amount column it cannot place (items without prices, subtotals missing); a receipt is one
/// narrow column, which Tesseract's single-block mode reads row by row, amounts included. So on a page the
/// first reading classifies as a receipt, the page is read again in single-block mode, its letters first
/// brought to about `target_height` px (as `text_size` does), and that reading kept unless it has fewer rows
/// ending in an amount. Small print enlarged so is read at its own size as well, and its items and totals taken
/// between the enlarged reading's head and foot where they balance and the enlarged ones do not
/// (`ownSizeIsBetter`). A receipt whose reading then does not balance or shows no date is read once more at ~24 px
/// letters, and rows of that reading taken where the arithmetic judges them better (`rescued`). Pages that are no
/// receipt keep their reading untouched.
///
/// Then, on receipt pages only, the head work of `pipelines/receipts.json` (`followUps`): lines of the head no
/// word covers read back (`lost_lines`), the head's doubtful lines read again and a lost date hunted (`reread`),
/// the head's lines voted over several models and sizes (`line_vote`). A merchant and address must be read letter
/// for letter; a letter or an invoice never pays for it.
struct ReceiptRereadStage: PageStage {
    let name = "receipt_reread"
    /// This worker's engine in single-block mode.
    let engine: TesseractEngine
    /// Single-block engines of the languages `language_switch` read a page in (`PageWork.languages`), loaded on
    /// first need: a receipt read again in English loses the accents the switch gained ("LIÈGE" → "LIEGE").
    var languageEngines: LanguageEngines?
    var targetHeight = 30.0
    var minHeight = 20.0
    var maxHeight = 45.0
    var maxScale = 3.0
    /// Run in this order on a page that reads as a receipt, after its reading was chosen.
    var followUps: [any PageStage<PageWork>] = []

    /// A page whose first reading has fewer surely read words than this is read the receipt way too, and the
    /// reading kept when it then reads as a receipt: faint or broken till print on a large scan (a receipt lying
    /// on an A4 sheet) that automatic segmentation reads as specks, so no classifier could see a receipt.
    var nearlyBlank = 30
    /// A page whose first reading's receipt score leads and reaches this (a receipt at 3) is read the receipt way
    /// too, and the reading kept when it then reads as a receipt: a photo whose amount column automatic
    /// segmentation dropped keeps the till's words but too few amounts to be called a receipt.
    var nearlyReceipt = 1.5
    /// Broken print (dot matrix, hairline thermal print: `TextHeight.fragmentation` at least this) is thickened
    /// by a square of `thicken` pixels after scaling, as `text_size` does, when the letters are five times that.
    var brokenPrint = 1.5
    var thicken = 3
    /// Small print on a receipt page is read at its own size too (`ownSizeIsBetter`).
    var bothSizes = true
    /// A receipt whose reading does not balance as read or shows no date is read once more with its letters at
    /// this height, and rows of that reading taken where its arithmetic judges them better (`rescued`; 0: off).
    var rescueHeight = 0.0
    /// A receipt whose reading still does not balance as read and shows a subtotal, total or tax row with no amount
    /// or a doubtful one (`FigureRows`) is read again with its letters at each of these heights, and those rows taken
    /// from it where the sums then balance or the amount is read surer (`figuresReadAgain`; empty: off).
    var figureHeights: [Double] = []
    /// A page found in a photo by a doubtful outline that reads as no receipt has the photo read whole, kept when that
    /// reads as a receipt (`wholePhoto`).
    var wholePhotoWhenDoubtful = false

    /// Pages OCR read whole, even when it read nothing of them.
    func applies(to work: PageWork) -> Bool {
        work.image != nil && work.textSource == .ocr && (work.paperRegions?.count ?? 0) <= 1
    }

    func process(_ work: inout PageWork) throws {
        guard var image = work.image else { return }
        var first = work.paragraphs.flatMap { $0 }.map(\.words)
        let firstIsReceipt = ReceiptPageSignals.readsAsReceipt(first, width: work.width, height: work.height)
        guard firstIsReceipt || Self.sureWords(first) < nearlyBlank
                || ReceiptPageSignals.nearlyAReceipt(first, width: work.width, height: work.height, atLeast: nearlyReceipt)
        else { return }
        var (scale, height, fragmentation) = measure(image, work: work)
        var second: [[Line]]
        do {
            second = try read(image, at: scale, height: height, fragmentation: fragmentation, work: work, first: first)
        } catch {
            // The page's first reading stands: a second look that ran out of time costs the page nothing.
            work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                            message: "the receipt was not read again: \(error)"))
            return
        }
        // Small print enlarged by interpolation reads some figures worse than at its own size (a scan's "60.30" read
        // "60.31"), and better on others (photos' names and dates): on a receipt, small print is read at its own
        // size too, and its items and totals taken when their sums balance where the enlarged reading's do not.
        // Pages that are no receipt never pay for it, nor receipts whose enlarged reading balances already (the own
        // size's could then never be taken).
        let enlarged = second.flatMap { $0 }.map(\.words)
        if bothSizes, scale > 1,
           firstIsReceipt || ReceiptPageSignals.readsAsReceipt(enlarged, width: work.width, height: work.height),
           !ReceiptPageSignals.balancesAsPrinted(enlarged),
           work.deadline?.hasPassed() != true,
           let own = try? read(image, at: 1, height: height, fragmentation: fragmentation, work: work, first: first),
           ReceiptReadings.ownSizeIsBetter(own.flatMap { $0 }.map(\.words), than: enlarged) {
            second = ReceiptReadings.figures(of: own, within: second)
        }
        let secondLines = second.flatMap { $0 }.map(\.words)
        let before = ReceiptPageSignals.amountRows(first), after = ReceiptPageSignals.amountRows(secondLines)
        if firstIsReceipt {
            // On a tie the single-block reading, however sure the first: a receipt is one column, and the blocks of
            // automatic segmentation read its head worse (SROIE: "(KL)" read ")KL)", a cash line lost). Not on a
            // receipt found in a photo: there the desk's edge beside the paper is read as lines of noise ("————",
            // "I", "ts") and words run together ("VIATOLEDO"), and the surer reading stays, as before.
            // Nor where the first reading holds more lines ending in a figure in as many rows: figures side by side,
            // tables of figures set beside one another (ICDAR 2013's statistics pages), which one block reads as
            // one line across every table.
            let found = work.geometry?.origin == .found
            let sideBySide = ReceiptPageSignals.figureLines(first) > ReceiptPageSignals.figureLines(secondLines)
            if after > before || (after == before && (!found && !sideBySide
                                                      || Self.meanConfidence(secondLines) > Self.meanConfidence(first))) {
                work.paragraphs = headLinesKept(from: work.paragraphs, into: second, work: work)
            }
        } else if ReceiptPageSignals.readsAsReceipt(secondLines, width: work.width, height: work.height) {
            work.paragraphs = headLinesKept(from: work.paragraphs, into: second, work: work)
        } else if let photo = try? wholePhoto(work, page: first) {
            // A doubtful outline cut the receipt: the photo read whole is the page from here on.
            work.paragraphs = photo.reading
            work.image = photo.image
            work.greyImage = try? photo.image.grayscale()
            work.width = photo.image.width
            work.height = photo.image.height
            if photo.image.resolution > 0 { work.dpi = photo.image.resolution }
            var geometry = PageGeometry.assumed(width: photo.image.width, height: photo.image.height)
            geometry.confidence = work.geometry?.confidence ?? 1
            work.geometry = geometry
            work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number, message:
                "the page found in the photo (a doubtful outline) read as no receipt and the photo read whole as one: the photo kept whole"))
            (image, first) = (photo.image, [])
            (scale, height, fragmentation) = (photo.scale, photo.height, photo.fragmentation)
        } else {
            return
        }
        if work.deadline?.hasPassed() != true {
            // Out of time, or the read failing, the reading chosen stands.
            do {
                work.paragraphs = try rescued(work.paragraphs, image: image, height: height, scale: scale,
                                              fragmentation: fragmentation, work: work, first: first)
                work.paragraphs = try figuresReadAgain(work.paragraphs, image: image, height: height, scale: scale,
                                                       fragmentation: fragmentation, work: work, first: first)
            } catch {
                work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                                message: "the receipt was not read again (at \(rescueHeight) px or at its figure heights): \(error)"))
            }
        }
        for stage in followUps where stage.applies(to: work) {
            // Out of time, the page keeps what it has read so far (the runner reports the budget after the stage).
            if work.deadline?.hasPassed() == true { return }
            try stage.process(&work)
        }
    }

    /// `second` with the head lines the first reading held and it lost (`ReceiptReadings.headLines`), within the top
    /// share the lost-line read-back searches (`lost_lines_within_top`; none without it).
    func headLinesKept(from first: [[Line]], into second: [[Line]], work: PageWork) -> [[Line]] {
        guard let lost = followUps.lazy.compactMap({ $0 as? LostLineStage }).first else { return second }
        let kept = ReceiptReadings.headLines(of: first, into: second, above: Int(Double(work.height) * lost.withinTop))
        let taken = Set(kept.flatMap { $0 }).intersection(first.flatMap { $0 }).subtracting(second.flatMap { $0 })
        if !taken.isEmpty {
            work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number, message:
                "head lines of the first reading taken: " + taken.sorted { $0.box.y < $1.box.y }.map { "\"\($0.text)\"" }.joined(separator: ", ")))
        }
        return kept
    }

    /// The longest side of the copy the letters are measured on (`TextSizeStage.measure`).
    static let analysisSide = 2000

    /// The scale that brings `image`'s letters to `targetHeight` (1 when they are within `minHeight`–`maxHeight`), their
    /// height and how broken their print is; a page too small for the measure's window (a stamp-sized image) is read
    /// as it is.
    func measure(_ image: Image, work: PageWork) -> (scale: Double, height: Double, fragmentation: Double) {
        // Where `text_size` measured these very pixels, only how broken the print is is left to ask.
        let kept = work.textMeasure.flatMap { $0.page === image && $0.analysisSide == Self.analysisSide ? $0.measure : nil }
        guard let measured = kept ?? ((try? TextSizeStage.measured(image, analysisSide: Self.analysisSide)) ?? nil),
              let fragmentation = try? measured.fragmentation() else { return (1, 0, 0) }
        let height = measured.height
        let scale = TextSizeStage.scale(forHeight: height, target: targetHeight, between: minHeight, and: maxHeight,
                                        maxScale: maxScale, image: image, maxPixels: work.maxPixels)
        return (scale, height, fragmentation)
    }

    /// The photo as decoded, read the receipt way, where a doubtful outline (`find_page`'s score under
    /// `DoubtfulFind.sureScore`) gave a page that reads as no receipt, and the photo read whole does
    /// (`ReceiptReadings.wholePhotoIsTheReceipt`); nil otherwise. Only a page `orient` did not turn: the photo is read
    /// as it was taken.
    func wholePhoto(_ work: PageWork, page: [[Word]]) throws
        -> (image: Image, reading: [[Line]], scale: Double, height: Double, fragmentation: Double)? {
        guard wholePhotoWhenDoubtful, let geometry = work.geometry, geometry.origin == .found,
              geometry.confidence < DoubtfulFind.sureScore, geometry.rotation == 0,
              let photo = work.sourceImage, work.deadline?.hasPassed() != true else { return nil }
        // `PageWork` is a reference: the photo's resolution is lent to the page for this reading only, so a photo that
        // does not read as the receipt leaves the page its own (the caller sets it when it keeps the photo).
        let dpi = work.dpi
        defer { work.dpi = dpi }
        if photo.resolution > 0 { work.dpi = photo.resolution }
        let (scale, height, fragmentation) = measure(photo, work: work)
        let reading = try read(photo, at: scale, height: height, fragmentation: fragmentation, work: work, first: [])
        guard ReceiptReadings.wholePhotoIsTheReceipt(page: page, pageWidth: work.width, pageHeight: work.height,
                                                     photo: reading.flatMap { $0 }.map(\.words),
                                                     photoWidth: photo.width, photoHeight: photo.height) else { return nil }
        return (photo, reading, scale, height, fragmentation)
    }

    /// The page read in single-block mode `scale` times its size (thickened when its print is broken), the words'
    /// boxes back on the page and the first reading's masks kept.
    func read(_ image: Image, at scale: Double, height: Double, fragmentation: Double, work: PageWork,
              first: [[Word]]) throws -> [[Line]] {
        let thickening = thicken > 1 && fragmentation >= brokenPrint && height * scale >= Double(thicken * 5)
        var input = scale == 1 ? image : try image.scaled(by: scale)
        if thickening { input = try input.thickened(by: thicken) }
        let resolution = work.ocrResolution.map { max(1, Int((Double($0) * scale).rounded())) }
        var reader = engine
        if let languages = work.languages, case .ready(let loaded)? = try languageEngines?.engine(languages) { reader = loaded }
        let paragraphs = try reader.recognize(input, resolution: resolution, deadline: work.deadline?.recognition)
        return LineReadings.keepingMasks(of: first.flatMap { $0 }, in: paragraphs.map { paragraph in
            paragraph.lines.map { line in
                Line(words: line.words.map { word in
                    Word(text: word.text, box: TextSizeStage.unscaled(word.box, by: scale, width: image.width, height: image.height), confidence: word.confidence)
                }) ?? line
            }
        })
    }

    /// A receipt whose chosen reading does not balance as read (no total, or sums that fail) or shows no date, read
    /// once more in one block with its letters brought to `rescueHeight` px, and rows of that reading taken where
    /// the receipt's arithmetic judges them better (`rowsJudged`). Phone photos print far from the 20–45 px window
    /// in which the receipt's letters are read as they are: capitals of 45–100 px on a photo taken close, or small
    /// print enlarged only to 30 px; at ~24 px Tesseract reads totals and dates it lost (WildReceipt). Read whole
    /// at that size a receipt loses as many values as it wins (names, dates, subtotals), so only rows are taken.
    func rescued(_ chosen: [[Line]], image: Image, height: Double, scale: Double, fragmentation: Double,
                 work: PageWork, first: [[Word]]) throws -> [[Line]] {
        let words = chosen.flatMap { $0 }.map(\.words)
        guard rescueHeight > 0, height > 0,
              !ReceiptPageSignals.balancesAsPrinted(words) || !Self.showsDate(chosen.flatMap { $0 }) else { return chosen }
        let rescale = TextSizeStage.scale(forHeight: height, target: rescueHeight, between: rescueHeight, and: rescueHeight,
                                          maxScale: maxScale, image: image, maxPixels: work.maxPixels)
        // The single-block reading at about that size was had already.
        guard abs(rescale / scale - 1) > 0.1, work.deadline?.hasPassed() != true else { return chosen }
        let other = try read(image, at: rescale, height: height, fragmentation: fragmentation, work: work, first: first)
        return ReceiptReadings.rowsJudged(other, into: chosen, showsDate: Self.showsDate)
    }

    /// A receipt whose chosen reading does not balance as read and holds a subtotal, total or tax row whose amount is
    /// missing or read at a confidence under 0.9, read again in one block with its letters at each of `figureHeights`
    /// (those that differ from the readings had), and those rows taken from it (`FigureRows.readAgain`). Photographed
    /// and small print loses a figure's digit at one size and not at another ("Amount Due : 1.97" for 12.97). So is a
    /// receipt, balancing or not, with a tax row that prints a rate and no amount, or an amount read under
    /// `doubtfulTax` (`FigureRows.doubtfulTaxes`): where prices include the tax the sums balance without it.
    func figuresReadAgain(_ chosen: [[Line]], image: Image, height: Double, scale: Double, fragmentation: Double,
                          work: PageWork, first: [[Word]]) throws -> [[Line]] {
        var result = chosen
        var had = [scale]
        for target in figureHeights {
            let words = result.flatMap { $0 }.map(\.words)
            guard height > 0, work.deadline?.hasPassed() != true,
                  !ReceiptPageSignals.balancesAsPrinted(words) && !FigureRows.doubtful(words, below: 0.9).isEmpty
                    || !FigureRows.doubtfulTaxes(words, below: Self.doubtfulTax).isEmpty else { break }
            let other = TextSizeStage.scale(forHeight: height, target: target, between: target, and: target,
                                            maxScale: maxScale, image: image, maxPixels: work.maxPixels)
            guard !had.contains(where: { abs(other / $0 - 1) <= 0.1 }) else { continue }
            had.append(other)
            let reading = try read(image, at: other, height: height, fragmentation: fragmentation, work: work, first: first)
            result = FigureRows.readAgain(reading, into: result, below: 0.9, taxBelow: Self.doubtfulTax)
        }
        return result
    }

    /// The confidence under which a tax row's amount is read again on a receipt whose sums balance without it.
    static let doubtfulTax = 0.6

    /// Whether a line of `lines` reads as a date: one the entity detector reads, of a year receipts have (1990 on),
    /// or one of the shapes tills print that the receipt reader reads itself.
    static func showsDate(_ lines: [Line]) -> Bool {
        lines.contains { line in
            dateDetector.matches(in: line.text).contains { match in
                match.kind == .date && (Int(match.normalized.prefix(4)).map { $0 >= 1990 } ?? false)
            }
        } || ReceiptPageSignals.judged(lines.map(\.words)).tillDate
    }

    static let dateDetector = EntityDetector(options: .init(kinds: [.date]))

    static func meanConfidence(_ lines: [[Word]]) -> Double {
        let words = lines.flatMap { $0 }
        return words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }

    /// Words of at least two letters or digits that Tesseract was fairly sure of.
    static func sureWords(_ lines: [[Word]]) -> Int {
        lines.joined().filter { $0.confidence >= 0.6 && $0.text.filter { $0.isLetter || $0.isNumber }.count >= 2 }.count
    }
}

extension ReceiptRereadStage {
    /// With its own single-block Tesseract engine for this worker, and the engines of its follow-ups.
    static let definition: StageDefinition = .page(
        "receipt_reread", "After ocr: a page that reads as a receipt is read again as one block, letters brought to a size (small print also at its own size, its items and totals taken where they balance and the enlarged ones do not); the reading with more amounts kept; a receipt that then does not balance or shows no date read once more at rescue_height, its rows taken where the sums judge them better, and, still unbalanced, read again in one block at figure_heights for its total, subtotal and tax rows with no amount or a doubtful one (a tax row with a rate and no sure amount, balanced or not); then its head's lost lines read back, doubtful head lines read again and voted over several models; a receipt that still shows no date has its lines with digits and no amount read alone at date_hunt_heights by the vote's models, a date two readings agree on taken",
        options: [.init("languages", .string, default: .string("eng")), .init("data_path", .string),
                  .init("target_height", .number, default: .number(30)), .init("min_height", .number, default: .number(20)),
                  .init("max_height", .number, default: .number(45)), .init("max_scale", .number, default: .number(3)),
                  .init("both_sizes", .bool, default: .bool(true)),
                  .init("rescue_height", .number, default: .number(0)),
                  .init("whole_photo", .bool, default: .bool(false)),
                  .init("figure_heights", .string, default: .string("")),
                  .init("lost_lines_within_top", .number, default: .number(0), range: 0...1),
                  .init("head_within_top", .number, default: .number(0), range: 0...1),
                  .init("head_target_heights", .string, default: .string("20")),
                  .init("vote_models", .string, default: .string("")),
                  .init("vote_within_top", .number, default: .number(0.4), range: 0...1),
                  .init("vote_date_heights", .string, default: .string("20,28,36")),
                  .init("date_hunt_heights", .string, default: .string(""))],
        inDefaultPipeline: ["target_height": .number(30), "lost_lines_within_top": .number(0.4), "head_within_top": .number(0.35),
                            "rescue_height": .number(24), "whole_photo": .bool(true), "figure_heights": .string("20,36"), "vote_models": .string("eng,eng_std"),
                            "date_hunt_heights": .string("20,28,36")]) { spec, context in
        let o = spec.options
        let languages = definition.string("languages", spec), dataPath = o["data_path"]?.stringValue
        let engine = try context.models.engine(languages, dataPath: dataPath, mode: .singleBlock)
        var stage = ReceiptRereadStage(engine: engine)
        stage.languageEngines = try LanguageEngines(first: nil, dataPath: dataPath, mode: .singleBlock, models: context.models)
        if let v = o["target_height"]?.doubleValue { stage.targetHeight = max(8, v) }
        if let v = o["min_height"]?.doubleValue { stage.minHeight = v }
        if let v = o["max_height"]?.doubleValue { stage.maxHeight = v }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        stage.bothSizes = definition.bool("both_sizes", spec)
        if let v = o["rescue_height"]?.doubleValue { stage.rescueHeight = max(0, v) }
        stage.wholePhotoWhenDoubtful = definition.bool("whole_photo", spec)
        // The follow-ups as `pipelines/receipts.json` sets them (its head work, measured on SROIE there), their
        // engines over the worker's shared models.
        func singleLine() throws -> TesseractEngine { try context.models.engine(languages, dataPath: dataPath, mode: .singleLine) }
        stage.figureHeights = StageDefinition.heights(definition.string("figure_heights", spec))
        if let top = o["lost_lines_within_top"]?.doubleValue, top > 0 {
            var lost = LostLineStage(engine: try singleLine())
            lost.withinTop = top
            stage.followUps.append(lost)
        }
        if let top = o["head_within_top"]?.doubleValue, top > 0 {
            var head = RereadStage(engine: try singleLine())
            head.languageEngines = try LanguageEngines(first: nil, dataPath: dataPath, mode: .singleLine, models: context.models)
            head.withinTop = top
            head.targetHeights = StageDefinition.heights(definition.string("head_target_heights", spec))
            head.minScale = 0.5
            head.maxScale = 1
            head.missingDates = true
            stage.followUps.append(head)
        }
        let models = StageDefinition.commaList(definition.string("vote_models", spec))
        if !models.isEmpty {
            var vote = try LineVoteStage.stage(models: models, dataPath: dataPath, shared: context.models)
            vote.withinTop = definition.number("vote_within_top", spec)
            vote.targetHeights = [30, 36]
            vote.thickenedHeights = [36]
            vote.dateHeights = StageDefinition.heights(definition.string("vote_date_heights", spec))
            vote.fallbackSlack = 0.2
            stage.followUps.append(vote)
        }
        let huntHeights = StageDefinition.heights(definition.string("date_hunt_heights", spec))
        if !models.isEmpty, !huntHeights.isEmpty {
            var engines: [TesseractEngine] = []
            for model in models {
                // A model that cannot be loaded (an optional download) leaves the hunt to the others, as the vote.
                do {
                    engines.append(try context.models.engine(model, dataPath: dataPath, mode: .singleLine))
                    engines.append(try context.models.engine(model, dataPath: dataPath, mode: .singleBlock))
                } catch {
                    guard case OCRError.languageUnavailable? = error as? OCRError else { throw error }
                }
            }
            var hunt = DateHuntStage(engines: engines)
            hunt.screening = min(2, engines.count)
            hunt.heights = huntHeights
            stage.followUps.append(hunt)
        }
        return stage
    }
}

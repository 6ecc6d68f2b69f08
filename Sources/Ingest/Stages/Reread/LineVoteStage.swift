import DocModel
import Imaging
import OCR
import Pipeline
import TextRepair

/// Reads each line of the page's head again several ways and lets the readings vote, character by
/// character (`CharacterVote`). After `ocr` (and `reread`), every line starting within `withinTop` of the
/// page is cut out and read as one line by each model's engine at each of `targetHeights` (the line's box
/// scaled to that height) and, thickened, at each of `thickenedHeights`; with the page's own reading these
/// readings vote. A merchant's name or address must be read letter for letter to be of use, and single
/// readings slip on one letter in two lines of a receipt's head; the slips of different models and sizes
/// seldom coincide. The truth is never consulted: the line becomes what most readings say.
struct LineVoteStage: PageStage {
    let name = "line_vote"
    /// One single-line engine for each model that could be loaded.
    let engines: [TesseractEngine]
    /// Models the pipeline names that could not be loaded: the vote goes on without them, with a warning.
    var unavailable: [OCRError] = []
    var targetHeights = [30.0, 36.0]
    var thickenedHeights = [36.0]
    /// Side of the square by which strokes are thickened (after scaling) for `thickenedHeights`.
    var thicken = 3
    /// Only lines starting within this top share of the page are voted on (nil: every line).
    var withinTop: Double? = 0.4
    /// How much less sure than the page's reading of the line (mean word confidence) a reading may be and vote.
    var confidenceSlack = 0.1
    /// A wider slack for lines where fewer than `minReadings` readings pass `confidenceSlack` (nil: such lines
    /// are left as the page read them). Crops of a line on mottled or faint paper read a little less surely
    /// than the page and would otherwise never vote ("No.bot" for "No.Lot").
    var fallbackSlack: Double?
    /// Fewest readings (the page's own included) for a vote; with fewer the line is left as it was.
    var minReadings = 3
    /// Text heights (px) at which lines below `withinTop` that show a numeric date are read by each model; their
    /// date alone is then voted part by part (`DateVote`). Empty: such lines are left as the page read them.
    var dateHeights: [Double] = []

    /// Not on a page `language_switch` read in other languages: the voting models (English ones) take away
    /// the accents it gained ("4000 LIÈGE" voted back to "4000 LIEGE").
    func applies(to work: PageWork) -> Bool {
        work.isReadWhole && work.languages == nil
    }

    func process(_ work: inout PageWork) throws {
        // The page before text_size thickened its strokes, when it did: the thickened readings thicken it
        // themselves, and the others read the print as it is.
        guard let image = work.greyImage ?? work.image else { return }
        for error in unavailable {
            work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                            message: "a model is missing, lines are voted on without it: \(error)"))
        }
        guard !engines.isEmpty else { return }
        let lastTop = withinTop.map { Int(Double(image.height) * $0) } ?? Int.max
        // A page that shows no date at all, even with lookalike letters, may show one shaped like a date
        // ("OT/OT/L?"): its readings vote it, the only date the receipt would have.
        let showsNoDate = !work.paragraphs.joined().contains { DigitLookalikes.showsNumericDate($0.text) }
        for p in work.paragraphs.indices {
            for l in work.paragraphs[p].indices {
                let line = work.paragraphs[p][l]
                if line.box.y < lastTop {
                    if let voted = try vote(line, in: image, dpi: work.dpi) { work.paragraphs[p][l] = voted }
                } else if !dateHeights.isEmpty, DateVote.date(in: line.text) != nil,
                          let voted = try voteDate(line, in: image, dpi: work.dpi) {
                    work.paragraphs[p][l] = voted
                } else if !dateHeights.isEmpty, showsNoDate, DateVote.shaped(in: line.text) != nil,
                          let voted = try voteDate(line, in: image, dpi: work.dpi, shapedOnly: true) {
                    work.paragraphs[p][l] = voted
                }
            }
        }
    }

    /// The line with its date as the readings voted it; nil when the vote kept the page's date. The line is cut
    /// to its print's band (`RereadStage.textBand`) and read by each model at each of `dateHeights`; only the
    /// date's text changes, the rest of the line (amounts, numbers) stays as the page read it.
    /// With `shapedOnly`, the line shows no date but a token shaped like one, which the readings vote part by part
    /// through the digits' lookalike letters (`DateVote.votedLookalike`).
    func voteDate(_ line: Line, in image: Image, dpi: Int, shapedOnly: Bool = false) throws -> Line? {
        let band = RereadStage.textBand(line).box
        let h = Double(band.height)
        guard band.height >= 4, band.width >= 4, let page = shapedOnly ? DateVote.shaped(in: line.text) : DateVote.date(in: line.text),
              let cut = try LineCut(band, in: image, mx: Int((h * 0.4).rounded()), my: Int((h * 0.12).rounded()))
        else { return nil }
        var texts = [line.text]
        for engine in engines {
            for target in dateHeights {
                texts.append(Line(words: try cut.read(scale: scale(target, h, smallest: 0.25), dpi: dpi, engine: engine))?.text ?? "")
            }
        }
        guard let voted = shapedOnly ? DateVote.votedLookalike(texts) : DateVote.voted(texts), voted != page,
              let index = line.words.firstIndex(where: { $0.text.contains(page.text) })
        else { return nil }
        var words = line.words
        words[index].text = words[index].text.replacingOccurrences(of: page.text, with: voted.text)
        return Line(words: words)
    }

    /// The line as the readings voted it; nil when the vote left its text as it was (or it cannot be cut out).
    func vote(_ line: Line, in image: Image, dpi: Int) throws -> Line? {
        let box = line.box
        guard box.height >= 4, box.width >= 4 else { return nil }
        let h = Double(box.height)
        guard let cut = try LineCut(box, in: image, mx: Int((h * 0.4).rounded()), my: Int((h * 0.12).rounded())) else { return nil }
        let oldLength = line.words.map(\.text.count).reduce(0, +)
        // A reading that lost or invented much of the line is not a reading of the same line, and one
        // Tesseract is much less sure of than the page's is a crop it cannot read (heavy strokes, a cut
        // descender): such readings fail together and would outvote the page's.
        func passes(_ words: [Word], _ slack: Double) -> Bool {
            let length = words.map(\.text.count).reduce(0, +)
            return !words.isEmpty && length * 2 >= oldLength && length <= oldLength * 2 + 2
                && LineReadings.meanConfidence(words) >= LineReadings.meanConfidence(line.words) - slack
        }
        let pageText = Line(words: line.words).map { CharacterVote.collapsed($0.text) }
        let planned = 1 + engines.count * (targetHeights.count + thickenedHeights.count)
        // Words read wholly in the crop's margin, beside the line's box, are specks and neighbouring print, not
        // the line: each crop reading finds something else there ("tha |", "Peg |"), and the pivot carries it in.
        var all = [line.words]
        var agreeing = passes(line.words, confidenceSlack) ? 1 : 0
        readCrops: for engine in engines {
            for (target, thickening) in targetHeights.map({ ($0, 0) }) + thickenedHeights.map({ ($0, thicken) }) {
                let read = Self.within(box, try cut.read(scale: scale(target, h), dpi: dpi, engine: engine, thicken: thickening))
                all.append(read)
                if passes(read, confidenceSlack), Line(words: read).map({ CharacterVote.collapsed($0.text) }) == pageText { agreeing += 1 }
                // Once more readings than could still be read or differ say what the page says, the vote is
                // settled: that text is the pivot (nearest to all) and wins every place, so the line stays as it
                // is. Clean print stops after the first model's readings; the second (eng_std) is the slower one.
                if agreeing > planned - agreeing { return nil }
            }
        }
        func passing(_ slack: Double) -> [[Word]] { all.filter { passes($0, slack) } }
        var readings = passing(confidenceSlack)
        if readings.count < minReadings, let fallbackSlack { readings = passing(fallbackSlack) }
        guard readings.count >= minReadings,
              let outcome = CharacterVote.vote(readings.map {
                  // Tesseract's own confidence only settles ties between equally many readings.
                  CharacterVote.Reading(text: Line(words: $0)?.text ?? "", weight: 1 + 0.01 * LineReadings.meanConfidence($0))
              }),
              outcome.text != CharacterVote.collapsed(line.text), !outcome.text.isEmpty
        else { return nil }
        return Line(words: Self.words(outcome, readings: readings, lineBox: box))
    }

    /// The words that overlap the line's box from left to right.
    static func within(_ box: Box, _ words: [Word]) -> [Word] {
        words.filter { $0.box.maxX > box.x && $0.box.x < box.maxX }
    }

    /// The factor that brings `height` to `target`, from `smallest` up to 3 (a date's small print is set by its
    /// text band, not its line box, so it may be reduced further).
    private func scale(_ target: Double, _ height: Double, smallest: Double = 0.5) -> Double {
        min(3, max(smallest, target / height))
    }

    /// The voted text as words: with the boxes of the reading that has as many words and is nearest to it,
    /// else boxes shared out along the line by character count. A word's confidence is the share of the
    /// readings that voted for its characters.
    static func words(_ outcome: CharacterVote.Outcome, readings: [[Word]], lineBox: Box) -> [Word] {
        let characters = Array(outcome.text)
        var pieces: [(text: String, agreement: Double, start: Int)] = []
        var start = 0
        while start < characters.count {
            var end = start
            while end < characters.count, characters[end] != " " { end += 1 }
            let agreement = outcome.agreement[start..<end].reduce(0, +) / Double(max(1, end - start))
            pieces.append((String(characters[start..<end]), agreement, start))
            start = end + 1
        }
        let template = readings.filter { $0.count == pieces.count }
            .map { words in (words, EditDistance.levenshtein(Array(Line(words: words)?.text ?? ""), characters)) }
            .min { $0.1 < $1.1 }?.0
        return pieces.enumerated().map { index, piece in
            let box: Box
            if let template {
                // Across from the reading's word, at the height of the page's line: a crop's reading may reach into
                // its margins (a tall bracket, a neighbour's descender), and words of one voted line must stay one row.
                let word = template[index].box
                box = Box(x: word.x, y: lineBox.y, width: word.width, height: lineBox.height)
            } else {
                // Along the line in proportion to the characters before the word and in it.
                let perCharacter = Double(lineBox.width) / Double(max(1, characters.count))
                let x = lineBox.x + Int(Double(piece.start) * perCharacter)
                box = Box(x: x, y: lineBox.y, width: max(1, Int(Double(piece.text.count) * perCharacter)), height: lineBox.height)
            }
            return Word(text: piece.text, box: box, confidence: (piece.agreement * 1000).rounded() / 1000)
        }
    }
}

extension LineVoteStage {
    /// With one single-line engine per model for this worker. A model that cannot be loaded (an optional
    /// download) leaves the vote to the others; any other failure throws.
    static let definition: StageDefinition = .page(
        "line_vote", "Read the head's lines again with several models, sizes and stroke widths; each character is what most readings say",
        options: [.init("models", .string, default: .string("eng")), .init("data_path", .string),
                  .init("target_heights", .string, default: .string("30,36")), .init("thickened_heights", .string, default: .string("36")),
                  .init("thicken", .integer, default: .integer(3)), .init("within_top", .number),
                  .init("date_heights", .string), .init("confidence_slack", .number, default: .number(0.1)),
                  .init("fallback_slack", .number)],
        check: StageDefinition.checkHeights) { spec, context in
        let o = spec.options
        var stage = try LineVoteStage.stage(models: StageDefinition.commaList(definition.string("models", spec)),
                                            dataPath: o["data_path"]?.stringValue, shared: context.models)
        if let v = o["target_heights"]?.stringValue { stage.targetHeights = StageDefinition.heights(v) }
        if let v = o["thickened_heights"]?.stringValue { stage.thickenedHeights = StageDefinition.heights(v) }
        if let v = o["thicken"]?.intValue { stage.thicken = max(0, v) }
        if let v = o["within_top"]?.doubleValue { stage.withinTop = min(1, max(0, v)) }
        if let v = o["date_heights"]?.stringValue { stage.dateHeights = StageDefinition.heights(v) }
        if let v = o["confidence_slack"]?.doubleValue { stage.confidenceSlack = min(1, max(0, v)) }
        if let v = o["fallback_slack"]?.doubleValue { stage.fallbackSlack = min(1, max(0, v)) }
        return stage
    }

    /// One single-line engine per model that could be loaded; the others are reported as unavailable.
    static func stage(models: [String], dataPath: String?, shared: TesseractModels) throws -> LineVoteStage {
        var engines: [TesseractEngine] = []
        var unavailable: [OCRError] = []
        for model in models {
            do {
                engines.append(try shared.engine(model, dataPath: dataPath, mode: .singleLine))
            } catch {
                guard case .languageUnavailable = error else { throw error }
                unavailable.append(error)
            }
        }
        return LineVoteStage(engines: engines, unavailable: unavailable)
    }
}

import DocModel
import Imaging
import OCR
import Pipeline

/// Reads the page's pixels with this worker's Tesseract engine (created once per worker, reused).
struct OCRStage: PageStage {
    let name = "ocr"
    let engine: TesseractEngine
    /// Reads each piece of paper on a scan of several (`paperRegions`): the same model as one column of text when
    /// the page is read in automatic mode. Cut out alone, a receipt read in automatic mode lost the front digits of
    /// its amount column ("14.67" read ".67"), which the plain CLI reads on the whole scan.
    let pieceEngine: TesseractEngine
    /// Words by which the two readings of a slight straightening or a flattening are also compared; nil: the
    /// engine's own evidence alone.
    let words: WordList?
    /// Paint the page's rulings and box edges out of every whole reading of it (`PageWork.clearedRulings`), here and
    /// in the stages that read the page again.
    var clearRulings = false
    /// Fit word boxes stretched over the line a word stands on to their ink in every whole reading of the page
    /// (`PageWork.fitsWordBoxes`, `WordBoxFit`), here and in the stages that read the page again.
    var fitWordBoxes = false

    init(engine: TesseractEngine, pieceEngine: TesseractEngine? = nil, words: WordList? = nil, clearRulings: Bool = false,
         fitWordBoxes: Bool = false) {
        self.engine = engine
        self.pieceEngine = pieceEngine ?? engine
        self.words = words
        self.clearRulings = clearRulings
        self.fitWordBoxes = fitWordBoxes
    }

    func applies(to work: PageWork) -> Bool { work.image != nil && work.paragraphs.isEmpty }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        defer { work.unstraightened = nil }
        if clearRulings { work.clearedRulings = work.clearedRulingShape }
        work.fitsWordBoxes = fitWordBoxes
        if let regions = work.paperRegions, regions.count > 1 {
            // A region read end over end is kept turned, so the receipt reader orders its lines head first.
            (work.paragraphs, work.paperRegions) = try RegionRecognizer(engine: pieceEngine).recognize(image, regions: regions,
                                                                                                resolution: work.dpi)
        } else {
            let leftBefore = work.deadline?.secondsLeft()
            work.paragraphs = try read(image, work)
            // A slight straightening or a photo's flattened lighting is kept only where the engine reads the page no
            // worse for it. The check is left out unless half the page's time budget would still be left after a
            // second reading (a loaded machine ran pages out of time in `layout`): a check must never cost the page.
            // A second reading that fails leaves the first standing. A first reading already sure needs no second
            // (`sureEnough`): the page as it stood could win only by a word or two.
            if let before = work.unstraightened, before.straightened === image,
               case let changed = Self.Evidence(work.paragraphs, words: words),
               !(before.sureEnough?.holds(for: changed) ?? false),
               work.deadline.map({ deadline in
                   let took = (leftBefore ?? 0) - deadline.secondsLeft()
                   return deadline.secondsLeft() - took >= 0.5 * (deadline.spent() + deadline.secondsLeft())
               }) ?? true,
               let asItStood = try? read(before.image, work) {
                let stood = Self.Evidence(asItStood, words: words)
                if stood.lowered(by: changed) {
                    work.paragraphs = asItStood
                    work.image = before.image
                    work.width = before.image.width
                    work.height = before.image.height
                    work.geometry = before.geometry
                    work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number,
                                                    message: before.note + " (\(stood) as it stood, \(changed) changed)"))
                }
            }
        }
        work.textSource = .ocr
        if let layer = work.heldLayer {
            let known = layer.knownWords(against: work.paragraphs)
            if known.readingIsBetter {
                work.heldLayer = nil
                work.warnings.append(Diagnostic(severity: .info, stage: name, page: work.number, message:
                    "the text layer over the page's scanned image read fewer dictionary words than OCR "
                    + "(\(known.layer) against \(known.reading)): OCR kept"))
            } else {
                work.adopt(layer)
            }
        }
    }

    private func read(_ image: Image, _ work: PageWork) throws -> [[Line]] {
        // Tesseract itself stops at the page's deadline: one call can outlast any check between stages. Small
        // text is read enlarged (`text_size`).
        try work.read(image, with: engine, deadline: work.deadline?.recognition)
    }

    /// A first reading sure enough that a second one is not asked for: at least `words` words, `sureShare` of them
    /// sure and a mean confidence of at least `meanConfidence`.
    struct SureEnough {
        var words = 0
        var sureShare = 1.0
        var meanConfidence = 1.0
        func holds(for reading: Evidence) -> Bool {
            reading.words >= max(1, words) && Double(reading.sureWords) >= sureShare * Double(reading.words)
                && reading.meanConfidence >= meanConfidence
        }
    }

    /// The evidence for a reading: how many words holding a letter or digit the engine read, how many of them
    /// surely (confidence ≥ 0.5), its mean confidence in them, and how many are dictionary words.
    struct Evidence: CustomStringConvertible {
        var words = 0
        var sureWords = 0
        var meanConfidence = 0.0
        var knownWords: Int?

        /// "52 words, 50 sure, mean 0.931, 48 known".
        var description: String {
            "\(words) words, \(sureWords) sure, mean \(String(format: "%.3f", meanConfidence))"
                + (knownWords.map { ", \($0) known" } ?? "")
        }

        init(_ paragraphs: [[Line]], words list: WordList? = nil) {
            knownWords = list?.knownWords(in: paragraphs)
            let confidences = paragraphs.joined().flatMap(\.words).filter { $0.text.contains { $0.isLetter || $0.isNumber } }.map(\.confidence)
            words = confidences.count
            sureWords = confidences.filter { $0 >= 0.5 }.count
            meanConfidence = confidences.isEmpty ? 0 : confidences.reduce(0, +) / Double(confidences.count)
        }

        /// A change to the page lowered its reading when the changed page read fewer words, or read them less
        /// surely without reading more of them surely. On FUNSD's slightly skewed forms a rotation that raised the
        /// count and lowered the confidence added debris from shaded cells and cost words; on a clean letter
        /// skewed 3° Tesseract's own layout dropped the whole body as it stood (9 words, all sure), and the
        /// straightened page read 56, a little less surely on average.
        /// A change that reads more words, as surely, can still read fewer of them right: on a faint form skewed
        /// 0.4° the rotated page read 16 more words (debris of its shaded cells) and 8 fewer dictionary words, and
        /// lost 11 of the form's words. Fewer dictionary words by more than a reading's noise (2, or 2 %) lower it too.
        /// A lower mean confidence by no more than this is the same reading: a clean letter skewed 1.6°, every one of
        /// its 52 words read surely both ways, read 0.940 as it stood and 0.939 straightened, and was left crooked.
        static let confidenceNoise = 0.005

        func lowered(by changed: Evidence) -> Bool {
            if changed.words < words
                || (changed.meanConfidence < meanConfidence - Self.confidenceNoise && changed.sureWords <= sureWords) { return true }
            guard let known = knownWords, let changedKnown = changed.knownWords else { return false }
            return changedKnown + max(2, known / 50) < known
        }
    }
}

extension OCRStage {
    static let definition: StageDefinition = .page(
        "ocr", "Tesseract (LSTM) on the page's pixels",
        options: [.init("languages", .string, default: .string("eng")), .init("psm", .string, default: .string("auto")),
                  .init("data_path", .string), .init("variables", .strings), .init("clear_rulings", .bool, default: .bool(false)),
                  .init("fit_word_boxes", .bool, default: .bool(false))],
        inDefaultPipeline: ["languages": .string("eng"), "psm": .string("auto")],
        check: StageDefinition.checkPageSegmentationMode) { spec, context in
        let mode = PageSegmentationMode(rawValue: definition.string("psm", spec)) ?? .auto
        func engine(_ mode: PageSegmentationMode) throws -> TesseractEngine {
            try context.models.engine(definition.string("languages", spec), dataPath: spec.options["data_path"]?.stringValue,
                                      mode: mode, variables: spec.options["variables"]?.stringsValue ?? [:])
        }
        return OCRStage(engine: try engine(mode), pieceEngine: try engine(mode == .auto ? .singleColumn : mode),
                        words: WordList.standard, clearRulings: definition.bool("clear_rulings", spec),
                        fitWordBoxes: definition.bool("fit_word_boxes", spec))
    }
}

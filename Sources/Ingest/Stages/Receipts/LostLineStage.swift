import DocModel
import Imaging
import OCR
import Pipeline
import Receipts

/// Reads print the page reading left out. After `ocr`, Tesseract sometimes drops a whole printed line
/// (on SROIE a shop's "CO. (M) SDN BHD" under a large name, part of an address); the ink is still on
/// the page. The stage finds character-sized ink blobs that no read word covers, bands them into rows,
/// and reads each row of enough blobs on its own (cut out, enlarged, psm single_line). A reading is
/// kept, as a new paragraph in its place on the page, only when Tesseract is fairly sure of it.
struct LostLineStage: PageStage {
    let name = "lost_lines"
    /// This worker's engine, in single-line mode.
    let engine: TesseractEngine
    /// Only rows starting within this top share of the page are looked for (a receipt's head).
    var withinTop = 1.0
    /// Mean word confidence a reading needs to be kept.
    var minConfidence = 0.7
    /// Fewest uncovered blobs that make a row worth reading.
    var minBlobs = 4
    /// Fewest letters and digits a kept reading holds (a form's short labels: "TO:", "CC:").
    var minSigns = 3
    /// Pages that read as a receipt are left to `receipt_reread`, which reads their head's lost lines itself.
    var notOnReceipts = false
    /// Rows are enlarged to about this height (never reduced, at most 3×).
    var targetHeight = 48.0
    /// When set, a row is cut into pieces where its blobs stand more than this many line heights apart or a read
    /// word stands between them, each piece read on its own: a form's row holds labels and answers Tesseract
    /// read beside ones it dropped, and one crop over the row would read the kept words twice. Nil: one box a row
    /// (a receipt's head, where a dropped line stands alone).
    var splitGap: Double?
    /// A second reading of the whole page in sparse-text mode (psm 11), made only on pages read enlarged
    /// (`readingScale` > 1: a low-resolution scan whose characters are under `text_size`'s `min_height`), at
    /// that scale: its words whose centres no read word covers, at least `minConfidence` sure, join the page
    /// before the ink rows are looked for. On such scans of forms, Tesseract's automatic layout drops labels
    /// and typed answers set in boxes and beside rulings that sparse mode finds (FUNSD half A: 264 of the 692
    /// words the default pipeline stored nowhere). Nil: no second reading. Not in the default pipeline: on FUNSD
    /// it added words but hardly pairs (A +4, B −1) for half again the page's OCR time.
    var sparseEngine: TesseractEngine?
    /// A second reading of the whole page, made only on pages read enlarged (as `sparseEngine`'s), in automatic
    /// layout at that scale, of a copy with the page's rulings and box edges painted white (`Image.withoutRulings`,
    /// `PageWork.clearedRulingShape`): its runs of words no read word covers join the page as the sparse reading's
    /// do. Read so, Tesseract keeps the words that stand on fill lines and touch box edges (FUNSD half A: word recall
    /// 0.822 → 0.859 as the page's own reading), while the page's own reading keeps the lines and blocks the field and
    /// table steps were made on. Nil: no such reading.
    var clearedEngine: TesseractEngine?
    /// Look for the rows of uncovered ink on a copy of the page with its rulings and box edges painted white
    /// (`Image.withoutRulings`, `PageWork.clearedRulingShape`), and read each row from that copy. Print standing on a
    /// fill line or touching a box's edge is one blob with the line, wider than any character, so on the page as it
    /// is its row is never found; Tesseract's page layout drops the same print as part of a picture (FUNSD half A:
    /// 103 of the 159 keys and answers no stored word reads are print on a line or in a box).
    var clearedRows = false

    func applies(to work: PageWork) -> Bool {
        work.isReadWhole
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        if notOnReceipts, ReceiptPageSignals.readsAsReceipt(work.paragraphs.flatMap { $0 }.map(\.words),
                                                            width: work.width, height: work.height) { return }
        if let sparseEngine, work.readingScale > 1 {
            join(try work.readScaled(image, with: sparseEngine, deadline: work.deadline?.recognition).flatMap { $0 }, to: &work)
        }
        if let clearedEngine, work.readingScale > 1, work.clearedRulings == nil {
            let shape = work.clearedRulingShape
            if let cleared = try image.withoutRulings(minLength: shape.minLength, maxThickness: shape.maxThickness) {
                join(try work.readScaled(cleared, with: clearedEngine, deadline: work.deadline?.recognition, cleared: true)
                    .flatMap { $0 }, to: &work)
            }
        }
        let words = work.paragraphs.flatMap { $0 }.flatMap(\.words)
        let heights = words.map(\.box.height).filter { $0 > 0 }.sorted()
        guard heights.count >= 5 else { return }
        let lineHeight = Double(heights[heights.count / 2])
        var page = image
        if clearedRows {
            let shape = work.clearedRulingShape
            page = try image.withoutRulings(minLength: shape.minLength, maxThickness: shape.maxThickness) ?? image
        }
        let rows = Self.uncoveredRows(try page.componentBoxes(), words: words.map(\.box), lineHeight: lineHeight,
                                      lastTop: Int(Double(image.height) * withinTop), minBlobs: minBlobs, splitGap: splitGap)
        for row in rows {
            guard let line = try read(row, in: page, dpi: work.dpi) else { continue }
            let index = work.paragraphs.firstIndex { ($0.first?.box.y ?? Int.max) > row.y } ?? work.paragraphs.endIndex
            work.paragraphs.insert([line], at: index)
        }
    }

    /// Rows of character-sized blobs whose centres lie in no word box: banded by vertical overlap, each row's
    /// box the union of its blobs.
    static func uncoveredRows(_ blobs: [Image.ComponentBox], words: [Box], lineHeight h: Double,
                              lastTop: Int, minBlobs: Int, splitGap: Double? = nil) -> [Box] {
        let candidates = blobs.filter { b in
            let cx = b.x + b.width / 2, cy = b.y + b.height / 2
            guard Double(b.height) >= 0.35 * h, Double(b.height) <= 2.5 * h, Double(b.width) <= 2.5 * h, b.y < lastTop
            else { return false }
            return !words.contains { w in cx >= w.x - 2 && cx <= w.maxX + 2 && cy >= w.y - 2 && cy <= w.maxY + 2 }
        }.sorted { $0.y + $0.height / 2 < $1.y + $1.height / 2 }
        var rows: [(top: Int, bottom: Int, blobs: [Image.ComponentBox])] = []
        for b in candidates {
            let cy = b.y + b.height / 2
            if let i = rows.lastIndex(where: { cy >= $0.top && cy <= $0.bottom }) {
                rows[i].top = min(rows[i].top, b.y)
                rows[i].bottom = max(rows[i].bottom, b.y + b.height)
                rows[i].blobs.append(b)
            } else {
                rows.append((b.y, b.y + b.height, [b]))
            }
        }
        var cut: [[Image.ComponentBox]] = []
        for row in rows {
            guard let gap = splitGap else { cut.append(row.blobs); continue }
            let beside = words.filter { min($0.maxY, row.bottom) - max($0.y, row.top) > 0 }
            cut += pieces(of: row.blobs.sorted { $0.x < $1.x }, maxGap: gap * h, words: beside)
        }
        var boxes: [Box] = []
        for blobs in cut where blobs.count >= minBlobs {
            guard let box = Box.enclosing(blobs.map { Box(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }),
                  Double(box.height) <= 3 * h, Double(box.width) >= 2 * h else { continue }
            boxes.append(box)
        }
        return boxes
    }

    /// The runs of a second reading's lines whose words' centres lie in no box of `read` (2 px of slack), each
    /// run a line of its own (a read word between two lost ones cuts the line there), kept when its words are on
    /// average at least `minConfidence` sure and hold `minSigns` letters and digits or more.
    static func uncoveredRuns(of lines: [Line], besides read: [Box], minConfidence: Double, minSigns: Int) -> [Line] {
        func covered(_ w: Word) -> Bool {
            let cx = w.box.x + w.box.width / 2, cy = w.box.y + w.box.height / 2
            return read.contains { cx >= $0.x - 2 && cx <= $0.maxX + 2 && cy >= $0.y - 2 && cy <= $0.maxY + 2 }
        }
        var runs: [[Word]] = []
        for line in lines {
            var run: [Word] = []
            for word in line.words {
                if covered(word) || word.text.allSatisfy(\.isWhitespace) {
                    if !run.isEmpty { runs.append(run); run = [] }
                } else {
                    run.append(word)
                }
            }
            if !run.isEmpty { runs.append(run) }
        }
        return runs.filter { run in
            let confidence = run.map(\.confidence).reduce(0, +) / Double(run.count)
            let signs = run.map { $0.text.filter { $0.isLetter || $0.isNumber }.count }.reduce(0, +)
            return confidence >= minConfidence && signs >= minSigns
        }.compactMap { Line(words: $0) }
    }

    /// A row's blobs (left to right) cut where two stand more than `maxGap` apart or a word of `words` stands
    /// between them.
    static func pieces(of blobs: [Image.ComponentBox], maxGap: Double, words: [Box]) -> [[Image.ComponentBox]] {
        var out: [[Image.ComponentBox]] = []
        for b in blobs {
            if let last = out.last?.last {
                let right = last.x + last.width
                let apart = Double(b.x - right) > maxGap
                    || words.contains { w in w.x + w.width / 2 > right && w.x + w.width / 2 < b.x }
                if !apart { out[out.count - 1].append(b); continue }
            }
            out.append([b])
        }
        return out
    }

    /// The row read as one line, word boxes on the page; nil when Tesseract is not sure enough of it or it
    /// holds fewer than `minSigns` letters and digits.
    func read(_ box: Box, in image: Image, dpi: Int) throws -> Line? {
        let h = Double(box.height)
        let mx = Int(h * 0.4), my = Int(h * 0.12)
        let left = max(0, box.x - mx), top = max(0, box.y - my)
        let width = min(image.width - left, box.width + 2 * mx), height = min(image.height - top, box.height + 2 * my)
        guard width > 4, height > 4, let cut = try LineCut(box, in: image, mx: mx, my: my) else { return nil }
        let read = try cut.read(scale: min(3, max(1, targetHeight / h)), dpi: dpi, engine: engine)
        guard !read.isEmpty else { return nil }
        let confidence = read.map(\.confidence).reduce(0, +) / Double(read.count)
        let signs = read.map { $0.text.filter { $0.isLetter || $0.isNumber }.count }.reduce(0, +)
        guard confidence >= minConfidence, signs >= minSigns else { return nil }
        return Line(words: read)
    }
}

extension LostLineStage {
    /// The runs of `reading`'s lines that no word of the page covers (`uncoveredRuns`), each a paragraph of its own in
    /// its place on the page.
    func join(_ reading: [Line], to work: inout PageWork) {
        let read = work.paragraphs.flatMap { $0 }.flatMap(\.words).map(\.box)
        for line in Self.uncoveredRuns(of: reading, besides: read, minConfidence: minConfidence, minSigns: minSigns) {
            let index = work.paragraphs.firstIndex { ($0.first?.box.y ?? Int.max) > line.box.y } ?? work.paragraphs.endIndex
            work.paragraphs.insert([line], at: index)
        }
    }

    /// With its own single-line Tesseract engine for this worker.
    static let definition: StageDefinition = .page(
        "lost_lines", "After ocr: rows of ink no read word covers are read on their own as single lines",
        options: [.init("languages", .string, default: .string("eng")), .init("data_path", .string),
                  .init("within_top", .number, default: .number(1)), .init("min_confidence", .number, default: .number(0.7)),
                  .init("min_blobs", .integer, default: .integer(4)), .init("target_height", .number, default: .number(48)),
                  .init("split_gap", .number), .init("min_signs", .integer, default: .integer(3)),
                  .init("not_on_receipts", .bool, default: .bool(false)), .init("sparse", .bool, default: .bool(false)),
                  .init("cleared", .bool, default: .bool(false)), .init("cleared_rows", .bool, default: .bool(false))],
        inDefaultPipeline: ["min_blobs": .integer(2), "min_signs": .integer(2), "min_confidence": .number(0.6),
                            "split_gap": .number(1.5), "not_on_receipts": .bool(true)]) { spec, context in
        let o = spec.options
        let engine = try context.models.engine(definition.string("languages", spec),
                                               dataPath: o["data_path"]?.stringValue, mode: .singleLine)
        var stage = LostLineStage(engine: engine)
        if let v = o["within_top"]?.doubleValue { stage.withinTop = min(1, max(0, v)) }
        if let v = o["min_confidence"]?.doubleValue { stage.minConfidence = v }
        if let v = o["min_blobs"]?.intValue { stage.minBlobs = max(1, v) }
        if let v = o["target_height"]?.doubleValue { stage.targetHeight = max(8, v) }
        if let v = o["split_gap"]?.doubleValue, v > 0 { stage.splitGap = v }
        if let v = o["min_signs"]?.intValue { stage.minSigns = max(1, v) }
        if let v = o["not_on_receipts"]?.boolValue { stage.notOnReceipts = v }
        if o["sparse"]?.boolValue == true {
            stage.sparseEngine = try context.models.engine(definition.string("languages", spec),
                                                           dataPath: o["data_path"]?.stringValue, mode: .sparseText)
        }
        if let v = o["cleared_rows"]?.boolValue { stage.clearedRows = v }
        if o["cleared"]?.boolValue == true {
            stage.clearedEngine = try context.models.engine(definition.string("languages", spec),
                                                            dataPath: o["data_path"]?.stringValue, mode: .auto)
        }
        return stage
    }
}

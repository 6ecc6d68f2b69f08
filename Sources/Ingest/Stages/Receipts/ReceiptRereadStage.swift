import DocModel
import Imaging
import OCR
import Pipeline
import Receipts

/// Reads a receipt page again the way receipts need, inside a pipeline made for every kind of page. The
/// automatic page segmentation that suits letters and forms splits a receipt into blocks and drops the
/// right-aligned amount column it cannot place (items without prices, subtotals missing); a receipt is one
/// narrow column, which Tesseract's single-block mode reads row by row, amounts included. So on a page the
/// first reading classifies as a receipt, the page is read again in single-block mode, its letters first
/// brought to about `target_height` px (as `text_size` does), and the reading with more rows ending in an
/// amount is kept (on a tie, the surer one). Pages that are no receipt keep their reading untouched.
struct ReceiptRereadStage: PageStage {
    let name = "receipt_reread"
    /// This worker's engine in single-block mode.
    let engine: TesseractEngine
    var targetHeight = 30.0
    var minHeight = 20.0
    var maxHeight = 45.0
    var maxScale = 3.0

    func applies(to work: PageWork) -> Bool { work.isReadWhole }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let first = work.paragraphs.flatMap { $0 }.map(\.words)
        guard ReceiptPageSignals.readsAsReceipt(first, width: work.width, height: work.height) else { return }
        var scale = 1.0
        if let (height, _) = try TextSizeStage.measure(image, analysisSide: 2000), height < minHeight || height > maxHeight {
            scale = min(maxScale, max(1 / maxScale, targetHeight / height))
            // Enlarged never past max_pixels.
            if scale > 1 { scale = max(1, min(scale, (Double(work.maxPixels) / Double(image.width * image.height)).squareRoot())) }
        }
        let input = scale == 1 ? image : try image.scaled(by: scale)
        let resolution = work.ocrResolution.map { max(1, Int((Double($0) * scale).rounded())) }
        let read: [RecognizedParagraph]
        do {
            read = try engine.recognize(input, resolution: resolution,
                                        deadline: work.deadline.map { ($0.secondsLeft(), $0.budget) })
        } catch {
            // The page's first reading stands: a second look that ran out of time costs the page nothing.
            work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                            message: "the receipt was not read again: \(error)"))
            return
        }
        let second: [[Line]] = read.map { paragraph in
            paragraph.lines.map { line in
                Line(words: line.words.map { word in
                    Word(text: word.text, box: Self.unscaled(word.box, by: scale), confidence: word.confidence)
                }) ?? line
            }
        }
        let secondLines = second.flatMap { $0 }.map(\.words)
        let before = ReceiptPageSignals.amountRows(first), after = ReceiptPageSignals.amountRows(secondLines)
        if after > before || (after == before && Self.meanConfidence(secondLines) > Self.meanConfidence(first)) {
            work.paragraphs = second
        }
    }

    static func unscaled(_ box: Box, by scale: Double) -> Box {
        guard scale != 1 else { return box }
        return Box(x: Int((Double(box.x) / scale).rounded()), y: Int((Double(box.y) / scale).rounded()),
                   width: max(1, Int((Double(box.width) / scale).rounded())), height: max(1, Int((Double(box.height) / scale).rounded())))
    }

    static func meanConfidence(_ lines: [[Word]]) -> Double {
        let words = lines.flatMap { $0 }
        return words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}

extension ReceiptRereadStage {
    /// With its own single-block Tesseract engine for this worker.
    static let definition: StageDefinition = .page(
        "receipt_reread", "After ocr: a page that reads as a receipt is read again as one block, letters brought to a size; the reading with more amounts kept",
        options: [.init("languages", .string, default: .string("eng")), .init("data_path", .string),
                  .init("target_height", .number, default: .number(30)), .init("min_height", .number, default: .number(20)),
                  .init("max_height", .number, default: .number(45)), .init("max_scale", .number, default: .number(3))],
        inDefaultPipeline: ["target_height": .number(30)]) { spec, _ in
        let o = spec.options
        let engine = try TesseractEngine(languages: definition.string("languages", spec),
                                         dataPath: o["data_path"]?.stringValue, mode: .singleBlock)
        var stage = ReceiptRereadStage(engine: engine)
        if let v = o["target_height"]?.doubleValue { stage.targetHeight = max(8, v) }
        if let v = o["min_height"]?.doubleValue { stage.minHeight = v }
        if let v = o["max_height"]?.doubleValue { stage.maxHeight = v }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        return stage
    }
}

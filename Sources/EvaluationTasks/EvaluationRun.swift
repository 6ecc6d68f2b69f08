import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval`'s work: each task's runner by name, and the text task (character and word error rates beside the
/// plain tesseract CLI). The command line only parses the arguments into one of these.
public struct EvaluationRun: Sendable {
    struct Row: Codable {
        var document: String
        var page: Int
        var source: String
        var folio: ErrorCounts
        var tesseract: ErrorCounts?
        /// Bag-of-words matches against the truth's words (`WordBag`): order-free, so a block read in another
        /// order than the truth's costs nothing here; a word lost or misread does.
        var folioWords: MatchCount? = nil
        var tesseractWords: MatchCount? = nil
        /// Against the truth's `visibleText` (pages cut by the frame); nil for other pages.
        var visible: VisibleTextCounts? = nil
    }

    struct ErrorCounts: Codable {
        var characters: ErrorCount
        var words: ErrorCount
    }

    public var context: CommandContext
    public var directories: [String]
    public var pipeline: PipelineDefinition
    public var reference = false
    /// The reference reads the input file itself (a raw photo), not the page as Folio straightened it.
    public var rawReference = false
    /// The reference reads the input file as the plain CLI would (`TesseractCLI.plainPages`).
    public var plainReference = false
    public var json = false
    public var task: String
    public var referenceJSON: String?
    public var ocrSource = "folio"
    public var ocrCache: String?
    public var half: String?
    public var misses = false

    /// Each evaluation task, by name. A task adds a case here and a file in
    /// Sources/EvaluationTasks.
    /// The resolution the pipeline renders PDF pages at, for the reference OCR to read the same pixels.
    static func pdfDPI(_ pipeline: PipelineDefinition) -> Int {
        StageRegistry.value(of: "dpi", stage: "rasterize", in: pipeline)?.intValue ?? DocumentOpener.Settings().pdfDPI
    }

    public static let tasks = ["text", "barcodes", "entities", "structure", "tables", "docbank", "receipts", "receipt-ocr", "corners", "orientation", "words",
                                     "plain-words"]

    public init(context: CommandContext, directories: [String], pipeline: PipelineDefinition, task: String) {
        self.context = context
        self.directories = directories
        self.pipeline = pipeline
        self.task = task
    }

    /// The tasks that read only the half `--half` names; any other refuses it rather than score the whole set
    /// under a half's name.
    static let halvedTasks: Set<String> = ["entities", "words", "plain-words", "text"]

    /// `cases` of the half `--half` names (sorted order, even index a, odd b), or all of them without it.
    static func half<Case>(_ half: String?, of cases: [Case]) -> [Case] {
        cases.enumerated().filter { half == nil || ($0.offset % 2 == 0) == (half == "a") }.map(\.element)
    }

    public func run() throws -> ExitCode {
        if half != nil, !Self.halvedTasks.contains(task) {
            throw CommandFailure(code: .usage, message: "--half is not supported by --task \(task): it would score the whole set")
        }
        switch task {
        case "barcodes": return try BarcodeEvaluation(console: context.console, pipeline: pipeline).run(directories: directories, json: json)
        case "entities": return try EntityEvaluation(console: context.console, pipeline: pipeline, cache: ocrCache, half: half)
            .run(directories: directories, json: json)
        case "structure":
            return try StructureEvaluation(context: context, directories: directories, pipeline: pipeline, json: json).run()
        case "tables":
            return try TablesEvaluation(context: context, directories: directories, pipeline: pipeline, json: json, referenceDirectory: referenceJSON).run()
        case "docbank":
            return try DocBankEvaluation(context: context, directories: directories, pipeline: pipeline, json: json).run()
        case "receipts": return try ReceiptEvaluation(console: context.console, pipeline: pipeline, ocrSource: ocrSource, ocrCache: ocrCache)
            .run(directories: directories, json: json)
        case "receipt-ocr": return try ReceiptOCREvaluation(console: context.console, pipeline: pipeline, cache: ocrCache)
            .run(directories: directories, json: json)
        case "corners", "orientation": return try runStraightening()
        case "words":
            return try WordsEvaluation(context: context, directories: directories, pipeline: pipeline, reference: reference,
                                       json: json, half: half, misses: misses).run()
        case "plain-words":
            return try PlainWordsEvaluation(context: context, directories: directories, pipeline: pipeline, json: json, half: half).run()
        default: return try runText()
        }
    }

    /// Character and word error rates per page, beside the tesseract CLI on the same page images.
    func runText() throws -> ExitCode {
        let cases = Self.half(half, of: try directories.flatMap { try TruthCase.discover(in: $0) })
        guard !cases.isEmpty else {
            throw CommandFailure(code: .noInput, message: "no ground truth found in \(directories.joined(separator: ", "))")
        }
        let tesseract = reference ? TesseractCLI.find(environment: context.environment)?.matching(pipeline) : nil
        if reference && tesseract == nil { context.console.err("note: tesseract CLI not found; reference column left empty\n") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("folio-eval-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let reader = try DocumentReader(pipeline: pipeline)
        var rows: [Row] = []
        for (index, item) in cases.enumerated() {
            // Keep each page's image as Folio saw it, so the reference reads exactly the same pixels.
            var pageImages: [Int: (path: String, dpi: Int)] = [:]
            reader.pageObserver = { work in
                let path = scratch.appendingPathComponent("case\(index)-p\(work.number).png").path
                if (try? work.pngData().write(to: URL(fileURLWithPath: path))) != nil { pageImages[work.number] = (path, work.dpi) }
            }
            guard let data = FileManager.default.contents(atPath: item.documentPath) else {
                context.console.err("error: \(item.documentPath): cannot read (named by \(item.truthPath))\n")
                continue
            }
            let report = reader.read(path: item.documentPath, data: data)
            for diagnostic in report.diagnostics { context.console.err("\(item.documentPath): \(diagnostic)\n") }
            let plainPages = tesseract != nil && plainReference
                ? try tesseract?.plainPages(of: item.documentPath, pdfDPI: Self.pdfDPI(pipeline), scratch: scratch)
                : nil
            for truthPage in item.truth.pages {
                guard let truthText = truthPage.text else { continue }
                let page = report.document?.pages.first { $0.number == truthPage.number }
                let read = report.document?.text(page: truthPage.number) ?? ""
                let folio = ErrorCounts(characters: TextMetrics.characterErrors(read: read, truth: truthText),
                                        words: TextMetrics.wordErrors(read: read, truth: truthText))
                var referenceText: String?
                if let plainPages {
                    referenceText = plainPages.indices.contains(truthPage.number - 1) ? plainPages[truthPage.number - 1] : ""
                } else if let tesseract, let image = pageImages[truthPage.number] {
                    referenceText = rawReference
                        ? try tesseract.recognize(imagePath: item.documentPath, dpi: StageRegistry.value(of: "default_dpi", stage: "decode", in: pipeline)?.intValue
                                                   ?? DocumentOpener.Settings().defaultDPI)
                        : try tesseract.recognize(imagePath: image.path, dpi: image.dpi)
                }
                let referenceCounts = referenceText.map {
                    ErrorCounts(characters: TextMetrics.characterErrors(read: $0, truth: truthText),
                                words: TextMetrics.wordErrors(read: $0, truth: truthText))
                }
                let truthWords = WordBag(text: truthText)
                rows.append(Row(document: (item.documentPath as NSString).lastPathComponent, page: truthPage.number,
                                source: page?.textSource.rawValue ?? "failed", folio: folio, tesseract: referenceCounts,
                                folioWords: WordBag.score(read: WordBag(text: read), truth: truthWords),
                                tesseractWords: referenceText.map { WordBag.score(read: WordBag(text: $0), truth: truthWords) },
                                visible: truthPage.visibleText.map { VisibleTextCounts(folioRead: read, referenceRead: referenceText, visibleTruth: $0) }))
            }
        }
        try context.console.emit(rows, json: json) { Self.table(rows) }
        return .ok
    }

    static func table(_ rows: [Row]) -> String {
        func percent(_ count: ErrorCount?) -> String { count.map { String(format: "%.2f%%", $0.rate * 100) } ?? "-" }
        func recall(_ count: MatchCount?) -> String { count.map { String(format: "%.1f%%", $0.recall * 100) } ?? "-" }
        var table = TextTable(headers: ["document", "page", "read from", "Folio CER", "tesseract CER", "Folio WER",
                                        "tesseract WER", "Folio vs CLI", "Folio word recall", "tesseract word recall"])
        for row in rows {
            var verdict = "-"
            if let reference = row.tesseract {
                let (a, b) = (row.folio.characters.rate, reference.characters.rate)
                verdict = abs(a - b) < 1e-9 ? "same" : a < b ? "better" : "WORSE"
            }
            table.rows.append([row.document, String(row.page), row.source, percent(row.folio.characters),
                               percent(row.tesseract?.characters), percent(row.folio.words), percent(row.tesseract?.words), verdict,
                               recall(row.folioWords), recall(row.tesseractWords)])
        }
        let folioCharacters = rows.map(\.folio.characters).reduce(ErrorCount(), +)
        let folioWords = rows.map(\.folio.words).reduce(ErrorCount(), +)
        let references = rows.compactMap(\.tesseract)
        table.rows.append(["all (\(rows.count) pages)", "", "", percent(folioCharacters),
                           references.isEmpty ? "-" : percent(references.map(\.characters).reduce(ErrorCount(), +)),
                           percent(folioWords), references.isEmpty ? "-" : percent(references.map(\.words).reduce(ErrorCount(), +)), "",
                           recall(rows.compactMap(\.folioWords).reduce(MatchCount(), +)),
                           references.isEmpty ? "-" : recall(rows.compactMap(\.tesseractWords).reduce(MatchCount(), +))])
        table.rows += VisibleTextCounts.summaryRows(rows)
        var summary = table.render()
        let compared = rows.filter { $0.tesseractWords != nil }
        if !compared.isEmpty {
            let fewer = compared.filter { ($0.folioWords?.matched ?? 0) < ($0.tesseractWords?.matched ?? 0) }.count
            let worseCER = compared.filter { $0.folio.characters.rate > ($0.tesseract?.characters.rate ?? 1) + 1e-9 }.count
            summary += "pages where Folio < CLI (truth words matched): \(fewer) of \(compared.count)"
                + "\npages where Folio's CER > CLI's: \(worseCER) of \(compared.count)\n"
        }
        return summary
    }
}

import DocModel
import EvaluationTasks
import Foundation
import Ingest
import Pipeline
import Store

/// `folio bench PATH...`: pages per minute for Folio and for a loop of tesseract CLI calls on the same
/// page images, in one run.
struct BenchCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "bench", abstract: "Time Folio against a loop of tesseract CLI calls on the same pages.",
        arguments: "PATH...",
        options: [
            .init(name: "jobs", value: "N", help: "Folio workers, and parallel tesseract processes (default: 1)."),
            .init(name: "repeat", value: "N", help: "Read the page set N times (default: 1)."),
            .init(name: "pipeline", value: "FILE", help: "Pipeline definition for Folio (default: the built-in one)."),
        ],
        discussion: """
            Every page (PDF pages rendered at the pipeline's dpi) is first written out as a PNG, untimed; then
            Folio ingests those PNGs into a fresh database, once with only the stages that do what the CLI does
            (decode, OCR) and once with the whole pipeline (page finding, orientation, barcodes, layout,
            detected data…), and the tesseract CLI reads the same PNGs, one process per page
            (OMP_THREAD_LIMIT=1 for both: a fair comparison).
            """)

    var context: CommandContext
    var paths: [String]
    var jobs: Int
    var repeats: Int
    var pipeline: PipelineDefinition

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError.missingArgument(command: "bench", argument: "PATH") }
        self.context = context
        paths = arguments.positionals
        jobs = try arguments.integer("jobs", in: 1...64, command: "bench") ?? 1
        repeats = try arguments.integer("repeat", in: 1...100, command: "bench") ?? 1
        pipeline = try PipelineLoader.load(arguments.value("pipeline"))
    }

    func run() throws -> ExitCode {
        let console = context.console
        guard let tesseract = ReferenceOCR.find(environment: context.environment, matching: pipeline) else {
            throw CommandFailure(code: .unavailable, message: "the tesseract CLI is not installed (apt-get install tesseract-ocr)")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        // 1. Page images, untimed: decode and render only.
        let preparation = PipelineDefinition(name: "bench-pages", pages: pipeline.pages.filter { ["decode", "rasterize"].contains($0.stage) },
                                             document: [])
        let reader = try DocumentReader(pipeline: preparation)
        var pages: [(path: String, dpi: Int)] = []
        for file in InputFiles.expand(paths).files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            reader.pageObserver = { work in
                let path = scratch.appendingPathComponent(String(format: "page%04d.png", pages.count + 1)).path
                if (try? work.pngData().write(to: URL(fileURLWithPath: path))) != nil { pages.append((path, work.dpi)) }
            }
            _ = reader.read(path: file, data: data)
        }
        guard !pages.isEmpty else { throw CommandFailure(code: .noInput, message: "no readable pages in \(paths.joined(separator: ", "))") }
        let work = Array(repeating: pages, count: repeats).joined().map { $0 }
        console.out("\(work.count) pages (\(pages.count) distinct), \(jobs) job\(jobs == 1 ? "" : "s")\n")

        // 2. Folio: one warm engine per worker, rows stored in a fresh database; once with only the stages
        // that do what the CLI does (decode, OCR), once with the whole pipeline.
        let ocrOnly = PipelineDefinition(name: "\(pipeline.name), OCR stages only",
                                         pages: pipeline.pages.filter { ["decode", "text_layer", "rasterize", "ocr"].contains($0.stage) },
                                         document: [])
        var folioSeconds: [Double] = []
        for (index, definition) in [ocrOnly, pipeline].enumerated() {
            var seconds = 0.0
            for round in 0..<repeats {
                let store = try DocumentStore(path: scratch.appendingPathComponent("bench\(index)-\(round).sqlite").path)
                let start = Date()
                let outcomes = try Ingestor(pipeline: definition, store: store, jobs: jobs).run(pages.map(\.path)) { _ in }
                seconds += Date().timeIntervalSince(start)
                if let failure = outcomes.first(where: { $0.outcome == .failed }) {
                    console.err("warning: \(failure.path): \(failure.message ?? "failed")\n")
                }
            }
            folioSeconds.append(seconds)
        }

        // 3. The tesseract CLI, one process per page, `jobs` at a time.
        let start = Date()
        let failures = CLIRunner.run(work, jobs: jobs, tesseract: tesseract)
        let cliSeconds = Date().timeIntervalSince(start)
        if failures > 0 { console.err("warning: tesseract failed on \(failures) pages\n") }

        let perMinute = { (seconds: Double) in Double(work.count) / seconds * 60 }
        var table = TableOutput(headers: ["reader", "pages", "seconds", "pages/min", "s/page"])
        func row(_ name: String, _ seconds: Double) -> [String] {
            [name, String(work.count), String(format: "%.2f", seconds), String(format: "%.1f", perMinute(seconds)),
             String(format: "%.2f", seconds / Double(work.count))]
        }
        table.rows.append(row("folio ingest, OCR stages (warm engine, stored)", folioSeconds[0]))
        table.rows.append(row("tesseract CLI loop", cliSeconds))
        table.rows.append(row("folio ingest, whole '\(pipeline.name)' pipeline", folioSeconds[1]))
        console.out(table.render())
        console.out(String(format: "Folio (OCR stages)/CLI throughput: %.2f×\n", cliSeconds / folioSeconds[0]))
        return .ok
    }
}

/// Runs the tesseract CLI over pages with `jobs` processes at a time; returns the number of failures.
private enum CLIRunner {
    static func run(_ pages: [(path: String, dpi: Int)], jobs: Int, tesseract: ReferenceOCR) -> Int {
        let lock = NSLock()
        nonisolated(unsafe) var next = 0
        nonisolated(unsafe) var failures = 0
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let index: Int? = lock.withLock {
                    guard next < pages.count else { return nil }
                    defer { next += 1 }
                    return next
                }
                guard let index else { return }
                if (try? tesseract.recognize(imagePath: pages[index].path, dpi: pages[index].dpi)) == nil {
                    lock.withLock { failures += 1 }
                }
            }
        }
        return failures
    }
}

import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task plain-words DIR`: Folio's stored words beside the plain tesseract CLI's on documents with
/// no truth (scanned PDFs, images). Each document is read by the same `DocumentReader` as `folio ingest`; the
/// CLI reads the input file as one would by hand (`TesseractCLI.plainPages`: a PDF's pages rendered at the
/// pipeline's dpi). With no truth, a word counts as read correctly when it is a dictionary word (case-folded,
/// end punctuation stripped, letters only, two or more), and the page's reference is the union of the two
/// readings' dictionary words (each word as often as the reading that has it more often): a word only one
/// side read counts for that side. Numbers and names cannot be checked this way and are left out.
struct PlainWordsEvaluation {
    var context: CommandContext
    var directories: [String]
    var pipeline: PipelineDefinition
    var json: Bool
    var half: String?

    struct Row: Codable {
        var document: String
        var half: String
        var page: Int
        var source: String
        /// Dictionary words: both readings' union (expected), each side's share of it (matched).
        var folio: MatchCount
        var tesseract: MatchCount
        /// Dictionary words the CLI read that Folio's stored text lacks.
        var missed: [String]
    }

    static let documentExtensions: Set<String> = ["png", "jpg", "jpeg", "tif", "tiff", "pdf", "webp", "bmp", "pnm", "gif"]

    func run() throws -> ExitCode {
        let dictionaryPath = context.environment["FOLIO_DICTIONARY"] ?? "/usr/share/dict/words"
        guard let list = try? String(contentsOfFile: dictionaryPath, encoding: .utf8) else {
            throw CommandFailure(code: .noInput, message: "\(dictionaryPath): no word list (apt-get install wamerican, or set FOLIO_DICTIONARY)")
        }
        let dictionary = Set(list.split(whereSeparator: \.isNewline).map { $0.lowercased() })
        guard let tesseract = TesseractCLI.find(environment: context.environment)?.matching(pipeline) else {
            throw CommandFailure(code: .noInput, message: "tesseract CLI not found on PATH")
        }
        let fm = FileManager.default
        let documents = directories.flatMap { directory in
            ((fm.enumerator(atPath: directory)?.allObjects as? [String]) ?? []).sorted()
                .filter { Self.documentExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .map { (directory as NSString).appendingPathComponent($0) }
        }
        guard !documents.isEmpty else { throw CommandFailure(code: .noInput, message: "no documents in \(directories.joined(separator: ", "))") }
        let scratch = fm.temporaryDirectory.appendingPathComponent("folio-plain-words-\(getpid())")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }
        let reader = try DocumentReader(pipeline: pipeline)
        let pdfDPI = EvaluationRun.pdfDPI(pipeline)
        var rows: [Row] = []
        for (index, path) in documents.enumerated() {
            let halfName = index % 2 == 0 ? "A" : "B"
            if let half, half.uppercased() != halfName { continue }
            guard let data = fm.contents(atPath: path) else { context.console.err("error: \(path): cannot read\n"); continue }
            let report = reader.read(path: path, data: data)
            for diagnostic in report.diagnostics { context.console.err("\(path): \(diagnostic)\n") }
            let cliPages: [String]
            do { cliPages = try tesseract.plainPages(of: path, pdfDPI: pdfDPI, scratch: scratch) } catch {
                context.console.err("\(path): \(error)\n")
                continue
            }
            let pageCount = max(cliPages.count, report.document?.pages.count ?? 0)
            for number in stride(from: 1, through: pageCount, by: 1) {
                let folio = Self.dictionaryWords(report.document?.text(page: number) ?? "", dictionary)
                let cli = Self.dictionaryWords(cliPages.indices.contains(number - 1) ? cliPages[number - 1] : "", dictionary)
                var union = folio
                for (word, n) in cli.counts where n > (folio.counts[word] ?? 0) {
                    for _ in 0..<(n - (folio.counts[word] ?? 0)) { union.add(word) }
                }
                let source = report.document?.pages.first { $0.number == number }?.textSource.rawValue ?? "failed"
                let row = Row(document: (path as NSString).lastPathComponent, half: halfName, page: number, source: source,
                              folio: WordBag.score(read: folio, truth: union), tesseract: WordBag.score(read: cli, truth: union),
                              missed: folio.missing(from: cli))
                rows.append(row)
                context.console.err("\(halfName) \(row.document) p\(number): Folio \(Int(row.folio.matched)) CLI \(Int(row.tesseract.matched)) of \(union.total)"
                                    + (row.missed.isEmpty ? "" : "; CLI only: " + row.missed.joined(separator: " ")) + "\n")
            }
        }
        try context.console.emit(rows, json: json) { Self.table(rows) }
        return .ok
    }

    /// The dictionary words of a text: case-folded, split at dashes (Folio joins "machine-" / "encoded" at a
    /// line end into "machine-encoded", the CLI keeps both pieces), punctuation at either end stripped, letters only.
    static func dictionaryWords(_ text: String, _ dictionary: Set<String>) -> WordBag {
        WordBag(text.split(whereSeparator: { $0.isWhitespace || "-–—".contains($0) }).compactMap { token -> String? in
            let word = token.lowercased().trimmingCharacters(in: CharacterSet.letters.inverted)
            return word.count >= 2 && word.allSatisfy(\.isLetter) && dictionary.contains(word) ? word : nil
        })
    }

    static func table(_ rows: [Row]) -> String {
        func pct(_ x: Double) -> String { String(format: "%.1f%%", x * 100) }
        var table = TextTable(headers: ["document", "page", "read from", "dictionary words", "Folio", "CLI", "Folio vs CLI"])
        for row in rows {
            let verdict = row.folio.matched == row.tesseract.matched ? "same" : row.folio.matched > row.tesseract.matched ? "more" : "FEWER"
            table.rows.append([row.document, String(row.page), row.source, String(row.folio.expected),
                               pct(row.folio.recall), pct(row.tesseract.recall), verdict])
        }
        for half in ["A", "B", "all"] {
            let group = rows.filter { half == "all" || $0.half == half }
            guard !group.isEmpty else { continue }
            let folio = group.map(\.folio).reduce(MatchCount(), +), cli = group.map(\.tesseract).reduce(MatchCount(), +)
            let fewer = group.filter { $0.folio.matched < $0.tesseract.matched }.count
            table.rows.append([half == "all" ? "all" : "half \(half)", "\(group.count) pages", "", String(folio.expected),
                               pct(folio.recall), pct(cli.recall), "Folio < CLI: \(fewer) of \(group.count)"])
        }
        return table.render()
    }
}

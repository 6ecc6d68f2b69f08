import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task words DIR`: word recovery on scanned forms with word annotations (FUNSD layout:
/// images/NAME.png, annotations/NAME.json with `form[].words[].text`). Each image is read by the same
/// `DocumentReader` as `folio ingest`; Folio's text is its blocks' text, as stored. Scored as a bag of
/// case-folded words (`WordBag`) beside the plain `tesseract IMAGE stdout --psm 3` on the same file, and
/// beside the words Folio's `ocr` read before layout (a gap between those two columns is words the
/// layout lost). Forms are taken in file-name order and split by index: half A even, half B odd, so a
/// rule can be studied on one half and checked on the other.
struct WordsEvaluation {
    var context: CommandContext
    var directories: [String]
    var pipeline: PipelineDefinition
    var reference: Bool
    var json: Bool
    /// "a", "b" or nil for both halves.
    var half: String?
    /// Print, per page, the truth words the CLI read that Folio's stored text lacks.
    var misses: Bool

    struct Row: Codable {
        var document: String
        var half: String
        /// Folio's stored text (blocks).
        var folio: MatchCount
        /// The words of Folio's `ocr` and later reading stages, before layout.
        var engine: MatchCount
        var tesseract: MatchCount?
        var seconds: Double
        var tesseractSeconds: Double?
        /// Truth words the CLI read that Folio's stored text lacks; those of them the engine had are marked `+`.
        var missed: [String]
    }

    func run() throws -> ExitCode {
        let fm = FileManager.default
        var forms: [(image: String, annotation: String)] = []
        for directory in directories {
            let annotations = (directory as NSString).appendingPathComponent("annotations")
            for file in ((try? fm.contentsOfDirectory(atPath: annotations)) ?? []).sorted() where file.hasSuffix(".json") {
                let stem = String(file.dropLast(5))
                let image = (directory as NSString).appendingPathComponent("images/\(stem).png")
                if fm.fileExists(atPath: image) { forms.append((image, (annotations as NSString).appendingPathComponent(file))) }
            }
        }
        guard !forms.isEmpty else {
            throw CommandFailure(code: .noInput, message: "no forms (images/NAME.png + annotations/NAME.json) in \(directories.joined(separator: ", "))")
        }
        let tesseract = reference ? TesseractCLI.find(environment: context.environment)?.matching(pipeline) : nil
        if reference && tesseract == nil { context.console.err("note: tesseract CLI not found; reference column left empty\n") }
        let reader = try DocumentReader(pipeline: pipeline)
        var engineText = ""
        reader.pageObserver = { work in
            engineText += work.paragraphs.joined().flatMap(\.words).map(\.text).joined(separator: " ") + "\n"
        }
        var rows: [Row] = []
        for (index, form) in forms.enumerated() {
            let halfName = index % 2 == 0 ? "A" : "B"
            if let half, half.uppercased() != halfName { continue }
            guard let data = fm.contents(atPath: form.image), let truth = try Self.truthWords(form.annotation) else { continue }
            engineText = ""
            let start = Date()
            let report = reader.read(path: form.image, data: data)
            let seconds = Date().timeIntervalSince(start)
            if report.document == nil {
                for diagnostic in report.diagnostics { context.console.err("\(form.image): \(diagnostic)\n") }
            }
            let stored = WordBag(text: report.document?.text() ?? "")
            let engine = WordBag(text: engineText)
            var referenceBag: WordBag?, referenceSeconds: Double?
            if let tesseract {
                let t0 = Date()
                referenceBag = WordBag(text: try tesseract.recognize(imagePath: form.image, dpi: nil))
                referenceSeconds = Date().timeIntervalSince(t0)
            }
            var missed: [String] = []
            if let referenceBag {
                // Truth words the CLI read (as often as it read them) that the stored text lacks.
                let cliHits = WordBag(truth.counts.flatMap { w, n in Array(repeating: w, count: min(n, referenceBag.counts[w] ?? 0)) })
                missed = stored.missing(from: cliHits).map { engine.counts[$0] != nil ? "+" + $0 : $0 }
            }
            rows.append(Row(document: (form.image as NSString).lastPathComponent, half: halfName,
                            folio: WordBag.score(read: stored, truth: truth), engine: WordBag.score(read: engine, truth: truth),
                            tesseract: referenceBag.map { WordBag.score(read: $0, truth: truth) },
                            seconds: seconds, tesseractSeconds: referenceSeconds, missed: missed))
            // Progress, one line a form: a long run can be read before it ends.
            let row = rows[rows.count - 1]
            context.console.err("\(halfName) \(row.document): Folio \(Int(row.folio.matched))/\(row.folio.found) CLI "
                                + (row.tesseract.map { "\(Int($0.matched))/\($0.found)" } ?? "-") + " of \(row.folio.expected)"
                                + (misses && !missed.isEmpty ? "; missed: " + missed.joined(separator: " ") : "") + "\n")
        }
        try context.console.emit(rows, json: json) { Self.table(rows) }
        return .ok
    }

    /// The annotation's words (`form[].words[].text`).
    static func truthWords(_ path: String) throws -> WordBag? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let form = object["form"] as? [[String: Any]] else { return nil }
        var words: [String] = []
        for entity in form {
            for word in (entity["words"] as? [[String: Any]]) ?? [] {
                if let text = word["text"] as? String { words += text.split(whereSeparator: \.isWhitespace).map(String.init) }
            }
        }
        return WordBag(words)
    }

    static func table(_ rows: [Row]) -> String {
        func pct(_ x: Double) -> String { String(format: "%.1f%%", x * 100) }
        var table = TextTable(headers: ["half", "pages", "truth words", "Folio recall", "Folio precision", "before layout recall",
                                        "tesseract recall", "tesseract precision", "pages Folio < CLI", "Folio s/page", "CLI s/page"])
        let halves = Set(rows.map(\.half))
        for half in ["A", "B", "all"] {
            let group = rows.filter { half == "all" || $0.half == half }
            guard !group.isEmpty, half != "all" || halves.count > 1 else { continue }
            let folio = group.map(\.folio).reduce(MatchCount(), +), engine = group.map(\.engine).reduce(MatchCount(), +)
            let references = group.compactMap(\.tesseract)
            let reference = references.reduce(MatchCount(), +)
            let worse = group.filter { row in row.tesseract.map { row.folio.matched < $0.matched } ?? false }.count
            let cliSeconds = group.compactMap(\.tesseractSeconds)
            table.rows.append([half == "all" ? "A+B" : half, String(group.count), String(folio.expected), pct(folio.recall),
                               pct(folio.precision), pct(engine.recall),
                               references.isEmpty ? "-" : pct(reference.recall), references.isEmpty ? "-" : pct(reference.precision),
                               references.isEmpty ? "-" : String(worse),
                               String(format: "%.2f", group.map(\.seconds).reduce(0, +) / Double(group.count)),
                               cliSeconds.isEmpty ? "-" : String(format: "%.2f", cliSeconds.reduce(0, +) / Double(cliSeconds.count))])
        }
        return table.render()
    }
}

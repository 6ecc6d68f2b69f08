import DocModel
import Evaluation
import Foundation
import Ingest
import Pipeline

/// `folio eval --task docbank DIR`: paragraph and list block recovery on DocBank pages
/// (images/NAME_ori.jpg, annotations/NAME.txt: one token a line, `token x0 y0 x1 y1 R G B font label`,
/// boxes normalised to 0–1000). Scored over tokens: recall is the share of tokens labelled paragraph (list)
/// whose centre lies in a Folio paragraph (list) block; precision the share of tokens inside Folio's
/// paragraph (list) blocks that carry that label.
struct DocBankEvaluation {
    var context: CommandContext
    var directories: [String]
    var pipeline: PipelineDefinition
    var json: Bool

    struct Token { var x: Double; var y: Double; var label: String }

    func run() throws -> ExitCode {
        let fm = FileManager.default
        let reader = try DocumentReader(pipeline: pipeline)
        let kinds: [(label: String, type: Block.Kind)] = [("paragraph", .paragraph), ("list", .list)]
        var totals = Array(repeating: MatchCount(), count: kinds.count)
        var pages = 0
        for directory in directories {
            let annotations = (directory as NSString).appendingPathComponent("annotations")
            for file in ((try? fm.contentsOfDirectory(atPath: annotations)) ?? []).sorted() where file.hasSuffix(".txt") {
                let stem = String(file.dropLast(4))
                let image = (directory as NSString).appendingPathComponent("images/\(stem)_ori.jpg")
                guard let data = fm.contents(atPath: image),
                      let text = try? String(contentsOfFile: (annotations as NSString).appendingPathComponent(file), encoding: .utf8)
                else { continue }
                let tokens = text.split(whereSeparator: \.isNewline).compactMap { line -> Token? in
                    let f = line.split(separator: "\t", omittingEmptySubsequences: false)
                    guard f.count >= 10, let x0 = Double(f[1]), let y0 = Double(f[2]), let x1 = Double(f[3]), let y1 = Double(f[4]) else { return nil }
                    return Token(x: (x0 + x1) / 2000, y: (y0 + y1) / 2000, label: f[9].trimmingCharacters(in: .whitespacesAndNewlines))
                }
                guard let document = reader.read(path: image, data: data).document, let page = document.pages.first else { continue }
                pages += 1
                for (k, kind) in kinds.enumerated() {
                    let boxes = document.blocks.filter { $0.type == kind.type && $0.role == nil }.compactMap(\.provenance.first?.box)
                    func inside(_ t: Token) -> Bool {
                        let px = Int(t.x * Double(page.width)), py = Int(t.y * Double(page.height))
                        return boxes.contains { px >= $0.x && px < $0.maxX && py >= $0.y && py < $0.maxY }
                    }
                    let labelled = tokens.filter { $0.label == kind.label }
                    let covered = tokens.filter(inside)
                    // matched counts tokens of the label inside blocks of the type; found and expected are the two
                    // denominators, so precision and recall follow the definitions above.
                    let hits = covered.filter { $0.label == kind.label }.count
                    totals[k] = totals[k] + MatchCount(matched: Double(hits), found: covered.count, expected: labelled.count)
                }
            }
        }
        guard pages > 0 else {
            throw CommandFailure(code: .noInput, message: "no DocBank pages (images/NAME_ori.jpg + annotations/NAME.txt) in \(directories.joined(separator: ", "))")
        }
        var table = TextTable(headers: ["block", "pages", "token precision", "token recall", "F1"])
        for (k, kind) in kinds.enumerated() {
            table.rows.append([kind.label, String(pages), String(format: "%.3f", totals[k].precision),
                               String(format: "%.3f", totals[k].recall), String(format: "%.3f", totals[k].f1)])
        }
        context.console.out(table.render())
        return .ok
    }
}

import DocModel
import Evaluation
import Foundation
import Ingest

/// Scores Folio on an SROIE task-3 folder (see ReceiptEvaluation).
struct SROIEScorer {
    struct Key: Decodable {
        var company: String?
        var date: String?
        var address: String?
        var total: String?
    }

    struct FieldScore: Codable {
        var field: String
        var truth = 0
        var predicted = 0
        var correct = 0
        var lenient = 0
        var accuracy: Double { truth == 0 ? 0 : Double(correct) / Double(truth) }
    }

    let console: Console
    let reader: DocumentReader

    func run(directory: String, json: Bool) throws {
        let keyFolder = (directory as NSString).appendingPathComponent("key")
        let imageFolder = (directory as NSString).appendingPathComponent("images")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: keyFolder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw CommandFailure(code: .noInput, message: "\(keyFolder): no key/*.json files")
        }
        var scores = ["company", "date", "address", "total"].map { FieldScore(field: $0) }
        var misses: [String] = []
        for name in names {
            let stem = (name as NSString).deletingPathExtension
            guard let keyData = FileManager.default.contents(atPath: (keyFolder as NSString).appendingPathComponent(name)),
                  let key = try? JSONDecoder().decode(Key.self, from: keyData) else {
                console.err("error: \(keyFolder)/\(name): cannot read the key\n")
                continue
            }
            let image = ["jpg", "jpeg", "png"].map { (imageFolder as NSString).appendingPathComponent(stem + "." + $0) }
                .first { FileManager.default.fileExists(atPath: $0) }
            guard let image, let data = FileManager.default.contents(atPath: image) else {
                console.err("error: \(imageFolder)/\(stem).jpg: no image for key \(name)\n")
                continue
            }
            let receipt = reader.read(path: image, data: data).document?.receipt
            let found: [String?] = [receipt?.merchant?.value, receipt?.date?.value, receipt?.address?.value,
                                    receipt?.total?.value]
            let truth: [String?] = [key.company, key.date.flatMap(Self.isoDate), key.address,
                                    key.total.flatMap(ReceiptEvaluation.amount)]
            for i in scores.indices {
                guard let expected = truth[i] else { continue }
                scores[i].truth += 1
                guard let value = found[i] else { misses.append("\(stem) \(scores[i].field): missed \"\(expected)\""); continue }
                scores[i].predicted += 1
                let strict = ReceiptEvaluation.normalize(value) == ReceiptEvaluation.normalize(expected)
                if strict { scores[i].correct += 1 }
                if strict || ReceiptEvaluation.squeeze(value) == ReceiptEvaluation.squeeze(expected) { scores[i].lenient += 1 }
                if !strict { misses.append("\(stem) \(scores[i].field): read \"\(value)\", key \"\(expected)\"") }
            }
        }
        let truth = scores.map(\.truth).reduce(0, +), predicted = scores.map(\.predicted).reduce(0, +)
        let correct = scores.map(\.correct).reduce(0, +)
        let precision = predicted == 0 ? 0 : Double(correct) / Double(predicted)
        let recall = truth == 0 ? 0 : Double(correct) / Double(truth)
        let hmean = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
        if json {
            console.out(try JSONOutput.pretty(scores))
            return
        }
        var table = TextTable(headers: ["field", "truth", "predicted", "correct", "accuracy", "ignoring spaces"])
        for s in scores {
            table.rows.append([s.field, String(s.truth), String(s.predicted), String(s.correct),
                               ReceiptEvaluation.percent(s.accuracy),
                               ReceiptEvaluation.percent(s.truth == 0 ? 0 : Double(s.lenient) / Double(s.truth))])
        }
        table.rows.append(["all", String(truth), String(predicted), String(correct), ReceiptEvaluation.percent(recall), ""])
        console.out("SROIE task 3, \(names.count) receipts in \(directory)\n")
        console.out(table.render())
        console.out("precision \(ReceiptEvaluation.percent(precision))  recall \(ReceiptEvaluation.percent(recall))  "
                    + "Hmean \(ReceiptEvaluation.percent(hmean))  (ICDAR 2019 winner: 89.6%)\n")
        for miss in misses { console.err(miss + "\n") }
    }

    /// A key's day-first date ("19/10/2018", "25-01-18", "14 MAR 2018", "2018-01-25") as ISO 8601.
    static func isoDate(_ text: String) -> String? {
        let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        let parts = text.uppercased().split(whereSeparator: { " /-.,".contains($0) }).map(String.init)
        guard parts.count == 3 else { return nil }
        var day: Int?, month: Int?, year: Int?
        if parts[0].count == 4 {
            (year, month, day) = (Int(parts[0]), Int(parts[1]), Int(parts[2]))
        } else {
            day = Int(parts[0])
            month = Int(parts[1]) ?? months.firstIndex(where: { parts[1].hasPrefix($0) }).map { $0 + 1 }
            year = Int(parts[2]).map { $0 < 100 ? 2000 + $0 : $0 }
        }
        guard let day, let month, let year, (1...12).contains(month), (1...31).contains(day) else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}

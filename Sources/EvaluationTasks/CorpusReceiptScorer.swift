import DocModel
import Evaluation
import Foundation
import Ingest
import Receipts

/// Scores Folio on generated receipts whose `NAME.truth.json` holds a `receipt` object: accuracy of merchant,
/// date, total and currency, line-item precision, recall and F1 (an item matches when its amount is equal
/// and its description is within 25 % edits of the truth's), and the share of receipts that balance. A truth
/// file may instead list `receipts` (several on one flatbed scan, each with its `region` on the page): found
/// receipts are paired with true ones (`ReceiptMatching`), a true receipt left unpaired counts as read with
/// nothing, a found one left unpaired adds its items to those read; receipts found vs true are printed.
struct CorpusReceiptScorer {
    struct ReceiptTruth: Decodable {
        struct Item: Decodable {
            var description: String
            var amount: String
        }
        struct Body: Decodable {
            var merchant: String?
            var date: String?
            var currency: String?
            var total: String?
            var items: [Item]?
            var region: ReceiptMatching.TrueRegion?
        }
        var receipt: Body?
        var receipts: [Body]?

        /// The true receipts of the file: `receipts`, else the one `receipt`.
        var all: [Body] { receipts ?? receipt.map { [$0] } ?? [] }
    }

    let console: Console
    let reader: DocumentReader
    /// The reader's merchant memory: the documents scored so far, in order, as a store would hold them.
    let memory: MerchantReadingLog
    /// The merchant memory's second look once the folder is read (nil: none), as `folio ingest` does after a batch.
    var revote: MerchantRevote?

    func run(directory: String, json: Bool) throws {
        let cases = try TruthCase.discover(in: directory).filter { $0.truthPath.hasSuffix(".truth.json") }
        var fields = ["merchant", "date", "total", "currency"].map { SROIEScorer.FieldScore(field: $0) }
        var itemTruth = 0, itemFound = 0, itemCorrect = 0, receipts = 0, balanced = 0, classified = 0
        var table = TextTable(headers: ["document", "kind", "merchant", "date", "total", "currency", "items ok", "balances"])
        var foundCount = 0, pairedCount = 0
        // Read in file order, as one batch ingested; scored as the batch leaves them.
        var read: [(item: TruthCase, truth: ReceiptTruth, document: Document?)] = []
        for item in cases {
            guard let data = FileManager.default.contents(atPath: item.truthPath),
                  let truth = try? JSONDecoder().decode(ReceiptTruth.self, from: data), !truth.all.isEmpty,
                  let documentData = FileManager.default.contents(atPath: item.documentPath) else { continue }
            let document = reader.read(path: item.documentPath, data: documentData).document
            if let document { memory.record(document) }
            read.append((item, truth, document))
        }
        for ((item, truth, _), document) in zip(read, ReceiptEvaluation.revised(read.map(\.document), revote: revote)) {
            let found = document?.allReceipts ?? []
            let pairs = truth.all.count == 1 && found.count == 1 ? [0] : ReceiptMatching.pair(found: found, truth: truth.all)
            foundCount += found.count
            pairedCount += pairs.compactMap { $0 }.count
            for index in Set(found.indices).subtracting(pairs.compactMap { $0 }).sorted() {
                itemFound += found[index].items.count
            }
            let name = (item.documentPath as NSString).lastPathComponent
            for (n, expected) in truth.all.enumerated() {
                let receipt = pairs[n].map { found[$0] }
                receipts += 1
                if document?.kind?.kind == .receipt { classified += 1 }
                if receipt?.balances == true { balanced += 1 }
                let values = [receipt?.merchant?.value, receipt?.date?.value, receipt?.total?.value, receipt?.currency?.value]
                let truthValues = [expected.merchant, expected.date, expected.total, expected.currency]
                var marks: [String] = []
                for i in fields.indices {
                    guard let t = truthValues[i] else { marks.append("-"); continue }
                    fields[i].truth += 1
                    if values[i] != nil { fields[i].predicted += 1 }
                    let ok = values[i].map { ReceiptEvaluation.normalize($0) == ReceiptEvaluation.normalize(t) } ?? false
                    if ok { fields[i].correct += 1 }
                    marks.append(ok ? "ok" : "\(values[i] ?? "—") ≠ \(t)")
                }
                var remaining = expected.items ?? []
                let foundItems = receipt?.items ?? []
                var matched = 0
                for foundItem in foundItems {
                    if let index = remaining.firstIndex(where: { Self.matches(foundItem, $0) }) {
                        matched += 1
                        remaining.remove(at: index)
                    }
                }
                itemTruth += expected.items?.count ?? 0
                itemFound += foundItems.count
                itemCorrect += matched
                let label = truth.all.count > 1 ? "\(name) #\(n + 1)" + (receipt == nil ? " (not found)" : "") : name
                table.rows.append([label, document?.kind?.kind.rawValue ?? "-"]
                                  + marks + ["\(matched)/\(expected.items?.count ?? 0) (\(foundItems.count) read)",
                                             receipt?.balances == true ? "yes" : "no"])
            }
            if found.count > pairs.compactMap({ $0 }).count {
                table.rows.append(["\(name): \(found.count - pairs.compactMap { $0 }.count) receipt(s) found beyond the true ones",
                                   "", "", "", "", "", "", ""])
            }
        }
        guard receipts > 0 else {
            throw CommandFailure(code: .noInput, message: "\(directory): no NAME.truth.json with a receipt object")
        }
        if !json { console.out(table.render() + "\n") }
        let precision = itemFound == 0 ? 0 : Double(itemCorrect) / Double(itemFound)
        let recall = itemTruth == 0 ? 0 : Double(itemCorrect) / Double(itemTruth)
        let f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
        if json {
            console.out(try JSONOutput.pretty(fields))
            return
        }
        var summary = TextTable(headers: ["measure", "value"])
        for f in fields { summary.rows.append(["\(f.field) accuracy", String(format: "%.3f (%d/%d)", f.accuracy, f.correct, f.truth)]) }
        summary.rows.append(["line items P / R / F1", String(format: "%.3f / %.3f / %.3f (%d of %d read, %d true)",
                                                                 precision, recall, f1, itemCorrect, itemFound, itemTruth)])
        summary.rows.append(["receipts found / true (paired)", "\(foundCount) / \(receipts) (\(pairedCount))"])
        summary.rows.append(["classified as receipt", String(format: "%.3f (%d/%d)", Double(classified) / Double(receipts), classified, receipts)])
        summary.rows.append(["balances", String(format: "%.3f (%d/%d)", Double(balanced) / Double(receipts), balanced, receipts)])
        console.out(summary.render())
    }

    static func matches(_ found: Receipt.Item, _ truth: ReceiptTruth.Item) -> Bool {
        guard ReceiptEvaluation.amount(found.amount) == ReceiptEvaluation.amount(truth.amount) else { return false }
        let a = Array(ReceiptEvaluation.normalize(found.description)), b = Array(ReceiptEvaluation.normalize(truth.description))
        return Double(TextMetrics.editDistance(a, b)) <= 0.25 * Double(max(1, b.count))
    }
}

import Foundation
import TestSupport
import Testing

/// The merchant memory's second look at a batch through the commands: `folio ingest` and `folio watch` revise a
/// batch's first receipt of a shop with the receipts stored after it. The receipts are PDFs with a text layer,
/// so what each one "reads" is exactly what it prints.
@Suite(.serialized) struct MerchantRevoteCommandTests {
    static let kuchat = "MR. D.I.Y. (KUCHAT) SDN BHD", kuchai = "MR. D.I.Y. (KUCHAI) SDN BHD"

    /// A one-page PDF whose text layer holds `lines` in Courier, top to bottom.
    static func textPDF(_ lines: [String]) -> Data {
        let text = lines.map { "(" + $0.replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)") + ") Tj T*" }
        let stream = "BT /F1 10 Tf 14 TL 20 560 Td " + text.joined(separator: " ") + " ET"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 600] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
                       "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>"]
        return TextPDF.file(objects: objects)
    }

    /// Four receipts of one shop: the first printed (as if misread) KUCHAT, the three after it KUCHAI.
    static func receipts(in folder: String) throws -> [String] {
        try (0..<4).map { n in
            let path = folder + "/receipt-\(n).pdf"
            try textPDF([n == 0 ? kuchat : kuchai, "LOT 1851-A, JALAN KPB 6, 43300 SELANGOR", "Date: 0\(n + 1)/05/2018",
                         "TOTAL RM \(n + 2).50"]).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    static let pipeline = #"{"name":"text","version":1,"pages":[{"stage":"decode"},{"stage":"text_layer","options":{"min_characters":10}}],"document":[{"stage":"extract","options":{"date_order":"dmy"}},{"stage":"receipt","options":{"kind":"receipt"}},{"stage":"merchant_memory"}]}"#

    @Test func ingestRevisesTheBatchsFirstReceiptWithTheOnesStoredAfterIt() throws {
        let folder = try TemporaryFolder("folio-revote")
        defer { folder.remove() }
        let files = try Self.receipts(in: folder.path)
        let pipeline = folder.file("text.json")
        try Data(Self.pipeline.utf8).write(to: URL(fileURLWithPath: pipeline))
        let db = folder.file("folio.sqlite")
        let result = Folio.run(["ingest", "--db", db, "--pipeline", pipeline] + files)
        #expect(result.status == .ok, "\(result.err)")
        #expect(result.err.contains("revised   #1 merchant: \"\(Self.kuchat)\" → \"\(Self.kuchai)\""), "\(result.err)")
        let rows = try Folio.queryJSON("SELECT merchant FROM receipts ORDER BY receipt_id", db: db)
        #expect(rows.compactMap { $0["merchant"] as? String } == Array(repeating: Self.kuchai, count: 4))
        // A later batch never revises what an earlier one stored (its own receipt is voted by the memory as it is read).
        let later = folder.file("receipt-later.pdf")
        try Self.textPDF([Self.kuchat, "LOT 1851-A, JALAN KPB 6, 43300 SELANGOR", "TOTAL RM 9.50"]).write(to: URL(fileURLWithPath: later))
        let second = Folio.run(["ingest", "--db", db, "--pipeline", pipeline, later])
        #expect(!second.err.contains("revised "), "\(second.err)")
    }

    @Test(.timeLimit(.minutes(5)))  // a hang guard: the full suite on 2 loaded cores overran 2 minutes
    func aContinuousWatchRevisesOnceItsQueueRunsDry() throws {
        let run = try WatchRun()
        defer { run.finish() }
        let pipeline = run.folder.file("text.json")
        try Data(Self.pipeline.utf8).write(to: URL(fileURLWithPath: pipeline))
        let staging = run.folder.file("staging")
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let files = try Self.receipts(in: staging)
        for file in files { try FileManager.default.moveItem(atPath: file, toPath: run.inbox + "/" + (file as NSString).lastPathComponent) }
        let watcher = try run.start(["--settle", "0.2", "--jobs", "2", "--pipeline", pipeline])
        #expect(run.waitFor("SELECT count(*) FROM receipt WHERE merchant = '\(Self.kuchai)'", equals: 4, seconds: 60), "\(run.log())")
        kill(watcher.processIdentifier, SIGTERM)
        watcher.waitUntilExit()
        #expect(run.log().contains("revised   #1 merchant"), "\(run.log())")
    }
}

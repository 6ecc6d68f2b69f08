import Foundation
import TestSupport
import Testing

@Suite struct WatchSearchablePDFTests {
    @Test(.enabled(if: PopplerTools.present, "pdftotext/pdfinfo missing: apt-get install poppler-utils"))
    func watchWritesASearchablePDFBesideTheArchivedOriginal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inbox = folder.file("inbox")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.path("corpus/receipts/receipt-01-scan.png"),
                                         toPath: inbox + "/receipt.png")
        let result = Folio.run(["watch", inbox, "--db", folder.file("folio.sqlite"), "--once", "--jobs", "1",
                                "--settle", "0.2", "--searchable-pdf"])
        #expect(result.status == .ok, "\(result.err)")
        #expect(result.out.contains("+ searchable PDF"), "\(result.out)")
        let archive = inbox + "/archive"
        let files = FileManager.default.subpaths(atPath: archive) ?? []
        let pdf = try #require(files.first { $0.hasSuffix("-receipt.searchable.pdf") }, "archive holds \(files)")
        #expect(files.contains { $0.hasSuffix("-receipt.png") })
        let words = try wordsInPDF(archive + "/" + pdf)
        #expect(words.contains { $0.text == "BAKERY" }, "\(words.map(\.text))")
    }

    @Test func searchablePDFNeedsAnArchiveToWriteBeside() {
        let result = Folio.run(["watch", "/tmp", "--once", "--keep-in-place", "--searchable-pdf"])
        #expect(result.status == .usage)
    }
}

import Foundation
import Inbox
import Testing

@Suite struct InboxRulesTests {
    @Test(arguments: ["scan.pdf.part", "~$report.docx", "photo.jpg.crdownload", ".hidden.png", "x.tmp", "notes.txt",
                      "a.png.error.txt", "backup~", "truth.json"])
    func ignoresTemporaryHiddenAndSidecarNames(_ name: String) {
        #expect(IgnoreRules.isIgnored(name))
    }

    @Test(arguments: ["scan.pdf", "IMG_0001.JPG", "page.tiff", "receipt 2024-01-02.png", "no-extension"])
    func takesDocuments(_ name: String) {
        #expect(!IgnoreRules.isIgnored(name))
    }

    @Test func archiveNamesKeepTheDateTheHashPrefixAndTheExtension() {
        let date = Date(timeIntervalSince1970: 1_714_560_000)  // 2024-05-01T10:40:00Z
        let sha = "3fa9c2d1e0b4" + String(repeating: "0", count: 52)
        #expect(ArchiveNaming.target(.archive, originalName: "scan.pdf", sha256: sha, date: date) { _ in false }
                == "archive/2024-05-01/3fa9c2d1e0b4-scan.pdf")
        #expect(ArchiveNaming.target(.failed, originalName: "bad.png", sha256: nil, date: date) { _ in false }
                == "failed/2024-05-01/bad.png")
        let taken: Set = ["duplicates/2024-05-01/3fa9c2d1e0b4-scan.pdf", "duplicates/2024-05-01/3fa9c2d1e0b4-scan-2.pdf"]
        #expect(ArchiveNaming.target(.duplicates, originalName: "scan.pdf", sha256: sha, date: date) { taken.contains($0) }
                == "duplicates/2024-05-01/3fa9c2d1e0b4-scan-3.pdf")
    }

    @Test func subFoldersBecomeTagsAndChooseTheirPipeline() {
        #expect(FolderRouting.tag(forRelativePath: "a.pdf") == nil)
        #expect(FolderRouting.tag(forRelativePath: "receipts/2024/a.pdf") == "receipts/2024")
        let existing: Set = ["pipelines/receipts.json"]
        #expect(FolderRouting.pipeline(forRelativePath: "receipts/2024/a.pdf", pipelinesFolder: "pipelines") {
            existing.contains($0)
        } == "pipelines/receipts.json")
        #expect(FolderRouting.pipeline(forRelativePath: "letters/a.pdf", pipelinesFolder: "pipelines") {
            existing.contains($0)
        } == nil)
        #expect(FolderRouting.pipeline(forRelativePath: "receipts.pdf", pipelinesFolder: "pipelines") { _ in true } == nil)
    }

    @Test func outputFoldersInsideTheInboxAreNotScannedAndAnInboxInsideOneIsRefused() throws {
        let root = NSTemporaryDirectory() + "folio-inbox-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        for folder in ["archive/2024-01-01", "failed", "receipts"] {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["a.png", "archive/2024-01-01/x-a.png", "failed/b.png", "receipts/c.pdf", "receipts/c.pdf.part", ".d.png"] {
            _ = fm.createFile(atPath: root + "/" + file, contents: Data("x".utf8))
        }
        let layout = try InboxLayout(inbox: root)
        #expect(InboxScanner(layout: layout).scan().map(\.relativePath) == ["a.png", "receipts/c.pdf"])
        #expect(throws: InboxError.self) { try InboxLayout(inbox: root + "/archive/2024-01-01", output: root) }
    }
}

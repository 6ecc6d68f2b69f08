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
        #expect(ArchiveNaming.target(.archive, originalName: "scan.pdf", sha256: sha, date: date)
                == "archive/2024-05-01/3fa9c2d1e0b4-scan.pdf")
        #expect(ArchiveNaming.target(.failed, originalName: "bad.png", sha256: nil, date: date)
                == "failed/2024-05-01/bad.png")
        let target = ArchiveNaming.target(.duplicates, originalName: "scan.pdf", sha256: sha, date: date)
        #expect(ArchiveNaming.variant(of: target, 0) == "duplicates/2024-05-01/3fa9c2d1e0b4-scan.pdf")
        #expect(ArchiveNaming.variant(of: target, 2) == "duplicates/2024-05-01/3fa9c2d1e0b4-scan-3.pdf")
        #expect(ArchiveNaming.variant(of: "failed/2024-05-01/README", 1) == "failed/2024-05-01/README-2")
    }

    @Test func namesTooLongForTheFileSystemAreShortenedKeepingTheExtension() {
        let date = Date(timeIntervalSince1970: 1_714_560_000)
        let long = String(repeating: "ü", count: 200) + ".pdf"  // 404 bytes of UTF-8
        let target = ArchiveNaming.target(.archive, originalName: long, sha256: String(repeating: "a", count: 64), date: date)
        let name = (target as NSString).lastPathComponent
        #expect(name.hasPrefix("aaaaaaaaaaaa-üü") && name.hasSuffix("~.pdf"))
        // Room is left for a "-NNNNN" variant and an ".error.txt" beside it within NAME_MAX (255 bytes).
        #expect(ArchiveNaming.errorFile(for: (ArchiveNaming.variant(of: target, 99_998) as NSString).lastPathComponent).utf8.count <= 255)
    }

    @Test func logFieldsCannotForgeALine() {
        #expect(LogText.escaped("a\nfailed    b.png") == "a\\nfailed    b.png")
        #expect(LogText.escaped("tab\there\u{1B}[2J") == "tab\\there\\u{1b}[2J")
        #expect(LogText.escaped("Köln 2024.pdf") == "Köln 2024.pdf")
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

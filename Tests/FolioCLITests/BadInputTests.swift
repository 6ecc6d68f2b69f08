import FolioCLI
import Foundation
import TestSupport
import Testing

/// A folder of broken files next to one good page: the batch goes on, each failure is stored with its
/// reason, and no input file is touched.
@Suite struct BadInputTests {
    /// A bad file and what its stored error must say about it.
    struct BadFile {
        var name: String
        var reason: [String]
    }

    static let bad = [
        BadFile(name: "empty.png", reason: ["empty", "0 bytes"]),
        BadFile(name: "encrypted.pdf", reason: ["encrypted"]),
        BadFile(name: "notes.png", reason: ["not a supported document"]),
        BadFile(name: "truncated.jpg", reason: ["truncated or corrupt"]),
    ]

    @Test func storesEachFailureWithItsReasonAndLeavesEveryFileAsItWas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inbox = folder.file("inbox")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        let files = TemporaryFolder(existing: inbox)
        try files.write(Data(), as: "empty.png")
        let photo = try Data(contentsOf: URL(fileURLWithPath: Repo.path("corpus/memo-photo-exif.jpg")))
        try files.write(photo.prefix(photo.count * 30 / 100), as: "truncated.jpg")
        try files.write(Data("Meeting notes: call the printer about the invoice.\n".utf8), as: "notes.png")
        try files.copy(Repo.fixtures + "/encrypted.pdf")
        let good = try files.copy(Repo.fixtures + "/good-page.png")
        let before = try Self.contents(of: inbox)
        #expect(before.count == 5)

        let db = folder.file("folio.sqlite")
        let result = Folio.run(["ingest", inbox, "--db", db, "--jobs", "1"])

        #expect(result.status == .failure, "exit 1 when any file failed")
        #expect(result.err.contains("5 files: 1 stored, 0 already stored, 4 failed"), "\(result.err)")
        // Every file is still there, byte for byte, and nothing was added to the folder.
        #expect(try Self.contents(of: inbox) == before)

        // One printed line per file: "failed" for the bad ones, "stored" for the good one.
        for file in Self.bad {
            let path = files.file(file.name)
            let line = result.lines.first { $0.contains(path) }
            #expect(line?.hasPrefix("failed ") == true, "line for \(file.name): \(line ?? "none")")
        }
        #expect(result.lines.first { $0.contains(good) }?.hasPrefix("stored ") == true, "\(result.out)")

        // Each bad file has a failed row whose error names the file and the reason.
        let rows = try SQLiteShell.rows("SELECT path, status, page_count, error FROM document ORDER BY path", db: db)
        #expect(rows.count == 5)
        for file in Self.bad {
            let path = files.file(file.name)
            let row = try #require(rows.first { $0.string("path") == path }, "no document row for \(file.name)")
            #expect(row.string("status") == "failed")
            #expect(row["page_count"] is NSNull)
            let error = row.string("error") ?? ""
            #expect(error.contains(path), "the error names the file: \(error)")
            for word in file.reason {
                #expect(error.contains(word), "the error for \(file.name) says '\(word)': \(error)")
            }
        }
        let goodRow = try #require(rows.first { $0.string("path") == good })
        #expect(goodRow.string("status") == "succeeded")
        #expect(goodRow.int("page_count") == 1)
        #expect(goodRow["error"] is NSNull)
        let pages = try SQLiteShell.scalar(
            "SELECT count(*) FROM page JOIN document d ON d.id = page.document_id WHERE d.status = 'failed'", db: db)
        #expect(pages == "0", "a failed document stores no pages")

        // Every word of the good page's ground truth can be found, in the good page.
        let truth = try Self.truthText(Repo.fixtures + "/good-page.truth.json")
        let words = truth.split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(words.count >= 10)
        for word in words {
            let search = Folio.run(["search", word, "--db", db, "--json"])
            #expect(search.status == .ok, "search \(word): \(search.err)")
            #expect(search.out.contains("\"path\" : \"\(good)\""), "search \(word) finds the good page: \(search.out)")
        }

        // show: a failed document's outline states its error once; it has no JSON document.
        let emptyID = try #require(Int(try SQLiteShell.scalar(
            "SELECT id FROM document WHERE path = '\(files.file("empty.png"))'", db: db)))
        let outline = Folio.run(["show", String(emptyID), "--db", db])
        #expect(outline.status == .ok)
        #expect(outline.out.contains("\n  failed, ingested "), "\(outline.out)")
        #expect(outline.out.contains("\n  error: decode: \(files.file("empty.png")): the file is empty (0 bytes)\n"),
                "\(outline.out)")
        #expect(!outline.out.contains("error: error:"), "\(outline.out)")
        let json = Folio.run(["show", String(emptyID), "--db", db, "--json"])
        #expect(json.status == .failure)
        #expect(json.err.contains("failed"), "\(json.err)")
    }

    /// File name → content of every file in `folder`.
    static func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)))
        }
        return result
    }

    /// All pages' text of a `*.truth.json` file.
    static func truthText(_ path: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let pages = (object as? [String: Any])?["pages"] as? [[String: Any]] ?? []
        return pages.compactMap { $0["text"] as? String }.joined(separator: "\n\n")
    }
}

extension BadInputTests {
    /// libjpeg prints its complaints to stderr itself: they reach the user inside the file's error, with its
    /// name, never raw on the terminal.
    @Test func aDecodingLibrarysOwnMessagesComeWithTheFileNotRawOnTheTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let photo = try Data(contentsOf: URL(fileURLWithPath: Repo.path("corpus/memo-photo-exif.jpg")))
        let truncated = try folder.write(photo.prefix(photo.count * 30 / 100), as: "truncated.jpg")
        let result = try Subprocess.run(Repo.folioBinary, ["ingest", truncated, "--db", folder.file("db.sqlite")])
        #expect(result.status == 1)
        #expect(!result.err.contains("Premature end of JPEG file"), "raw on the terminal: \(result.err)")
        #expect(result.out.contains("truncated.jpg") && result.out.contains("(Premature end of JPEG file)"), "\(result.out)")
    }
}

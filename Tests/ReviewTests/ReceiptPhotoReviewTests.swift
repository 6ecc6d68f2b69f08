import DocModel
import Foundation
import Imaging
import Store
import TestSupport
import Testing

/// A real photographed receipt from the corpus, ingested once (OCR takes a few seconds) for the suite.
struct IngestedPhoto: Sendable {
    var folder: String
    var db: String
    var photo: String
    var id: Int64

    static let photoName = "photo-02-receipt-cloth.jpg"

    static let shared: Result<IngestedPhoto, TestFailure> = {
        do {
            let folder = try TemporaryFolder("folio-review-photo")
            let photo = folder.file(photoName)
            try FileManager.default.copyItem(atPath: Repo.path("corpus/photos/\(photoName)"), toPath: photo)
            let db = folder.file("folio.sqlite")
            let result = Folio.run(["ingest", photo, "--db", db, "--jobs", "1"])
            guard result.status == .ok else { return .failure(TestFailure("ingest failed: \(result.err)")) }
            guard let id = try DocumentStore(path: db).resolve(photo) else { return .failure(TestFailure("not stored")) }
            return .success(IngestedPhoto(folder: folder.path, db: db, photo: photo, id: id))
        } catch {
            return .failure(TestFailure("\(error)"))
        }
    }()

    func document() throws -> Document {
        try #require(try DocumentStore(path: db).loadDocument(id: id))
    }
}

enum Chromium {
    static let path = Subprocess.find(["chromium", "chromium-browser", "google-chrome", "/usr/lib/chromium/chromium"])

    static func run(_ arguments: [String]) throws -> ProcessResult {
        guard let path else { throw TestFailure("chromium missing") }
        // As root Chromium refuses its sandbox; the page is our own static file.
        return try Subprocess.run(path, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                         "--force-device-scale-factor=1", "--no-first-run", "--disable-extensions"] + arguments)
    }
}

@Suite(.serialized) struct ReceiptPhotoReviewTests {
    @Test(.enabled(if: PopplerTools.present, "pdftotext/pdfinfo missing: apt-get install poppler-utils"))
    func searchablePDFOfReceiptPhotoHoldsEveryStoredWordOnItsBox() throws {
        let fixture = try IngestedPhoto.shared.get()
        let document = try fixture.document()
        let pdf = fixture.folder + "/receipt.pdf"
        let result = Folio.run(["export", "pdf", String(fixture.id), "--db", fixture.db, "--output", pdf])
        #expect(result.status == .ok, "\(result.err)")
        let found = try wordsInPDF(pdf)
        let page = try #require(document.pages.first)
        let stored = storedWords(document)
        #expect(!stored.isEmpty)
        // A few pixels at the page's resolution: PDF points are printed to a tenth and the font's descent is ~0.
        let missing = unmatched(stored, in: found, dpi: page.dpi, tolerance: 3)
        #expect(missing.isEmpty, "not found on their boxes: \(missing.map(\.text))")
        let sizes = try (FileManager.default.attributesOfItem(atPath: pdf)[.size] as? Int ?? 0,
                         FileManager.default.attributesOfItem(atPath: fixture.photo)[.size] as? Int ?? 0)
        print("searchable PDF \(sizes.0) bytes; original photo \(sizes.1) bytes; \(stored.count) words")
    }

    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed: scripts/install-dependencies.sh installs it"))
    func reviewPageDrawsWordBoxesOnTheWordsAndShowsScriptAsText() throws {
        let fixture = try IngestedPhoto.shared.get()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A copy of the database whose first word is hostile markup: it must come out as text.
        let db = folder.file("copy.sqlite")
        let hostile = "<script>document.body.dataset.pwned='1'</script>"
        let backup = try Subprocess.run("/usr/bin/sqlite3", [fixture.db, ".backup '\(db)'"])
        try #require(backup.status == 0, "\(backup.err)")
        let update = try Subprocess.run("/usr/bin/sqlite3", [db, """
            UPDATE word SET text = '\(hostile.replacingOccurrences(of: "'", with: "''"))'
            WHERE id = (SELECT min(w.id) FROM word w JOIN line l ON l.id = w.line_id JOIN block b ON b.id = l.block_id
                        WHERE b.document_id = \(fixture.id))
            """])
        try #require(update.status == 0, "\(update.err)")
        let written = Folio.run(["review", String(fixture.id), "--db", db, "--output", folder.path])
        try #require(written.status == .ok, "\(written.err)")
        // The page reads its pictures from the original: the fixture's photo, found by its stored path.
        let html = folder.file("document-\(fixture.id).html")
        let text = try String(contentsOfFile: html, encoding: .utf8)
        #expect(!text.contains("class=\"note\""), "pictures missing")

        let document = try #require(try DocumentStore(path: db).loadDocument(id: fixture.id))
        let page = try #require(document.pages.first)
        let cssWidth = Double(page.width) * 96 / Double(page.dpi)
        let height = Int(cssWidth * Double(page.height) / Double(page.width)) + 400
        let shot = folder.file("shot.png")
        let started = Date()
        let run = try Chromium.run(["--window-size=1400,\(height)", "--screenshot=\(shot)", "file://\(html)#layers=words"])
        print("chromium screenshot: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        try #require(FileManager.default.fileExists(atPath: shot), "no screenshot: \(run.err)")
        let image = try ImageDecoder().decode(try Data(contentsOf: URL(fileURLWithPath: shot)), mediaType: .png, file: shot)

        // The page view's outline (2 px, 2 px outside the picture) says where the page is and at what scale.
        let frame = try #require(bounds(of: (48, 80, 255), in: image), "page outline not found in the screenshot")
        let left = Double(frame.minX + 4), top = Double(frame.minY + 4)
        let scale = Double(frame.maxX - 3 - (frame.minX + 4)) / Double(page.width)
        #expect(abs(scale - Double(frame.maxY - 3 - (frame.minY + 4)) / Double(page.height)) < 0.01)

        // Three words, long and far apart, whose four edges must carry their confidence colour.
        let words = storedWords(document).filter { $0.box.width * $0.box.height > 0 && $0.text.count >= 4 }
        try #require(words.count >= 3)
        let chosen = [words[0], words[words.count / 2], words[words.count - 1]]
        for word in chosen {
            let colour: (Int, Int, Int) = word.confidence >= 0.9 ? (0, 170, 0) : word.confidence >= 0.6 ? (255, 140, 0) : (230, 0, 0)
            let x0: Double = left + Double(word.box.x) * scale
            let x1: Double = left + Double(word.box.maxX) * scale
            let y0: Double = top + Double(word.box.y) * scale
            let y1: Double = top + Double(word.box.maxY) * scale
            let edges: [(String, Double, Double, Bool)] = [
                ("left", x0, (y0 + y1) / 2, true), ("right", x1, (y0 + y1) / 2, true),
                ("top", (x0 + x1) / 2, y0, false), ("bottom", (x0 + x1) / 2, y1, false),
            ]
            for (name, x, y, vertical) in edges {
                let hit = hasColour(colour, near: (Int(x), Int(y)), across: vertical, in: image)
                let message = "\(name) edge of “\(word.text)” at \(Int(x)),\(Int(y)) lacks its box colour"
                #expect(hit, Comment(rawValue: message))
            }
        }

        // The hostile word is in the page as text: escaped in the DOM, its script never run.
        let dom = try Chromium.run(["--dump-dom", "file://\(html)"])
        #expect(dom.out.contains("&lt;script&gt;document.body.dataset.pwned='1'&lt;/script&gt;"))
        #expect(!dom.out.contains("data-pwned"))
        #expect(dom.out.components(separatedBy: "<script").count == 2)
    }

    @Test func showPrintsTheReviewPathOnceWritten() throws {
        let fixture = try IngestedPhoto.shared.get()
        let before = Folio.run(["show", String(fixture.id), "--db", fixture.db])
        #expect(!before.out.contains("review: "))
        let written = Folio.run(["review", String(fixture.id), "--db", fixture.db])
        try #require(written.status == .ok, "\(written.err)")
        let file = fixture.folder + "/review/document-\(fixture.id).html"
        #expect(written.out == file + "\n")
        let after = Folio.run(["show", String(fixture.id), "--db", fixture.db])
        #expect(after.out.contains("  review: \(file)\n"))
    }
}

/// The bounding box of pixels within a small distance of `colour`, nil when there are none.
func bounds(of colour: (Int, Int, Int), in image: Image) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    guard let pixels = image.rgbaWords() else { return nil }
    var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for (index, value) in pixels.enumerated() {
        let r = Int(value >> 24 & 0xFF), g = Int(value >> 16 & 0xFF), b = Int(value >> 8 & 0xFF)
        guard abs(r - colour.0) + abs(g - colour.1) + abs(b - colour.2) < 30 else { continue }
        let x = index % image.width, y = index / image.width
        if let r = result {
            result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
        } else {
            result = (x, y, x, y)
        }
    }
    return result
}

/// True when a pixel within 3 px of `point` (along x when `across`, else along y) is close to `colour`.
func hasColour(_ colour: (Int, Int, Int), near point: (Int, Int), across: Bool, in image: Image) -> Bool {
    for d in -3...3 {
        let x = point.0 + (across ? d : 0)
        let y = point.1 + (across ? 0 : d)
        guard let p = image.rgb(x: x, y: y) else { continue }
        let distance = abs(p.red - colour.0) + abs(p.green - colour.1) + abs(p.blue - colour.2)
        if distance < 60 { return true }
    }
    return false
}

/// Every stored word: blocks' lines and list items' lines, in reading order.
func storedWords(_ document: Document) -> [Word] {
    var words: [Word] = []
    for block in document.blocks {
        for line in block.lines { words += line.words }
        for item in block.items ?? [] {
            for line in item.lines { words += line.words }
        }
    }
    return words
}

import DocModel
import Evaluation
import Foundation
import Imaging
import Testing
@testable import Ingest

/// Issue 32: Folio's stages add to what Tesseract reads, never take away. Real pixels, real Tesseract, the
/// default pipeline, scored as a bag of case-folded words (`WordBag`) against the page's truth, beside the
/// plain `tesseract IMAGE stdout --psm 3` on the same file.
@Suite struct PlainTesseractWordsTests {
    static let funsd = Repo.path("../shared/data/funsd-forms")
    static let funsdAvailable = FileManager.default.fileExists(atPath: funsd + "/images/0000971160.png")
    static let cli = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The plain CLI's reading of an image file, with OMP_THREAD_LIMIT=1 as Folio reads.
    static func plainTesseract(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(cli))
        process.arguments = [path, "stdout", "--psm", "3"]
        process.environment = ProcessInfo.processInfo.environment.merging(["OMP_THREAD_LIMIT": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func funsdTruth(_ stem: String) throws -> WordBag {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(funsd)/annotations/\(stem).json"))
        let form = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["form"] as? [[String: Any]])
        return WordBag(form.flatMap { ($0["words"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
            .flatMap { $0.split(whereSeparator: \.isWhitespace) })
    }

    /// A 2480 px wide 300 dpi letter reduced to 114 dpi and saved stating no resolution (as many scanners and
    /// converters do): Tesseract must not be told the decode default of 300 dpi, which made it expect letters
    /// 2.6 times smaller than they are; Folio reads at least the words the plain CLI reads on the same file.
    @Test(.enabled(if: cli != nil, "needs the tesseract CLI"))
    func aLowResolutionScanStatingNoResolutionReadsAsManyWordsAsThePlainCLI() throws {
        let image = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter-clean.png")
            .scaled(by: 0.38)
        image.resolution = 0
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-test-\(getpid())-letter-114dpi.png").path
        let png = try image.pngData()
        try png.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let truthJSON = try JSONSerialization.jsonObject(with: try Repo.data("corpus/letter-clean.truth.json")) as? [String: Any]
        let truthText = try #require(((truthJSON?["pages"] as? [[String: Any]])?.first)?["text"] as? String)
        let truth = WordBag(text: truthText)

        let document = try #require(try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: path, data: png).document)
        let folio = WordBag(text: document.text()).matches(truth)
        let plain = WordBag(text: try Self.plainTesseract(path)).matches(truth)
        #expect(folio >= plain, "Folio \(folio), plain tesseract \(plain) of \(truth.total) words")
        #expect(Double(folio) >= 0.9 * Double(truth.total))
    }

    /// Two real noisy 1980s–90s forms (FUNSD, from the half the rules were studied on): the default pipeline
    /// stores at least as many of the annotated words as the plain CLI reads from the same files.
    @Test(.enabled(if: funsdAvailable && cli != nil, "needs ../shared/data/funsd-forms and the tesseract CLI"),
          arguments: ["0000971160", "00040534"])
    func aNoisyScannedFormStoresAtLeastTheWordsThePlainCLIReads(_ stem: String) throws {
        let path = "\(Self.funsd)/images/\(stem).png"
        let truth = try Self.funsdTruth(stem)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try #require(try DocumentReader(pipeline: StageRegistry.defaultPipeline).read(path: path, data: data).document)
        let folio = WordBag(text: document.text()).matches(truth)
        let plain = WordBag(text: try Self.plainTesseract(path)).matches(truth)
        #expect(folio >= plain, "\(stem): Folio stored \(folio), plain tesseract read \(plain) of \(truth.total) words")
    }

    /// On a real form with ruled boxes and scattered fields, every word OCR read with confidence ≥ 0.5 (ruling
    /// debris aside) is in the stored text: in a block, or in a loose line when no block took it.
    @Test(.enabled(if: funsdAvailable, "needs ../shared/data/funsd-forms"))
    func everyConfidentWordOCRReadOnAFormIsInTheStoredText() throws {
        let path = "\(Self.funsd)/images/0060262650.png"
        let reader = try DocumentReader(pipeline: StageRegistry.defaultPipeline)
        var read: [Word] = []
        reader.pageObserver = { work in read = work.paragraphs.joined().flatMap(\.words) }
        let document = try #require(reader.read(path: path, data: try Data(contentsOf: URL(fileURLWithPath: path))).document)
        let confident = read.filter { $0.confidence >= 0.5 && $0.text.contains { !"|_—–-=+[]!Il".contains($0) } }
        #expect(confident.count > 50)
        let stored = WordBag(text: document.text())
        let missing = stored.missing(from: WordBag(confident.map(\.text)))
        #expect(missing.isEmpty, "lost: \(missing)")
    }
}

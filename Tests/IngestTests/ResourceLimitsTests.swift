import DocModel
import Foundation
import Imaging
@testable import Ingest
import OCR
import PDF
import Pipeline
import Testing

/// Rasters stay within `decode.max_pixels` and reading stays within the time budgets, whatever the file claims.
/// Fixtures are written here, at run time (`LimitFixtures`).
@Suite struct ResourceLimitsTests {
    /// Only what makes pixels, so a 40-million-pixel page costs a rendering and no OCR.
    static func pipeline(decode: [String: OptionValue] = [:], rasterize: [String: OptionValue] = [:]) -> PipelineDefinition {
        PipelineDefinition(name: "limits", version: 1,
                           pages: [StageSpec(stage: "decode", options: decode), StageSpec(stage: "text_layer", options: [:]),
                                   StageSpec(stage: "rasterize", options: rasterize)],
                           document: [])
    }

    static func read(_ data: Data, path: String, _ pipeline: PipelineDefinition, exchange: PageExchange? = nil) throws -> RunReport {
        try StageRegistry().validate(pipeline, file: "limits.json")
        let reader = try DocumentReader(pipeline: pipeline)
        return reader.finish(reader.readPages(path: path, data: data, source: nil, exchange: exchange))
    }

    @Test func bigPDFPageIsRenderedAtTheHighestResolutionWithinMaxPixels() throws {
        // 3400 pt square: 14167 × 14167 pixels (200 million) at 300 dpi; 133 dpi keeps it under 40 million.
        let report = try Self.read(LimitFixtures.pdf(pages: 1, side: 3400, text: "Resource limits"), path: "big.pdf",
                                   Self.pipeline(decode: ["max_pixels": .integer(40_000_000)]))
        let page = try #require(report.document?.pages.first)
        #expect(report.outcome == .succeeded)
        #expect(page.dpi == 133)
        #expect(page.width * page.height <= 40_000_000 && page.width == 6281)
        #expect(report.diagnostics.map(\.description) == [
            "warning: rasterize (page 1): rendered at 133 dpi instead of 300: at 300 dpi the page would be 14167×14167 pixels, "
                + "more than decode.max_pixels (40000000)"])
        #expect(report.document?.invariantViolations().isEmpty == true)
    }

    @Test func pageTooLargeEvenAtTheFloorResolutionIsRefusedWithItsSize() throws {
        // 7600 pt at 50 dpi is 5278 × 5278 pixels, over a limit of 1 million: the page is kept, unread.
        let report = try Self.read(LimitFixtures.pdf(pages: 1, side: 7600, text: "Resource limits"), path: "huge.pdf",
                                   Self.pipeline(decode: ["max_pixels": .integer(1_000_000)]))
        #expect(report.outcome == .partiallySucceeded)
        #expect(report.document?.pages.map(\.textSource) == [Page.TextSource.none])
        #expect(report.errorMessage == "error: rasterize (page 1): huge.pdf: page 1 is 7600 × 7600 pt (106 × 106 in): at 50 dpi it "
            + "would be more than decode.max_pixels (1000000) pixels; raise max_pixels if the page is genuine")
    }

    @Test func blankPDFPagesAreNeitherRenderedNorRead() throws {
        let report = try Self.read(LimitFixtures.pdf(pages: 20, side: 612, text: nil), path: "blank.pdf", Self.pipeline())
        #expect(report.outcome == .succeeded)
        #expect(report.document?.pages.count == 20)
        #expect(report.document?.pages.allSatisfy { $0.textSource == .none } == true)
        #expect(report.diagnostics.count == 20)
        #expect(report.diagnostics.first?.description == "info: rasterize (page 1): the page draws nothing: not rendered or read")
    }

    @Test func pageWithInkIsNotTakenForBlank() throws {
        let pdf = try PDFDocument(data: LimitFixtures.pdf(pages: 1, side: 612, text: "."), file: "dot.pdf")
        #expect(try pdf.page(0).isBlank() == false)
    }

    @Test(arguments: [false, true])
    func documentTimeBudgetStopsReadingPagesAndTheDocumentIsPartial(shared: Bool) throws {
        // Blank pages rendered anyway cost tens of milliseconds each: 30 of them overrun a 0.2 s budget.
        let pipeline = Self.pipeline(decode: ["document_seconds": .number(0.2)], rasterize: ["skip_blank": .bool(false)])
        let report = try Self.read(LimitFixtures.pdf(pages: 30, side: 612, text: nil), path: "long.pdf", pipeline,
                                   exchange: shared ? PageExchange() : nil)
        let read = try #require(report.document?.pages.count)
        #expect(report.outcome == .partiallySucceeded)
        #expect((1..<30).contains(read))
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.description)
        let budget = "the document's time budget (decode.document_seconds = 0.2 s) ran out after "
        // The pages not read: one error from `decode`, before the first of them.
        let notRead = errors.filter { $0.hasPrefix("error: decode (") }
        #expect(notRead.count == 1)
        let message = try #require(notRead.first)
        #expect(message.hasPrefix("error: decode (page \(read + 1)): " + budget))
        #expect(message.hasSuffix(shared ? "; pages \(read + 1)–30 not read" : "; page \(read + 1) and any after it not read"))
        // On a loaded machine the budget can also run out inside a stage of the page being read: that stage reports it
        // for its page (the runner checks after each stage), and nothing else is an error.
        for other in errors where !other.hasPrefix("error: decode (") {
            #expect(other.hasPrefix("error: ") && other.contains("): " + budget), "\(other)")
        }
        #expect(errors.count <= 2)
    }

    /// Runs a `slow` stage and then a `record` stage on page 4 with a page budget of 0.01 s on `clock`.
    private static func runTwoStages(slow: @escaping @Sendable () -> Void, clock: Deadline.Clock) -> ([String], [Diagnostic]) {
        struct Slow: PageStage {
            let name = "slow"
            let spend: @Sendable () -> Void
            func process(_ work: inout [String]) throws { spend(); work.append(name) }
        }
        struct Record: PageStage {
            let name = "record"
            func process(_ work: inout [String]) throws { work.append(name) }
        }
        var work: [String] = []
        var timings: [String: StageTime] = [:]
        var diagnostics: [Diagnostic] = []
        let deadline = Deadline.after(seconds: 0.01, clock: clock, budget: "the page's CPU time budget (decode.page_seconds = 0.01 s)")
        _ = StageRunner().runPage([Slow(spend: slow), Record()], on: &work, page: 4, deadline: deadline,
                                  timings: &timings, diagnostics: &diagnostics)
        return (work, diagnostics)
    }

    /// Spends 0.05 s of this thread's CPU time.
    private static func spin() {
        let start = StageClock()
        var x = 0.0
        while start.elapsed.cpuSeconds < 0.05 { x += 1 }
        #expect(x > 0)
    }

    @Test func pageTimeBudgetStopsTheStagesLeftOnThatPage() {
        let (work, diagnostics) = Self.runTwoStages(slow: Self.spin, clock: .threadCPU)
        #expect(work == ["slow"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix(
            "error: record (page 4): the page's CPU time budget (decode.page_seconds = 0.01 s) ran out after 0.") == true)
        #expect(diagnostics.first?.description.hasSuffix(" s; not run: record") == true)
    }

    /// A page waiting for a core (a loaded machine) spends no CPU: its budget counts the CPU time of its thread,
    /// so it is read whole where a wall-clock budget would stop it.
    @Test func aPageWaitingForTheMachineDoesNotSpendItsCPUBudget() {
        let waiting = { @Sendable in Thread.sleep(forTimeInterval: 0.05) }
        let (work, diagnostics) = Self.runTwoStages(slow: waiting, clock: .threadCPU)
        #expect(work == ["slow", "record"])
        #expect(diagnostics.isEmpty)
        // The same wait on a wall-clock budget, as a document's budget counts, stops the page.
        #expect(Self.runTwoStages(slow: waiting, clock: .wall).0 == ["slow"])
    }

    @Test func imageDecodedTooLargeForMemoryIsRefusedFromItsHeader() throws {
        // A 14000 × 14000 8-bit PNG decodes to 196 MB, more than a 32-bit page at the limit: refused unread.
        let png = LimitFixtures.pngHeader(width: 14_000, height: 14_000, bitDepth: 8)
        let report = try Self.read(png, path: "white.png", Self.pipeline(decode: ["max_pixels": .integer(40_000_000)]))
        #expect(report.outcome == .failed)
        #expect(report.errorMessage == "error: decode: white.png: image is 14000×14000 pixels, over the limit of 40000000 "
            + "pixels; raise decode.max_pixels in the pipeline if the file is genuine")
    }

    @Test func oneBitImageOverMaxPixelsIsReadReducedWithAWarning() throws {
        // 2000 × 1000 1-bit: 250 kB decoded, so it is decoded and scaled down to the 1-million-pixel limit.
        let png = LimitFixtures.oneBitPNG(width: 2000, height: 1000)
        let report = try Self.read(png, path: "wide.png", Self.pipeline(decode: ["max_pixels": .integer(1_000_000)]))
        let page = try #require(report.document?.pages.first)
        #expect(report.outcome == .succeeded)
        #expect(page.width * page.height <= 1_000_000 && page.width >= 1410)
        #expect(page.dpi == Int((300 * Double(page.width) / 2000).rounded()))
        #expect(report.diagnostics.map(\.description) == [
            "warning: decode (page 1): read at \(page.width)×\(page.height) pixels (\(page.dpi) dpi): as stored it is 2000×1000, "
                + "more than decode.max_pixels (1000000)"])
    }

    @Test func ocrStopsAtThePageDeadlineAndSaysWhichBudget() throws {
        let image = try ImageDecoder().decode(try Repo.data("Tests/IngestTests/Fixtures/good-page.png"), mediaType: .png, file: "good")
        let engine = try TesseractEngine()
        let error = #expect(throws: OCRError.self) {
            let budget = "the page's CPU time budget (decode.page_seconds = 0.001 s)"
            let deadline = try #require(Deadline.after(seconds: 0.001, clock: .threadCPU, budget: budget))
            try engine.recognize(image, resolution: 300, deadline: deadline.recognition)
        }
        guard case .outOfTime(let budget, _) = error else { Issue.record("not stopped by its deadline: \(String(describing: error))"); return }
        #expect(budget == "the page's CPU time budget (decode.page_seconds = 0.001 s)")
        // Its layout analysis is not interrupted, so the seconds spent depend on the machine.
        #expect(error?.description.hasPrefix("Tesseract stopped at the page's CPU time budget (decode.page_seconds = 0.001 s) after ") == true)
        // The engine reads the next page as usual.
        #expect(try !engine.recognize(image, resolution: 300).isEmpty)
    }

    static let folio = Repo.path(".build/debug/folio")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: folio)))
    func pageWithImagesRenderedInTheChildProcessIsTheSameAsInProcess() throws {
        let pdf = try PDFDocument(data: try Repo.data("corpus/minutes-image-only.pdf"), file: "minutes.pdf")
        let page = try pdf.page(0)
        #expect(page.hasImages)
        let renderer = IsolatedRenderer(executable: Self.folio, memoryBytes: 512 << 20, cpuSeconds: 60)
        guard case .image(let child) = try renderer.render(page, dpi: 100, maxPixels: 2_000_000, probeBlank: true) else {
            Issue.record("the page was taken for blank")
            return
        }
        let here = try page.render(dpi: 100, maxPixels: 2_000_000)
        #expect(child.resolution == 100)
        #expect(try child.luminanceBytes() == here.luminanceBytes())
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: folio)))
    func childRendererPastItsMemoryIsStoppedAndThePageErrorNamesTheLimit() throws {
        let pdf = try PDFDocument(data: try Repo.data("corpus/minutes-image-only.pdf"), file: "minutes.pdf")
        let renderer = IsolatedRenderer(executable: Self.folio, memoryBytes: 1 << 20, cpuSeconds: 60)
        let error = #expect(throws: PDFError.self) { try renderer.render(pdf.page(0), dpi: 100, maxPixels: 2_000_000, probeBlank: false) }
        #expect(error == .renderFailed(file: "minutes.pdf", page: 1,
                                       reason: "rendering needed more than 1 MiB of memory (rasterize.memory_mb); not read"))
    }

    @Test func imagePageRenderedOnceIsTheSameAsProbedThenRendered() throws {
        let pdf = try PDFDocument(data: try Repo.data("corpus/minutes-image-only.pdf"), file: "minutes.pdf")
        let page = try pdf.page(0)
        let once = try #require(try page.renderUnlessBlank(dpi: 100, maxPixels: 2_000_000))
        #expect(once.resolution == 100)
        #expect(try once.luminanceBytes() == page.render(dpi: 100, maxPixels: 2_000_000).luminanceBytes())
        // A page drawing an all-white image draws nothing, as the probe judged it.
        let white = try PDFDocument(data: LimitFixtures.imagePDF(width: 64, height: 64, filter: nil, white: true), file: "white.pdf")
        #expect(try white.page(0).hasImages)
        #expect(try white.page(0).isBlank())
        #expect(try white.page(0).renderUnlessBlank(dpi: 100, maxPixels: 2_000_000) == nil)
    }

    @Test func scannedPagesOfPlainSizeAreRenderedInProcessLargeOrUnstatedImagesInTheChild() throws {
        let limit = PageWork.maxImagePixelsInProcess
        // A 300 dpi A4 scan (JPEG, 2480 × 3508) fits.
        #expect(try PDFDocument(data: try Repo.data("corpus/minutes-image-only.pdf"), file: "m.pdf").imagesFitInProcess(maxImagePixels: limit))
        #expect(try PDFDocument(data: LimitFixtures.imagePDF(width: 2550, height: 3300, filter: "/DCTDecode", white: true), file: "a.pdf")
            .imagesFitInProcess(maxImagePixels: limit))
        // Too many pixels; JPEG 2000 (decoded whole) or JBIG2; a size given by reference; no image dictionary.
        #expect(try !PDFDocument(data: LimitFixtures.imagePDF(width: 5100, height: 6600, filter: "/FlateDecode", white: true), file: "b.pdf")
            .imagesFitInProcess(maxImagePixels: limit))
        for filter in ["/JPXDecode", "/JBIG2Decode"] {
            #expect(try !PDFDocument(data: LimitFixtures.imagePDF(width: 64, height: 64, filter: filter, white: true), file: "c.pdf")
                .imagesFitInProcess(maxImagePixels: limit))
        }
        #expect(try !PDFDocument(data: LimitFixtures.imagePDF(width: 64, height: 64, filter: nil, white: true, widthByReference: true),
                                 file: "d.pdf").imagesFitInProcess(maxImagePixels: limit))
        #expect(try !PDFDocument(data: LimitFixtures.pdf(pages: 1, side: 612, text: "x"), file: "e.pdf").imagesFitInProcess(maxImagePixels: limit))
        if FileManager.default.fileExists(atPath: Self.bigScan) {
            #expect(try !PDFDocument(data: try Data(contentsOf: URL(fileURLWithPath: Self.bigScan)), file: "multipage.pdf")
                .imagesFitInProcess(maxImagePixels: limit))
        }
    }

    /// OCRmyPDF's test scan: page 2 is 30 × 30 in drawing one 9000 × 9000 RGB image (Flate, 440 KB).
    static let bigScan = Repo.path("../shared/data/scanned-pdfs/multipage.pdf")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: folio) && FileManager.default.fileExists(atPath: bigScan),
                   "needs the folio executable and ../shared/data/scanned-pdfs"))
    func scannedPageImageLargerThanThePageRendersWithinAMemoryLimitBelowTheImagesSize() throws {
        // Decoded whole, the image is 324 MB (cairo's 4 bytes a pixel, at any dpi): the page at 50 dpi (1500 ×
        // 1500) must render in a child allowed 96 MiB, with the image's text drawn.
        let pdf = try PDFDocument(data: try Data(contentsOf: URL(fileURLWithPath: Self.bigScan)), file: "multipage.pdf")
        let renderer = IsolatedRenderer(executable: Self.folio, memoryBytes: 96 << 20, cpuSeconds: 60)
        guard case .image(let image) = try renderer.render(pdf.page(1), dpi: 50, maxPixels: 4_000_000, probeBlank: true) else {
            Issue.record("the page was taken for blank")
            return
        }
        #expect(image.width == 1500 && image.height == 1500)
        // "9000x9000 pixels at 300 DPI" near the top-left corner: dark pixels there, none in the bottom half.
        let bytes = try image.luminanceBytes()
        let dark = { (rows: Range<Int>) in rows.reduce(0) { n, y in n + bytes[(y * 1500)..<(y * 1500 + 1500)].filter { $0 < 128 }.count } }
        #expect(dark(0..<300) > 500)
        #expect(dark(750..<1500) == 0)
    }

    @Test func timeBudgetsOutsideTheirRangeAreRejected() {
        #expect(throws: PipelineError.self) {
            try StageRegistry().validate(Self.pipeline(decode: ["page_seconds": .number(-1)]), file: "limits.json")
        }
    }
}

/// Minimal PDFs and PNGs written in memory for the limit tests.
enum LimitFixtures {
    /// A PDF of `pages` square pages `side` points wide, each showing `text` in Helvetica near the top (none: blank).
    static func pdf(pages: Int, side: Int, text: String?) -> Data {
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [\((0..<pages).map { "\(4 + 2 * $0) 0 R" }.joined(separator: " "))] /Count \(pages) >>",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        let content = text.map { "BT /F1 48 Tf 72 \(side - 120) Td (\($0)) Tj ET" } ?? ""
        for index in 0..<pages {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] /Contents \(5 + 2 * index) 0 R "
                + "/Resources << /Font << /F1 3 0 R >> >> >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    /// A one-page PDF (letter size) drawing one 8-bit grey image XObject of `width` × `height` over the page, all
    /// white or a dark square in the middle, stored raw (or, with `filter` named, as 16 bytes that are not valid
    /// data for it, which only matters when drawn).
    static func imagePDF(width: Int, height: Int, filter: String?, white: Bool, widthByReference: Bool = false) -> Data {
        var pixels = [UInt8](repeating: 0xFF, count: filter == nil ? width * height : 16)
        if !white, filter == nil { for y in (height / 3)..<(2 * height / 3) { for x in (width / 3)..<(2 * width / 3) { pixels[y * width + x] = 0 } } }
        let content = "q 612 0 0 792 0 0 cm /Im1 Do Q"
        let widthValue = widthByReference ? "6 0 R" : "\(width)"
        let head = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>",
                    "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        var out = Data("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (i, object) in head.enumerated() {
            offsets.append(out.count)
            out += Data("\(i + 1) 0 obj\n\(object)\nendobj\n".utf8)
        }
        offsets.append(out.count)
        out += Data(("5 0 obj\n<< /Type /XObject /Subtype /Image /Width \(widthValue) /Height \(height) /ColorSpace /DeviceGray "
            + "/BitsPerComponent 8 \(filter.map { "/Filter \($0) " } ?? "")/Length \(pixels.count) >>\nstream\n").utf8)
        out += Data(pixels)
        out += Data("\nendstream\nendobj\n".utf8)
        offsets.append(out.count)
        out += Data("6 0 obj\n\(width)\nendobj\n".utf8)
        let xref = out.count
        out += Data("xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { out += Data(String(format: "%010d 00000 n \n", offset).utf8) }
        out += Data("trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    /// A greyscale PNG's signature and header with an empty image behind: enough for a size check.
    static func pngHeader(width: Int, height: Int, bitDepth: UInt8) -> Data {
        png(width: width, height: height, bitDepth: bitDepth, idat: [0x78, 0x9C, 0x03, 0x00])
    }

    /// A white 1-bit greyscale PNG, its rows stored in uncompressed deflate blocks.
    static func oneBitPNG(width: Int, height: Int) -> Data {
        let row = [UInt8(0)] + [UInt8](repeating: 0xFF, count: (width + 7) / 8)
        let raw = [UInt8]((0..<height).map { _ in row }.joined())
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(raw.count, start + 65_535)
            let n = UInt16(end - start)
            zlib += [end == raw.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)]
            zlib += raw[start..<end]
            start = end
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian(b << 16 | a)
        return png(width: width, height: height, bitDepth: 1, idat: zlib)
    }

    private static func png(width: Int, height: Int, bitDepth: UInt8, idat: [UInt8]) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, 0, 0, 0, 0])
        data += chunk("IDAT", idat)
        data += chunk("IEND", [])
        return data
    }

    /// A PNG chunk: length, type, data, CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc ^ 0xFFFF_FFFF))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}

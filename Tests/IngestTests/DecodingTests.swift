import Foundation
import Imaging
import PDF
import Testing

@Suite struct DecodingTests {
    @Test func mediaTypeComesFromContentNotName() throws {
        #expect(MediaType.sniff(try Repo.data("corpus/letter-clean.png")) == .png)
        #expect(MediaType.sniff(try Repo.data("corpus/memo-photo-exif.jpg")) == .jpeg)
        #expect(MediaType.sniff(try Repo.data("corpus/report-multipage.tif")) == .tiff)
        #expect(MediaType.sniff(try Repo.data("corpus/brochure-born-digital.pdf")) == .pdf)
        #expect(MediaType.sniff(Data("just some notes, not an image".utf8)) == nil)
        #expect(MediaType.sniff(Data()) == nil)
    }

    @Test func exifOrientationTurnsThePhotoUpright() throws {
        let data = try Repo.data("corpus/memo-photo-exif.jpg")
        #expect(ExifOrientation(jpeg: data)?.value == 6)
        // Stored 3300×2550 (page top at the left edge); upright the page is portrait.
        let image = try ImageDecoder().decode(data, mediaType: .jpeg, file: "memo")
        #expect(image.width == 2550)
        #expect(image.height == 3300)
        #expect(image.resolution == 300)
    }

    @Test func everyPageOfAMultipageTIFFIsDecodedInOrder() throws {
        var sizes: [Int: (Int, Int, Int)] = [:]
        try ImageDecoder().forEachPage(try Repo.data("corpus/report-multipage.tif"), mediaType: .tiff, file: "report") { index, image in
            sizes[index] = (image.width, image.height, image.resolution)
        }
        #expect(sizes.keys.sorted() == [0, 1, 2])
        #expect(sizes.values.allSatisfy { $0.2 == 300 && $0.1 > $0.0 })
    }

    @Test func truncatedJPEGIsRefusedNotReadAsGrey() throws {
        let data = try Repo.data("corpus/memo-photo-exif.jpg")
        let truncated = data.prefix(data.count / 3)
        #expect(throws: ImagingError.self) { try ImageDecoder().decode(Data(truncated), mediaType: .jpeg, file: "cut.jpg") }
    }

    @Test func truncatedPNGIsRefused() throws {
        let data = try Repo.data("corpus/letter-clean.png")
        #expect(throws: ImagingError.self) { try ImageDecoder().decode(Data(data.prefix(5000)), mediaType: .png, file: "cut.png") }
    }

    @Test func imageOverThePixelLimitIsRefusedFromItsHeaderBeforeDecoding() throws {
        // A well-formed PNG header claiming 100000×100000 pixels, with almost no image data behind it.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += pngChunk("IHDR", [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 0, 0, 0, 0])
        png += pngChunk("IDAT", [0x78, 0x9C, 0x03, 0x00])
        png += pngChunk("IEND", [])
        let error = #expect(throws: ImagingError.self) { try ImageDecoder().decode(png, mediaType: .png, file: "bomb.png") }
        #expect(error == .tooLarge(file: "bomb.png", width: 100_000, height: 100_000, limit: ImageDecoder.defaultMaxPixels))
    }

    @Test func encryptedPDFIsReportedAsEncrypted() throws {
        let data = try Repo.data("Tests/IngestTests/Fixtures/encrypted.pdf")
        let error = #expect(throws: PDFError.self) { try PDFDocument(data: data, file: "encrypted.pdf") }
        #expect(error == .encrypted(file: "encrypted.pdf"))
        #expect(error?.description.contains("password") == true)
    }

    @Test func corruptPDFIsUnreadable() throws {
        let data = Data("%PDF-1.7\nthis is not really a PDF\n".utf8)
        #expect(throws: PDFError.self) { try PDFDocument(data: data, file: "broken.pdf") }
    }

    @Test func pdfTextLayerGivesWordsInPagePixelsFromTheTopLeft() throws {
        let pdf = try PDFDocument(data: try Repo.data("corpus/brochure-born-digital.pdf"), file: "brochure")
        #expect(pdf.pageCount == 2)
        let page = try pdf.page(0)
        let (width, height) = page.pixelSize(dpi: 300)
        #expect(width == 2550 && height == 3300)  // US Letter at 300 dpi
        let lines = page.textLines(dpi: 300)
        #expect(lines.count > 10)
        let words = lines.flatMap(\.words)
        #expect(words.allSatisfy { $0.box.fits(width: width, height: height) && $0.box.width > 0 && $0.confidence == 1 })
        // Reading order runs down the page.
        #expect(lines.first!.box.y < lines.last!.box.y)
    }

    @Test func renderedPDFPageHasTheRequestedResolution() throws {
        let pdf = try PDFDocument(data: try Repo.data("corpus/minutes-image-only.pdf"), file: "minutes")
        let page = try pdf.page(0)
        #expect(page.textLines(dpi: 300).isEmpty)
        let image = try page.render(dpi: 150, maxPixels: ImageDecoder.defaultMaxPixels)
        #expect(image.resolution == 150)
        #expect(abs(image.width - 1240) <= 1 && abs(image.height - 1754) <= 1)  // A4 at 150 dpi
    }

    /// A PNG chunk: length, type, data, CRC-32 of type and data.
    private func pngChunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc))
    }
}

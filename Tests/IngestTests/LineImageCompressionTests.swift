import CTesseractLineImages
import DocModel
import Imaging
import OCR
import Testing

/// Tesseract stores every text line it hands its LSTM as PNG and decodes it at once; the executable (and this test
/// binary) write those PNGs without compression (`CTesseractLineImages`). PNG is lossless: the reading must not move.
/// Serialized: the switch is process-wide.
@Suite(.serialized) struct LineImageCompressionTests {
    @Test func tesseractsLineImagesAreWrittenUncompressedAndReadTheSame() throws {
        let image = try ImageDecoder().decode(try Repo.data("corpus/receipt-thermal.png"), mediaType: .png, file: "receipt-thermal")
        let engine = try TesseractEngine()
        func words() throws -> [Word] { try engine.recognize(image, resolution: 300).flatMap(\.lines).flatMap(\.words) }
        ctli_set_enabled(0)
        let compressed = try words()
        ctli_set_enabled(1)
        let before = ctli_uncompressed_writes()
        let uncompressed = try words()
        // One PNG a line at least (the receipt has over twenty): the interposition is in effect in this binary.
        #expect(ctli_uncompressed_writes() - before >= 20)
        #expect(compressed.count > 50)
        #expect(uncompressed.map(\.text) == compressed.map(\.text))
        #expect(uncompressed.map(\.box) == compressed.map(\.box))
        #expect(uncompressed.map(\.confidence) == compressed.map(\.confidence))
    }
}

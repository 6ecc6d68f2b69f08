import Barcodes
import Foundation
import Imaging
import Testing

/// zbar is linked now and reads real codes; merging with zxing-cpp and storing barcodes come later.
@Suite struct BarcodeScannerTests {
    static let examples = Repo.path("../shared/data/barcodes/zbar-examples")
    static let available = FileManager.default.fileExists(atPath: examples)

    @Test(.enabled(if: available, "needs ../shared/data/barcodes/zbar-examples"),
          arguments: [("code-128.png", "CODE-128", "https://github.com/mchehab/zbar"),
                      ("codabar.png", "Codabar", "A9876543210B")])
    func zbarReadsTheExampleCodes(file: String, symbology: String, payload: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.examples + "/" + file))
        let image = try ImageDecoder().decode(data, mediaType: .png, file: file)
        let found = try BarcodeScanner().scan(image)
        #expect(found.map(\.symbology) == [symbology])
        #expect(found.map(\.payload) == [payload])
        #expect(found.first.map { $0.polygon.allSatisfy { $0.x >= 0 && $0.x < image.width && $0.y >= 0 && $0.y < image.height } } == true)
    }

    @Test func aPageOfTextHasNoBarcode() throws {
        let image = try ImageDecoder().decode(try Repo.data("Tests/IngestTests/Fixtures/good-page.png"), mediaType: .png, file: "good-page.png")
        #expect(try BarcodeScanner().scan(image).isEmpty)
    }
}

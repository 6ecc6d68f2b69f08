import Foundation
import Imaging
@testable import OCR
import Testing
import TestSupport

/// Tesseract models are loaded when a page first needs them, not when a worker's pipeline is built (a worker
/// then holds only the models its pages use), while a model that is not installed still fails at start.
@Suite struct EngineLoadingTests {
    func receipt() throws -> Image {
        let path = "corpus/receipts/receipt-01-scan.png"
        return try ImageDecoder().decode(try Repo.data(path), mediaType: .png, file: path)
    }

    @Test func anEngineLoadsItsModelOnItsFirstReading() throws {
        let image = try receipt()
        // The process's first engine loads at once (only a loaded engine tells the library's model folder).
        _ = try TesseractEngine(mode: .singleBlock).recognize(image, resolution: 300)
        let engine = try TesseractEngine(mode: .singleBlock)
        #expect(!engine.isLoaded)
        // Printed on the receipt (looked at): CORNER BAKERY LTD at its head.
        let text = try engine.recognize(image, resolution: 300).flatMap(\.lines).map(\.text).joined(separator: "\n")
        #expect(engine.isLoaded)
        #expect(text.contains("CORNER BAKERY LTD"))
    }

    @Test func theLibrarysModelFolderIsLearnedWithoutLoadingAModel() throws {
        // A throwaway engine reads the model's file and configuration there and stops before the model.
        #expect(TessdataFolder.discover(reading: "osd"))
        let folder = try #require(TessdataFolder.folder(for: nil))
        #expect(FileManager.default.isReadableFile(atPath: (folder.hasSuffix("/") ? folder : folder + "/") + "osd.traineddata"))
        #expect(!TessdataFolder.discover(reading: "xyz"))
        // So the detector `orient` asks for first, as a worker's pipeline is built, holds no model (~30 MB of
        // classifier templates) until a page needs OSD.
        #expect(!(try OrientationDetector().isLoaded))
    }

    @Test func aModelThatIsNotInstalledFailsAtStartNamingIt() throws {
        _ = try TesseractEngine(mode: .singleLine).recognize(try receipt(), resolution: 300)
        #expect(throws: OCRError.languageUnavailable(languages: "xyz", dataPath: nil)) {
            _ = try TesseractEngine(languages: "eng+xyz")
        }
        let folder = try TemporaryFolder("no-models")
        defer { folder.remove() }
        let empty = folder.path
        #expect(throws: OCRError.languageUnavailable(languages: "eng", dataPath: empty)) {
            _ = try TesseractEngine(languages: "eng", dataPath: empty)
        }
        #expect(throws: OCRError.languageUnavailable(languages: "osd", dataPath: empty)) {
            _ = try OrientationDetector(dataPath: empty)
        }
    }
}

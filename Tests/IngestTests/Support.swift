import Foundation
import Imaging
import OCR
@testable import Ingest

/// Paths of the repository's own files, found from this source file.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    static func data(_ relative: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(relative)) }
}

/// A page of the repository read by Tesseract as one block (psm single_block, as pipelines/receipts.json reads
/// receipts), for the stages that work after `ocr`.
enum ReadPage {
    static func singleBlock(_ relative: String) throws -> PageWork {
        let image = try ImageDecoder().decode(try Repo.data(relative), mediaType: .png, file: relative)
        var work = PageWork(number: 1, image: image, dpi: 300, documentPath: relative)
        try OCRStage(engine: try TesseractEngine(mode: .singleBlock)).process(&work)
        return work
    }
}

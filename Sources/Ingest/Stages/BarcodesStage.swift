import Barcodes
import Pipeline

/// Reads the barcodes and 2-D codes on the page's pixels with ZBar and zxing-cpp, merged (one reader
/// per worker, built once). Pages without pixels (PDF pages read from their text layer) are rendered
/// by nothing here: they are skipped.
struct BarcodesStage: PageStage {
    let name = "barcodes"
    let reader: BarcodeReader

    func applies(to work: PageWork) -> Bool { work.image != nil }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        work.barcodes = try reader.read(image)
    }
}

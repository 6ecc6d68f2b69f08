import Barcodes
import DocModel
import Pipeline

/// Reads the barcodes and 2-D codes on the page's pixels with ZBar and zxing-cpp, merged (one reader
/// per worker, built once). When the page was straightened out of a photo, the photo itself is read too:
/// a small or fine code can survive in the original pixels and not in the warped ones (and the other way
/// round). The photo's codes are mapped into page pixels through the stored homography and merged with
/// the page's, so a code read in both is kept once (`PhotoBarcodes`). Pages without pixels (PDF pages
/// read from their text layer) are skipped.
struct BarcodesStage: PageStage {
    let name = "barcodes"
    let reader: BarcodeReader

    func applies(to work: PageWork) -> Bool { work.image != nil }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        var codes = try reader.read(image)
        if let photo = work.sourceImage, let geometry = work.geometry, geometry.origin == .found {
            let mapping = PhotoBarcodes(geometry: geometry, pageWidth: image.width, pageHeight: image.height)
            codes = BarcodeMerger.merge(codes, mapping.onPage(try reader.read(photo)))
        }
        // The photo is not needed by any later stage: free it before OCR-heavy work holds the worker.
        work.sourceImage = nil
        work.barcodes = codes
    }
}

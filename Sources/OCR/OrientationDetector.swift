import CTesseract
import Foundation
import Imaging

/// Tesseract's orientation and script detection (OSD), from an engine initialised with the "osd" model
/// (Debian: tesseract-ocr-osd). Owns its `TessBaseAPI`; not `Sendable`: one per worker.
public final class OrientationDetector {
    private let api: OpaquePointer

    /// `TessBaseAPIInit3(api, dataPath, "osd")`; throws when the osd model is missing.
    public init(dataPath: String? = nil) throws(OCRError) {
        guard let api = TessBaseAPICreate() else { throw .recognitionFailed(reason: "TessBaseAPICreate returned nothing") }
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        guard TessBaseAPIInit3(api, dataPath, "osd") == 0 else {
            TessBaseAPIDelete(api)
            throw .languageUnavailable(languages: "osd", dataPath: dataPath)
        }
        TessBaseAPISetPageSegMode(api, PSM_OSD_ONLY)
        self.api = api
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// How far the page is turned clockwise (0, 90, 180, 270 degrees; the CLI's "Orientation in degrees"),
    /// with Tesseract's orientation confidence (unbounded, > 2 is fairly sure). Nil when Tesseract finds too
    /// little text. (`TessBaseAPIDetectOrientationScript`; checked: a page turned 90° clockwise gives 90.)
    /// `characters` is Tesseract's `min_characters_to_try` (default 50; it classifies up to 5× as many):
    /// fewer is quicker and less sure.
    public func detect(_ image: Image, resolution: Int, characters: Int = 50) -> (degrees: Int, confidence: Double)? {
        // Set after Init: values set before it do not reach OSD.
        TessBaseAPISetVariable(api, "min_characters_to_try", String(max(1, characters)))
        image.withPix { pix in TessBaseAPISetImage2(api, pix) }
        TessBaseAPISetSourceResolution(api, Int32(resolution))
        defer { TessBaseAPIClear(api) }
        var degrees: Int32 = 0
        var confidence: Float = 0
        guard TessBaseAPIDetectOrientationScript(api, &degrees, &confidence, nil, nil) != 0 else { return nil }
        return (Int(degrees), Double(confidence))
    }
}

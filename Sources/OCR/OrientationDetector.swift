import CTesseract
import Foundation
import Imaging

/// Tesseract's orientation and script detection (OSD), from an engine initialised with the "osd" model
/// (Debian: tesseract-ocr-osd), loaded on first use (a worker whose pages never need OSD never holds it).
/// Owns its `TessBaseAPI`; not `Sendable`: one per worker.
public final class OrientationDetector {
    private var api: OpaquePointer
    public let dataPath: String?
    private var loaded = false
    /// How many detections asked for the model (see `TesseractModel.readings`).
    public private(set) var readings = 0

    /// Throws when the osd model is missing (`TessBaseAPIInit3(api, dataPath, "osd")` runs on first use).
    public init(dataPath: String? = nil) throws(OCRError) {
        guard let api = TesseractHandle.make() else { throw .recognitionFailed(reason: "TessBaseAPICreate returned nothing") }
        self.api = api
        self.dataPath = dataPath
        if let folder = TessdataFolder.folder(for: dataPath) ?? (TessdataFolder.discover(reading: "osd") ? TessdataFolder.folder(for: nil) : nil) {
            guard TessdataFolder.missing("osd", in: folder).isEmpty else { throw .languageUnavailable(languages: "osd", dataPath: dataPath) }
        } else {
            try load()
        }
    }

    /// Whether the osd model is loaded (it is on first detection).
    public var isLoaded: Bool { loaded }

    /// Frees the osd model (about 55 MB) as `TesseractModel.unload` does; the next detection loads it again.
    public func unload() {
        guard loaded, let fresh = TesseractHandle.renewed(api) else { return }
        api = fresh
        loaded = false
    }

    private func load() throws(OCRError) {
        guard !loaded else { return }
        guard TessBaseAPIInit3(api, dataPath, "osd") == 0 else { throw .languageUnavailable(languages: "osd", dataPath: dataPath) }
        TessBaseAPISetPageSegMode(api, PSM_OSD_ONLY)
        if dataPath == nil { TessdataFolder.learn(from: api) }
        loaded = true
    }

    deinit {
        if loaded { TessBaseAPIEnd(api) }
        TessBaseAPIDelete(api)
    }

    /// How far the page is turned clockwise (0, 90, 180, 270 degrees; the CLI's "Orientation in degrees"),
    /// with Tesseract's orientation confidence (unbounded, > 2 is fairly sure). Nil when Tesseract finds too
    /// little text. (`TessBaseAPIDetectOrientationScript`; checked: a page turned 90° clockwise gives 90.)
    /// `characters` is Tesseract's `min_characters_to_try` (default 50; it classifies up to 5× as many):
    /// fewer is quicker and less sure.
    public func detect(_ image: Image, resolution: Int, characters: Int = 50) -> (degrees: Int, confidence: Double)? {
        // A model that would not load (checked present at start) detects nothing, as a page with too little text.
        readings += 1
        guard (try? load()) != nil else { return nil }
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

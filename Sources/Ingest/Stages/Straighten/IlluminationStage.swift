import DocModel
import Imaging
import Pipeline

/// Flattens uneven lighting and shadows (`pixBackgroundNormSimple`) and, when `binarize` is on, gives
/// OCR a Sauvola-binarized page; the flattened greyscale page is kept in `greyImage` for barcodes and
/// people. By default only photographed pages (a found page) are touched: scans are left as they are.
struct IlluminationStage: PageStage {
    let name = "illumination"
    var binarize = false
    var photosOnly = true
    var halfWindow = 12
    var factor = 0.34

    func applies(to work: PageWork) -> Bool {
        work.image != nil && work.paragraphs.isEmpty && (!photosOnly || work.geometry?.origin == .found)
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let flat = try image.grayscale().backgroundNormalized()
        flat.resolution = work.dpi
        work.greyImage = flat
        work.image = binarize ? try flat.sauvolaBinarized(halfWindow: halfWindow, factor: factor) : flat
    }
}

extension IlluminationStage {
    static let definition = StageDefinition.page(
        "illumination", "Flatten uneven lighting; optionally binarize (Sauvola) for OCR, keeping the greyscale page",
        options: [.init("binarize", .bool, default: .bool(IlluminationStage().binarize)),
                  .init("photos_only", .bool, default: .bool(IlluminationStage().photosOnly)),
                  .init("half_window", .integer, default: .integer(IlluminationStage().halfWindow)),
                  .init("factor", .number, default: .number(IlluminationStage().factor))],
        inDefaultPipeline: ["binarize": .bool(false), "photos_only": .bool(true)]) { spec, _ in
        let o = spec.options
        var stage = IlluminationStage()
        if let v = o["binarize"]?.boolValue { stage.binarize = v }
        if let v = o["photos_only"]?.boolValue { stage.photosOnly = v }
        if let v = o["half_window"]?.intValue { stage.halfWindow = max(4, v) }
        if let v = o["factor"]?.doubleValue { stage.factor = v }
        return stage
    }
}

import Barcodes
import Extraction
import DocModel
import Pipeline
import Receipts
import TextRepair

/// Options of the `barcodes` and `extract` stages: checked before the first document, turned into settings.
extension StageRegistry {
    func validateDetection(_ spec: StageSpec, file: String) throws(PipelineError) {
        switch spec.stage {
        case "barcodes":
            if let names = spec.options["symbologies"]?.stringValue {
                for name in Self.list(names) where !Symbology.all.contains(name) {
                    throw .invalidValue(file: file, key: "barcodes.symbologies",
                                        reason: "unknown symbology \(name); expected some of " + Symbology.all.joined(separator: ", "))
                }
            }
            if let value = spec.options["decoders"]?.stringValue, BarcodeReader.Decoders(rawValue: value) == nil {
                throw .invalidValue(file: file, key: "barcodes.decoders", reason: "expected zbar, zxing or both")
            }
        case "extract":
            if let region = spec.options["region"]?.stringValue, Region.named(region) == nil {
                throw .invalidValue(file: file, key: "extract.region", reason: "expected one of "
                                    + Region.known.keys.sorted().joined(separator: ", ") + ", or none")
            }
            if let order = spec.options["date_order"]?.stringValue, !["dmy", "mdy"].contains(order) {
                throw .invalidValue(file: file, key: "extract.date_order", reason: "expected dmy or mdy")
            }
        case "receipt":
            if let kind = spec.options["kind"]?.stringValue, kind != "auto", DocumentKind.Kind(rawValue: kind) == nil {
                throw .invalidValue(file: file, key: "receipt.kind", reason: "expected auto, "
                                    + DocumentKind.Kind.allCases.map(\.rawValue).joined(separator: ", "))
            }
        default: break
        }
    }

    static func receiptOptions(_ spec: StageSpec) -> ReceiptAnalyzer.Options {
        ReceiptAnalyzer.Options(forcedKind: spec.options["kind"]?.stringValue.flatMap(DocumentKind.Kind.init(rawValue:)))
    }

    /// Debian's English word lists (wamerican, wbritish) unless the pipeline names others.
    static let defaultWordLists = "/usr/share/dict/american-english,/usr/share/dict/british-english"

    static func spellingRepair(_ spec: StageSpec) -> SpellingRepair {
        let o = spec.options
        var repair = SpellingRepair(wordList: WordList(files: commaList(o["word_lists"]?.stringValue ?? defaultWordLists)))
        if let v = o["min_length"]?.intValue { repair.minLength = max(2, v) }
        if let v = o["min_list_length"]?.intValue { repair.minListLength = max(2, v) }
        if let v = o["seen_margin"]?.doubleValue { repair.seenMargin = max(0, v) }
        if let files = o["character_model"]?.stringValue, !files.isEmpty {
            repair.characterModel = CharacterModel.shared(files: commaList(files))
        }
        if let v = o["model_margin"]?.doubleValue { repair.modelMargin = max(0, v) }
        if let v = o["model_min_length"]?.intValue { repair.modelMinLength = max(2, v) }
        return repair
    }

    static func merchantMemory(_ spec: StageSpec) -> MerchantMemory {
        var memory = MerchantMemory()
        if let v = spec.options["min_similarity"]?.doubleValue { memory.minSimilarity = min(1, max(0, v)) }
        if let v = spec.options["min_readings"]?.intValue { memory.minReadings = max(1, v) }
        if let files = spec.options["character_model"]?.stringValue, !files.isEmpty {
            memory.characterModel = CharacterModel.shared(files: commaList(files))
        }
        if let v = spec.options["model_margin"]?.doubleValue { memory.modelMargin = max(0, v) }
        if let v = spec.options["model_min_length"]?.intValue { memory.modelMinLength = max(2, v) }
        return memory
    }

    static func barcodeReader(_ spec: StageSpec) throws -> BarcodeReader {
        try BarcodeReader(symbologies: spec.options["symbologies"]?.stringValue.map(list),
                          decoders: spec.options["decoders"]?.stringValue.flatMap(BarcodeReader.Decoders.init) ?? .both)
    }

    static func extractOptions(_ spec: StageSpec) -> EntityDetector.Options {
        let region = spec.options["region"]?.stringValue.flatMap(Region.named) ?? Region.named("US")
        var options = EntityDetector.Options()
        if let region { options.region = region }
        options.dayFirst = spec.options["date_order"]?.stringValue.map { $0 == "dmy" } ?? options.region.dayFirst
        options.regionFromCurrency = spec.options["region_from_currency"]?.boolValue ?? false
        options.dateOrderFromEvidence = spec.options["date_order_evidence"]?.boolValue ?? false
        return options
    }

    static func list(_ names: String) -> [String] {
        names.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
    }
}

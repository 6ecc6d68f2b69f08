import Foundation
import OCR
import Pipeline

/// One stage as Folio knows it, declared in the stage's own file beside its type: its name, the section it runs in,
/// its options (kind, default, the range Folio accepts) and how one worker builds it. `StageRegistry.definitions`
/// lists them; the catalog, validation, `folio pipeline stages` and the built-in default pipeline come from that list.
public struct StageDefinition: Sendable {
    public struct Option: Sendable {
        public var name: String
        public var kind: OptionValue.Kind
        /// What the stage takes when a pipeline leaves the option out; nil when the stage works it out.
        public var defaultValue: OptionValue?
        /// Values outside it are refused before the first document.
        public var range: ClosedRange<Double>?
        /// Why, in the error; nil: "expected LOWER…UPPER".
        var rangeReason: String?

        public init(_ name: String, _ kind: OptionValue.Kind, default defaultValue: OptionValue? = nil,
                    range: ClosedRange<Double>? = nil, reason: String? = nil) {
            self.name = name
            self.kind = kind
            self.defaultValue = defaultValue
            self.range = range
            self.rangeReason = reason
        }
    }

    /// What one worker needs to build its stages: the whole pipeline (a stage may read another's options), the
    /// worker's sample reader shared by `orient` and `deskew`, its Tesseract models, and the earlier receipts for
    /// `merchant_memory`.
    struct Context {
        var pipeline: PipelineDefinition
        var judge: ReadingTurnJudge
        /// The worker's Tesseract models, shared by its stages' engines.
        var models: TesseractModels
        var merchantReadings: MerchantReadings?
    }

    enum Build: Sendable {
        /// nil: the stage configures something else (`decode` the opener).
        case page(@Sendable (StageSpec, Context) throws -> (any PageStage<PageWork>)?)
        case document(@Sendable (StageSpec, Context) -> any DocumentStage)
    }

    public let name: String
    public let summary: String
    public let options: [Option]
    let build: Build
    /// Checks a range cannot (names, lists), before the first document.
    let check: (@Sendable (StageSpec, String) throws(PipelineError) -> Void)?
    /// The stage's options in the built-in default pipeline; nil: not in it.
    let inDefaultPipeline: [String: OptionValue]?

    /// "pages" or "document".
    public var section: String {
        if case .page = build { return "pages" }
        return "document"
    }

    static func page(_ name: String, _ summary: String, options: [Option] = [],
                     inDefaultPipeline: [String: OptionValue]? = nil,
                     check: (@Sendable (StageSpec, String) throws(PipelineError) -> Void)? = nil,
                     build: @escaping @Sendable (StageSpec, Context) throws -> (any PageStage<PageWork>)?) -> StageDefinition {
        StageDefinition(name: name, summary: summary, options: options, build: .page(build), check: check,
                        inDefaultPipeline: inDefaultPipeline)
    }

    static func document(_ name: String, _ summary: String, options: [Option] = [],
                         inDefaultPipeline: [String: OptionValue]? = nil,
                         check: (@Sendable (StageSpec, String) throws(PipelineError) -> Void)? = nil,
                         build: @escaping @Sendable (StageSpec, Context) -> any DocumentStage) -> StageDefinition {
        StageDefinition(name: name, summary: summary, options: options, build: .document(build), check: check,
                        inDefaultPipeline: inDefaultPipeline)
    }

    /// The catalog's entry for this stage.
    var descriptor: StageCatalog.Descriptor {
        StageCatalog.Descriptor(name: name, section: section, summary: summary,
                                options: Dictionary(options.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a }))
    }

    /// Refuses `spec`'s values outside their options' ranges, then runs the stage's own check.
    func validate(_ spec: StageSpec, file: String) throws(PipelineError) {
        for option in options {
            guard let range = option.range, let value = spec.options[option.name]?.doubleValue else { continue }
            if !range.contains(value) {
                throw .invalidValue(file: file, key: "\(name).\(option.name)", reason: option.rangeReason ?? Self.expected(range))
            }
        }
        try check?(spec, file)
    }

    static func expected(_ range: ClosedRange<Double>) -> String {
        func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return range.upperBound == .infinity ? "expected at least \(text(range.lowerBound))"
            : "expected \(text(range.lowerBound))…\(text(range.upperBound))"
    }
}

/// A factory's option readers: `spec`'s value, else the default this definition declares, so that a default is
/// stated once (in the definition) and never again as a fallback in the factory.
extension StageDefinition {
    func int(_ name: String, _ spec: StageSpec) -> Int { declared(name, spec).intValue ?? 0 }
    func number(_ name: String, _ spec: StageSpec) -> Double { declared(name, spec).doubleValue ?? 0 }
    func bool(_ name: String, _ spec: StageSpec) -> Bool { declared(name, spec).boolValue ?? false }
    func string(_ name: String, _ spec: StageSpec) -> String { declared(name, spec).stringValue ?? "" }

    /// The catalog has checked the value's kind; an option read here without a declared default is a mistake in the
    /// stage's file, which `StageDefaultsTests` (every stage built from a spec naming no option) catches.
    private func declared(_ name: String, _ spec: StageSpec) -> OptionValue {
        if let value = spec.options[name] ?? options.first(where: { $0.name == name })?.defaultValue { return value }
        assertionFailure("\(self.name).\(name) is read as having a default, but its definition declares none")
        return .string("")
    }
}

/// Option readers and checks several stages share.
extension StageDefinition {
    /// The items of a comma list, trimmed, case kept (Tesseract's model names are case-sensitive: "Latin").
    static func commaList(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A comma list of heights in pixels (at least 8 each).
    static func heights(_ value: String) -> [Double] {
        commaList(value).compactMap(Double.init).map { max(8, $0) }
    }

    /// Names separated by commas or spaces, lower-cased.
    static func list(_ names: String) -> [String] {
        names.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
    }

    /// `psm` must name one of Tesseract's page modes.
    @Sendable static func checkPageSegmentationMode(_ spec: StageSpec, file: String) throws(PipelineError) {
        if let psm = spec.options["psm"]?.stringValue, !PageSegmentationMode.pageModes.contains(where: { $0.rawValue == psm }) {
            throw .invalidValue(file: file, key: "\(spec.stage).psm", reason: "expected one of "
                + PageSegmentationMode.pageModes.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// `reread.target_heights` and `line_vote`'s heights must be comma lists of positive numbers.
    @Sendable static func checkHeights(_ spec: StageSpec, file: String) throws(PipelineError) {
        for key in ["target_heights", "thickened_heights", "date_heights"] {
            guard let v = spec.options[key]?.stringValue else { continue }
            // line_vote may leave a kind of reading out with an empty list.
            if spec.stage == "line_vote", v.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let parts = v.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ Double($0.trimmingCharacters(in: .whitespaces)).map { $0 > 0 } ?? false }) else {
                throw .invalidValue(file: file, key: "\(spec.stage).\(key)", reason: "expected positive numbers separated by commas")
            }
        }
    }
}

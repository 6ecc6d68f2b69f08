/// What stages exist and which options each takes: the composition root (Ingest) fills it, so this
/// module can validate a pipeline without knowing any concrete stage.
public struct StageCatalog: Sendable {
    public struct Descriptor: Sendable {
        public var name: String
        /// "pages" or "document".
        public var section: String
        public var summary: String
        public var options: [String: OptionValue.Kind]

        public init(name: String, section: String, summary: String, options: [String: OptionValue.Kind]) {
            self.name = name
            self.section = section
            self.summary = summary
            self.options = options
        }
    }

    public var stages: [String: Descriptor]

    public init(_ descriptors: [Descriptor]) {
        stages = Dictionary(descriptors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A pipeline definition that cannot be used. Raised before the first document is read.
public enum PipelineError: Error, Hashable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case unknownKey(file: String, key: String)
    case missingKey(file: String, key: String)
    case unknownStage(file: String, section: String, stage: String, known: [String])
    case unknownOption(file: String, stage: String, option: String, known: [String])
    case invalidValue(file: String, key: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read pipeline: \(reason)"
        case .unknownKey(let file, let key): return "\(file): unknown key '\(key)'"
        case .missingKey(let file, let key): return "\(file): missing key '\(key)'"
        case .unknownStage(let file, let section, let stage, let known):
            return "\(file): unknown \(section) stage '\(stage)' (known: \(known.joined(separator: ", ")))"
        case .unknownOption(let file, let stage, let option, let known):
            return "\(file): stage '\(stage)' has no option '\(option)' (known: \(known.joined(separator: ", ")))"
        case .invalidValue(let file, let key, let reason): return "\(file): '\(key)': \(reason)"
        }
    }
}

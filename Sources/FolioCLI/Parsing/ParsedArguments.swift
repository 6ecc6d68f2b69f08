/// A command line split into positionals, option values and flags, checked against a `CommandSpec`.
/// Accepts `--name value`, `--name=value`, `-h`, and `--` to end options.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var wantsHelp = false

    init(_ arguments: ArraySlice<String>, spec: CommandSpec) throws(UsageError) {
        var rest = arguments
        var optionsEnded = false
        while let token = rest.popFirst() {
            if optionsEnded || !token.hasPrefix("-") || token == "-" {
                positionals.append(token)
                continue
            }
            if token == "--" { optionsEnded = true; continue }
            if token == "-h" || token == "--help" { wantsHelp = true; continue }
            guard token.hasPrefix("--") else { throw .unknownOption(command: spec.name, option: token) }
            var name = String(token.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.option(name) else { throw .unknownOption(command: spec.name, option: "--\(name)") }
            if option.value == nil {
                if inlineValue != nil { throw .unexpectedValue(command: spec.name, option: "--\(name)") }
                flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? rest.popFirst() else {
                throw .missingValue(command: spec.name, option: "--\(name)", placeholder: option.value ?? "VALUE")
            }
            if values[name] != nil && !option.repeats { throw .repeated(command: spec.name, option: "--\(name)") }
            values[name, default: []].append(value)
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .invalidValue(command: command, option: "--\(name)", value: text,
                                expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func choice(_ name: String, from choices: [String], command: String) throws(UsageError) -> String? {
        guard let text = value(name) else { return nil }
        guard choices.contains(text) else {
            throw .invalidValue(command: command, option: "--\(name)", value: text,
                                expected: "one of " + choices.joined(separator: ", "))
        }
        return text
    }
}

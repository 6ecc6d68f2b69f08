/// What a command accepts, declared once: parsing and help both come from it.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        /// Without dashes: "db".
        var name: String
        /// Nil for a flag; else the placeholder shown in help ("FILE").
        var value: String?
        var help: String
        /// May be given more than once.
        var repeats = false
    }

    var name: String
    var abstract: String
    /// Positional arguments as shown in the usage line: "PATH...".
    var arguments: String
    var options: [Option]
    var discussion: String?

    func option(_ name: String) -> Option? { options.first { $0.name == name } }

    var help: String {
        var out = "OVERVIEW: \(abstract)\n\nUSAGE: folio \(name)\(arguments.isEmpty ? "" : " " + arguments)"
        out += options.isEmpty ? "\n" : " [options]\n"
        if !options.isEmpty {
            out += "\nOPTIONS:\n"
            let labels = options.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
            let width = max(labels.map(\.count).max() ?? 0, "-h, --help".count)
            for (label, option) in zip(labels, options) {
                out += "  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help + "\n"
            }
            out += "  " + "-h, --help".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "Show help for this command.\n"
        }
        if let discussion { out += "\n" + discussion + "\n" }
        return out
    }
}

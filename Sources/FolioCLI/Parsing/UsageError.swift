/// A command line Folio cannot run. Exit code 64 (EX_USAGE).
enum UsageError: Error, Hashable, CustomStringConvertible {
    case unknownCommand(String)
    case unknownOption(command: String, option: String)
    case missingValue(command: String, option: String, placeholder: String)
    case unexpectedValue(command: String, option: String)
    case repeated(command: String, option: String)
    case invalidValue(command: String, option: String, value: String, expected: String)
    case missingArgument(command: String, argument: String)
    case unexpectedArgument(command: String, argument: String)

    var description: String {
        switch self {
        case .unknownCommand(let name): return "unknown command '\(name)'; see 'folio --help'"
        case .unknownOption(let command, let option): return "\(command): unknown option '\(option)'; see 'folio \(command) --help'"
        case .missingValue(let command, let option, let placeholder): return "\(command): \(option) needs a value (\(placeholder))"
        case .unexpectedValue(let command, let option): return "\(command): \(option) takes no value"
        case .repeated(let command, let option): return "\(command): \(option) given more than once"
        case .invalidValue(let command, let option, let value, let expected):
            return "\(command): \(option) '\(value)' is not valid; expected \(expected)"
        case .missingArgument(let command, let argument): return "\(command): missing \(argument); see 'folio \(command) --help'"
        case .unexpectedArgument(let command, let argument): return "\(command): unexpected argument '\(argument)'"
        }
    }
}

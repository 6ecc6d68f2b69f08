/// A command's own failure with its exit code and message.
public struct CommandFailure: Error, CustomStringConvertible {
    public var code: ExitCode
    public var message: String
    public var description: String { message }

    public init(code: ExitCode, message: String) {
        self.code = code
        self.message = message
    }
}

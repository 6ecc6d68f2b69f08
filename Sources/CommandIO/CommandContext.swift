/// What every command receives: where to write and the environment (never read from globals, so tests
/// can run commands in process).
public struct CommandContext: Sendable {
    public var console: Console
    public var environment: [String: String]

    public init(console: Console, environment: [String: String]) {
        self.console = console
        self.environment = environment
    }
}

import Foundation
import Store

/// The `folio` command line: finds the command, parses its arguments, runs it and maps every error to a
/// message and an exit code. Nothing else decides the exit code.
public enum FolioMain {
    static let commands: [any FolioCommand.Type] = [
        IngestCommand.self, QueryCommand.self, SearchCommand.self, ShowCommand.self, EvalCommand.self,
        BenchCommand.self, MigrateCommand.self, PipelineCommand.self, TablesCommand.self, ExportCommand.self,
        WatchCommand.self, WorkerCommand.self, StatusCommand.self, RetryCommand.self, ReviewCommand.self,
    ]

    public static let version = "0.1.0"

    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> ExitCode {
        guard let name = arguments.first, name != "-h", name != "--help", name != "help" else {
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                console.out(command.spec.help)
            } else {
                console.out(help)
            }
            return .ok
        }
        if name == "--version" {
            console.out("folio \(version)\n")
            return .ok
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            console.err("error: \(UsageError.unknownCommand(name))\n")
            return .usage
        }
        let context = CommandContext(console: console, environment: environment)
        do {
            let parsed = try ParsedArguments(arguments.dropFirst(), spec: command.spec)
            if parsed.wantsHelp {
                console.out(command.spec.help)
                return .ok
            }
            return try command.init(parsed, context: context).run()
        } catch let error as UsageError {
            console.err("error: \(error)\n")
            return .usage
        } catch {
            console.err("error: \(error)\n")
            return ErrorExitCode.exitCode(for: error)
        }
    }

    static var help: String {
        var out = """
            OVERVIEW: Folio reads scans and PDFs (Tesseract OCR, or the PDF's own text) into a SQLite
            database you can query with SQL and search.

            USAGE: folio COMMAND [options]

            COMMANDS:

            """
        let width = commands.map { $0.spec.name.count }.max() ?? 0
        for command in commands {
            out += "  " + command.spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.spec.abstract + "\n"
        }
        out += """

            The database is --db FILE, else $FOLIO_DB, else folio.sqlite in the current folder;
            --db postgresql://user@host/db uses PostgreSQL (docs/postgresql.md).
            See 'folio COMMAND --help' for a command's options.

            """
        return out
    }
}

/// A `folio` subcommand: declares its spec, builds itself from parsed arguments (validating them),
/// then runs.
protocol FolioCommand: Sendable {
    static var spec: CommandSpec { get }
    init(_ arguments: ParsedArguments, context: CommandContext) throws
    func run() throws -> ExitCode
}

extension CommandContext {
    /// --db, else $FOLIO_DB, else folio.sqlite in the current folder.
    func databasePath(_ arguments: ParsedArguments) -> String {
        arguments.value("db") ?? environment["FOLIO_DB"] ?? "folio.sqlite"
    }

    /// Commands that only read refuse to create an empty database where the user mistyped a path.
    static func requireDatabase(_ path: String) throws {
        guard DocumentStore.exists(path) else {
            throw CommandFailure(code: .noInput, message: "\(path): no such database; run 'folio ingest' first")
        }
    }

    static let dbOption = CommandSpec.Option(name: "db", value: "FILE",
                                             help: "The database (default: $FOLIO_DB, else ./folio.sqlite).")
    /// `ingest`, `watch` and `worker`: `DocumentReader.releasesModels`.
    static let releaseModelsOption = CommandSpec.Option(name: "release-models", value: nil,
                                                        help: "Free the OCR models a page did not use after it: less memory held, more CPU.")
}

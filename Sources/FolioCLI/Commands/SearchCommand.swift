import Foundation
import Store

/// `folio search WORDS`: full-text search, best match first, with snippets.
struct SearchCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "search", abstract: "Search the text of stored documents (ranked, with snippets).", arguments: "WORDS...",
        options: [
            CommandContext.dbOption,
            .init(name: "limit", value: "N", help: "At most N results (default: 20)."),
            .init(name: "json", value: nil, help: "Print the hits as JSON."),
            .init(name: "raw", value: nil, help: "Pass SQLite FTS5 query syntax through (AND, OR, NOT, NEAR, prefix*)."),
        ],
        discussion: "Words match whole words, case and accents ignored; matches are shown in [brackets].")

    var context: CommandContext
    var query: String
    var databasePath: String
    var limit: Int
    var json: Bool
    var raw: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError.missingArgument(command: "search", argument: "WORDS") }
        self.context = context
        query = arguments.positionals.joined(separator: " ")
        databasePath = context.databasePath(arguments)
        limit = try arguments.integer("limit", in: 1...10_000, command: "search") ?? 20
        json = arguments.flag("json")
        raw = arguments.flag("raw")
    }

    func run() throws -> ExitCode {
        try CommandContext.requireDatabase(databasePath)
        let hits: [SearchHit]
        do { hits = try DocumentStore(path: databasePath).search(query, limit: limit, raw: raw) } catch let error as StoreError {
            throw CommandFailure(code: .dataError, message: "search failed: \(error)")
        }
        if json {
            context.console.out(try JSONOutput.pretty(hits))
        } else if hits.isEmpty {
            context.console.err("no matches for \(query)\n")
        } else {
            for hit in hits {
                context.console.out("#\(hit.documentId) \(hit.path) p\(hit.page.map(String.init) ?? "?") \(hit.blockKey)\n    "
                    + hit.snippet.replacingOccurrences(of: "\n", with: " ") + "\n")
            }
        }
        return hits.isEmpty ? .failure : .ok
    }
}

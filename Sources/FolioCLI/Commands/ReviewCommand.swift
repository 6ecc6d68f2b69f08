import Foundation
import ReviewExport
import Store

/// `folio review ID|SHA|PATH... [--output DIR]`, `folio review --all --output DIR`: static HTML pages showing
/// each page as read with its words, lines, blocks, cells, detected data, barcodes and receipt over it.
struct ReviewCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "review", abstract: "Write HTML review pages: each page as read, with what was read drawn over it.",
        arguments: "ID|SHA|PATH... | --all",
        options: [
            CommandContext.dbOption,
            .init(name: "output", value: "DIR", help: "Folder for the pages (default: review/ beside the database)."),
            .init(name: "all", value: nil, help: "Every stored document, with an index.html listing them."),
        ],
        discussion: """
            Each document becomes DIR/document-ID.html: one self-contained file (pictures inline, no network,
            scripts or fonts from elsewhere). Pictures are made again from the original file (or its archived
            copy) and the stored page geometry; nothing is read again.
            """)

    var context: CommandContext
    var references: [String]
    var all: Bool
    var databasePath: String
    var output: String?

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        all = arguments.flag("all")
        references = arguments.positionals
        if all && !references.isEmpty {
            throw UsageError.unexpectedArgument(command: "review", argument: references[0])
        }
        if !all && references.isEmpty { throw UsageError.missingArgument(command: "review", argument: "ID|SHA|PATH") }
        self.context = context
        databasePath = context.databasePath(arguments)
        output = arguments.value("output")
    }

    func run() throws -> ExitCode {
        try CommandContext.requireDatabase(databasePath)
        let store = try DocumentStore(path: databasePath)
        var ids: [Int64] = []
        if all {
            ids = try store.documents().map(\.id)
        } else {
            for reference in references {
                guard let id = try store.resolve(reference) else {
                    throw CommandFailure(code: .noInput, message: "no stored document matches '\(reference)'")
                }
                ids.append(id)
            }
        }
        let folder = output.map { URL(fileURLWithPath: $0) } ?? ReviewWriter.defaultFolder(databasePath: databasePath)
        let files: [URL]
        do { files = try ReviewWriter().write(store: store, ids: ids, to: folder, index: all || ids.count > 1) } catch let error as PageRenderError {
            throw CommandFailure(code: .ioError, message: error.description)
        }
        for file in files { context.console.out(file.path + "\n") }
        return .ok
    }
}

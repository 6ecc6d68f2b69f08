import Dispatch
import Foundation
import Inbox
import Ingest
import Pipeline
import Store
import Watcher

/// `folio watch INBOX`: processes files dropped into a folder, durably (a job table in the database).
struct WatchCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "watch", abstract: "Watch a folder: read every file dropped into it, then move it to archive/.",
        arguments: "INBOX",
        options: [
            CommandContext.dbOption,
            .init(name: "once", value: nil, help: "Process what is in the inbox (waiting for it to settle), then exit."),
            .init(name: "jobs", value: "N", help: "Documents read in parallel, each worker with its own OCR engine (default: cores)."),
            .init(name: "settle", value: "SECONDS", help: "How long size and mtime must hold before a file is taken (default: 2)."),
            .init(name: "poll", value: "SECONDS", help: "Rescan every SECONDS instead of using inotify (NFS, SMB)."),
            .init(name: "keep-in-place", value: nil, help: "Leave originals where they are (each is still read once)."),
            CommandContext.releaseModelsOption,
            .init(name: "searchable-pdf", value: nil, help: "Write NAME.searchable.pdf beside each archived original."),
            .init(name: "output", value: "DIR", help: "Where archive/, failed/ and duplicates/ go (default: INBOX)."),
            .init(name: "pipeline", value: "FILE", help: "Pipeline for files without a folder pipeline (default: built-in)."),
            .init(name: "pipelines", value: "DIR", help: "Folder pipelines: files in INBOX/NAME/ use DIR/NAME.json when it exists (default: pipelines)."),
        ],
        discussion: """
            A file is taken once its size and mtime have held for the settle time and no process has it open for
            writing. Hidden and temporary files (.part, .crdownload, ~$…, dotfiles) and sidecars are ignored;
            sub-folder names become tags on the document. On success the original moves to
            archive/YYYY-MM-DD/<sha256 prefix>-NAME, on failure to failed/ with NAME.error.txt beside it, and a
            file whose content is already stored to duplicates/; originals are never changed or deleted.
            A file that fails to parse is tried 3 times (1 s, 2 s apart) before it is declared failed.
            SIGINT or SIGTERM: the current documents are finished, then folio exits; a second signal ends it at
            once (what was running is taken up again at the next start).
            """)

    var context: CommandContext
    var databasePath: String
    var options: WatchOptions

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let inbox = arguments.positionals.first, arguments.positionals.count == 1 else {
            throw UsageError.missingArgument(command: "watch", argument: "INBOX")
        }
        self.context = context
        databasePath = context.databasePath(arguments)
        let jobs = try arguments.integer("jobs", in: 1...256, command: "watch") ?? ProcessInfo.processInfo.activeProcessorCount
        let settle = try Self.seconds(arguments, "settle") ?? 2
        let poll = try Self.seconds(arguments, "poll")
        let layout = try InboxLayout(inbox: inbox, output: arguments.value("output"))
        options = WatchOptions(layout: layout, jobs: jobs, settle: settle, poll: poll, once: arguments.flag("once"),
                               keepInPlace: arguments.flag("keep-in-place"),
                               pipeline: try PipelineLoader.load(arguments.value("pipeline")),
                               pipelinesFolder: arguments.value("pipelines") ?? "pipelines")
        options.searchablePDF = arguments.flag("searchable-pdf")
        options.releasesModels = arguments.flag("release-models")
        if options.searchablePDF && options.keepInPlace {
            throw UsageError.invalidValue(command: "watch", option: "--searchable-pdf", value: "--keep-in-place",
                                          expected: "an archive to write beside (the inbox would read the PDF)")
        }
    }

    func run() throws -> ExitCode {
        let guardian = try WatchGuard(databasePath: databasePath, layout: options.layout, keepInPlace: options.keepInPlace)
        defer { guardian.release() }
        let store = try DocumentStore(path: databasePath)
        let console = context.console
        var progress: (@Sendable (String) -> Void)?
        if isatty(2) != 0, options.once {
            progress = { @Sendable text in console.err("\r\u{1B}[K" + text) }
        }
        let watcher = InboxWatcher(options: options, store: store,
                                   log: WatchLog(line: { console.out($0 + "\n") }, progress: progress))
        let signals = Self.installSignalHandlers { watcher.stop() }
        defer { _ = signals }
        let readers = store.isPostgreSQL ? "queued for 'folio worker'"
            : "\(options.jobs) job\(options.jobs == 1 ? "" : "s")"
        console.err("watching \(options.layout.inbox) → \(store.location) (\(readers)"
            + (options.poll.map { String(format: ", polling every %g s", $0) } ?? ", inotify") + ")\n")
        let snapshot = try watcher.run()
        if progress != nil { console.err("\n") }
        console.err("\(snapshot.finished) document\(snapshot.finished == 1 ? "" : "s") processed, \(snapshot.pages) pages"
            + (Self.peakResidentMegabytes().map { ", peak RSS \($0) MB" } ?? "") + "\n")
        let stats = try store.jobStatistics(now: Date().timeIntervalSince1970)
        return options.once && stats.counts[.failed, default: 0] > 0 ? .failure : .ok
    }

    /// VmHWM of /proc/self/status: the process's peak resident memory (all workers together).
    static func peakResidentMegabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes / 1024
    }

    /// SIGINT/SIGTERM → `stop` once; the default action comes back, so a second signal ends the process.
    static func installSignalHandlers(_ stop: @escaping @Sendable () -> Void) -> [DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                stop()
                signal(SIGINT, SIG_DFL)
                signal(SIGTERM, SIG_DFL)
            }
            source.resume()
            return source
        }
    }

    static func seconds(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> Double? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Double(text), value >= 0, value <= 86_400 else {
            throw .invalidValue(command: "watch", option: "--\(name)", value: text, expected: "seconds, from 0 to 86400")
        }
        return value
    }
}

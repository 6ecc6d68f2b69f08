import FolioCLI
import Foundation
import TestSupport
import Testing

/// The command line itself: help text, and how a command line Folio cannot run is refused.
@Suite struct HelpAndUsageTests {
    static let help = """
        OVERVIEW: Folio reads scans and PDFs (Tesseract OCR, or the PDF's own text) into a SQLite
        database you can query with SQL and search.

        USAGE: folio COMMAND [options]

        COMMANDS:
          ingest    Read scans and PDFs (files or folders, recursively) into the database.
          query     Run read-only SQL against the database.
          search    Search the text of stored documents (ranked, with snippets).
          show      Show one stored document (by id, SHA-256 prefix or path).
          eval      Measure Folio against ground truth (character and word error rates).
          bench     Time Folio against a loop of tesseract CLI calls on the same pages.
          migrate   Create or upgrade the database schema, or move a SQLite database into PostgreSQL (--to).
          pipeline  Check a pipeline definition, or list the stages and their options.
          tables    List extracted tables and the SQL view that holds each.
          export    Write a table or the receipts as CSV, or a document as a searchable PDF (export table|receipts|pdf).
          watch     Watch a folder: read every file dropped into it, then move it to archive/.
          worker    Process jobs queued in PostgreSQL by 'folio watch' (any number, on any host).
          status    Queue depth, done, failed and throughput of the watched inbox.
          retry     Queue failed inbox jobs again, by job id or --all.
          review    Write HTML review pages: each page as read, with what was read drawn over it.

        The database is --db FILE, else $FOLIO_DB, else folio.sqlite in the current folder;
        --db postgresql://user@host/db uses PostgreSQL (docs/postgresql.md).
        See 'folio COMMAND --help' for a command's options.

        """

    static let ingestHelp = """
        OVERVIEW: Read scans and PDFs (files or folders, recursively) into the database.

        USAGE: folio ingest PATH... [options]

        OPTIONS:
          --db FILE          The database (default: $FOLIO_DB, else ./folio.sqlite).
          --pipeline FILE    Pipeline definition (default: the built-in pipelines/default.json).
          --jobs N           Files read in parallel, each worker with its own OCR engine (default: cores).
          --json             Print one JSON object per file instead of text lines.
          --keep-images DIR  Write each page as read (straightened, greyscale) to DIR as NAME-pN.png.
          --release-models   Free the OCR models a page did not use after it: less memory held, more CPU.
          -h, --help         Show help for this command.

        Folders are walked recursively; hidden files and sidecars (.json, .txt, .md, .xml, .csv, .yml, .yaml,
        .toml, .py, .sh) are skipped.
        A file whose content is already stored is not read again. A file that fails is left where it is and its
        reason is stored. Exit status: 0 when every file was stored (or already was), 1 when any failed.

        """

    @Test(arguments: [["--help"], ["-h"], ["help"], []])
    func printsOverviewAndCommands(_ arguments: [String]) {
        let result = Folio.run(arguments)
        #expect(result.status == .ok)
        #expect(result.out == Self.help)
        #expect(result.err.isEmpty)
    }

    @Test(arguments: [["ingest", "--help"], ["ingest", "-h"], ["help", "ingest"], ["ingest", "corpus", "--help"]])
    func printsIngestHelp(_ arguments: [String]) {
        let result = Folio.run(arguments)
        #expect(result.status == .ok)
        #expect(result.out == Self.ingestHelp)
        #expect(result.err.isEmpty)
    }

    @Test func refusesAnUnknownCommandByName() {
        let result = Folio.run(["frobnicate", "corpus"])
        #expect(result.status == .usage)
        #expect(result.status.rawValue == 64)
        #expect(result.out.isEmpty)
        #expect(result.err == "error: unknown command 'frobnicate'; see 'folio --help'\n")
    }

    /// A half asked of a task that scores whole sets would print the whole set's figures under the half's name.
    @Test func evalRefusesAHalfForATaskThatDoesNotSplitItsSet() {
        let result = Folio.run(["eval", "--task", "tables", "--half", "b", Repo.corpus])
        #expect(result.status == .usage)
        #expect(result.err == "error: --half is not supported by --task tables: it would score the whole set\n")
    }

    @Test func refusesAnUnknownOptionByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("x.sqlite")
        let result = Folio.run(["ingest", Repo.corpus, "--db", db, "--colour", "red"])
        #expect(result.status.rawValue == 64)
        #expect(result.err == "error: ingest: unknown option '--colour'; see 'folio ingest --help'\n")
        #expect(!FileManager.default.fileExists(atPath: db), "a refused command line must not create the database")
    }

    @Test(arguments: ["0", "-1", "two", "257"])
    func refusesAJobCountOutsideOneTo256(_ jobs: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("x.sqlite")
        let result = Folio.run(["ingest", Repo.corpus, "--db", db, "--jobs", jobs])
        #expect(result.status.rawValue == 64)
        #expect(result.err.hasPrefix("error: ingest: --jobs '\(jobs)' is not valid"), "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func refusesAMissingPath() {
        let result = Folio.run(["ingest"])
        #expect(result.status.rawValue == 64)
        #expect(result.err == "error: ingest: missing PATH; see 'folio ingest --help'\n")
    }

    /// A pipeline file with a mistake is refused (65, EX_DATAERR) with the file and the key named, before
    /// any document is read: the database is not even created.
    @Test(arguments: [
        (#"{ "name": "t", "version": 1, "pages": [ { "stage": "decode" }, { "stage": "sharpen" }, { "stage": "ocr" } ], "document": [] }"#,
         "sharpen"),
        (#"{ "name": "t", "version": 1, "pages": [ { "stage": "decode" }, { "stage": "ocr", "options": { "languages": "eng", "colour": 3 } } ], "document": [] }"#,
         "colour"),
    ])
    func refusesABadPipelineFileBeforeReadingAnyDocument(_ pipeline: String, key: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pipelinePath = try folder.write(Data(pipeline.utf8), as: "my-pipeline.json")
        let db = folder.file("x.sqlite")
        let result = Folio.run(["ingest", Repo.path("corpus/brochure-born-digital.pdf"), "--db", db,
                                "--pipeline", pipelinePath, "--jobs", "1"])
        #expect(result.status == .dataError)
        #expect(result.status.rawValue == 65)
        #expect(result.err.contains(pipelinePath), "the message names the file: \(result.err)")
        #expect(result.err.contains("'\(key)'"), "the message names the key: \(result.err)")
        #expect(result.out.isEmpty, "no per-file line: no document was read")
        #expect(!FileManager.default.fileExists(atPath: db), "no database was created")
    }
}

import EvaluationTasks

/// `folio eval DIR...`: compares what Folio reads with ground truth, beside the plain tesseract CLI.
struct EvalCommand: FolioCommand {
    static let spec = CommandSpec(
        name: "eval", abstract: "Measure Folio against ground truth (character and word error rates).",
        arguments: "DIR...",
        options: [
            .init(name: "task", value: "NAME", help: "What to measure: " + EvaluationRun.tasks.joined(separator: ", ") + " (default: text)."),
            .init(name: "pipeline", value: "FILE", help: "Pipeline definition (default: the built-in one)."),
            .init(name: "reference", value: "tesseract|tesseract-plain|tesseract-raw|none",
                  help: "Also run the tesseract CLI on the page images Folio read (default: tesseract), or plainly on the input file (a PDF's pages rendered at the pipeline's dpi; tesseract-plain), or on the raw input file at decode's default dpi."),
            .init(name: "json", value: nil, help: "Print the rows as JSON."),
            .init(name: "reference-json", value: "DIR",
                  help: "--task tables: also score other tools' tables from DIR/TOOL/NAME.json (scripts/eval/compare-tables.py)."),
            .init(name: "ocr-source", value: "folio|sroie-boxes|both",
                  help: "--task receipts on SROIE: read Folio's OCR (default), or, as a diagnostic only, SROIE's own text lines (box/*.csv), or both."),
            .init(name: "half", value: "a|b",
                  help: "--task words, text, plain-words, entities: only the documents of even (a) or odd (b) index in file-name order (default: both); other tasks refuse it."),
            .init(name: "misses", value: nil, help: "--task words: print per form the truth words the CLI read and Folio's stored text lacks."),
            .init(name: "ocr-cache", value: "DIR",
                  help: "--task receipts / receipt-ocr on SROIE, --task entities: keep Folio's OCR of each document in DIR and reuse it (re-runs only the document stages)."),
        ],
        discussion: """
            Ground truth: NAME.truth.json sidecars (schemas/truth.schema.json), or NAME.txt beside NAME.tif/png/pdf.
            CER and WER are edit distances over the truth's length, whitespace runs counted as one space.
            --task words: FUNSD-style forms (images/NAME.png, annotations/NAME.json); bag-of-words recall and
            precision of Folio's stored text (and of its OCR before layout) beside the plain tesseract CLI on the same
            image files; forms split by file-name index into halves A (even) and B (odd).
            --task entities: a found entity is correct when an entity of the truth's pages[].entities on the same
            page has the same kind and exactly the same normalized value, each truth entity matching at most
            once; precision = correct/found, recall = correct/truth, per kind. Misses and extras go to stderr.
            Nothing is written to the database.
            """)

    /// The evaluation as asked; EvaluationTasks does the work.
    var evaluation: EvaluationRun

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard !arguments.positionals.isEmpty else { throw UsageError.missingArgument(command: "eval", argument: "DIR") }
        evaluation = EvaluationRun(context: context, directories: arguments.positionals,
                                   pipeline: try PipelineLoader.load(arguments.value("pipeline")),
                                   task: try arguments.choice("task", from: EvaluationRun.tasks, command: "eval") ?? "text")
        let referenceChoice = try arguments.choice("reference", from: ["tesseract", "tesseract-plain", "tesseract-raw", "none"],
                                                   command: "eval")
        evaluation.reference = referenceChoice != "none"
        evaluation.rawReference = referenceChoice == "tesseract-raw"
        evaluation.plainReference = referenceChoice == "tesseract-plain"
        evaluation.json = arguments.flag("json")
        evaluation.referenceJSON = arguments.value("reference-json")
        evaluation.ocrSource = try arguments.choice("ocr-source", from: ["folio", "sroie-boxes", "both"], command: "eval") ?? "folio"
        evaluation.ocrCache = arguments.value("ocr-cache")
        evaluation.half = try arguments.choice("half", from: ["a", "b"], command: "eval")
        evaluation.misses = arguments.flag("misses")
    }

    func run() throws -> ExitCode {
        try evaluation.run()
    }
}

import DocModel
import Pipeline
import Receipts
import TextRepair

/// Respells words that OCR misread by one letter, so that no list holds them (see `SpellingRepair`), before
/// `extract` and `receipt` read names and addresses letter for letter. Each change is reported.
struct SpellingStage: DocumentStage {
    let name = "spelling"
    let repair: SpellingRepair
    /// Only documents that read as receipts (`ReceiptAnalyzer.kind(of:)`, as the `receipt` stage decides) are
    /// respelled: in a mixed inbox a receipt's names and address are read letter for letter, and a letter's
    /// or an invoice's text is left as Tesseract read it.
    var receiptsOnly = false

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        if receiptsOnly, ReceiptAnalyzer().kind(of: document).kind != .receipt { return }
        for file in repair.wordList.missing + (repair.characterModel?.missing ?? []) {
            diagnostics.append(Diagnostic(severity: .warning, stage: name,
                                          message: "word list \(file) cannot be read; spelling goes on without it"))
        }
        let changes = repair.repair(&document)
        guard !changes.isEmpty else { return }
        diagnostics.append(Diagnostic(severity: .info, stage: name, message: "respelled "
            + changes.map { "\($0.from) → \($0.to)" }.joined(separator: ", ")))
    }
}

extension SpellingStage {
    static let definition: StageDefinition = .document(
        "spelling", "Respell words misread by one letter when exactly one likely misreading is a known word (word lists, the document's own surer words)",
        options: [.init("word_lists", .string, default: .string(SpellingStage.defaultWordLists)), .init("min_length", .integer),
                  .init("min_list_length", .integer), .init("seen_margin", .number), .init("character_model", .string),
                  .init("model_margin", .number), .init("model_min_length", .integer),
                  .init("receipts_only", .bool, default: .bool(false))],
        inDefaultPipeline: ["receipts_only": .bool(true), "character_model": .string(receiptCharacterModel)]) { spec, _ in
        var stage = SpellingStage(repair: SpellingStage.repair(spec))
        stage.receiptsOnly = definition.bool("receipts_only", spec)
        return stage
    }

    /// The lists whose letter sequences settle a receipt's doubtful spellings, as `pipelines/receipts.json` names
    /// them (Malay/Indonesian names and places beside English words).
    static let receiptCharacterModel = "/usr/share/hunspell/id_ID.dic,/usr/share/dict/american-english"

    /// Debian's English word lists (wamerican, wbritish) unless the pipeline names others.
    static let defaultWordLists = "/usr/share/dict/american-english,/usr/share/dict/british-english"

    static func repair(_ spec: StageSpec) -> SpellingRepair {
        let o = spec.options
        var repair = SpellingRepair(wordList: WordList.cached(files: StageDefinition.commaList(definition.string("word_lists", spec))))
        if let v = o["min_length"]?.intValue { repair.minLength = max(2, v) }
        if let v = o["min_list_length"]?.intValue { repair.minListLength = max(2, v) }
        if let v = o["seen_margin"]?.doubleValue { repair.seenMargin = max(0, v) }
        if let files = o["character_model"]?.stringValue, !files.isEmpty {
            repair.characterModel = CharacterModel.shared(files: StageDefinition.commaList(files))
        }
        if let v = o["model_margin"]?.doubleValue { repair.modelMargin = max(0, v) }
        if let v = o["model_min_length"]?.intValue { repair.modelMinLength = max(2, v) }
        return repair
    }
}

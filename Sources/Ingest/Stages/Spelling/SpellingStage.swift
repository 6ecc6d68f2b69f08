import DocModel
import Pipeline

/// Respells words that OCR misread by one letter, so that no list holds them (see `SpellingRepair`), before
/// `extract` and `receipt` read names and addresses letter for letter. Each change is reported.
struct SpellingStage: DocumentStage {
    let name = "spelling"
    let repair: SpellingRepair

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
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

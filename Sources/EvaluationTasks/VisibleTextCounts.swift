import Evaluation
import Foundation

/// Error counts of a photographed page cut by the picture's frame against the part of its truth the picture
/// shows (`visibleText`, words wholly inside the frame; scripts/corpus/annotate-visible-text.py). Text outside the
/// picture cannot be read by anyone, so the full-truth figure mixes reading errors with missing paper; this
/// separates them. It is an extra, labelled figure: the full-truth rows stay the headline.
struct VisibleTextCounts: Codable {
    var folio: EvaluationRun.ErrorCounts
    var tesseract: EvaluationRun.ErrorCounts?

    init(folioRead: String, referenceRead: String?, visibleTruth: String) {
        folio = EvaluationRun.ErrorCounts(characters: TextMetrics.characterErrors(read: folioRead, truth: visibleTruth),
                                        words: TextMetrics.wordErrors(read: folioRead, truth: visibleTruth))
        tesseract = referenceRead.map {
            EvaluationRun.ErrorCounts(characters: TextMetrics.characterErrors(read: $0, truth: visibleTruth),
                                    words: TextMetrics.wordErrors(read: $0, truth: visibleTruth))
        }
    }

    /// Summary lines under the text table when some pages have a visible-text truth: those pages on the full
    /// truth and on the visible text, and all pages with those pages scored on the visible text.
    static func summaryRows(_ rows: [EvaluationRun.Row]) -> [[String]] {
        let cut = rows.filter { $0.visible != nil }
        guard !cut.isEmpty else { return [] }
        func percent(_ count: ErrorCount) -> String { String(format: "%.2f%%", count.rate * 100) }
        func line(_ label: String, _ counts: [EvaluationRun.ErrorCounts], _ references: [EvaluationRun.ErrorCounts?]) -> [String] {
            let known = references.compactMap { $0 }
            let complete = known.count == references.count && !known.isEmpty
            return [label, "", "", percent(counts.map(\.characters).reduce(ErrorCount(), +)),
                    complete ? percent(known.map(\.characters).reduce(ErrorCount(), +)) : "-",
                    percent(counts.map(\.words).reduce(ErrorCount(), +)),
                    complete ? percent(known.map(\.words).reduce(ErrorCount(), +)) : "-", ""]
        }
        let mixed = rows.map { $0.visible?.folio ?? $0.folio }
        let mixedReferences = rows.map { $0.visible.map(\.tesseract) ?? $0.tesseract }
        return [
            line("cut by the frame (\(cut.count) pages), full truth", cut.map(\.folio), cut.map(\.tesseract)),
            line("cut by the frame (\(cut.count) pages), visible text only", cut.compactMap { $0.visible?.folio },
                 cut.map { $0.visible?.tesseract }),
            line("all (\(rows.count) pages), cut pages on visible text", mixed, mixedReferences),
        ]
    }
}

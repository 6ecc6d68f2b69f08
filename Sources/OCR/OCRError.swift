/// Why Tesseract could not start or read a page.
public enum OCRError: Error, Hashable, CustomStringConvertible {
    case languageUnavailable(languages: String, dataPath: String?)
    case recognitionFailed(reason: String)
    /// Recognition was stopped at its deadline (`budget` names it); the page's reading is not kept.
    case outOfTime(budget: String, seconds: Double)
    /// A Tesseract variable name the library does not have (a typo in a pipeline's `variables`).
    case unknownVariable(name: String)

    public var description: String {
        switch self {
        case .languageUnavailable(let languages, let dataPath):
            let packs = languages.split(separator: "+").map { "tesseract-ocr-\($0)" }.joined(separator: ", ")
            return "Tesseract cannot load language '\(languages)'\(dataPath.map { " from \($0)" } ?? ""); "
                + "is \(packs) installed?"
        case .recognitionFailed(let reason):
            return "Tesseract failed to recognise the page: \(reason)"
        case .outOfTime(let budget, let seconds):
            return "Tesseract stopped at \(budget) after " + String(format: "%.1f s", seconds) + "; the page's reading is not kept"
        case .unknownVariable(let name):
            return "Tesseract has no variable named '\(name)' (see `tesseract --print-parameters`)"
        }
    }
}

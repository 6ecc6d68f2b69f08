/// Why Tesseract could not start or read a page.
public enum OCRError: Error, Hashable, CustomStringConvertible {
    case languageUnavailable(languages: String, dataPath: String?)
    case recognitionFailed(reason: String)

    public var description: String {
        switch self {
        case .languageUnavailable(let languages, let dataPath):
            let packs = languages.split(separator: "+").map { "tesseract-ocr-\($0)" }.joined(separator: ", ")
            return "Tesseract cannot load language '\(languages)'\(dataPath.map { " from \($0)" } ?? ""); "
                + "is \(packs) installed?"
        case .recognitionFailed(let reason):
            return "Tesseract failed to recognise the page: \(reason)"
        }
    }
}

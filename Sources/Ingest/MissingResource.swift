import OCR

/// True for errors that mean something must be installed (a Tesseract language pack), so the CLI can
/// exit with EX_UNAVAILABLE without knowing the OCR module.
public func isMissingResource(_ error: any Error) -> Bool {
    if case .languageUnavailable? = error as? OCRError { return true }
    return false
}

/// Folio's exit statuses (sysexits.h where one fits).
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// Some input failed (the batch went on; see the output).
    case failure = 1
    case usage = 64
    /// Input that is unreadable as asked (a bad pipeline file, bad SQL).
    case dataError = 65
    case noInput = 66
    /// A required resource is missing (a Tesseract language pack).
    case unavailable = 69
    /// The database could not be opened or written.
    case ioError = 74
}

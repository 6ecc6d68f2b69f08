import CTesseract
import Foundation
import Synchronization

/// Where Tesseract finds its models, so that an engine can check at start that its languages are installed
/// without loading them (a worker then holds only the models its pages use). Tesseract looks in the data path it
/// is given, else in `$TESSDATA_PREFIX`, else in the folder compiled into the library, which only an engine that
/// loaded can tell: the process's first such engine loads at once and tells it (`TessBaseAPIGetDatapath`).
enum TessdataFolder {
    private static let compiledIn = Mutex<String?>(nil)

    /// The folder an engine started with `dataPath` reads its models from; nil while the library's own folder
    /// is still unknown.
    static func folder(for dataPath: String?) -> String? {
        if let dataPath, !dataPath.isEmpty { return dataPath }
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"], !prefix.isEmpty { return prefix }
        return compiledIn.withLock { $0 }
    }

    /// Notes the folder an engine started without a data path loaded from.
    static func learn(from api: OpaquePointer) {
        guard let path = TessBaseAPIGetDatapath(api) else { return }
        let folder = String(cString: path)
        guard !folder.isEmpty else { return }
        compiledIn.withLock { if $0 == nil { $0 = folder } }
    }

    /// The languages of `languages` ("eng+deu") that have no `LANG.traineddata` in `folder`.
    static func missing(_ languages: String, in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return languages.split(separator: "+").map(String.init).filter {
            !$0.isEmpty && !FileManager.default.isReadableFile(atPath: base + $0 + ".traineddata")
        }
    }
}

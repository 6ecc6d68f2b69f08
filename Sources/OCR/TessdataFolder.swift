import CTesseract
import Foundation
import Synchronization

/// Where Tesseract finds its models, so that an engine can check at start that its languages are installed
/// without loading them (a worker then holds only the models its pages use). Tesseract looks in the data path it
/// is given, else in `$TESSDATA_PREFIX`, else in the folder compiled into the library, which only an engine that
/// started can tell (`TessBaseAPIGetDatapath`): the process's first such engine starts a throwaway one that stops
/// before the model (`discover`), and loads at once only where that fails.
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

    /// Learns the library's folder from a throwaway engine started with `tessedit_init_config_only`: Tesseract
    /// reads `languages`' files and their configuration there and stops before loading a model (the OSD model,
    /// asked for first by `orient`, is ~30 MB of classifier templates that most pages never use). False when the
    /// files cannot be read there (the caller then loads, and reports what is missing).
    static func discover(reading languages: String) -> Bool {
        guard let api = TesseractHandle.make() else { return false }
        defer { TessBaseAPIEnd(api); TessBaseAPIDelete(api) }
        let status = TesseractModel.withCStrings(["tessedit_init_config_only"]) { names in
            TesseractModel.withCStrings(["1"]) { values in TessBaseAPIInit4(api, nil, languages, OEM_DEFAULT, nil, 0, names, values, 1, 0) }
        }
        guard status == 0 else { return false }
        learn(from: api)
        return compiledIn.withLock { $0 } != nil
    }

    /// The languages of `languages` ("eng+deu") that have no `LANG.traineddata` in `folder`.
    static func missing(_ languages: String, in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return languages.split(separator: "+").map(String.init).filter {
            !$0.isEmpty && !FileManager.default.isReadableFile(atPath: base + $0 + ".traineddata")
        }
    }
}

import CTesseract

extension TesseractEngine {
    /// The languages of `requested` ("eng+deu+fra") that the initialised `api` did not load.
    static func missingLanguages(requested: String, api: OpaquePointer) -> [String] {
        var loaded: Set<String> = []
        if let list = TessBaseAPIGetLoadedLanguagesAsVector(api) {
            var index = 0
            while let entry = list[index] {
                loaded.insert(String(cString: entry))
                index += 1
            }
            TessDeleteTextArray(list)
        }
        return requested.split(separator: "+").map(String.init).filter { !$0.isEmpty && !loaded.contains($0) }
    }
}

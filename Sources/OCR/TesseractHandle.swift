import CTesseract

/// Making and renewing `TessBaseAPI` handles, for the types that own one (`TesseractModel`, `OrientationDetector`).
enum TesseractHandle {
    /// A handle without a model, Tesseract's own chatter kept out of the user's terminal (failures reach them as
    /// `OCRError`).
    static func make() -> OpaquePointer? {
        guard let api = TessBaseAPICreate() else { return nil }
        TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        return api
    }

    /// Frees `api`'s model and the handle, returns the freed memory to the system, and gives a fresh handle in its
    /// place, so a model loaded again is set up exactly as a new one; nil, `api` untouched, when none can be made.
    static func renewed(_ api: OpaquePointer) -> OpaquePointer? {
        guard let fresh = make() else { return nil }
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
        // glibc keeps freed small blocks in its arenas: without this a worker's resident size stays at the most it
        // ever held (`malloc_trim(3)`).
        _ = malloc_trim(0)
        return fresh
    }
}

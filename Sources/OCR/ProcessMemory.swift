import CTesseract

/// The process's heap, as seen from the models' side.
enum ProcessMemory {
    /// Hands memory freed by an unloaded model back to the system. glibc keeps freed small blocks in its arenas,
    /// so without this a worker's resident size stays at the most it ever held (`malloc_trim(3)`).
    static func returnFreed() {
        _ = malloc_trim(0)
    }
}

import Foundation

/// The plain `tesseract` command, run as a reference beside Folio on the same page images.
struct TesseractCLI {
    var executable: String
    var languages: String = "eng"

    /// Finds `tesseract` on PATH; nil when it is not installed.
    static func find(environment: [String: String]) -> TesseractCLI? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/tesseract"
            if FileManager.default.isExecutableFile(atPath: candidate) { return TesseractCLI(executable: candidate) }
        }
        return nil
    }

    /// `tesseract IMAGE stdout -l LANG --psm 3 --dpi DPI` with OMP_THREAD_LIMIT=1, as Folio runs (a fair
    /// comparison: with OpenMP's default threads the CLI is about three times slower on small machines).
    /// Without `dpi` the CLI takes the image's own or guesses, as a plain `tesseract IMAGE -` does.
    func recognize(imagePath: String, dpi: Int?) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [imagePath, "stdout", "-l", languages, "--psm", "3"] + (dpi.map { ["--dpi", String($0)] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(code: .failure, message: "tesseract failed on \(imagePath) (status \(process.terminationStatus))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

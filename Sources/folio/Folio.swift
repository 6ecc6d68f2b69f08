import FolioCLI
import Foundation

@main
enum Folio {
    static func main() {
        if let code = FolioMain.runRenderHelper(Array(CommandLine.arguments.dropFirst())) { exit(code) }
        OpenMP.limitThreads()
        FolioMain.offerRenderHelper()
        let code = FolioMain.run(Array(CommandLine.arguments.dropFirst()))
        exit(code.rawValue)
    }
}

/// Debian's Tesseract is built with OpenMP, whose threads oversubscribe small machines: a page costs
/// about three times more unless OMP_THREAD_LIMIT=1 is set before the library loads. Setting it from
/// here is too late (libgomp read the environment when the process started), so re-execute once with
/// it set. A user's own OMP_THREAD_LIMIT is respected.
enum OpenMP {
    static func limitThreads() {
        guard getenv("OMP_THREAD_LIMIT") == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let arguments = CommandLine.arguments
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        cArguments.append(nil)
        // On success execv does not return; on failure carry on, slower but correct.
        execv("/proc/self/exe", &cArguments)
    }
}

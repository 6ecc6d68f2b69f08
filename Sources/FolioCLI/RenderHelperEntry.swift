import Foundation
import Ingest

extension FolioMain {
    /// When `arguments` (without the program name) ask for it, runs this process as a reader's page renderer
    /// and returns its exit status (see `IsolatedRenderer` in Ingest); nil otherwise.
    public static func runRenderHelper(_ arguments: [String]) -> Int32? {
        guard arguments.first == PageRenderHelper.argument else { return nil }
        return PageRenderHelper.serve(Array(arguments.dropFirst()))
    }

    /// Makes this executable the page renderer of the readers this process starts.
    public static func offerRenderHelper() {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        setenv(PageRenderHelper.environmentKey, path, 1)
    }
}

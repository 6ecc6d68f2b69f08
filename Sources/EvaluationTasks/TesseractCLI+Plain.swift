import Foundation

extension TesseractCLI {
    /// The plain CLI's reading of every page of an input file, as one would run it without Folio: an image file
    /// as it is (`tesseract FILE stdout --psm 3`: the image's own resolution, or Tesseract's estimate when it
    /// states none; a multi-page TIFF's pages split at the form feeds the CLI writes after each), a PDF's pages
    /// rendered by `pdftoppm -r DPI -gray` (the CLI reads no PDF) and read at that resolution. Element 0 is page 1.
    func plainPages(of documentPath: String, pdfDPI: Int, scratch: URL) throws -> [String] {
        guard documentPath.lowercased().hasSuffix(".pdf") else {
            let text = try recognize(imagePath: documentPath, dpi: nil)
            let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
            // The CLI ends every page with a form feed: the piece after the last one is empty.
            return pages.count > 1 && pages.last?.allSatisfy(\.isWhitespace) == true ? Array(pages.dropLast()) : pages
        }
        let folder = scratch.appendingPathComponent("plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = Process()
        render.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        render.arguments = ["pdftoppm", "-r", String(pdfDPI), "-gray", "-png", documentPath, folder.appendingPathComponent("p").path]
        render.standardError = FileHandle.nullDevice
        try render.run()
        render.waitUntilExit()
        guard render.terminationStatus == 0 else {
            throw CommandFailure(code: .failure, message: "\(documentPath): pdftoppm failed (status \(render.terminationStatus); is poppler-utils installed?)")
        }
        // pdftoppm numbers pages p-1.png or p-01.png… by the page count's width: sorting by number keeps the order.
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
            .sorted { Int($0.dropFirst(2).dropLast(4)) ?? 0 < Int($1.dropFirst(2).dropLast(4)) ?? 0 }
        return try images.map { try recognize(imagePath: folder.appendingPathComponent($0).path, dpi: pdfDPI) }
    }
}

import DocModel
import Foundation
import Imaging
import PDF
import TestSupport

/// Lines of Helvetica printed by Poppler, for tests that read real pixels with Tesseract: the page rendered in
/// grey, and the truth words a reading holds.
enum PrintedLines {
    /// A US Letter page holding `lines` in Helvetica of `size` pt, `leading` pt apart, the first 40 pt from the
    /// left and 52 pt from the top, rendered at `dpi`.
    static func page(_ lines: [String], size: Int, leading: Int, dpi: Int) throws -> Image {
        let content = "BT /F1 \(size) Tf \(leading) TL 40 740 Td " + lines.map { "(\($0)) '" }.joined(separator: " ") + " ET"
        let data = TextPDF.page(content: content)
        return try PDFDocument(data: data, file: "printed.pdf").page(0).render(dpi: dpi, maxPixels: 10_000_000).grayscale()
    }

    /// The words of `lines` (case-folded) a reading holds, each counted once.
    static func found(_ document: Document, of lines: [String]) -> Set<String> {
        let truth = Set(lines.flatMap { $0.lowercased().split(separator: " ").map(String.init) })
        let read = document.blocks.flatMap(\.lines).flatMap(\.words)
            .map { $0.text.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        return truth.intersection(read)
    }
}

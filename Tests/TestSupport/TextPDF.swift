import Foundation

/// A one-page PDF whose text layer holds `text` (Helvetica, one line): distinct small documents for tests of
/// the queue, cheap to read with a text-layer pipeline. Written by hand, with a correct cross-reference table.
public enum TextPDF {
    public static func data(_ text: String) -> Data { pages([text]) }

    /// A PDF of one page per text (each one line of Helvetica, as `data`): documents that take a while to read
    /// page by page.
    public static func pages(_ texts: [String]) -> Data {
        let escaped = texts.map {
            $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
                .replacingOccurrences(of: ")", with: "\\)")
        }
        // Objects: 1 catalog, 2 pages, 3 font, then a page and its content per text.
        let kids = (0..<texts.count).map { "\(4 + 2 * $0) 0 R" }.joined(separator: " ")
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [\(kids)] /Count \(texts.count) >>",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        for (index, text) in escaped.enumerated() {
            let content = "BT /F1 24 Tf 72 700 Td (\(text)) Tj ET"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents \(5 + 2 * index) 0 R "
                           + "/Resources << /Font << /F1 3 0 R >> >> >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        return file(objects: objects)
    }

    /// A one-page US Letter PDF drawn by `content` (a content stream; `/F1` is `font`, a standard Type 1 font): pages
    /// of printed text and lines laid out in points for tests that read the rendered pixels.
    public static func page(content: String, font: String = "Helvetica") -> Data {
        file(objects: [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /\(font) >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"])
    }

    /// A PDF file of `objects` (numbered from 1, the catalog first) with its cross-reference table.
    public static func file(objects: [String]) -> Data {
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }
}

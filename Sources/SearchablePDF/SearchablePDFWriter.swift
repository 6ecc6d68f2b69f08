import DocModel
import Foundation

/// Writes a searchable PDF by hand: each page is its image (a JPEG, `DCTDecode`) with every word laid over it
/// in invisible text (`3 Tr`), so `pdftotext` and a viewer's search find the words where they are printed.
///
/// Written in Swift rather than through Tesseract's PDF renderer (which would read the page again) or Cairo
/// (which has no invisible render mode): the words are the stored ones, placed exactly on their boxes.
/// Text uses Tesseract's glyphless font the way its renderer does: a Type0 font, `Identity-H`, two bytes per
/// UTF-16 unit, a `ToUnicode` map that is the identity, every character `advance`/1000 of the size wide, so
/// `Tz` stretches a word to its box. The font says ascent 1 and descent ~0, so a word's extracted box runs
/// from its baseline up one font size: the size is the box height and the baseline the box bottom.
public enum SearchablePDFWriter {
    /// The PDF's bytes. `title` goes into the document information dictionary.
    public static func write(pages: [SearchablePDFPage], title: String) -> Data {
        var out = PDFObjectWriter()
        // Fixed objects: 1 catalog, 2 page tree, 3 Type0 font, 4 CID font, 5 descriptor, 6 font file,
        // 7 ToUnicode, 8 info; then per page its page, content and image.
        let pageIDs = pages.indices.map { 9 + 3 * $0 }
        out.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        out.object(2, "<< /Type /Pages /Count \(pages.count) /Kids [\(pageIDs.map { "\($0) 0 R" }.joined(separator: " "))] >>")
        out.object(3, "<< /Type /Font /Subtype /Type0 /BaseFont /GlyphLessFont /Encoding /Identity-H "
                   + "/DescendantFonts [4 0 R] /ToUnicode 7 0 R >>")
        // CIDToGIDMap /Identity: codes past the font's two glyphs draw .notdef, which is nothing here either.
        out.object(4, "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /GlyphLessFont "
                   + "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
                   + "/FontDescriptor 5 0 R /CIDToGIDMap /Identity /DW \(GlyphlessFont.advance) >>")
        out.object(5, "<< /Type /FontDescriptor /FontName /GlyphLessFont /Flags 5 /FontBBox [0 0 \(GlyphlessFont.advance) 1000] "
                   + "/ItalicAngle 0 /Ascent 1000 /Descent -1 /CapHeight 1000 /StemV 80 /FontFile2 6 0 R >>")
        out.stream(6, dictionary: "/Length1 \(GlyphlessFont.data.count)", GlyphlessFont.data)
        out.stream(7, dictionary: "", Data(toUnicode.utf8))
        out.object(8, "<< /Producer (Folio) /Title \(PDFText.literal(title)) >>")
        for (index, page) in pages.enumerated() {
            let id = pageIDs[index]
            let scale = 72 / Double(max(1, page.dpi))
            let width = Double(page.width) * scale, height = Double(page.height) * scale
            out.object(id, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(PDFText.number(width)) \(PDFText.number(height))] "
                       + "/Resources << /XObject << /Im0 \(id + 2) 0 R >> /Font << /F0 3 0 R >> >> /Contents \(id + 1) 0 R >>")
            out.stream(id + 1, dictionary: "", Data(content(page, scale: scale, width: width, height: height).utf8))
            let colour = page.image.components == 3 ? "/DeviceRGB" : "/DeviceGray"
            out.stream(id + 2, dictionary: "/Type /XObject /Subtype /Image /Width \(page.image.width) /Height \(page.image.height) "
                       + "/ColorSpace \(colour) /BitsPerComponent 8 /Filter /DCTDecode", page.image.jpeg)
        }
        return out.finish(rootID: 1, infoID: 8)
    }

    // MARK: - Private

    /// The page's drawing: the image stretched over the page, then one invisible text object per word.
    static func content(_ page: SearchablePDFPage, scale: Double, width: Double, height: Double) -> String {
        var text = "q \(PDFText.number(width)) 0 0 \(PDFText.number(height)) 0 0 cm /Im0 Do Q\n"
        text += "BT 3 Tr\n"
        for word in page.words {
            let units = Array(word.text.utf16)
            guard !units.isEmpty, word.box.width > 0, word.box.height > 0 else { continue }
            let size = Double(word.box.height) * scale
            let x = Double(word.box.x) * scale
            let baseline = height - Double(word.box.maxY) * scale
            let natural = Double(units.count) * Double(GlyphlessFont.advance) / 1000 * size
            let stretch = Double(word.box.width) * scale / natural * 100
            let hex = units.map { String(format: "%04X", $0) }.joined()
            text += "/F0 \(PDFText.number(size)) Tf \(PDFText.number(stretch)) Tz 1 0 0 1 \(PDFText.number(x)) "
                + "\(PDFText.number(baseline)) Tm <\(hex)> Tj\n"
        }
        return text + "ET\n"
    }

    /// Every two-byte code is the UTF-16 unit it stands for (Tesseract's renderer writes the same map).
    static let toUnicode = """
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
        /CMapName /Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        <0000> <FFFF>
        endcodespacerange
        1 beginbfrange
        <0000> <FFFF> <0000>
        endbfrange
        endcmap
        CMapName currentdict /CMap defineresource pop
        end
        end

        """
}

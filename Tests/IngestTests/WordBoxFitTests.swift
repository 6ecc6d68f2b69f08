import DocModel
import Foundation
import Imaging
import OCR
import PDF
import Testing
import TestSupport
@testable import Ingest

/// `WordBoxFit`: word boxes Tesseract stretched over the fill line a word stands on, fitted to the word's ink on a form
/// drawn here (Courier placed on printed lines in a PDF, rendered by Poppler at 300 dpi in grey).
@Suite struct WordBoxFitTests {
    /// Courier 11 pt: every character 6.6 pt wide; at 300 dpi 27.5 px.
    static let scale = 300.0 / 72

    /// A US Letter page: `pieces` of Courier 11 pt (text, x and baseline y in points from the top-left) and `lines`
    /// 1.2 pt thick (x from, x to, y in points), the lines drawn through the text's baseline.
    static func page(_ pieces: [(String, Double, Double)], lines: [(Double, Double, Double)]) throws -> Image {
        let text = pieces.map { "BT /F1 11 Tf 1 0 0 1 \($0.1) \(792 - $0.2) Tm (\($0.0)) Tj ET" }
        let rules = lines.map { "1.2 w \($0.0) \(792 - $0.2) m \($0.1) \(792 - $0.2) l S" }
        let content = (text + rules).joined(separator: "\n")
        let data = TextPDF.page(content: content, font: "Courier")
        return try PDFDocument(data: data, file: "form.pdf").page(0).render(dpi: 300, maxPixels: 10_000_000).grayscale()
    }

    /// The box of `characters` Courier characters starting `at` characters after `x` on the baseline `y` (points), in
    /// pixels: the cap height above the baseline and a little below it.
    static func box(x: Double, at: Int, characters: Int, y: Double) -> Box {
        Box(x: Int(((x + Double(at) * 6.6) * scale).rounded()), y: Int(((y - 8) * scale).rounded()),
            width: Int((Double(characters) * 6.6 * scale).rounded()), height: Int((10 * scale).rounded()))
    }

    /// A speakers' form typed on printed lines: "Speaker  Dr. Patricia Jacobs ____", "Position  ____" left blank, "Topic  Cancer Epidemiology" printed without a line. As
    /// Tesseract reads such scans, "Patricia" is boxed from the line's start to its end (1,040 px for eight letters of
    /// 27.5 px) and a stretch of the blank line is read as "ee". Fitted, "Patricia" has the box of its own letters,
    /// between "Dr." and "Jacobs"; "ee" is dropped, its line with it; the labels, boxed right, keep their boxes.
    @Test func aWordBoxedAlongItsFillLineGetsItsLettersBoxAndALineReadAsLettersIsDropped() throws {
        let image = try Self.page([("Speaker", 60, 100), ("Dr. Patricia Jacobs", 160, 100), ("Position", 60, 140),
                                   ("Topic", 60, 180), ("Cancer Epidemiology", 160, 180)],
                                  lines: [(150, 400, 100), (150, 400, 140)])
        let speaker = Word(text: "Speaker", box: Self.box(x: 60, at: 0, characters: 7, y: 100), confidence: 0.96)
        let doctor = Word(text: "Dr.", box: Self.box(x: 160, at: 0, characters: 3, y: 100), confidence: 0.9)
        let lineStart = Int((150 * Self.scale).rounded()), lineEnd = Int((400 * Self.scale).rounded())
        let patricia = Word(text: "Patricia", box: Box(x: lineStart, y: Int((92 * Self.scale).rounded()),
                                                       width: lineEnd - lineStart, height: Int((10 * Self.scale).rounded())),
                            confidence: 0.42)
        let jacobs = Word(text: "Jacobs", box: Self.box(x: 160, at: 13, characters: 6, y: 100), confidence: 0.9)
        let position = Word(text: "Position", box: Self.box(x: 60, at: 0, characters: 8, y: 140), confidence: 0.96)
        let ee = Word(text: "ee", box: Box(x: lineStart + 200, y: Int((136 * Self.scale).rounded()), width: 300,
                                          height: Int((6 * Self.scale).rounded())), confidence: 0.3)
        let topic = [Word(text: "Topic", box: Self.box(x: 60, at: 0, characters: 5, y: 180), confidence: 0.96),
                     Word(text: "Cancer", box: Self.box(x: 160, at: 0, characters: 6, y: 180), confidence: 0.96),
                     Word(text: "Epidemiology", box: Self.box(x: 160, at: 7, characters: 12, y: 180), confidence: 0.96)]
        let paragraphs = [[Line(words: [speaker, doctor, patricia, jacobs])!], [Line(words: [position])!], [Line(words: [ee])!],
                          [Line(words: topic)!]]
        let work = PageWork(number: 1, image: image, dpi: 300, documentPath: "form.png")
        let fitted = try work.fittingWordBoxes(paragraphs, on: image)

        #expect(fitted.count == 3, "the line read as \"ee\" is dropped: \(fitted)")
        let words = fitted.joined().flatMap(\.words)
        #expect(words.map(\.text) == ["Speaker", "Dr.", "Patricia", "Jacobs", "Position", "Topic", "Cancer", "Epidemiology"])
        let box = try #require(words.first { $0.text == "Patricia" }).box
        // "Patricia" is characters 4–11 of the typed answer: x 186.4–239.2 pt, 777–997 px (a glyph's ink stands a
        // few pixels inside its cell).
        #expect(abs(box.x - 777) <= 12 && abs(box.x + box.width - 997) <= 12, "\(box)")
        #expect(box.width < 300, "\(box)")
        for word in [speaker, position] { #expect(words.contains(word), "\(word.text) keeps its box") }
    }

    /// A label whose box Tesseract ran along the fill line its answer is typed on ("SALES:" over "6,117,778"): fitted
    /// to the label's letters, the answer's ink is no longer under a read word's box (where `lost_lines` looks).
    @Test func aLabelsBoxOverTheAnswerTypedOnItsLineShrinksToTheLabel() throws {
        let image = try Self.page([("Variety Unit Sales:", 60, 100), ("6,117,778", 240, 100), ("Dollar Sales Total", 60, 140)],
                                  lines: [(190, 400, 100)])
        let words = [Word(text: "Variety", box: Self.box(x: 60, at: 0, characters: 7, y: 100), confidence: 0.96),
                     Word(text: "Unit", box: Self.box(x: 60, at: 8, characters: 4, y: 100), confidence: 0.96),
                     // "Sales:" starts at character 13 (145.8 pt, 607 px); its box runs to the line's end (400 pt).
                     Word(text: "Sales:", box: Box(x: 607, y: Int((92 * Self.scale).rounded()), width: Int(400 * Self.scale) - 607,
                                                   height: Int((10 * Self.scale).rounded())), confidence: 0.7)]
        let other = [Word(text: "Dollar", box: Self.box(x: 60, at: 0, characters: 6, y: 140), confidence: 0.96),
                     Word(text: "Sales", box: Self.box(x: 60, at: 7, characters: 5, y: 140), confidence: 0.96),
                     Word(text: "Total", box: Self.box(x: 60, at: 13, characters: 5, y: 140), confidence: 0.96)]
        let work = PageWork(number: 1, image: image, dpi: 300, documentPath: "form.png")
        let fitted = try work.fittingWordBoxes([[Line(words: words)!], [Line(words: other)!]], on: image)
        let sales = try #require(fitted.joined().flatMap(\.words).first { $0.text == "Sales:" }).box
        // "Sales:" is six characters: 145.8–185.4 pt, 607–773 px; the answer starts at 240 pt, 1000 px.
        #expect(abs(sales.x - 607) <= 12 && sales.x + sales.width <= 790, "\(sales)")
    }

    /// A letter's letterhead set large and bold over its body, with no line on the page (a photographed letter's, read
    /// by Tesseract): its words are twice as wide as the body's characters need or more, and their rows of bold strokes
    /// are as full as a dotted line's, but no ruling runs along them, so every word keeps the box Tesseract gave it (fitted,
    /// a photographed letter's "Bookbinders" kept a third of its height and was read a second time under it).
    @Test func largeLettersNoRulingRunsAlongKeepTheirBoxes() throws {
        let body = ["Thank you for your letter of 14 February and for sending the three parish registers.",
                    "They arrived safely on 21 February, well packed, and we have now completed our",
                    "initial assessment of each volume. The earliest register is in the poorest condition."]
        let content = (["BT /F1 30 Tf 1 0 0 1 120 720 Tm (Marlow & Finch Bookbinders) Tj ET"]
                       + body.enumerated().map { "BT /F1 11 Tf 1 0 0 1 72 \(660 - 16 * $0.offset) Tm (\($0.element)) Tj ET" })
            .joined(separator: "\n")
        let image = try PDFDocument(data: TextPDF.page(content: content, font: "Times-Bold"), file: "letter.pdf").page(0)
            .render(dpi: 300, maxPixels: 10_000_000).grayscale()
        let paragraphs = try TesseractEngine().recognize(image, resolution: 300).map(\.lines)
        let words = paragraphs.joined().flatMap(\.words)
        let pitch = try #require(WordBoxFit.pitch(words))
        let wide = words.filter { WordBoxFit.isStretched($0, pitch: pitch) }
        #expect(wide.map(\.text).contains("Bookbinders"), "the letterhead is wide for the body's characters: \(wide)")
        let work = PageWork(number: 1, image: image, dpi: 300, documentPath: "letter.png")
        #expect(try work.fittingWordBoxes(paragraphs, on: image) == paragraphs)
        // The fit itself, asked without a ruling, would cut them: "&" and "Bookbinders" lose rows of bold strokes as
        // full as a dotted line's; the strokes' runs of "line" (serifs, an "l"'s stem) are no ruling along the box.
        let shape = work.clearedRulingShape
        let ink = try LineFreeInk(image, minLength: shape.minLength, maxThickness: shape.maxThickness)
        let patches = try wide.map { try #require(ink.patch($0.box)) }
        #expect(patches.allSatisfy { !$0.holdsRuling })
        #expect(zip(wide, patches).contains { WordBoxFit.fitted($1, characters: $0.text.count, pitch: pitch) != $0.box })
    }
}

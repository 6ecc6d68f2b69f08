import DocModel
import Imaging
import OCR
import Testing
@testable import Ingest

/// `illumination`'s reading check reads a photographed page twice, flattened and as captured; a flattened reading
/// already sure (enough words, nearly all of them sure, a high mean confidence) is kept without the second one.
/// Here the "flattened" page is the top of `letter-clean.png` (its letterhead, address and first paragraph, cut between lines) and the page "as
/// captured" the whole letter, which reads more words: the check would keep the page as it stood.
@Suite struct SureReadingTests {
    static func pages() throws -> (whole: Image, top: Image) {
        let whole = try ImageDecoder().decode(try Repo.data("corpus/letter-clean.png"), mediaType: .png, file: "letter-clean.png")
        let top = try #require(try whole.croppedGray(x: 0, y: 0, width: whole.width, height: 1290))
        return (whole, top)
    }

    static func read(asCaptured: Image, changed: Image, sureEnough: OCRStage.SureEnough?) throws -> PageWork {
        var work = PageWork(number: 1, image: changed, dpi: 300, documentPath: "letter-clean.png")
        work.unstraightened = .init(image: asCaptured, geometry: nil, straightened: changed,
                                    note: "lighting left as captured: the page read better unflattened", sureEnough: sureEnough)
        try OCRStage(engine: try TesseractEngine(mode: .auto)).process(&work)
        return work
    }

    @Test func aSureFlattenedReadingIsKeptWithoutReadingThePageAsCaptured() throws {
        let (whole, top) = try Self.pages()
        let checked = try Self.read(asCaptured: whole, changed: top, sureEnough: nil)
        // Both read: the whole letter reads more words, so the page as it stood is kept.
        #expect(checked.image === whole)
        #expect(checked.warnings.contains { $0.message.hasPrefix("lighting left as captured") })

        let spared = try Self.read(asCaptured: whole, changed: top, sureEnough: IlluminationStage.sureReading)
        #expect(spared.image === top)
        #expect(spared.warnings.isEmpty)
        let words = spared.paragraphs.joined().flatMap(\.words)
        #expect(words.count >= 40)
        #expect(words.map(\.text).joined(separator: " ").contains("Dear"))
    }

    /// A flattened page that reads only a few words, however surely, is still read as captured: a receipt whose
    /// warp kept a wedge of desk read almost nothing flattened (`DeskEdgeTests`).
    @Test func aFewSureWordsStillAskForTheReadingAsCaptured() throws {
        let (whole, _) = try Self.pages()
        let line = try #require(try whole.croppedGray(x: 0, y: 0, width: whole.width, height: 380))
        let work = try Self.read(asCaptured: whole, changed: line, sureEnough: IlluminationStage.sureReading)
        #expect(work.image === whole)
    }
}

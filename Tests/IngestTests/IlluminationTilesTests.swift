import DocModel
import Imaging
import Testing
@testable import Ingest

/// `illumination`'s `tile_letters`: background tiles sized to the page's characters. Leptonica's own 10 × 15 px
/// tiles fall inside the faint, thick letters of a small receipt photo that `rectify` enlarged, take their grey
/// for paper and flatten them away (corpus/receipts/receipt-23-photo.jpg: 20 % of its words).
@Suite struct IlluminationTilesTests {
    static let width = 1200, height = 1600, paper: UInt8 = 215, ink: UInt8 = 110
    /// Where the strokes lie: four rows of eight "H"s, 100 × 130 px, strokes 36 px thick, in faint grey ink
    /// (above Leptonica's foreground threshold of 60) on grey paper, as faded thermal print enlarged 2.5× looks.
    static func isStroke(_ x: Int, _ y: Int) -> Bool {
        let column = (x - 60) / 140, row = (y - 200) / 300
        guard x >= 60, y >= 200, column < 8, row < 4 else { return false }
        let lx = (x - 60) % 140, ly = (y - 200) % 300
        guard lx < 100, ly < 130 else { return false }
        return lx < 36 || lx >= 64 || (ly >= 47 && ly < 83)
    }

    static func page() throws -> Image {
        var bytes = [UInt8](repeating: paper, count: width * height)
        for y in 0..<height { for x in 0..<width where isStroke(x, y) { bytes[y * width + x] = ink } }
        return try Image.gray(width: width, height: height, bytes: bytes)
    }

    /// The mean grey of the strokes' cores (4 px in from their edges) and of the paper between the letters.
    static func contrast(_ image: Image) throws -> (ink: Double, paper: Double) {
        let bytes = try image.luminanceBytes()
        var inkSum = 0.0, inkCount = 0.0, paperSum = 0.0, paperCount = 0.0
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let core = (-4...4).allSatisfy { d in isStroke(x + d, y) && isStroke(x, y + d) }
                let clear = (-12...12).allSatisfy { d in !isStroke(x + d, y) && !isStroke(x, y + d) }
                if core { inkSum += Double(bytes[y * width + x]); inkCount += 1 }
                if clear && y >= 200 && y < 1400 { paperSum += Double(bytes[y * width + x]); paperCount += 1 }
            }
        }
        return (inkSum / inkCount, paperSum / paperCount)
    }

    /// With Leptonica's tiles the strokes' cores are taken for paper and pale towards it; tiles two characters wide
    /// (measured on the page's ink) keep the letters as dark against the paper as they were printed.
    @Test func tilesTwoCharactersWideKeepFaintThickLettersThatLeptonicasOwnTilesPale() throws {
        let leptonicas = try Self.contrast(try Self.page().backgroundNormalized())
        var work = PageWork(number: 1, image: try Self.page(), dpi: 300, documentPath: "faint.png")
        var stage = IlluminationStage()
        stage.tileLetters = 2
        try stage.process(&work)
        let sized = try Self.contrast(try #require(work.image))
        // Paper flattened to Leptonica's background value (200) both ways.
        #expect(leptonicas.paper > 190 && sized.paper > 190, "paper \(leptonicas.paper), \(sized.paper)")
        // Printed: ink 110 on paper 215, i.e. about 102 against paper at 200. Sized tiles keep nearly all of that.
        #expect(sized.paper - sized.ink > 85, "sized tiles: ink \(sized.ink), paper \(sized.paper)")
        // Leptonica's tiles keep half of it or less: the cores of the strokes read as paper.
        #expect(leptonicas.paper - leptonicas.ink < 0.5 * (sized.paper - sized.ink),
                "Leptonica's tiles: ink \(leptonicas.ink), paper \(leptonicas.paper); sized: ink \(sized.ink)")
    }
}

import CLeptonica
import CLongRuns
import CTesseractLineImages
import DocModel
import Imaging
import OCR
import Testing

/// Tesseract finds a page's rulings by opening its 1-bit image with a long thin brick; the executable (and this test
/// binary) answer libtesseract's 1-D `pixOpenBrick` calls by doubling runs (`CLongRuns`, which layout's ruling finder
/// `Image.longRuns` uses too), which must keep exactly Leptonica's pixels. Serialized: the switch is process-wide.
@Suite(.serialized) struct LineOpeningTests {
    @Test func doubledRunsKeepExactlyWhatLeptonicasBrickOpeningKeeps() throws {
        var random = SplitMix(seed: 2026_12_06)
        for trial in 0..<30 {
            let width = Int.random(in: 1...300, using: &random), height = Int.random(in: 1...300, using: &random)
            var made = pixCreate(Int32(width), Int32(height), 1)
            let pix = try #require(made)
            defer { pixDestroy(&made) }
            if trial % 10 == 9 {
                pixSetAll(pix)  // one run the whole width and height: kept whole, or not at all when shorter than the brick
            } else {
                for _ in 0..<(width * height / 30) {
                    pixSetPixel(pix, Int32.random(in: 0..<Int32(width), using: &random), Int32.random(in: 0..<Int32(height), using: &random), 1)
                }
                for _ in 0..<40 {
                    // Strokes 1 to 120 px long, flush with an edge one time in four.
                    let length = Int.random(in: 1...120, using: &random), along = Bool.random(using: &random)
                    var x = Int.random(in: 0..<width, using: &random), y = Int.random(in: 0..<height, using: &random)
                    if Int.random(in: 0..<4, using: &random) == 0 { if along { x = max(0, width - length) } else { y = 0 } }
                    for i in 0..<length where (along ? x + i : x) < width && (along ? y : y + i) < height {
                        pixSetPixel(pix, Int32(along ? x + i : x), Int32(along ? y : y + i), 1)
                    }
                }
            }
            // 75: Tesseract's rulings at 300 dpi (a quarter inch), about 60 layout's; powers of two and their neighbours;
            // longer than the image. (The calls from libtesseract taken over are 3 and longer.)
            for length in [3, 4, 5, 15, 16, 17, 63, 64, 65, 75, 150, 400] {
                for horizontal in [true, false] {
                    let (h, v) = horizontal ? (Int32(length), Int32(1)) : (1, Int32(length))
                    var doubled = clr_long_runs(pix, Int32(length), horizontal ? 1 : 0)
                    var brick = ctli_leptonica_open_brick(nil, pix, h, v)
                    defer { pixDestroy(&doubled); pixDestroy(&brick) }
                    let a = try #require(doubled), b = try #require(brick)
                    // Every word of the rasters, the padding bits at each row's end included.
                    let words = Int(pixGetWpl(b)) * height
                    #expect(pixGetWpl(a) == pixGetWpl(b))
                    #expect(Array(UnsafeBufferPointer(start: pixGetData(a), count: words)) == Array(UnsafeBufferPointer(start: pixGetData(b), count: words)),
                            "trial \(trial): \(width)×\(height), length \(length), \(horizontal ? "rows" : "columns")")
                }
            }
        }
    }

    @Test func tesseractReadsATablePageTheSameWithItsRulingsFoundByDoubledRuns() throws {
        let image = try ImageDecoder().decode(try Repo.data("corpus/structure/report-tables.png"), mediaType: .png, file: "report-tables")
        let engine = try TesseractEngine()
        func words() throws -> [Word] { try engine.recognize(image, resolution: 300).flatMap(\.lines).flatMap(\.words) }
        ctli_set_doubled_openings(0)
        let leptonicas = try words()
        ctli_set_doubled_openings(1)
        let before = ctli_doubled_openings()
        let doubled = try words()
        // Rows and columns at least: the interposition is in effect in this binary.
        #expect(ctli_doubled_openings() - before >= 2)
        #expect(leptonicas.count > 80)  // 95 words on the page as read
        #expect(doubled.map(\.text) == leptonicas.map(\.text))
        #expect(doubled.map(\.box) == leptonicas.map(\.box))
        #expect(doubled.map(\.confidence) == leptonicas.map(\.confidence))
    }
}

import Testing
@testable import Segmentation

@Suite struct TextHeightTests {
    @Test func medianCharacterHeightIgnoresSpecksRulesAndPictures() {
        // 30 letters 24 px high and 20 digits 30 px high (median 24), plus what is not text: 40 specks,
        // two ruling lines, a vertical rule and a logo taller than an eighth of the 1000 px page.
        var boxes = Array(repeating: (width: 16, height: 24), count: 30) + Array(repeating: (width: 15, height: 30), count: 20)
        boxes += Array(repeating: (width: 2, height: 2), count: 40)
        boxes += [(width: 600, height: 3), (width: 580, height: 2), (width: 2, height: 90), (width: 200, height: 180)]
        #expect(TextHeight.estimate(boxes, pageHeight: 1000) == 24)
    }

    @Test func pageWithTooFewCharactersHasNoEstimate() {
        let boxes = Array(repeating: (width: 16, height: 24), count: 10) + [(width: 900, height: 700)]
        #expect(TextHeight.estimate(boxes, pageHeight: 1000) == nil)
    }

    @Test func dotMatrixPrintIsMoreBrokenThanSolidPrint() {
        // Solid: 100 characters 20 px high and 10 dots (i, j, full stops). Dot-matrix whose characters
        // fell apart: 30 characters still whole, 300 dots 3 px across.
        let solid = Array(repeating: (width: 12, height: 20), count: 100) + Array(repeating: (width: 3, height: 3), count: 10)
        let dotted = Array(repeating: (width: 12, height: 20), count: 30) + Array(repeating: (width: 3, height: 3), count: 300)
        #expect(TextHeight.fragmentation(solid, height: 20) == 0.1)
        #expect(TextHeight.fragmentation(dotted, height: 20) == 10)
    }

    @Test func largePhotoTakesTheCoarseMeasureWhenTheFineOneSawSpecks() {
        // A 3264 px photo of a dot-matrix receipt: the fine copy measured its dots and the desk's grain (21 px), the
        // 800 px copy (scale 0.245) whole capitals 92 px high, 22.5 px in its own pixels.
        #expect(TextHeight.reconciled(fine: 21, coarse: 92, coarseScale: 0.245) == 92)
    }

    @Test func agreeingOrBlurredCoarseMeasureKeepsTheFineOne() {
        // Small print measured alike on both copies; a coarse measure of blurs 4.5 px high in its copy (specks
        // that shrinking did not quite remove); no coarse copy at all (a small page).
        #expect(TextHeight.reconciled(fine: 12, coarse: 14, coarseScale: 0.3) == 12)
        #expect(TextHeight.reconciled(fine: 10, coarse: 30, coarseScale: 0.15) == 10)
        #expect(TextHeight.reconciled(fine: 25, coarse: nil, coarseScale: 1) == 25)
    }
}

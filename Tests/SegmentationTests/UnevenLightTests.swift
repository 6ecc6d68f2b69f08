import Testing
@testable import Segmentation

/// `UnevenLight`: whether a picture's paper is lit unevenly across the frame, measured on the paper between the
/// print (made-up pages: rows of dark strokes and a solid logo on paper).
@Suite struct UnevenLightTests {
    static let width = 620, height = 877

    /// Paper at `paper(x)` with ten rows of 8-px strokes across the page and a 60 × 60 px black logo top left.
    static func page(paper: (Int) -> UInt8) -> GrayImage {
        var image = GrayImage(width: width, height: height, fill: 0)
        for y in 0..<height {
            for x in 0..<width {
                let stroke = (y - 150) % 60 < 8 && y >= 150 && y < 750 && x >= 40 && x < 580 && (x / 12) % 2 == 0
                let logo = x >= 40 && x < 100 && y >= 40 && y < 100
                image[x, y] = stroke || logo ? 20 : paper(x)
            }
        }
        return image
    }

    @Test func aScansWhitePaperWithPrintAndALogoIsEven() {
        #expect(!UnevenLight.isUneven(Self.page { _ in 248 }))
    }

    /// Light falling off from white on the right to mid grey (165) on the left, as a page photographed filling the
    /// frame: the left quarter's paper is about 0.7 of the right quarter's.
    @Test func paperFallingOffFromWhiteToMidGreyAcrossThePageIsUneven() {
        let tones = UnevenLight.paperTones(Self.page { x in UInt8(165 + 90 * x / (Self.width - 1)) })
        #expect(tones.count == 16)
        #expect(tones[0] < 190 && tones[3] > 240, "\(tones)")
        #expect(UnevenLight.isUneven(Self.page { x in UInt8(165 + 90 * x / (Self.width - 1)) }))
    }

    /// A receipt scanned on a grey bed dims a little towards one side (paper 250 → 215, 0.86): read as it is.
    @Test func aScanDimmingByASeventhIsStillEven() {
        #expect(!UnevenLight.isUneven(Self.page { x in UInt8(215 + 35 * x / (Self.width - 1)) }))
    }

    /// A photographed receipt whose light falls off evenly across the frame, paper 250 on the right to 195 on the
    /// left: the outer quarters' paper is about 207 against 248 (0.84), above `maxShare`, but the tones fall off as
    /// one slope, so the page is flattened (a global threshold split such a page's paper, dim side from bright).
    @Test func paperFallingOffAsOneSlopeToFourFifthsIsUneven() {
        let page = Self.page { x in UInt8(195 + 55 * x / (Self.width - 1)) }
        let tones = UnevenLight.paperTones(page, step: 2)
        let share = Double(tones.min() ?? 0) / Double(tones.max() ?? 1)
        #expect(share > 0.8 && share < 0.86, "\(tones)")
        #expect(UnevenLight.planeDeviation(tones) < 1, "\(tones)")
        #expect(UnevenLight.isUneven(page))
    }

    /// A receipt on a scanner's grey bed: the left half of the picture is bed (205), the right half paper (250), the
    /// same 0.82 share as above but as a step, which no lamp's falloff makes (about 10 levels off the best plane).
    @Test func aGreyBedBesideThePaperAtTheSameShareIsEven() {
        let page = Self.page { x in x < Self.width / 2 ? 205 : 250 }
        let tones = UnevenLight.paperTones(page, step: 2)
        #expect(UnevenLight.planeDeviation(tones) > 8, "\(tones)")
        #expect(!UnevenLight.isUneven(page))
    }
}

import Foundation
import Testing
@testable import Segmentation

@Suite struct LightingModelTests {
    /// A vignette: paper 240 and table 216 (ratio 0.9) at the top, both dimmed by 20 % at the bottom of a
    /// 400-pixel picture, seen along a top side (y = 10) and a right side (x = 390).
    static func vignette(_ y: Double) -> Double { exp(-log(1 / 0.8) * y / 400) }
    static let samples: [LightingModel.Sample] = {
        let top = stride(from: 20.0, through: 380, by: 120).map { Vector2($0, 10) }
        let right = stride(from: 10.0, through: 390, by: 95).map { Vector2(390, $0) }
        return (top + right).map { p in
            LightingModel.Sample(position: p, inside: 240 * vignette(p.y), outside: 216 * vignette(p.y))
        }
    }()

    @Test func dimmedPaperNearTheFrameStillLooksLikePaper() throws {
        let page = Self.samples.map(\.inside).reduce(0, +) / Double(Self.samples.count)
        let background = Self.samples.map(\.outside).reduce(0, +) / Double(Self.samples.count)
        let model = try #require(LightingModel(samples: Self.samples, size: 400, page: page, background: background))
        // Paper three quarters of the way down is 240 × 0.8^0.75 ≈ 204, darker than the table at the top (216):
        // the mean levels alone call it table, the falloff along the right side says paper. (The model is held
        // towards flat, so it follows only part of a falloff: at the very bottom it would not.)
        let paper = 240 * Self.vignette(300), table = 216 * Self.vignette(300)
        #expect(!LightingModel(page: page, background: background).looksLikePage(paper, at: Vector2(380, 300)))
        #expect(model.looksLikePage(paper, at: Vector2(380, 300)))
        // The table there is still table.
        #expect(!model.looksLikePage(table, at: Vector2(380, 300)))
        // Bright paper is paper whatever the model says (it only adds to the mean levels' calls).
        #expect(model.looksLikePage(240, at: Vector2(380, 300)))
    }

    @Test func solvesALinearSystem() throws {
        // 2x + y = 3, x + 3y = 5: x = 0.8, y = 1.4.
        let x = try #require(LightingModel.solve([[2, 1], [1, 3]], [3, 5]))
        #expect(abs(x[0] - 0.8) < 1e-9 && abs(x[1] - 1.4) < 1e-9)
        #expect(LightingModel.solve([[1, 2], [2, 4]], [1, 2]) == nil)
    }
}

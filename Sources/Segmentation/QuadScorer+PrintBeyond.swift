import Foundation

extension QuadScorer {
    /// Share of a side along which print lies just beyond it: within a band a few text lines deep outside
    /// the side, a stroke much darker than the brightest point of that band, where that brightest point
    /// looks like the page's paper. A real page edge has only background beyond it; a side drawn along the
    /// top or foot of a line of text has more paper and print beyond it (a white page on a light table gives
    /// text lines an edge as strong as its own). A stroke darker still (`strongPrint`) counts even where the
    /// band's paper is darker than the page level: a side drawn along a shadow's edge has shadowed print beyond it.
    func printBeyond(from a: Vector2, to b: Vector2, page: Double, background: Double) -> Double {
        let d = b - a
        let length = d.length
        guard length > 1 else { return 0 }
        let unit = d * (1 / length)
        let outward = Vector2(unit.y, -unit.x)
        let w = Double(image.width), h = Double(image.height)
        let (logPage, logBackground) = (log(page + 1), log(background + 1))
        // A few lines of body text at the working size (a page's text is some 1/60 to 1/100 of the picture).
        let depth = max(4, 0.03 * Double(max(image.width, image.height)))
        // A coarse comb is enough to tell a line of text from background.
        let n = 40
        var total = 0, printed = 0
        for k in 0..<n {
            let p = a + d * (0.05 + 0.9 * (Double(k) + 0.5) / Double(n))
            var brightest = -1.0, darkest = 256.0
            var o = 2.0
            while o <= depth {
                for along in [-1.5, 0, 1.5] {
                    let q = p + outward * o + unit * along
                    guard q.x >= 0, q.y >= 0, q.x <= w - 1, q.y <= h - 1 else { continue }
                    let v = image.sample(q.x, q.y)
                    brightest = max(brightest, v)
                    darkest = min(darkest, v)
                }
                o += 1
            }
            guard brightest >= 0 else { continue }
            total += 1
            let v = log(brightest + 1)
            let paperBeyond = abs(v - logPage) < abs(v - logBackground) || brightest >= page
            if (paperBeyond && darkest < 0.75 * brightest) || darkest < strongPrint * brightest { printed += 1 }
        }
        return total < 8 ? 0 : Double(printed) / Double(total)
    }
}

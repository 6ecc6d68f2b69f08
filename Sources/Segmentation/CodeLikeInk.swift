import DocModel

/// Whether a page or a photo may hold a barcode, told from coarse pixels before both decoders read it in full (the
/// `barcodes` stage's `BarcodeCheck` chooses the resolution, the words and the thresholds): a code, 1-D or 2-D,
/// inks a third or more of several tiles of about 4 mm where the words read are painted out, and its modules make
/// tiles of sharp contrast with steep steps where a desk, cloth or wood grain is smooth or soft.
public enum CodeLikeInk {
    /// Tiles of sharp contrast with steep steps, as a code's modules make them (light: 90th percentile ≥ 110; dark:
    /// 10th percentile at most half of it; root mean square gradient ≥ 40 grey levels a pixel), none of whose corners
    /// or centre lies inside the convex polygon `outside` (clockwise or not); counting stops at `atLeast`.
    public static func codeLikeTiles(_ pixels: [UInt8], width: Int, height: Int, tile: Int, outside polygon: [Vector2],
                                     atLeast: Int) -> Int {
        func inside(_ x: Double, _ y: Double) -> Bool {
            guard polygon.count >= 3 else { return false }
            var sign = 0.0
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
                if cross != 0 {
                    if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
                }
            }
            return true
        }
        var values = [UInt8](repeating: 0, count: tile * tile)
        var found = 0
        for ty in stride(from: 0, to: height - tile + 1, by: tile) {
            for tx in stride(from: 0, to: width - tile + 1, by: tile) {
                let (x0, y0, x1, y1) = (Double(tx), Double(ty), Double(tx + tile), Double(ty + tile))
                if inside(x0, y0) || inside(x1, y0) || inside(x0, y1) || inside(x1, y1) || inside((x0 + x1) / 2, (y0 + y1) / 2) {
                    continue
                }
                var squares = 0
                for y in ty..<(ty + tile) {
                    for x in tx..<(tx + tile) {
                        let v = Int(pixels[y * width + x])
                        values[(y - ty) * tile + x - tx] = UInt8(v)
                        if x + 1 < tx + tile, y + 1 < ty + tile {
                            let gx = Int(pixels[y * width + x + 1]) - v, gy = Int(pixels[(y + 1) * width + x]) - v
                            squares += gx * gx + gy * gy
                        }
                    }
                }
                guard squares >= 40 * 40 * (tile - 1) * (tile - 1) else { continue }
                values.sort()
                let light = Int(values[Int(0.9 * Double(values.count - 1))]), dark = Int(values[Int(0.1 * Double(values.count - 1))])
                if light >= 110, 2 * dark <= light {
                    found += 1
                    if found >= atLeast { return found }
                }
            }
        }
        return found
    }

    /// Tiles of `tile` pixels whose mean darkness reaches `minInkShare` once the `boxes` (scaled by `scale` into
    /// these pixels, grown by a pixel) are painted white; counting stops at `atLeast`. Bars narrower than a pixel at
    /// a coarse resolution come out grey, not black: the tile's mean ink keeps them.
    public static func inkedTiles(_ input: [UInt8], width: Int, height: Int, paintingOut boxes: [Box], scale: Double,
                                  tile: Int, minInkShare: Double, atLeast: Int) -> Int {
        var gray = input
        for box in boxes {
            let x0 = max(0, Int(Double(box.x) * scale) - 1), y0 = max(0, Int(Double(box.y) * scale) - 1)
            let x1 = min(width, Int((Double(box.maxX) * scale).rounded(.up)) + 1)
            let y1 = min(height, Int((Double(box.maxY) * scale).rounded(.up)) + 1)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { gray[y * width + x] = 255 } }
        }
        let minInk = Int(minInkShare * Double(tile * tile * 255))
        var tiles = 0
        for ty in stride(from: 0, to: height - tile + 1, by: tile) {
            for tx in stride(from: 0, to: width - tile + 1, by: tile) {
                var ink = 0
                for y in ty..<(ty + tile) { for x in tx..<(tx + tile) { ink += 255 - Int(gray[y * width + x]) } }
                if ink >= minInk {
                    tiles += 1
                    if tiles >= atLeast { return tiles }
                }
            }
        }
        return tiles
    }
}

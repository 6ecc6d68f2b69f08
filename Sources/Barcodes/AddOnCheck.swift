import DocModel

/// Both ZBar and zxing-cpp 1.4 can report an EAN-2 add-on found in the grain of a noisy scan beside an EAN-13
/// (a generated scan with Gaussian noise on white paper: "63" added by both). A printed add-on is bars as dark
/// as the code's own: one is kept only when the strip beside the code where add-ons are printed (5 to 60 modules
/// past either end: a code read upside down has it on the other side) holds ink.
enum AddOnCheck {
    /// Digits of the main code, by Folio symbology, for a payload carrying an add-on after them.
    static func mainLength(_ symbology: String) -> Int? {
        switch symbology {
        case "ean13": 13
        case "upca": 12
        case "upce": 8
        default: nil
        }
    }

    /// The reading without its add-on when no ink lies where the add-on would be printed; unchanged otherwise.
    static func checked(_ reading: BarcodeReading, luminance: [UInt8], width: Int, height: Int) -> BarcodeReading {
        guard let main = mainLength(reading.code.symbology), reading.code.payload.count > main,
              let box = reading.code.box, box.width > 0, box.height > 0, luminance.count == width * height else { return reading }
        let modules = Double(reading.code.symbology == "upce" ? 51 : 95)
        let horizontal = box.width >= box.height
        let length = Double(horizontal ? box.width : box.height)
        let module = length / modules
        // The code's own darkest and lightest along its middle line set the ink threshold.
        var darkest = 255, lightest = 0
        let mid = horizontal ? (box.y + box.maxY) / 2 : (box.x + box.maxX) / 2
        for t in stride(from: horizontal ? box.x : box.y, to: horizontal ? box.maxX : box.maxY, by: 1) {
            let (x, y) = horizontal ? (t, mid) : (mid, t)
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            let v = Int(luminance[y * width + x])
            darkest = min(darkest, v)
            lightest = max(lightest, v)
        }
        guard lightest - darkest > 40 else { return reading }
        let threshold = (darkest + lightest) / 2
        let half = max(2, Int(3 * module))
        func inkShare(from a: Double, to b: Double) -> Double {
            var ink = 0, total = 0
            let lo = Int(a.rounded()), hi = Int(b.rounded())
            guard lo < hi else { return 0 }
            for t in lo..<hi {
                for across in (mid - half)...(mid + half) {
                    let (x, y) = horizontal ? (t, across) : (across, t)
                    guard x >= 0, y >= 0, x < width, y < height else { continue }
                    total += 1
                    if Int(luminance[y * width + x]) < threshold { ink += 1 }
                }
            }
            return total == 0 ? 0 : Double(ink) / Double(total)
        }
        let start = Double(horizontal ? box.x : box.y), end = Double(horizontal ? box.maxX : box.maxY)
        let after = inkShare(from: end + 5 * module, to: end + 60 * module)
        let before = inkShare(from: start - 60 * module, to: start - 5 * module)
        // An EAN-2 is 20 modules of which about half are bars: over a 55-module strip, a tenth of it at least.
        guard max(after, before) < 0.08 else { return reading }
        var stripped = reading
        stripped.code.payload = String(reading.code.payload.prefix(main))
        return stripped
    }
}


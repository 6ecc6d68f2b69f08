import Foundation

/// Appends numbered PDF objects and writes the cross-reference table and trailer (PDF 1.4, no compression
/// of our own: the images are JPEG already and the text is small).
struct PDFObjectWriter {
    private(set) var data = Data("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    private var offsets: [Int: Int] = [:]

    mutating func object(_ id: Int, _ body: String) {
        offsets[id] = data.count
        data.append(Data("\(id) 0 obj\n\(body)\nendobj\n".utf8))
    }

    mutating func stream(_ id: Int, dictionary: String, _ bytes: Data) {
        offsets[id] = data.count
        data.append(Data("\(id) 0 obj\n<< \(dictionary) /Length \(bytes.count) >>\nstream\n".utf8))
        data.append(bytes)
        data.append(Data("\nendstream\nendobj\n".utf8))
    }

    /// Objects must be numbered 1…n without gaps (each id written once).
    mutating func finish(rootID: Int, infoID: Int) -> Data {
        let count = (offsets.keys.max() ?? 0) + 1
        let start = data.count
        var table = "xref\n0 \(count)\n0000000000 65535 f \n"
        for id in 1..<count {
            table += String(format: "%010d 00000 n \n", offsets[id] ?? 0)
        }
        table += "trailer\n<< /Size \(count) /Root \(rootID) 0 R /Info \(infoID) 0 R >>\nstartxref\n\(start)\n%%EOF\n"
        data.append(Data(table.utf8))
        return data
    }
}

/// Numbers and strings as PDF syntax.
enum PDFText {
    /// At most three decimals, no exponent ("12.5", "0", "-3.125").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A text string: UTF-16BE with a byte-order mark, hex-encoded, so any title is safe.
    static func literal(_ text: String) -> String {
        "<FEFF" + text.utf16.map { String(format: "%04X", $0) }.joined() + ">"
    }
}

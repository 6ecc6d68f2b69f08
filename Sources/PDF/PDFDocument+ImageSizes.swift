import Foundation

extension PDFDocument {
    /// True when every image the file draws is known to be small enough to render in this process: each image
    /// XObject states its `/Width` and `/Height` as numbers, none is larger than `maxImagePixels`, and the file
    /// holds no JPEG 2000 (which Poppler decodes whole, 4 bytes a sample, whatever size it is drawn at) and no
    /// JBIG2 (a decoder with a history of runaway inputs). Splash scales the other kinds row by row as it decodes
    /// them, so the rendering's memory then follows the page's pixels.
    /// A stream's dictionary is never inside a compressed object stream (PDF 1.7, 7.5.7), so the image
    /// dictionaries can be read from the file's bytes as they stand; an image drawn inline in a content stream,
    /// a size given by reference or a dictionary not where expected makes the answer false.
    public func imagesFitInProcess(maxImagePixels: Int) -> Bool {
        if let known = imagesFit, known.limit == maxImagePixels { return known.answer }
        let answer = data.withUnsafeBytes { raw in Self.imagesFit(raw.bindMemory(to: UInt8.self), maxImagePixels: maxImagePixels) }
        imagesFit = (maxImagePixels, answer)
        return answer
    }

    static func imagesFit(_ bytes: UnsafeBufferPointer<UInt8>, maxImagePixels: Int) -> Bool {
        for filter in ["/JPXDecode", "/JBIG2Decode"] where find(Array(filter.utf8), in: bytes, from: 0) != nil { return false }
        let subtype = Array("/Subtype".utf8), image = Array("/Image".utf8)
        var images = 0, at = 0
        while let found = find(subtype, in: bytes, from: at) {
            at = found + subtype.count
            var next = at
            while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
            guard matches(image, in: bytes, at: next),
                  next + image.count == bytes.count || isDelimiter(bytes[next + image.count]) else { continue }
            // The image's dictionary: from its object's start to its stream's start, each within 8 KB.
            guard let start = findBackward(Array("obj".utf8), in: bytes, before: found, within: 8192),
                  let end = find(Array("stream".utf8), in: bytes, from: next, within: 8192) else { return false }
            let dictionary = Array(bytes[start..<end])
            guard let width = number(after: "/Width", in: dictionary), let height = number(after: "/Height", in: dictionary),
                  width > 0, height > 0, width <= maxImagePixels / height else { return false }
            images += 1
        }
        return images > 0
    }

    /// The integer after `key` in `dictionary`; nil when absent or given by reference (`12 0 R`).
    static func number(after key: String, in dictionary: [UInt8]) -> Int? {
        let name = Array(key.utf8)
        var at = 0
        while let found = find(name, in: dictionary, from: at) {
            at = found + name.count
            // `/Width` must not be the start of a longer name.
            guard at < dictionary.count, isDelimiter(dictionary[at]) else { continue }
            var i = at
            while i < dictionary.count, isWhitespace(dictionary[i]) { i += 1 }
            var value = 0, digits = 0
            while i < dictionary.count, (0x30...0x39).contains(dictionary[i]), digits < 9 {
                value = value * 10 + Int(dictionary[i] - 0x30)
                digits += 1
                i += 1
            }
            guard digits > 0 else { return nil }
            // A reference: another number and `R` follow.
            var j = i
            while j < dictionary.count, isWhitespace(dictionary[j]) { j += 1 }
            if j < dictionary.count, (0x30...0x39).contains(dictionary[j]) { return nil }
            return value
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0
    }
    private static func isDelimiter(_ byte: UInt8) -> Bool { isWhitespace(byte) || Array("()<>[]{}/%".utf8).contains(byte) }

    private static func matches<Bytes: RandomAccessCollection<UInt8>>(_ needle: [UInt8], in bytes: Bytes, at index: Int) -> Bool
    where Bytes.Index == Int {
        guard index >= 0, index + needle.count <= bytes.count else { return false }
        for j in 0..<needle.count where bytes[index + j] != needle[j] { return false }
        return true
    }

    private static func find<Bytes: RandomAccessCollection<UInt8>>(_ needle: [UInt8], in bytes: Bytes, from start: Int,
                                                                     within limit: Int = .max) -> Int? where Bytes.Index == Int {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        let last = min(bytes.count - needle.count, limit >= Int.max - start ? Int.max : start + limit)
        var i = start
        while i <= last {
            if bytes[i] == needle[0], matches(needle, in: bytes, at: i) { return i }
            i += 1
        }
        return nil
    }

    private static func findBackward(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, before end: Int, within limit: Int) -> Int? {
        var i = end - needle.count
        while i >= max(0, end - limit) {
            if matches(needle, in: bytes, at: i) { return i }
            i -= 1
        }
        return nil
    }
}

import Glibc

/// File names that are not valid UTF-8. Foundation lists such a name with U+FFFD in place of the bad bytes,
/// a name that then opens nothing, so those files would be passed over without a word; they are found here
/// from readdir(3)'s raw bytes, to be reported by name.
public enum UndecodableNames {
    /// Paths below `folder` (relative to it, bad bytes shown as `\xFF`) whose last part is not valid UTF-8,
    /// walking sub-folders whose names are, except hidden ones and those `skip` (absolute path) refuses.
    public static func below(_ folder: String, skip: (String) -> Bool = { _ in false }) -> [String] {
        var found: [String] = []
        walk(folder, relative: "", skip: skip, into: &found)
        return found.sorted()
    }

    /// The bytes as text, each byte that is not part of valid UTF-8 written `\xHH`.
    public static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                out += String(decoding: bytes[index..<(index + length)], as: UTF8.self)
                index += length
            } else {
                out += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return out
    }

    private static func walk(_ folder: String, relative: String, skip: (String) -> Bool, into found: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard name != [46], name != [46, 46], name.first != 46 else { continue }  // ".", "..", hidden
            let shown = relative.isEmpty ? escaped(name) : relative + "/" + escaped(name)
            guard let text = String(validating: name, as: UTF8.self) else {
                found.append(shown)
                continue
            }
            let path = folder + "/" + text
            if entry.pointee.d_type == UInt8(DT_DIR), !skip(path) {
                walk(path, relative: shown, skip: skip, into: &found)
            }
        }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, 0 when the byte there starts none.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        for length in 1...4 where index + length <= bytes.count {
            if String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil { return length }
        }
        return 0
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

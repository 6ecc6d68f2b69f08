/// Letters OCR takes for one another in print, each pair either way round: round capitals, the upright
/// strokes of I, L, T and l, open and closed bowls of lower case, and a "g" whose descender a line's cut
/// lost, which is left an "a". Shared by the `spelling` stage and the receipt's name repairs.
public enum LetterConfusions {
    public static let pairs = ["OQ", "OD", "OG", "OC", "OU", "QG", "CG", "IL", "IT", "IJ", "Il", "EF", "RK",
                               "RB", "PR", "PF", "MN", "NH", "HM", "UV", "VY",
                               "il", "lt", "ij", "ce", "ao", "eo", "nh", "un", "gy", "gq", "ga", "mn", "ft", "vy", "bh"]

    /// Two letters OCR reads as one, (two, one): "rn" as "m" ("Bem" for Bern, "example.corn" the other way), "vv"
    /// for "w". Shared by the link repairs (`WebAddressRepair`) and the address towns (`PostalFormats`).
    public static let twoAsOne: [(two: String, one: String)] = [("rn", "m"), ("vv", "w")]

    /// Every spelling of `word` with one place read back the other way: a "m" as "rn", a "rn" as "m", and so on.
    public static func twoAsOneAway(_ word: String) -> [String] {
        var out: [String] = []
        for (two, one) in twoAsOne {
            for (read, meant) in [(one, two), (two, one)] {
                var start = word.startIndex
                while let r = word.range(of: read, range: start..<word.endIndex) {
                    out.append(word.replacingCharacters(in: r, with: meant))
                    start = r.upperBound
                }
            }
        }
        return out
    }

    /// Each letter with the letters it is taken for.
    public static let map: [Character: [Character]] = {
        var map: [Character: [Character]] = [:]
        for pair in pairs {
            guard let a = pair.first, let b = pair.last else { continue }
            map[a, default: []].append(b)
            map[b, default: []].append(a)
        }
        return map
    }()

    /// Every spelling of `word` with one letter swapped for one it is taken for.
    public static func oneSlipAway(_ word: String) -> [String] {
        let letters = Array(word)
        return letters.indices.flatMap { i in
            (map[letters[i]] ?? []).map { other in
                var changed = letters
                changed[i] = other
                return String(changed)
            }
        }
    }
}

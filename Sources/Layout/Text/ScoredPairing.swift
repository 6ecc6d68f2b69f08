import DocModel
import Foundation

/// Key–value pairs the rules left unpaired, found by score: every (key piece, value piece) within reach on the
/// page — the value right of the key on its row, or the rest of the key's own piece after a word boundary — gets a
/// score from where they stand and what their texts look like, and pairs are taken greedily by score above a
/// threshold: a value once, a key possibly several times (FUNSD's convention: one label, several answers), no piece
/// both. Keys are the pieces no rule took, the labels the rules left blank, and the labels
/// of the rules' fields (for a further answer); values only pieces no rule took, so the rules' fields stay as they are.
///
/// The weights are data, fitted by `scripts/eval/fit-field-pairing.py` (logistic regression) on FUNSD half A
/// (50 scanned forms: their question → answer links against the pieces the rules left at main 60b1593, OCR by the
/// default pipeline); the threshold is the one that gave half A the best pair F1. Keep the features in step with
/// the script's `features`.
enum ScoredPairing {
    /// In the order of `features` (and of the script's NAMES).
    static let weights: [Double] = [
        -4.639, 0.210, -0.104, 0.308,  // bias, right, gapRight, footOffset
        0.780, 0.750, -0.162, -0.403, 1.012, -0.226, -0.350, 0.589,  // keyColon, keyQuestion, keyWords, keyLetters, keyCapital, keyCaps, keyDigits, keyPeriod
        -0.959, 0.058,  // keyBlank, keyTaken
        2.030, 0.610, -0.031, -0.568, -0.760, 0.342,  // valueDigits, valueWords, valueCheck, valueColon, valueLower, valueDate
        -0.868, 0.945, 0.474,  // between, nearest, rightColon
        -0.210, 0.329, 1.398, 0.306,  // split, splitGap, splitDash, splitColon
    ]
    static let threshold = 0.25

    /// A check mark standing for a ticked answer.
    static let checkMarks: Set<String> = ["x", "X", "✓", "✔", "☒", "☑", "/"]
    /// A lone mark OCR reads between a label and its answer ("Original to - Mr. C. L. Tucker"): part of neither.
    static let dashes: Set<String> = ["-", "--", "---", "—", "–", "~", "|", "="]

    enum Origin: Equatable { case free, blankKey(Int), takenKey(Int) }

    struct Piece {
        var text: String
        var box: Box
        var words: [Word]
        var origin: Origin
    }

    enum Relation { case right, split(gap: Int, dash: Bool) }

    /// The rules' fields with the scored pairs added (a blank field's label that found its value becomes that
    /// field), and the indices of `pieces` the scored pairs took.
    static func pair(_ pieces: [Line], fields: [KeyValueFields.Found], letterHeight: Int) -> (fields: [KeyValueFields.Found], used: Set<Int>) {
        let h = Double(max(1, letterHeight))
        var all = pieces.map { Piece(text: $0.text, box: $0.box, words: $0.words, origin: .free) }
        for (i, found) in fields.enumerated() {
            guard let keyLine = found.lines.first, keyLine.box == found.field.keyBox else { continue }
            if found.field.value.isEmpty {
                all.append(Piece(text: keyLine.text, box: keyLine.box, words: keyLine.words, origin: .blankKey(i)))
            } else {
                all.append(Piece(text: found.field.key, box: found.field.keyBox, words: keyLine.words, origin: .takenKey(i)))
            }
        }
        // (score, key index or split piece, key, value)
        var scored: [(score: Double, key: Int, value: Int?, k: Piece, v: Piece)] = []
        for (ki, k) in all.enumerated() where isKey(k) {
            for (vi, v) in all.enumerated() where vi != ki && isValue(v) {
                guard isRight(k, v, h) else { continue }
                scored.append((score(features(k, v, .right, all, h)), ki, vi, k, v))
            }
        }
        for (pi, p) in all.enumerated() where p.origin == .free && p.words.count >= 2 {
            for (k, v, gap, dash) in splits(p) where isKey(k) && isValue(v) {
                scored.append((score(features(k, v, .split(gap: gap, dash: dash), [], h)), pi, nil, k, v))
            }
        }
        var keys = Set<Int>(), values = Set<Int>()
        var result = fields
        var replaced = Set<Int>()
        for c in scored.sorted(by: { $0.score > $1.score }) where c.score >= threshold {
            if let vi = c.value {
                guard !values.contains(vi), !keys.contains(vi), !values.contains(c.key) else { continue }
                keys.insert(c.key)
                values.insert(vi)
            } else {
                guard !values.contains(c.key), !keys.contains(c.key) else { continue }
                keys.insert(c.key)
                values.insert(c.key)
            }
            guard let found = KeyValueFields.make(key: c.k.words, value: c.v.words) else { continue }
            if case .blankKey(let i) = c.k.origin, !replaced.contains(i) {
                result[i] = found
                replaced.insert(i)
            } else {
                result.append(found)
            }
        }
        let used = keys.union(values).filter { $0 < pieces.count }
        return (result, Set(used))
    }

    static func score(_ features: [Double]) -> Double {
        let z = zip(weights, features).map(*).reduce(0, +)
        return 1 / (1 + exp(-z))
    }

    static func isKey(_ p: Piece) -> Bool {
        // A letter's subject label heads its title, no field; a street with its house number, an amount or a date
        // ends no label ("Via Roma 15  20121 Milano").
        p.text.filter(\.isLetter).count >= 2 && p.text.split(separator: " ").count <= 8 && p.text.count <= 60
            && !SubjectLine.isSubjectLabel(p.text) && p.text.split(separator: " ").last?.contains(where: \.isNumber) != true
    }

    static func isValue(_ p: Piece) -> Bool {
        guard p.origin == .free else { return false }
        return p.text.contains { $0.isLetter || $0.isNumber } || checkMarks.contains(p.text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether v stands right of k on its row, within 30 text heights. (A value under its key was tried: on FUNSD
    /// half A it added no right pair, and on business pages it took a street for the label of its postal code.)
    static func isRight(_ k: Piece, _ v: Piece, _ h: Double) -> Bool {
        let (kb, vb) = (k.box, v.box)
        let overlap = Double(min(kb.maxY, vb.maxY) - max(kb.y, vb.y))
        return Double(vb.x) >= Double(kb.maxX) - 0.5 * h && overlap >= 0.5 * Double(min(kb.height, vb.height))
            && Double(vb.x - kb.maxX) <= 30 * h
    }

    /// Each word boundary of a piece as a key and its value; a lone dash between them belongs to neither.
    static func splits(_ p: Piece) -> [(Piece, Piece, Int, Bool)] {
        var out: [(Piece, Piece, Int, Bool)] = []
        for i in 1..<p.words.count {
            let key = Array(p.words[..<i])
            var value = Array(p.words[i...])
            if let first = value.first, dashes.contains(first.text) { value.removeFirst() }
            guard let last = key.last, !dashes.contains(last.text), let first = value.first,
                  let kLine = Line(words: key), let vLine = Line(words: value) else { continue }
            let dash = dashes.contains(p.words[i - 1].text) || dashes.contains(p.words[i].text)
            out.append((Piece(text: kLine.text, box: kLine.box, words: key, origin: .free),
                        Piece(text: vLine.text, box: vLine.box, words: value, origin: .free),
                        first.box.x - last.box.maxX, dash))
        }
        return out
    }

    static func features(_ k: Piece, _ v: Piece, _ rel: Relation, _ pieces: [Piece], _ h: Double) -> [Double] {
        let kt = k.text.trimmingCharacters(in: .whitespacesAndNewlines), vt = v.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let letters = kt.filter(\.isLetter), vLetters = vt.filter(\.isLetter)
        let (kb, vb) = (k.box, v.box)
        var right = false, isSplit = false, gap = 0, dash = false
        switch rel {
        case .right: right = true
        case .split(let g, let d): isSplit = true; gap = g; dash = d
        }
        // Pieces on the key's row between it and the value.
        let between = pieces.filter { o in
            let ob = o.box
            return ob != kb && ob != vb && Double(min(kb.maxY, ob.maxY) - max(kb.y, ob.y)) >= 0.5 * Double(min(kb.height, ob.height))
                && Double(ob.x) >= Double(kb.maxX) - 0.5 * h && Double(ob.maxX) <= Double(vb.x) + 0.5 * h
        }.count
        let colon = kt.hasSuffix(":") ? 1.0 : 0.0
        var blank = 0.0, taken = 0.0
        if case .blankKey = k.origin { blank = 1 }
        if case .takenKey = k.origin { taken = 1 }
        let flag = { (b: Bool) in b ? 1.0 : 0.0 }
        return [
            1, flag(right),
            right ? min(Double(vb.x - kb.maxX) / h, 30) / 10 : 0,
            right ? min(Double(abs(vb.maxY - kb.maxY)) / h, 2) : 0,
            colon, flag(kt.hasSuffix("?")), Double(min(kt.split(separator: " ").count, 8)) / 4,
            share(kt, \.isLetter), flag(letters.first?.isUppercase == true),
            flag(letters.count >= 2 && letters.allSatisfy(\.isUppercase)), share(kt, \.isNumber), flag(kt.hasSuffix(".")),
            blank, taken,
            share(vt, \.isNumber), Double(min(vt.split(separator: " ").count, 12)) / 6, flag(checkMarks.contains(vt)),
            flag(vt.hasSuffix(":")), flag(vLetters.first?.isLowercase == true), flag(isNumericDate(vt)),
            Double(min(between, 3)), flag(right && between == 0), right ? colon : 0,
            flag(isSplit), isSplit ? min(Double(max(gap, 0)) / h, 5) : 0, flag(dash), isSplit ? colon : 0,
        ]
    }

    /// The share of a text's non-space characters that pass a test.
    static func share(_ text: String, _ test: (Character) -> Bool) -> Double {
        let chars = text.filter { !$0.isWhitespace }
        return chars.isEmpty ? 0 : Double(chars.filter(test).count) / Double(chars.count)
    }

    /// "9/3/92", "10-13-87", "1.4": figures joined by slashes, dots or dashes.
    static func isNumericDate(_ text: String) -> Bool {
        text.wholeMatch(of: #/\d{1,4}[\/.\-]\d{1,2}([\/.\-]\d{1,4})?/#) != nil
    }
}

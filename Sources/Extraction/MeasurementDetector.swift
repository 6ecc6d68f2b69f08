import Foundation
import TextRepair

/// Quantities with a unit of length, area, mass, volume, temperature, energy, data or speed ("12.5 cm",
/// "3 kg", "-20 °C", "1,5 l", "85 m²"), normalized "12.5 cm" with a decimal point.
///
/// OCR readings it tolerates, each tied to a unit so that ordinary text does not turn into measurements:
/// a litre "l" read as "|" right after a number ("1,5 |" is "1,5 l" when the bar ends the line or a
/// clause, or comes before the next item of a list set apart by middle dots, which OCR reads as "-", ":" or "+":
/// "2,3 | - 1332 ml"; a bar between words or numbers is a table rule), a pound "lb" read as "Ib" (no unit "Ib"
/// exists), a kilowatt's capital W read in lower case ("1075 kw", "kwh": no such unit) or its k in capitals
/// ("49.6 KW"; no unit "KW" follows a number), a millilitre read as
/// miles after a decimal comma ("2,3 mi": miles are written with a decimal point), and a superscript ² or ³
/// the model lacks read as "?" ("85 m?" is "85 m²" when the "?" does not end a sentence: a letter in lower
/// case, a comma, a semicolon or a middle dot's reading follows, with its space before it or, on a photograph, without: "50.5 m?- "); on a photograph, "|b" for "lb", "mI" for "ml"
/// and "*C" for "°C" (no such units or words). In a list of measurements set apart by
/// middle dots, an area's "?" at the line's end and a gram read as "9" are units too (`listItem`).
struct MeasurementDetector: Detector {
    static let units = ["km/h", "mph", "mm", "cm", "km", "m²", "m2", "m³", "m3", "ft²", "sq ft", "ft", "m", "in", "yd", "mi",
                        "kg", "mg", "g", "lbs", "lb", "Ibs", "Ib", "|b", "oz", "ml", "mI", "cl", "dl", "l", "L", "gal", "°C", "°F", "° C", "° F", "*C",
                        "kWh", "kwh", "KWh", "kW", "kw", "KW", "W", "mAh", "V", "TB", "GB", "MB", "kB", "GHz", "MHz", "Hz", "t"]
    /// Units that are also common words: taken after a space only when no word follows ("65 in." but not
    /// "2 in a row", "1.2 t." but not "2 t shirts").
    static let wordLike: Set<String> = ["in", "t"]
    static let pattern = TextPattern(#"(?<![\w.,])(?<sign>[-−](?=\d))?(?<value>\d+(?:[.,]\d+)?)(?<space>\s?)(?<unit>"#
                                 + units.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
                                 + #"|[|](?=[,;.)]|[ \t]*(?:\n|$)|"# + listDot + "|" + listDotGlued + #")"# + #")(?<sup>\?(?=[,;)]|\s+\p{Ll}|"# + listDot + "|" + listDotGlued + "|" + listDotTouching + #"))?(?![\w²³/])"#)
    /// A middle dot between the items of a list as OCR reads it (`AddressDetector.dot`, or a "+"), with the next
    /// item's start after it.
    static let listDot = #"[ \t]+(?:"# + AddressDetector.dot + #"|\+)[ \t]+(?=[\d\p{L}])"#
    /// The same dot with the space before it lost, glued to a "?" or a litre's bar ("50.5 m?- 1565", "1973 |- 4.3 °C").
    static let listDotGlued = #"(?:"# + AddressDetector.dot + #"|\+)[ \t]+(?=[\d\p{L}])"#
    /// The dot read as a dash with both its spaces lost, touching the next item's number ("68,5 m?-83,5m- 891g" for
    /// "68,5 m² · 83,5 m · 891 g", dev set 2901): no question ends before a dash and a digit.
    static let listDotTouching = #"[-–](?=\d)"#

    /// An item of a list of measurements whose unit OCR read as a look-alike no unit has: a superscript ² the
    /// model lacks at the line's end ("109 m?"), a "g" read as "9" ("55,5 9"), as "9g" ("95.3 9g") or, its
    /// bowl open, as "y" ("49,8 y"), a litre read as a capital "I" ending the line ("50.5 m?- 1565 I"), a litre
    /// "l" read as "1", spaced or, with the space lost, after a value of one decimal ("45.21": an item of the list
    /// has a unit, and "l" is the one unit that reads as a digit but for the gram's "g", glued the same way:
    /// "1,39"), or after a whole number ending the list's line or an item ("1,4 GHz - 10,6 Ib - 16251", "2661 - 267 m?").
    /// Taken only beside another measurement of the list, or an item so taken, across a middle dot's reading: alone, "85 m?" ends a question and
    /// "87,2 9", "45.21" or "16251" are numbers.
    static let listItem = TextPattern(#"(?<![\w.,])(?:(?<value>\d+(?:[.,]\d+)?)(?:[ \t]?(?<area>m|ft)\?|[ \t](?<gram>[9y])g?|[ \t](?<litre>1|I(?=[ \t]*(?:\n|$))))|(?<glued>\d+[.,]\d)(?<gluedUnit>[19])|(?<gluedWhole>\d{3,})1(?=[ \t]*(?:\n|$)|"# + listDot + #"))(?![\w²³/?.,])"#)
    /// Between two items: a middle dot's reading, the spaces beside it perhaps lost on a far photograph ("53.6 1-984 cm").
    /// A field whose key names a volume, in the languages Folio reads ("Water volume 3.51", "Inhalt 2,51"; the value
    /// on the key's line or, in a key–value field, on its own), with a
    /// value of one decimal and a "1" glued after it, ending the line or clause: the litre, the one unit of volume
    /// that reads as a digit.
    static let volumeField = TextPattern(#"(?i:\b(?:volume|volumen|inhalt|inhoud|capacity|capacité|capacidad|capacità|contenance|contenuto|fassungsvermögen)\b)[^\d\n]{0,24}?\n?[ \t]*(?<![\w.,])(?<reading>(?<value>\d+[.,]\d)1)(?=[ \t]*(?:$|\n|[,;)]))"#)
    /// A middle dot may come back as two marks ("84.9 mm -: 684 m?", as `AddressDetector.dots`).
    static let listGap = TextPattern(#"^[ \t]*(?:"# + AddressDetector.dot + #"|\+){1,2}[ \t]*$"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        let found = Self.listDotsReadAsSigns(units(in: text), in: s)
        var items: [Match] = []
        func beside(_ range: NSRange, _ other: NSRange) -> Bool {
            let (left, right) = NSMaxRange(other) <= range.location ? (other, range) : (range, other)
            guard NSMaxRange(left) <= right.location else { return false }
            return Self.listGap.matches(s.substring(with: NSRange(location: NSMaxRange(left), length: right.location - NSMaxRange(left))))
        }
        // An item is beside a measurement, or beside an item taken so ("547 ml - 2661 - 267 m?": the litre's
        // item makes the area's one), until no more is taken.
        var candidates = Self.listItem.matches(in: text.repaired)
        var taken = true
        while taken {
            taken = false
            for (index, r) in candidates.enumerated() where (found + items).contains(where: { beside(r.range, $0.range) }) {
                guard let number = r.group("value", in: s) ?? r.group("glued", in: s) ?? r.group("gluedWhole", in: s) else { continue }
                let gram = r.group("gram", in: s) != nil || r.group("gluedUnit", in: s) == "9"
                let unit = r.group("area", in: s).map { $0 + "²" } ?? (gram ? "g" : "l")
                let value = number.replacingOccurrences(of: ",", with: ".")
                items.append(Match(kind: .measurement, range: r.range, normalized: value + " " + unit,
                                   components: ["value": value, "unit": unit], confidence: 0.75))
                candidates.remove(at: index)
                taken = true
                break
            }
        }
        for r in Self.volumeField.matches(in: text.repaired) {
            let range = r.range(withName: "reading")
            guard let number = r.group("value", in: s),
                  !found.contains(where: { NSIntersectionRange($0.range, range).length > 0 }) else { continue }
            let value = number.replacingOccurrences(of: ",", with: ".")
            items.append(Match(kind: .measurement, range: range, normalized: value + " l",
                               components: ["value": value, "unit": "l"], confidence: 0.7))
        }
        // "109 m?" was found as "109 m" without its mark: the item read whole replaces it.
        return found.filter { match in !items.contains { NSIntersectionRange($0.range, match.range).length > 0 } } + items
    }

    /// Measurements whose unit is printed (or read as one of the tolerated look-alikes above).
    private func units(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        return Self.pattern.matches(in: text.repaired).compactMap { r in
            guard let number = r.group("value", in: s), var unit = r.group("unit", in: s) else { return nil }
            let spaced = !(r.group("space", in: s) ?? "").isEmpty
            if unit == "|" { unit = "l" }
            if unit.hasPrefix("Ib") || unit == "|b" { unit = "l" + unit.dropFirst() }
            if unit == "mI" { unit = "ml" }
            if unit == "*C" { unit = "°C" }
            if unit.hasPrefix("kw") || unit.hasPrefix("KW") { unit = "kW" + unit.dropFirst(2) }
            // Miles are written with a decimal point: "2,3 mi" is a photographed "2,3 ml" (a comma and one or two
            // digits is a decimal comma, which no country measuring in miles writes).
            // So is a list of measurements that writes its decimals with a comma: "1848 m? - 74,2 °C - 301 mi".
            if unit == "mi", number.range(of: #",\d{1,2}$"#, options: .regularExpression) != nil
                || Self.inAListWithDecimalCommas(r.range, in: s) { unit = "ml" }
            if r.group("sup", in: s) != nil {
                // Only areas and volumes carry a superscript.
                guard ["m", "ft"].contains(unit) else { return nil }
                unit += "²"
            }
            if spaced && Self.wordLike.contains(unit) && !Self.endsHere(after: NSMaxRange(r.range), in: s) { return nil }
            let sign = r.group("sign", in: s) != nil ? "-" : ""
            let value = sign + number.replacingOccurrences(of: ",", with: ".")
            let cleanUnit = unit.replacingOccurrences(of: " C", with: "C").replacingOccurrences(of: " F", with: "F")
                .replacingOccurrences(of: "m2", with: "m²").replacingOccurrences(of: "m3", with: "m³")
                .replacingOccurrences(of: "sq ft", with: "ft²")
            return Match(kind: .measurement, range: r.range, normalized: value + " " + cleanUnit,
                         components: ["value": value, "unit": cleanUnit], confidence: 0.85)
        }
    }

    /// A list's middle dot a photograph read as a minus glued to the next item ("2136 m -57.9t" for "2136 m · 57.9 t"):
    /// a sign right after another measurement of the line, a space alone or nothing between them ("68,5 m?-83,5m"),
    /// is the dot, not the value's.
    static func listDotsReadAsSigns(_ found: [Match], in s: NSString) -> [Match] {
        found.map { match in
            guard match.normalized.hasPrefix("-"), found.contains(where: { other in
                NSMaxRange(other.range) <= match.range.location && other.range != match.range
                    && s.substring(with: NSRange(location: NSMaxRange(other.range), length: match.range.location - NSMaxRange(other.range)))
                        .allSatisfy { $0 == " " || $0 == "\t" }
            }) else { return match }
            var unsigned = match
            unsigned.normalized.removeFirst()
            unsigned.components?["value"]?.removeFirst()
            unsigned.range = NSRange(location: match.range.location + 1, length: match.range.length - 1)
            return unsigned
        }
    }

    /// An item of a list of measurements written with a decimal comma ("74,2 °C").
    static let decimalCommaItem = TextPattern(#"(?<![\w.,])\d+,\d{1,2}[ \t]?(?:"#
                                              + units.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|") + #"|[|])(?!\w)"#)

    /// True when `range` lies on a line of a list of measurements (`listDot`) another item of which is written
    /// with a decimal comma.
    static func inAListWithDecimalCommas(_ range: NSRange, in s: NSString) -> Bool {
        let line = s.lineRange(for: range)
        let text = s.substring(with: line)
        guard text.range(of: listDot, options: .regularExpression) != nil else { return false }
        return decimalCommaItem.matches(in: text).contains { item in
            NSIntersectionRange(NSRange(location: item.range.location + line.location, length: item.range.length), range).length == 0
        }
    }

    /// True when no word of the sentence follows a spaced word-like unit: end of text or line, punctuation,
    /// a symbol or a number.
    static func endsHere(after end: Int, in s: NSString) -> Bool {
        var i = end
        while i < s.length, let scalar = Unicode.Scalar(s.character(at: i)), scalar == " " || scalar == "\t" { i += 1 }
        guard i < s.length, let next = Unicode.Scalar(s.character(at: i)) else { return true }
        if next == "\n" || CharacterSet.decimalDigits.contains(next) { return true }
        return CharacterSet.punctuationCharacters.contains(next) || CharacterSet.symbols.contains(next)
    }
}

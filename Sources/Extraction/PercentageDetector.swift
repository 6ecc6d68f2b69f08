import Foundation
import TextRepair

/// Percentages ("12.5 %", "12,5%", "7 percent", "19 Prozent"), normalized with a decimal point: "12.5%".
struct PercentageDetector: Detector {
    static let pattern = TextPattern(#"(?<![\w.,])([-+−]?\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b|Prozent\b|pour cent\b)"#,
                                 caseInsensitive: true)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        return Self.pattern.matches(in: text.repaired).compactMap { r in
            guard let number = r.group(1, in: s) else { return nil }
            let value = number.replacingOccurrences(of: ",", with: ".").replacingOccurrences(of: "−", with: "-")
                .replacingOccurrences(of: "+", with: "")
            return Match(kind: .percentage, range: r.range, normalized: value + "%", components: ["value": value],
                         confidence: 0.97)
        }
    }
}

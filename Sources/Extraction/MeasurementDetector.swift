import Foundation

/// Quantities with a unit of length, mass, volume, temperature, energy, data or speed ("12.5 cm",
/// "3 kg", "21 °C", "1,5 l"), normalized "12.5 cm" with a decimal point.
struct MeasurementDetector: Detector {
    static let units = ["km/h", "mph", "mm", "cm", "km", "m²", "m2", "m³", "m", "in", "ft", "yd", "mi", "kg", "mg", "g",
                        "lbs", "lb", "oz", "ml", "cl", "dl", "l", "L", "gal", "°C", "°F", "° C", "° F", "kWh", "kW", "W",
                        "mAh", "V", "TB", "GB", "MB", "kB", "GHz", "MHz", "Hz", "t"]
    static let pattern = Pattern(#"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?("#
                                 + units.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
                                 + #")(?![\w²³/])"#)

    func detect(in text: TextView) -> [Match] {
        let s = text.repaired as NSString
        return Self.pattern.matches(in: text.repaired).compactMap { r in
            guard let number = r.group(1, in: s), let unit = r.group(2, in: s) else { return nil }
            let value = number.replacingOccurrences(of: ",", with: ".")
            let cleanUnit = unit.replacingOccurrences(of: " ", with: "")
            // "in", "m", "t" alone are too often words or initials: only right after the number.
            if ["in", "t", "m", "l", "L", "V", "W", "g"].contains(unit) && s.substring(with: r.range).contains(" ")
                && ["in", "t"].contains(unit) { return nil }
            return Match(kind: .measurement, range: r.range, normalized: value + " " + cleanUnit,
                         components: ["value": value, "unit": cleanUnit], confidence: 0.85)
        }
    }
}

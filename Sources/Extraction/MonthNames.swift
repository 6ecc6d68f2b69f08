/// Month names and abbreviations in English, German and French, lowercased, with their numbers.
enum MonthNames {
    static let table: [String: Int] = {
        let names: [[String]] = [
            ["january", "jan", "januar", "jän", "jänner", "janvier", "janv"],
            ["february", "feb", "februar", "février", "fevrier", "févr", "fevr", "fév"],
            ["march", "mar", "märz", "maerz", "marz", "mär", "mars"],  // "marz": OCR without German drops the umlaut
            ["april", "apr", "avril", "avr"],
            ["may", "mai"],
            ["june", "jun", "juni", "juin"],
            ["july", "jul", "juli", "juillet", "juil"],
            ["august", "aug", "août", "aout"],
            ["september", "sep", "sept", "septembre"],
            ["october", "oct", "oktober", "okt", "octobre"],
            ["november", "nov", "novembre"],
            ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc"],
        ]
        var table: [String: Int] = [:]
        for (index, list) in names.enumerated() { for name in list { table[name] = index + 1 } }
        return table
    }()

    /// A regex alternation of every name, longest first so that "sept" wins over "sep".
    static let alternation: String = table.keys.sorted { $0.count > $1.count }.joined(separator: "|")

    static func number(_ name: String) -> Int? {
        table[name.lowercased().trimmingCharacters(in: .init(charactersIn: "."))]
    }
}

import Foundation

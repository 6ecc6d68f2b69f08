/// Month names and abbreviations in English, German, French, Dutch, Spanish and Italian, lowercased, with
/// their numbers. Abbreviations that are English words ("ago", "set", "mag") are left out.
enum MonthNames {
    static let table: [String: Int] = {
        let names: [[String]] = [
            ["january", "jan", "januar", "jän", "jänner", "janvier", "janv", "januari", "enero", "ene", "gennaio", "gen"],
            ["february", "feb", "februar", "février", "fevrier", "févr", "fevr", "fév", "februari", "febrero", "febbraio"],
            ["march", "mar", "märz", "maerz", "marz", "mär", "mars", "maart", "mrt", "marzo"],  // "marz": OCR without German drops the umlaut
            ["april", "apr", "avril", "avr", "abril", "abr", "aprile"],
            ["may", "mai", "mei", "mayo", "maggio"],
            ["june", "jun", "juni", "juin", "junio", "giugno", "giu"],
            ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug"],
            ["august", "aug", "août", "aout", "aodt", "augustus", "agosto"],  // "aodt": the English model's "û"
            ["september", "sep", "sept", "septembre", "setiembre", "septiembre", "settembre", "sett"],
            ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott"],
            ["november", "nov", "novembre", "noviembre"],
            ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dicembre", "dic"],
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

import Foundation

/// The towns `PostalFormats` knows (its rows', Germany's and France's, and Canada's provinces), by country: for telling a page's country (and so its language) from the
/// town on an address line the English model read, accents lost or not ("4000 LIEGE", "29005 MALAGA").
public enum KnownTowns {
    /// The country (ISO code) of a one-word town `PostalFormats` lists, matched without case or diacritics;
    /// nil when no table names it.
    public static func country(of word: String) -> String? {
        table[fold(word)]?.country
    }

    /// The table's spelling of a one-word town, with its accents where the table has the town both with and
    /// without them ("Genève", "Geneve"); nil when no table names it.
    public static func spelling(of word: String) -> String? {
        table[fold(word)]?.spelling
    }

    static func fold(_ word: String) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static let table: [String: (country: String, spelling: String)] = {
        var table: [String: (country: String, spelling: String)] = [:]
        // Canada's provinces in French ("Nouvelle-Écosse") stand after the town as a town does, accents and all.
        for (country, towns) in PostalFormats.all.map({ ($0.country, $0.towns) }) + [("DE", PostalFormats.germanTowns), ("FR", PostalFormats.frenchTowns),
                                                                                    ("CA", PostalFormats.canadianProvinceNames)] {
            for town in towns where !town.contains(" ") {
                if let known = table[fold(town)] {
                    if known.country == country, !known.spelling.unicodeScalars.contains(where: { !$0.isASCII }) { table[fold(town)] = (country, town) }
                } else {
                    table[fold(town)] = (country, town)
                }
            }
        }
        return table
    }()
}

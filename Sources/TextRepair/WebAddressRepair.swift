import Foundation

/// OCR damage inside emails and links, the way `OCRRepair` knows it inside numbers: a space set beside a dot
/// or "@" ("www. example .com"), a comma read for the dot before the top-level domain ("example,com"), "rn"
/// read for "m", a zero for an "o" and "!", "|" or, photographed from farther off, "i" for an "l" in the
/// top-level domain ("example.corn", "example.c0m", "example.n!", "example.ni"), a capital I for an "l" in a host printed in lower case, "(at)"
/// or "[at]" written for "@", and "©" or "®" read for it. A repair is kept only when it yields a well-formed address whose top-level
/// domain is a known one: nothing is ever invented, and a domain that is not known stays unrepaired.
public enum WebAddressRepair {
    /// Top-level domains the detectors accept for bare domains and repairs (generic ones and the countries
    /// Folio reads documents from).
    public static let knownTLDs: Set<String> = [
        "com", "org", "net", "edu", "gov", "int", "io", "co", "info", "biz", "app", "dev", "eu",
        "us", "ca", "uk", "ie", "de", "at", "ch", "fr", "be", "nl", "lu", "es", "it", "pt", "au", "nz",
        "se", "dk", "no", "fi", "pl", "cz",
    ]

    /// The second-level names countries' registries put before their code ("co.uk", "com.au", "org.nz"): a
    /// name registered under one is one name, as under a top-level domain.
    public static let registrySuffixes: Set<String> = ["co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc"]

    /// OCR's readings of a top-level domain's letters: each (read, meant).
    static let tldConfusions: [(String, String)] = LetterConfusions.twoAsOne.map { ($0.two, $0.one) }
        + [("0", "o"), ("1", "l"), ("I", "l"), ("!", "l"), ("|", "l"), ("i", "l")]

    /// The known top-level domain `read` stands for: itself when known, else the one a single kind of
    /// confusion gives (lower-cased); nil when none does.
    public static func tld(_ read: String) -> String? {
        let lower = read.lowercased()
        if knownTLDs.contains(lower) { return lower }
        for (wrong, right) in tldConfusions where read.contains(wrong) {
            let fixed = read.replacingOccurrences(of: wrong, with: right).lowercased()
            if knownTLDs.contains(fixed) { return fixed }
        }
        return nil
    }

    static let label = #"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"#
    static let host = TextPattern("^" + label + #"(?:\."# + label + #")*\.(?<tld>[A-Za-z]{2,24})$"#)
    static let local = TextPattern(#"^[A-Za-z0-9][A-Za-z0-9._%+-]*$"#)

    /// A host as printed with OCR's damage ("cloudmarine ,corn") as a well-formed lower-case host with a known
    /// top-level domain ("cloudmarine.com"), or nil. `commaBeforeTLD` allows a comma for the last dot.
    public static func host(_ printed: String, commaBeforeTLD: Bool = true) -> String? {
        var text = lReadAsCapitalI(printed.filter { !$0.isWhitespace })
        if commaBeforeTLD, let comma = text.lastIndex(of: ","), !text[text.index(after: comma)...].contains(".") {
            text.replaceSubrange(comma...comma, with: ".")
        }
        guard let dot = text.lastIndex(of: "."), let tld = tld(String(text[text.index(after: dot)...])) else { return nil }
        let repaired = (text[..<dot] + "." + tld).lowercased()
        return host.matches(repaired) ? repaired : nil
    }

    /// A host printed in lower case has no capital I inside a label: OCR took an "l" for it ("orchard-nI.nl",
    /// "lumen-nI.nl"). A capital I starting a label may be the host's capital ("Ikea.com") and stays.
    public static func lReadAsCapitalI(_ host: String) -> String {
        guard host.contains(where: \.isLowercase), !host.contains(where: { $0.isUppercase && $0 != "I" }) else { return host }
        var previous: Character = "."
        return String(host.map { character in
            defer { previous = character }
            return character == "I" && (previous.isLowercase || previous.isNumber || previous == "-") ? "l" : character
        })
    }

    /// The marks a photograph reads for "@": the round marks the one look-alike table gives for a zero with a speck
    /// inside ("©", "®"), which no email or word holds between its letters ("info©alpine-nl.nl").
    public static let atReads: [Character] = DigitLookalikes.letters(for: 0).filter { !$0.isLetter && !$0.isNumber && $0 != "@" }

    /// An email as printed with OCR's damage as a well-formed lower-case email with a known top-level
    /// domain, or nil.
    public static func email(_ printed: String) -> String? {
        var text = printed
        for at in ["(at)", "[at]", "(AT)", "[AT]"] + atReads.map(String.init) { text = text.replacingOccurrences(of: at, with: "@") }
        text = text.filter { !$0.isWhitespace }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, local.matches(String(parts[0])), let domain = host(String(parts[1])) else { return nil }
        return parts[0].lowercased() + "@" + domain
    }
}

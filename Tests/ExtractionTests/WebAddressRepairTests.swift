import DocModel
import Extraction
import Testing

/// OCR damage inside emails and links on photographed pages, repaired only into a well-formed address with a
/// known top-level domain. Expected values worked out by hand from the printed address.
@Suite struct WebAddressRepairTests {
    static let detector = EntityDetector()

    static func found(_ text: String) -> [String] {
        detector.matches(in: text).filter { $0.kind == .email || $0.kind == .url }.map { "\($0.kind.rawValue) \($0.normalized)" }
    }

    @Test(arguments: [
        ("Visit www. cloudmarine .com/help today", "url https://www.cloudmarine.com/help"),
        ("www.cloudmarine,com/help", "url https://www.cloudmarine.com/help"),
        ("see www.modernmedia.corn", "url https://www.modernmedia.com"),
        ("see www.modernmedia.c0m/news.", "url https://www.modernmedia.com/news"),
        ("www ,gruenmoebel. de", "url https://www.gruenmoebel.de"),
        ("Accueil : www.domaine-marsan. fr/visites", "url https://www.domaine-marsan.fr/visites"),  // cut short by the space
        ("see www.example.com. It opens at nine", "url https://www.example.com"),  // a known TLD: the sentence ends
        ("Web: www-.silverline-shop.com/service", "url https://www.silverline-shop.com/service"),  // a receipt's small print
        // Photographed from farther off: a space after "www.", and an "l" read as "i" in the top-level domain.
        ("Web: www. harbour-group.eu/kontakt", "url https://www.harbour-group.eu/kontakt"),
        ("Website: www.alpine.ni/contact", "url https://www.alpine.nl/contact"),
        // A bare domain with a path, its top-level domain read "ni" from afar: the path shows it is a link.
        ("Website: bluebird-online.ni/faq", "url https://bluebird-online.nl/faq"),
        ("Site : cedar-shop.corn/kontakt", "url https://cedar-shop.com/kontakt"),
        // The dot after "www" read as a hyphen, one name and the top-level domain after it.
        ("Web: www-silverline.eu", "url https://www.silverline.eu"),
        ("Web: www-silverline-group.co.uk/support", "url https://www.silverline-group.co.uk/support"),  // a registry's suffix
        // A host under a domain of its own keeps its hyphen.
        ("see www-cs.stanford.edu/people", "url https://www-cs.stanford.edu/people"),
    ])
    func repairsSpacesCommasAndRnInLinks(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test(arguments: [
        ("Support: support@cloudmarine .com", "email support@cloudmarine.com"),
        ("write to info(at)marmorwerk.de", "email info@marmorwerk.de"),
        ("press@modernmedia,org", "email press@modernmedia.org"),
        ("rooms@harbormill.corn or call", "email rooms@harbormill.com"),
        ("Mail sales.team @ northharbor. io.", "email sales.team@northharbor.io"),
        // A photographed form: "l" read as a capital I in the host and as "!" in the top-level domain.
        ("E-mail: info@orchard-nI.n!", "email info@orchard-nl.nl"),
        ("E-mail: info@orchard.ni", "email info@orchard.nl"),
        // Photographed from afar: the "@" read as one of the round marks the look-alike table gives a zero.
        ("Tel. +31 20 624 5678 · info©northwind-nl.nl", "email info@northwind-nl.nl"),
        ("E-mail: office®cedar-shop.co.uk", "email office@cedar-shop.co.uk"),
    ])
    func repairsSpacesCommasAtAndRnInEmails(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// The dot before an email's top-level domain lost: a host with no dot is none; the longest known top-level
    /// domain ending it is read apart. A host ending in none, or a handle with no local part, stays no email.
    @Test func anEmailWhoseHostLostItsLastDotIsReadWithTheKnownTopLevelDomain() {
        #expect(Self.found("E-mail: info@alpine-nlnl") == ["email info@alpine-nl.nl"])
        #expect(Self.found("Mail: office@cedarcom today") == ["email office@cedar.com"])
        #expect(Self.found("E-mail: info@localhost").isEmpty)
        #expect(Self.found("follow @alpinenl").isEmpty)
    }

    /// A "©" or "®" between words that make no email with a known top-level domain stays a mark: "Folio©2025.ltd",
    /// a brand's "Acme® products".
    @Test func aRoundMarkIsReadAsTheAtOnlyWhereItMakesAnEmail() {
        #expect(Self.found("Acme® products. Folio© 2025").isEmpty)
        #expect(Self.found("Copyright acme©2025.zzz").isEmpty)
    }

    @Test(arguments: [
        "the meeting ended. It was late",  // a sentence break is no domain
        "www. example .zz",  // unknown top-level domain: never invented
        "www-.example.zz",
        "info(at)example.qqq",
        "Totals 3,50 and 4,com",
        "read e.g./i.e. and and/or",  // no known top-level domain in the reading
        "see bluebird-online.zz/faq",
    ])
    func leavesWhatNoRepairMakesValid(text: String) {
        #expect(Self.found(text).isEmpty)
    }

    /// A photograph read the "l" of a host printed in lower case as a capital I, the rest of the address clean
    /// ("lumen-nI.nl" is well formed as read, so only the capital tells): the host is the one with the "l".
    @Test(arguments: [
        ("E-Mail: info@lumen-nI.nl", "email info@lumen-nl.nl"),
        ("Contact: sales@hotel-vilIa.it", "email sales@hotel-villa.it"),
        ("Web: www.lumen-nI.nl/winkel", "url https://www.lumen-nl.nl/winkel"),
        ("Internet: www.mueIler-bau.de", "url https://www.mueller-bau.de"),
    ])
    func anLReadAsACapitalIInsideALowerCaseHostIsAnL(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// A capital I starting a label may be printed so; a host in capitals keeps its I.
    @Test(arguments: [
        ("Write to hello@Ikea-store.com", "email hello@ikea-store.com"),
        ("Visit www.IKEA.COM", "url https://www.ikea.com"),
        ("Mail INFO@MILANO.IT", "email info@milano.it"),
    ])
    func aCapitalIStartingALabelOrInACapitalsHostStaysAnI(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test func aKnownButUnlistedTopLevelDomainStaysAsPrinted() {
        // ".travel" is real but not in the list: the clean address is kept as printed, not "repaired".
        #expect(Self.found("book@alps.travel") == ["email book@alps.travel"])
    }
}

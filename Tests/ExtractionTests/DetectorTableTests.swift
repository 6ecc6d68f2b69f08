import DocModel
import Extraction
import Testing

/// Each detector on short texts, with the normalized values worked out by hand.
@Suite struct DetectorTableTests {
    static let detector = EntityDetector()
    static let dayFirst = EntityDetector(options: .init(region: Region.named("DE") ?? .unitedStates, dayFirst: true))

    /// The (kind, normalized) pairs found in `text`.
    static func found(_ text: String, _ detector: EntityDetector = detector) -> [String] {
        detector.matches(in: text).map { "\($0.kind.rawValue) \($0.normalized)" }
    }

    @Test(arguments: [
        ("Write to John.Doe@Example.COM today.", "email john.doe@example.com"),
        ("Mail: info @ acme.de", "email info@acme.de"),
        ("see www.Example.org/path.", "url https://www.example.org/path"),
        ("Docs at https://folio.dev/a?b=1 now", "url https://folio.dev/a?b=1"),
        ("visit example.com for more", "url https://example.com"),
    ])
    func findsEmailsAndLinks(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test(arguments: [
        ("Call (212) 555-0147 today", "phone +12125550147"),
        ("Tel. +49 30 1234567", "phone +49301234567"),
        ("Phone +44 (0)20 7946 0958", "phone +442079460958"),
        ("Fax 0049 89 123456", "phone +4989123456"),
    ])
    func normalizesPhoneNumbersToE164(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test(arguments: [
        "Do not use NL91 ABNA 0417 1643 01 from the old invoice",  // checksum fails: neither IBAN nor phone
        "Konto DE12 ABCD 0123 4567 89",
    ])
    func ibanShapedRunsAreNotPhoneNumbers(text: String) {
        #expect(Self.found(text).isEmpty)
    }

    @Test func aNumberAfter00WhoseCountryCodeWouldStartWith0IsNoPhone() {
        // A Malaysian GST number printed in two groups.
        #expect(Self.found("GST ID 00038 1399040").filter { $0.hasPrefix("phone") }.isEmpty)
        #expect(Self.found("Fax 0049 89 123456") == ["phone +4989123456"])
    }

    @Test func nationalNumbersTakeTheDefaultRegion() {
        #expect(Self.found("Tel. 030 1234567", Self.dayFirst) == ["phone +49301234567"])
    }

    @Test(arguments: [
        ("due 03/04/2024", "date 2024-03-04"),  // month first by default
        ("due 15/04/2024", "date 2024-04-15"),  // 15 cannot be a month
        ("am 15.04.24", "date 2024-04-15"),  // dots: day first; two-digit year
        ("on 2024-03-05", "date 2024-03-05"),
        ("on 5 March 2024", "date 2024-03-05"),
        ("on March 5, 2024", "date 2024-03-05"),
        ("am 3. März 2024", "date 2024-03-03"),
        ("le 1er mars 2024", "date 2024-03-01"),
        ("le 12 févr. 2023", "date 2023-02-12"),
        ("from 3–5 March 2024", "date_range 2024-03-03/2024-03-05"),
        ("from 01/02/2024 to 01/09/2024", "date_range 2024-01-02/2024-01-09"),
        ("at 2:30 pm", "time 14:30"),
        ("um 14:05 Uhr", "time 14:05"),
        ("Angebot vom 3. Marz 2024", "date 2024-03-03"),  // English OCR drops the umlaut of "März"
        ("Paris, le ler mars 2024", "date 2024-03-01"),  // OCR reads "1er" as "ler"
    ])
    func normalizesDatesRangesAndTimes(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test func dayFirstPreferenceReadsAmbiguousDatesTheOtherWay() {
        #expect(Self.found("due 03/04/2024", Self.dayFirst) == ["date 2024-04-03"])
    }

    @Test(arguments: [
        ("Total €1.234,56", "money 1234.56 EUR"),
        ("Total $1,234.56", "money 1234.56 USD"),
        ("Summe 1 234,50 EUR", "money 1234.50 EUR"),
        ("refund -£12.00", "money -12.00 GBP"),
        ("price ¥1500", "money 1500 JPY"),
        ("fee CHF 99", "money 99.00 CHF"),
        ("Total: €1O.5O", "money 10.50 EUR"),  // OCR read the zeros as O
        ("TOTAL RM 12.50", "money 12.50 MYR"),
        ("CASH RM20.00", "money 20.00 MYR"),
        ("Nett S$ 8.00", "money 8.00 SGD"),
        ("or US$8, 150.00; installation", "money 8150.00 USD"),  // OCR spaced the grouping comma (spec-sheet.png)
        ("Summe 12. 500,00 €", "money 12500.00 EUR"),
        ("Total 3,446,23 €", "money 3446.23 EUR"),  // its thousands point read as a comma
        ("Total 1.234.567,89 €", "money 1234567.89 EUR"),
        ("Total $1,234,567", "money 1234567.00 USD"),  // groups of three to the end: thousands
    ])
    func normalizesMoneyToDecimalAndCurrency(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test(arguments: [
        // A table row read as a paragraph: each symbol closes its own amount, not opens the next.
        ("4 18,90 € 75,60 €", ["money 18.90 EUR", "money 75.60 EUR"]),
        // A symbol ending one line is not the currency of a number starting the next.
        ("£412.80\n€ 289,50\nGBP 25.00", ["money 412.80 GBP", "money 289.50 EUR", "money 25.00 GBP"]),
        ("1.315,56 EUR\n2 Hefe", ["money 1315.56 EUR"]),
    ])
    func pairsEachAmountWithTheSymbolOnItsSide(text: String, expected: [String]) {
        #expect(Self.found(text) == expected)
    }

    @Test func wordsHoldingRMOrLowerCaseRmAreNoRinggit() {
        #expect(Self.found("FORM 12 firm 3").filter { $0.hasPrefix("money") }.isEmpty)
        #expect(Self.found("USD 5.00").filter { $0.hasPrefix("money") } == ["money 5.00 USD"])
    }

    @Test func moneyCarriesExactMinorUnits() {
        let match = Self.detector.matches(in: "Total €1.234,56").first
        #expect(match?.components?["minor_units"] == "123456")
        #expect(match?.components?["amount"] == "1234.56")
    }

    @Test(arguments: [
        ("IBAN DE89 3704 0044 0532 0130 00", ["iban DE89370400440532013000"]),
        ("IBAN GB82 WEST 1234 5698 7654 32", ["iban GB82WEST12345698765432"]),
        ("IBAN DE89 3704 0044 0532 0130 01", [String]()),  // checksum fails
    ])
    func reportsOnlyIBANsWithAValidChecksum(text: String, expected: [String]) {
        #expect(Self.found(text).filter { $0.hasPrefix("iban") } == expected)
    }

    @Test func eighteenDigitsAfterALookAlikeOfOneZAreNoTrackingNumber() {
        // "17…" or "12…" with digits only is a reference number, even where the UPS check digit holds:
        // 1Z9991000123456780 is a valid UPS number.
        #expect(Self.found("UPS 1Z9991000123456780") == ["tracking_number 1Z9991000123456780"])
        #expect(!Self.found("Ref. 179991000123456780").contains { $0.hasPrefix("tracking_number") })
        #expect(!Self.found("Ref. 129991000123456780").contains { $0.hasPrefix("tracking_number") })
    }

    @Test func masksCardNumbersAndRejectsBadLuhn() {
        #expect(Self.found("Card 4111 1111 1111 1111") == ["payment_card ************1111"])
        #expect(!Self.found("Card 4111 1111 1111 1112").contains { $0.hasPrefix("payment_card") })
        // An IBAN's account digits that happen to pass Luhn (14 digits after "30": Diners) are the IBAN's.
        let iban = "Payment to IBAN IE88 ECBZ 3032 7480 8726 71"
        #expect(Self.found(iban) == ["iban IE88ECBZ30327480872671"])
        #expect(CardNumberRedaction.redacted(iban) == iban)
    }

    /// A photograph read an IBAN's country code as a digit and a capital ("1E25" for IE25) and its account digits
    /// pass Luhn with a Diners prefix ("3600 1234 5678 04"): the IBAN's repair under mod-97 comes before the card
    /// check, so the IBAN is found and nothing is masked. A card number beside it, or a line that only looks like
    /// an IBAN (its check fails), is still a card and masked. IBAN made up, check digits computed by ISO 13616.
    @Test func anIBANWhoseCountryCodeWasMisreadIsRepairedBeforeItsDigitsAreTakenForACard() {
        let damaged = "IBAN 1E25 AIBK 3600 1234 5678 04"
        #expect(Self.found(damaged) == ["iban IE25AIBK36001234567804"])
        #expect(CardNumberRedaction.redacted(damaged) == damaged)
        #expect(CardNumberRedaction.redacted("IBAN 1E26 AIBK 3600 1234 5678 04") == "IBAN 1E26 AIBK **** **** **78 04")
        let both = "IBAN 1E25 AIBK 3600 1234 5678 04, card 4111 1111 1111 1111"
        #expect(Self.found(both) == ["iban IE25AIBK36001234567804", "payment_card ************1111"])
        #expect(CardNumberRedaction.redacted(both) == "IBAN 1E25 AIBK 3600 1234 5678 04, card **** **** **** 1111")
    }

    @Test(arguments: [
        ("VAT 19,5 % included", "percentage 19.5%"),
        ("UPS 1Z999AA10123456784", "tracking_number 1Z999AA10123456784"),
        ("UPS 17999AA10123456784", "tracking_number 1Z999AA10123456784"),  // Z read as 7 (order-payment.png's line read again enlarged)
        ("flight LH 400 to Boston", "flight_number LH400"),
        ("width 12,5 cm", "measurement 12.5 cm"),
    ])
    func findsPercentagesCodesAndMeasurements(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// An IBAN whose check failed (a digit misread) leaves its head, an airline's code and two digits: no flight.
    @Test func anIBANsHeadIsNoFlightNumber() {
        #expect(Self.found("IBAN FR52 4365 8323 9822 4880 2681 121").isEmpty)
        #expect(Self.found("IBAN: LH40 0012 3456 7890") .isEmpty)
        // A flight named so, or one with a gate or a time after it, is still a flight.
        #expect(Self.found("flight FR52 4365 8323 9822") == ["flight_number FR52"])
        #expect(Self.found("FR52 to Dublin, boarding 10:40") == ["flight_number FR52", "time 10:40"])
    }

    @Test(arguments: [
        ("Hauptstraße 5, 10115 Berlin", "address Hauptstraße 5, 10115 Berlin"),
        ("1600 Main Street, Springfield, IL 62704", "address 1600 Main Street, Springfield, IL 62704"),
        ("221B Baker Street, London NW1 6XE", "address 221B Baker Street, London NW1 6XE"),
        ("12 rue de la Paix, 75002 Paris", "address 12 rue de la Paix, 75002 Paris"),
        ("Keizersgracht 123, 1015 CJ Amsterdam", "address Keizersgracht 123, 1015 CJ Amsterdam"),
        ("Hauptstraße 5\n10115 Berlin", "address Hauptstraße 5, 10115 Berlin"),
        ("Hauptstraße 5 · 10115 Berlin", "address Hauptstraße 5, 10115 Berlin"),  // letterhead on one line
        ("Hauptstrafe 5 - 10115 Berlin", "address Hauptstraße 5, 10115 Berlin"),  // OCR: ß as f, · as -
        ("Hauptstrae 5 - 10115 Berlin", "address Hauptstraße 5, 10115 Berlin"),  // a photograph: ß lost
    ])
    func parsesPostalAddresses(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }
}

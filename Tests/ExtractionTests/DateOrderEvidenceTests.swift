import DocModel
import Extraction
import Testing

/// Each document's numeric dates are read in the order its own print shows, whatever order the pipeline
/// assumes; a date whose order the print settles is read the same either way.
@Suite struct DateOrderEvidenceTests {
    static func dates(_ lines: [String], dayFirst: Bool) -> [String] {
        var document = CurrencyRegionTests.receipt(lines)
        DocumentExtractor(options: EntityDetector.Options(dayFirst: dayFirst, dateOrderFromEvidence: true)).extract(&document)
        return (document.entities ?? []).filter { $0.kind == .date }.map(\.normalized)
    }

    @Test func aDateWithADayAboveTwelveSettlesTheOtherDatesOfItsDocument() {
        // US: 12/14/2026 can only be month first; the due date beside it follows it on a day-first pipeline.
        #expect(Self.dates(["Invoice 12/14/2026", "Due 01/02/2027"], dayFirst: true) == ["2026-12-14", "2027-01-02"])
        // UK: 14/12/2026 can only be day first; 01/02/2027 is then the 1st of February on a month-first pipeline.
        #expect(Self.dates(["Invoice 14/12/2026", "Due 01/02/2027"], dayFirst: false) == ["2026-12-14", "2027-02-01"])
    }

    @Test func theCurrencyAndTheCountrysFormatsDecideAnAmbiguousDate() {
        // Ringgit (Malaysia, day first) on a month-first pipeline.
        #expect(Self.dates(["KEDAI MAJU SDN BHD", "Date: 03/04/2018", "TOTAL RM 12.50"], dayFirst: false) == ["2018-04-03"])
        // Euro and VAT (day first).
        #expect(Self.dates(["CAFE DE FLORE", "03/04/2018", "TVA 10% 1,20", "TOTAL 13,20 €"], dayFirst: false) == ["2018-04-03"])
        // A US state and ZIP code and a US phone number (month first) on a day-first pipeline.
        #expect(Self.dates(["CVS/pharmacy", "SAN ANTONIO, TX 78233", "(210) 646-7045", "05/06/2016"], dayFirst: true) == ["2016-05-06"])
        // A UK postcode and a pound amount (day first).
        #expect(Self.dates(["TESCO", "LONDON SW1A 1AA", "05/06/2016", "TOTAL £4.20"], dayFirst: false) == ["2016-06-05"])
    }

    @Test func aTrunkZeroPhoneGSTAndADayFirstCompanyFormSayDayFirst() {
        // A Malaysian till slip without its currency: "Tel: 03- 55423228", GST, SDN BHD.
        #expect(Self.dates(["GARDENIA BAKERIES (KL) SDN BHD", "Tel: 03- 55423228", "Date: 12/10/2017"], dayFirst: false) == ["2017-10-12"])
        #expect(Self.dates(["99 SPEED MART", "GST ID NO: 000181747712", "TEL 07-2212888", "07-02-17"], dayFirst: false) == ["2017-02-07"])
        #expect(Self.dates(["BOULANGERIE PAUL SARL", "Tél. 01 42 68 53 00", "03/04/2018"], dayFirst: false) == ["2018-04-03"])
        // A North American number has no trunk 0: the pipeline's order stands.
        #expect(DateOrderEvidence.tally("Tel: 210-646-7045").dayFirst == 0)
    }

    @Test func withoutEvidenceThePipelinesOrderStands() {
        #expect(Self.dates(["SHOP", "05/06/2016", "TOTAL 4.20"], dayFirst: true) == ["2016-06-05"])
        #expect(Self.dates(["SHOP", "05/06/2016", "TOTAL 4.20"], dayFirst: false) == ["2016-05-06"])
        #expect(DateOrderEvidence.dayFirst(in: "SHOP\nTOTAL 4.20") == nil)
    }

    @Test func evidenceNeverTurnsADateThatReadsOneWayOnlyIntoAnother() {
        // Malaysian money says day first, but 01/16/2017 is a date only month first: it stays January 16th.
        #expect(Self.dates(["KEDAI", "01/16/2017", "TOTAL RM 2.00"], dayFirst: true) == ["2017-01-16"])
        #expect(Self.dates(["KEDAI", "16/01/2017", "TOTAL $2.00", "(210) 646-7045"], dayFirst: false) == ["2017-01-16"])
    }
}

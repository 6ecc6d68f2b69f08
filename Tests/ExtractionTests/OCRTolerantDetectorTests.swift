import DocModel
import Extraction
import Testing

/// Readings Tesseract really produced on the entity corpus (corpus/entities/scans), and the values they
/// stand for; and the ordinary text each tolerance must leave alone.
@Suite struct OCRTolerantDetectorTests {
    static func found(_ text: String) -> [String] { DetectorTableTests.found(text) }

    @Test(arguments: [
        ("Hydraulic oil, 1,5 |", "measurement 1.5 l"),         // litre "l" read as a bar
        ("weighs 42 Ib and fits", "measurement 42 lb"),        // "lb" read as "Ib"
        ("a surface of 85 m? and an oven", "measurement 85 m²"),  // superscript two read as "?"
        ("a meeting room of 450 ft?; ceilings", "measurement 450 ft²"),
        ("Operating range down to -20 °C", "measurement -20 °C"),
        ("screens measure 65 in. Parcels", "measurement 65 in"),
        ("pallet up to 1.2 t.", "measurement 1.2 t"),
        ("Room 12 m2", "measurement 12 m²"),
    ])
    func readsMeasurementsThroughOCRConfusions(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test(arguments: [
        "We came 2 in a row",      // "in" as a word
        "Vote 2 | 3",              // a bar between numbers is not a litre
        "Qty 2 | Price",           // nor a table rule read as a bar
        "Version 2 t shirts",
    ])
    func leavesOrdinaryTextAlone(text: String) {
        #expect(!Self.found(text).contains { $0.hasPrefix("measurement") })
    }

    @Test func readsAQuestionMarkAfterAnAreaAsTheEndOfASentence() {
        #expect(Self.found("Is it 85 m? Yes.") == ["measurement 85 m"])
    }

    @Test func takesAUPSNumberWhoseZWasReadAsTwoOnlyWithAValidCheckDigit() {
        #expect(Self.found("Tracking: 12 999 AA1 01 2345 6784 (UPS).") == ["tracking_number 1Z999AA10123456784"])
        #expect(!Self.found("Tracking: 12 999 AA1 01 2345 6785").contains { $0.hasPrefix("tracking_number") })
    }

    @Test(arguments: [
        ("Düsseldorfer Straße 112\n40545 Düsseldorf", "address Düsseldorfer Straße 112, 40545 Düsseldorf"),
        ("Bahnhofstraße 41, 90402 Nürnberg", "address Bahnhofstraße 41, 90402 Nürnberg"),
        ("Schloßallee 3a\n80331 München", "address Schloßallee 3a, 80331 München"),
        ("Hauptstraße 5 : 10115 Berlin", "address Hauptstraße 5, 10115 Berlin"),  // a photo's "·" read as ":"
    ])
    func parsesGermanStreetsWithUmlautsAndTwoWordNames(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }
}

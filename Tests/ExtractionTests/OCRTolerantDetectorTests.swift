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
        ("Specifications: 49.6 KW", "measurement 49.6 kW"),  // the kilowatt's k read as a capital
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

    /// A spec line's items set apart by middle dots, which OCR reads as "-", ":" or "+": the litre bar and the
    /// area's "?" before one are units, as before the end of a line.
    @Test(arguments: [
        ("Technische Daten: 976 Ib - 2,3 | - 1332 ml", ["measurement 976 lb", "measurement 2.3 l", "measurement 1332 ml"]),
        ("Daten: 2349 | : 41,8 mm", ["measurement 2349 l", "measurement 41.8 mm"]),
        ("Caractéristiques : 51,7 m? - 41,2 W", ["measurement 51.7 m²", "measurement 41.2 W"]),
        ("Specifications: 2271 in - 1688 kg : 1075 kw", ["measurement 2271 in", "measurement 1688 kg", "measurement 1075 kW"]),
        ("Annual use 2100 kwh", ["measurement 2100 kWh"]),
        ("Technische Daten: 46,3 mi", ["measurement 46.3 ml"]),  // a far photograph's "ml" after a decimal comma
        // A far photograph's units: "|b" for lb, "mI" for ml, "*C" for °C.
        ("Specifications: 12.1 W - 42.6 |b - 66.7 km", ["measurement 12.1 W", "measurement 42.6 lb", "measurement 66.7 km"]),
        ("1085 ft - 1655 mm - 931 mI", ["measurement 1085 ft", "measurement 1655 mm", "measurement 931 ml"]),
        ("Specifiche: 51,8 *C - 1735 kg", ["measurement 51.8 °C", "measurement 1735 kg"]),
        ("Daten: 12 kg * 2,3 | * 5 mm", ["measurement 12 kg", "measurement 2.3 l", "measurement 5 mm"]),  // photographed: "*"
    ])
    func readsUnitsBeforeAListsMiddleDot(text: String, expected: [String]) {
        #expect(Self.found(text) == expected)
    }

    @Test func readsAnItemOfAListOfMeasurementsWhoseUnitWasReadAsALookAlike() {
        // Beside another measurement across a middle dot's reading: the area's "?" at the line's end, "9" for "g".
        #expect(Self.found("Specifications: 49.8 km - 23.9 t : 109 m?") == ["measurement 49.8 km", "measurement 23.9 t", "measurement 109 m²"])
        #expect(Self.found("Specificaties: 83,8 kW : 55,5 9") == ["measurement 83.8 kW", "measurement 55.5 g"])
        // A litre read as "1", spaced, or glued to a value of one decimal (a far photograph lost the space).
        #expect(Self.found("Specifications: 84.5 W - 41.6 °C - 45.21") == ["measurement 84.5 W", "measurement 41.6 °C", "measurement 45.2 l"])
        #expect(Self.found("Specifications: 50.4 1 - 25.3 Hz") == ["measurement 50.4 l", "measurement 25.3 Hz"])
        #expect(Self.found("Daten: 2151 m? - 12 kg") == ["measurement 2151 m²", "measurement 12 kg"])
        // A gram whose bowl a scan left open, read "y"; a middle dot read as two marks ("-:").
        #expect(Self.found("Especificaciones: 4,1 kWh - 57,4 km - 95 y") == ["measurement 4.1 kWh", "measurement 57.4 km", "measurement 95 g"])
        #expect(Self.found("Specifications: 53.6 g - 84.9 mm -: 684 m?") == ["measurement 53.6 g", "measurement 84.9 mm", "measurement 684 m²"])
        #expect(Self.found("I am 95 y old") .isEmpty)  // alone, "y" is no gram
        // A middle dot read as a minus glued to the next item: no sign. A sign after a word stays.
        #expect(Self.found("Specifications: 49.3 GHz - 2136 m -57.9t") == ["measurement 49.3 GHz", "measurement 2136 m", "measurement 57.9 t"])
        #expect(Self.found("Storage from 5 °C down to -20 °C") == ["measurement 5 °C", "measurement -20 °C"])
        // The dot read as a dash with both its spaces lost, after the area's "?" and after a unit (dev set 2901's
        // Dutch letter: "68,5 m² · 83,5 m · 891 g"); a range written with a dash keeps no sign either way.
        #expect(Self.found("Specificaties: 68,5 m?-83,5m- 891g") == ["measurement 68.5 m²", "measurement 83.5 m", "measurement 891 g"])
        #expect(Self.found("Range: 5 m-10 m") == ["measurement 5 m", "measurement 10 m"])
        // A photograph lost the space before a dot after the area's "?", and read the last item's litre as a capital I.
        #expect(Self.found("Specifications: 50.5 m?- 1565 I") == ["measurement 50.5 m²", "measurement 1565 l"])
        #expect(Self.found("Specifications: 20 kg - 2 I think") == ["measurement 20 kg"])
        #expect(Self.found("Specifications: 1973 |- 4.3 °C - 153 ft") == ["measurement 1973 l", "measurement 4.3 °C", "measurement 153 ft"])
        // An item beside an item: the litre glued to a whole number before a dot, then the area's "?" beside it.
        #expect(Self.found("Specifications: 547 ml - 2661 - 267 m?") == ["measurement 547 ml", "measurement 266 l", "measurement 267 m²"])
        #expect(Self.found("Order 2661 - 12 items").isEmpty)  // no measurement to stand beside
        // Alone, the "?" ends a question and the "9" is a number of its own.
        #expect(Self.found("Is it 85 m?") == ["measurement 85 m"])
        #expect(!Self.found("Rows 87,2 9").contains { $0.hasPrefix("measurement") })
        // A gram glued to a value of one decimal the same way, and the spaces beside a middle dot lost on a far
        // photograph ("53.6 1-984 cm").
        #expect(Self.found("Technische Daten: 1374 ml : 1,39") == ["measurement 1374 ml", "measurement 1.3 g"])
        #expect(Self.found("Specifications: 1889 V - 95.3 9g") == ["measurement 1889 V", "measurement 95.3 g"])  // "g" read "9g"
        #expect(Self.found("Specifications: 53.6 1-984 cm") == ["measurement 53.6 l", "measurement 984 cm"])
        #expect(Self.found("Especificaciones: 2,1 1- 1041 V") == ["measurement 2.1 l", "measurement 1041 V"])
        // A litre glued to a whole number that ends the list's line, as far photographs read it.
        #expect(Self.found("Specifiche: 1,4 GHz - 10,6 Ib - 16251") == ["measurement 1.4 GHz", "measurement 10.6 lb", "measurement 1625 l"])
        #expect(Self.found("Caractéristiques : 2386 in - 222 kWh- 17231\nIBAN") == ["measurement 2386 in", "measurement 222 kWh", "measurement 1723 l"])
        #expect(!Self.found("Specs: 12 kg - 16251 units").contains { $0 == "measurement 1625 l" })  // not the line's end
        #expect(!Self.found("Order 16251").contains { $0.hasPrefix("measurement") })  // no list
        // A value of three digits whose unit was lost altogether ("491" for 491 cm) is no litre's "49 l".
        #expect(Self.found("Specifications: 12 kg - 491") == ["measurement 12 kg"])
        #expect(!Self.found("Balance 45.21").contains { $0.hasPrefix("measurement") })
        #expect(!Self.found("Balance 12,49 and 3 kg").contains { $0 == "measurement 12.4 g" })
        #expect(!Self.found("Pages 53.6 1 984 cm").contains { $0 == "measurement 53.6 l" })  // no dot between: no list
        #expect(!Self.found("Aisle 12 kg 87,2 9").contains { $0 == "measurement 87.2 g" })
    }

    /// A photographed spec sheet's litre read as "1" glued to a value of one decimal, in a field whose key names
    /// a volume: the litre is the one unit of volume that reads as a digit. Without such a key, a number.
    @Test func aLitreReadAsOneAfterAKeyNamingAVolumeIsALitre() {
        #expect(Self.found("Water volume 3.51") == ["measurement 3.5 l"])
        #expect(Self.found("Inhalt: 2,51") == ["measurement 2.5 l"])
        #expect(Self.found("Water volume\n3.51") == ["measurement 3.5 l"])  // a key–value field's two lines
        #expect(Self.found("Capacité du réservoir 12,51") == ["measurement 12.5 l"])
        #expect(!Self.found("Coefficient of performance 3.51").contains { $0.hasPrefix("measurement") })
        #expect(Self.found("Water volume 3.5 l") == ["measurement 3.5 l"])  // read whole: once
        #expect(!Self.found("Volume discount 3.51 EUR").contains { $0 == "measurement 3.5 l" })
    }

    @Test func milesWithADecimalPointOrThousandsStayMiles() {
        #expect(Self.found("a drive of 46.7 mi") == ["measurement 46.7 mi"])
        #expect(!Self.found("a range of 1,500 mi").contains { $0.hasSuffix(" ml") })  // a thousands comma: still miles
        // A list written with decimal points, or a comma that is no item's decimal, keeps its miles.
        #expect(Self.found("Specs: 12.5 kg - 301 mi") == ["measurement 12.5 kg", "measurement 301 mi"])
        #expect(Self.found("Towns 4,5 and 6 - 301 mi") == ["measurement 301 mi"])
    }

    /// A whole number's "ml" a photograph read "mi" in a list of measurements whose other items write their
    /// decimals with a comma, which no country measuring in miles does.
    @Test func aMillilitreReadAsMilesInAListWithDecimalCommasIsAMillilitre() {
        #expect(Self.found("Specificaties: 1848 kg - 74,2 °C - 301 mi")
            == ["measurement 1848 kg", "measurement 74.2 °C", "measurement 301 ml"])
        #expect(Self.found("Technische Daten: 250 mi : 12,5 kW") == ["measurement 250 ml", "measurement 12.5 kW"])
    }

    @Test func aPrefixedDollarWhoseSignWasReadAsSIsThatDollar() {
        // A far photograph of an Australian invoice: "A$" read "AS", glued to amounts with cents.
        #expect(Self.found("Binders AS2,903.56 Paper AS3,047.18 Total A$3,921.12")
            == ["money 2903.56 AUD", "money 3047.18 AUD", "money 3921.12 AUD"])
        #expect(Self.found("Paid CS45.10") == ["money 45.10 CAD"])
        #expect(Self.found("Toner AS$2,268.37") == ["money 2268.37 AUD"])  // the sign read twice, as S and as $
        // No cents, or a space: a word, not a dollar ("AS400", "AS 12.50").
        #expect(!Self.found("an IBM AS400 server").contains { $0.hasPrefix("money") })
        #expect(!Self.found("listed AS 12.50").contains { $0.hasSuffix("AUD") })
    }

    @Test func aBarBeforeAnEmptyCellsDashIsATableRule() {
        // No item follows the dash: the bar is a rule between cells, not a litre.
        #expect(!Self.found("Score 2 | - | 3").contains { $0.hasPrefix("measurement") })
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

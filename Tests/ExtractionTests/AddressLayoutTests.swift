import DocModel
import Extraction
import Foundation
import Testing

/// Addresses of the layouts issue 28 found missing (Irish Eircodes, a last line naming the country, a US
/// receipt's three lines with a unit, La Poste's capitals, German streets with no street word), normalized
/// as printed: the values below were worked out by hand from the printed text, never copied from output.
@Suite struct AddressLayoutTests {
    static let detector = EntityDetector()

    static func addresses(_ text: String) -> [Match] {
        detector.matches(in: text).filter { $0.kind == .address }
    }

    static func found(_ text: String) -> [String] { addresses(text).map(\.normalized) }

    @Test(arguments: [
        ("14 Grafton Street, Dublin 2, D02 X285", "14 Grafton Street, Dublin 2, D02 X285"),
        ("Main Street\nBallincollig\nCo. Cork\nP31 ED82", "Main Street, Ballincollig, Co. Cork, P31 ED82"),
        ("5 O'Connell Street\nLimerick\nV94 X2Y3", "5 O'Connell Street, Limerick, V94 X2Y3"),
        ("Unit 7, Raheen Business Park, Limerick, V94 K5R1", "Unit 7, Raheen Business Park, Limerick, V94 K5R1"),
        ("12 Harbour Road\nHowth\nCo. Dublin D13 E2W4", "12 Harbour Road, Howth, Co. Dublin, D13 E2W4"),  // Eircode its own part
        ("Ballymore Road, Kilcullen, Co. Kildare, R56 HV02", "Ballymore Road, Kilcullen, Co. Kildare, R56 HV02"),
        ("Office: 1 Harcourt Road, Dublin 6W, D6W XY12.", "1 Harcourt Road, Dublin 6W, D6W XY12"),  // the one odd routing key
        ("14 Grafton Street, Dublin 2, DO2 X285", "14 Grafton Street, Dublin 2, D02 X285"),  // no O in an Eircode: a zero
        ("Kelly Accountancy\nMain Street\nBallincollig\nP31 ED82", "Main Street, Ballincollig, P31 ED82"),  // the name above is no street
        // A letterhead's one line, its parts between spaced dots (OCR: dashes), and a receipt's capitals.
        ("3 Eyre Square · Galway · H91 FT22", "3 Eyre Square, Galway, H91 FT22"),
        ("8 The Mall -\nWaterford :\nX91 PK73", "8 The Mall, Waterford, X91 PK73"),  // cut after each dot
        ("41 Lower Baggot Street - Dublin 2 - DO2 Y754 Tel. +353 21 455 0190", "41 Lower Baggot Street, Dublin 2, D02 Y754"),
        ("22 MAIN STREET\nNAAS\nCO. KILDARE\nW91 E2K6", "22 MAIN STREET, NAAS, CO. KILDARE, W91 E2K6"),
        ("41 LOWER BAGGOT STREET\nDUBLIN 2\nDO2 Y754", "41 LOWER BAGGOT STREET, DUBLIN 2, D02 Y754"),
        // A unit before a street with no number, on a letterhead's line and on a receipt in capitals; a dot
        // read as a dash that touches the Eircode.
        ("Unit 3 - Kilkenny Business Park - Kilkenny - R95 T2F4 Tel. +353 1 555 0142", "Unit 3, Kilkenny Business Park, Kilkenny, R95 T2F4"),
        ("UNIT 3\nKILKENNY BUSINESS PARK\nKILKENNY\nR95 T2F4", "UNIT 3, KILKENNY BUSINESS PARK, KILKENNY, R95 T2F4"),
        ("22 Main Street - Naas - Co. Kildare -W91 E2K6 Tel. +353 91 555 0137", "22 Main Street, Naas, Co. Kildare, W91 E2K6"),
        // A photographed letterhead: S, B, Z and Q are in no Eircode, so each is the digit it is read for.
        ("2 Church Street - Athlone - Co. Westmeath - N37 ESW8", "2 Church Street, Athlone, Co. Westmeath, N37 E5W8"),
        ("9 Shop Street\nGalway\nH9I NZV8", "9 Shop Street, Galway, H91 N2V8"),
        ("4 Patrick Street, Cork, T1Z HX6B", "4 Patrick Street, Cork, T12 HX68"),
    ])
    func findsIrishAddressesEndingInAnEircode(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
        #expect(Self.addresses(text).first?.components?["country"] == "IE")
    }

    @Test(arguments: [
        "Invoice B12 3456 from 14 Grafton Street",  // an Eircode-shaped code with no street before it
        "Room D02 X285 is booked",
        "3 South Mall, Cork, T12 WMCX",  // M is not an Eircode letter, nor a digit's look-alike
        "3 South Mall, Cork, TOO W8CX",  // a routing key with no digit printed
    ])
    func eircodeShapesAloneAreNotAddresses(text: String) {
        #expect(Self.found(text).isEmpty)
    }

    @Test(arguments: [
        ("10 Finsbury Square\nLondon EC2A 1AF\nUnited Kingdom", "10 Finsbury Square, London EC2A 1AF, United Kingdom", "GB"),
        ("4200 Mission Street\nSan Francisco, CA 94112\nUSA", "4200 Mission Street, San Francisco, CA 94112, USA", "US"),
        ("Industriestraße 14\n70565 Stuttgart\nDeutschland", "Industriestraße 14, 70565 Stuttgart, Deutschland", "DE"),
        ("27 rue Victor Hugo\n69002 Lyon\nFrance", "27 rue Victor Hugo, 69002 Lyon, France", "FR"),
        ("Stationsweg 88\n2515 BP Den Haag\nNederland", "Stationsweg 88, 2515 BP Den Haag, Nederland", "NL"),
        ("3 South Mall\nCork\nT12 W8CX\nIreland", "3 South Mall, Cork, T12 W8CX, Ireland", "IE"),
        ("Kölner Str. 21\n53111 Bonn\nGermany", "Kölner Str. 21, 53111 Bonn, Germany", "DE"),
        ("Maliebaan 50\n3581 CS Utrecht\nThe Netherlands", "Maliebaan 50, 3581 CS Utrecht, The Netherlands", "NL"),
        ("Witte de Withstraat 12\n3012 BP Rotterdam\nThe Netherlands", "Witte de Withstraat 12, 3012 BP Rotterdam, The Netherlands", "NL"),
        ("8 Wellington Road, Leeds LS1 4DL, United Kingdom", "8 Wellington Road, Leeds LS1 4DL, United Kingdom", "GB"),
        // A letterhead's one line: the country after the same spaced dot as the other parts (OCR: a dash or colon).
        ("23 Mill Lane : Cambridge CB2 1RX : UK", "23 Mill Lane, Cambridge CB2 1RX, UK", "GB"),
        ("3 Eyre Square · Galway · H91 FT22 · Ireland", "3 Eyre Square, Galway, H91 FT22, Ireland", "IE"),
        // The letterhead's line as the layout cut it, after a dot and at the Eircode's space (OCR: dashes and
        // colons for the dots).
        ("8 The Mall - Waterford : X91 PK73 : Ireland", "8 The Mall, Waterford, X91 PK73, Ireland", "IE"),
        ("8 The Mall - Waterford : X91\nPK73 : Ireland", "8 The Mall, Waterford, X91 PK73, Ireland", "IE"),
        ("8 The Mall - Waterford :\nX91\nPK73 :\nIreland", "8 The Mall, Waterford, X91 PK73, Ireland", "IE"),
    ])
    func keepsAPrintedCountryLineInTheAddress(text: String, expected: String, country: String) {
        let found = Self.addresses(text)
        #expect(found.map(\.normalized) == [expected])
        #expect(found.first?.components?["country"] == country)
        #expect(found.first?.components?["countryInferred"] == nil)
        #expect(found.first.map { NSMaxRange($0.range) } == (text as NSString).length)
    }

    @Test(arguments: [
        ("221B Baker Street, London NW1 6XE", "GB"),
        ("Hauptstraße 5, 10115 Berlin", "DE"),
        ("1600 Main Street, Springfield, IL 62704", "US"),
    ])
    func aCountryThePageDoesNotPrintIsAComponentOnly(text: String, country: String) {
        let found = Self.addresses(text)
        #expect(found.first?.normalized == text)
        #expect(found.first?.components?["country"] == country)
        #expect(found.first?.components?["countryInferred"] == "true")
    }

    /// A UK letterhead's one line starting with the flat, its parts between spaced dots (read as dashes).
    /// A letterhead's spaced dot a scan read as two marks, a dash and a colon, separates the parts as one mark
    /// does, the country line after it included.
    @Test(arguments: [
        ("9910 Jasper Avenue -: Edmonton, AB T5J 1N9 -: Canada", "9910 Jasper Avenue, Edmonton, AB T5J 1N9, Canada"),
        ("Hauptstraße 5 -: 10115 Berlin", "Hauptstraße 5, 10115 Berlin"),
        ("Via Roma 15 :- 20121 Milano", "Via Roma 15, 20121 Milano"),
    ])
    func aLetterheadsDotReadAsTwoMarksSeparatesTheParts(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test func aUKFlatBeforeTheHouseOnALetterheadLine() {
        let found = Self.addresses("Flat 12 - 48 Park Avenue - Cardiff CF10 3AT Tel. +44 131 496 0211")
        #expect(found.map(\.normalized) == ["Flat 12, 48 Park Avenue, Cardiff CF10 3AT"])
        #expect(found.first?.components?["unit"] == "Flat 12")
        // Photographed, one dot read as an asterisk.
        #expect(Self.addresses("Flat 12 - 48 Park Avenue * Cardiff CF10 3AT - UK").map(\.normalized)
            == ["Flat 12, 48 Park Avenue, Cardiff CF10 3AT, UK"])
        #expect(Self.addresses("Marktgasse 19 * 3011 Bern").map(\.normalized) == ["Marktgasse 19, 3011 Bern"])
    }

    /// A German town the English model read with "ii" for "ü" is Germany's town list's spelling, a street's
    /// umlaut read as a capital vowel or as "ii" is the umlaut; capitals stay as printed.
    @Test func germanUmlautsTheEnglishModelGarbledAreSpelledBack() {
        #expect(Self.found("Marienplatz 8\n80331 Miinchen\nGermany") == ["Marienplatz 8, 80331 München, Germany"])
        #expect(Self.addresses("Königsallee 60, 40212 Diisseldorf").first?.components?["city"] == "Düsseldorf")
        #expect(Self.found("MARIENPLATZ 8\n80331 MUNCHEN") == ["MARIENPLATZ 8, 80331 MUNCHEN"])
        // An umlaut read as its capital vowel inside a street word (a photographed letter); capitals stay.
        #expect(Self.found("KOlner Str. 21\n53111 Bonn\nGermany") == ["Kölner Str. 21, 53111 Bonn, Germany"])
        #expect(Self.found("MUHLENWEG 17\n20095 HAMBURG") == ["MUHLENWEG 17, 20095 HAMBURG"])
        // A photograph's "ii" for the street's "ü" (no German word holds "ii").
        #expect(Self.found("Miihlenweg 17\n20095 Hamburg\nDeutschland") == ["Mühlenweg 17, 20095 Hamburg, Deutschland"])
        #expect(Self.found("Kónigsallee 60 - 40212 Dússeldorf - Germany") == ["Königsallee 60, 40212 Düsseldorf, Germany"])  // photographed
    }

    @Test func aCountryWordInTheNextSentenceIsNotTheCountryLine() {
        #expect(Self.found("Hauptstraße 5, 10115 Berlin, germany is far") == ["Hauptstraße 5, 10115 Berlin"])
    }

    @Test(arguments: [
        ("3189 PARK DRIVE\nUNIT 10\nAUSTIN, TX 78788", "3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788"),
        ("1450 W COLFAX AVE\nSTE 200\nDENVER, CO 80204", "1450 W COLFAX AVE, STE 200, DENVER, CO 80204"),
        ("88 North High Street\nSuite 3\nColumbus, OH 43215", "88 North High Street, Suite 3, Columbus, OH 43215"),
        ("702 BAY STREET\nBLDG B\nTAMPA, FL 33602", "702 BAY STREET, BLDG B, TAMPA, FL 33602"),
        ("75 Commerce Drive, Unit 4, Hauppauge, NY 11788", "75 Commerce Drive, Unit 4, Hauppauge, NY 11788"),
        ("900 Canyon Road\nFlagstaff Springs, AZ 86001", "900 Canyon Road, Flagstaff Springs, AZ 86001"),  // "Fl" only as a word
        ("12 Pine St #5\nMcAllen, TX 78501", "12 Pine St #5, McAllen, TX 78501"),  // "#" after a space alone: as printed
        ("1900 Elm Street · Suite 210 · Dallas, TX 75201", "1900 Elm Street, Suite 210, Dallas, TX 75201"),  // a letterhead's line
        // A street word with a thin stroke misread (Tesseract's readings of a scan and a photograph): as printed.
        ("2000 Lamar Bivd, Austin, TX 78705", "2000 Lamar Blvd, Austin, TX 78705"),
        ("1900 ELM SIREET\nDALLAS, TX 75201", "1900 ELM STREET, DALLAS, TX 75201"),  // in capitals, a capital
        // A form's one line, the spaced dots read as a guillemet and a colon (a generated form, 11 pt).
        ("Address: 600 Lake Shore Drive « Apt 12B : Chicago, IL 60611", "600 Lake Shore Drive, Apt 12B, Chicago, IL 60611"),
    ])
    func findsUSAddressesWithAUnitLineAsOnReceipts(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// USPS Publication 28's forms: a numbered street ("2020 1st Avenue", "W 57th St", "300 E 2ND STREET"), a
    /// "#" after the unit's word or alone ("Ste #800", "# 14B"), and the suffixes "Sq", "Cir", "Plz": the value
    /// as printed, a unit after a space alone on the street's line, a unit after a comma or a dot its own part.
    @Test(arguments: [
        ("2020 1st Avenue : #410 : Seattle, WA 98121", "2020 1st Avenue, #410, Seattle, WA 98121"),
        ("250 W 57th St, Suite 1200\nNew York, NY 10107", "250 W 57th St, Suite 1200, New York, NY 10107"),
        ("88 Pine St # 14B\nNew York, NY 10005", "88 Pine St # 14B, New York, NY 10005"),
        ("401 N Michigan Ave, Ste #800, Chicago, IL 60611", "401 N Michigan Ave, Ste #800, Chicago, IL 60611"),
        ("12 Lafayette Sq\nBuffalo, NY 14203", "12 Lafayette Sq, Buffalo, NY 14203"),
        ("45 MONUMENT CIR\nINDIANAPOLIS, IN 46204", "45 MONUMENT CIR, INDIANAPOLIS, IN 46204"),
        ("300 E 2ND STREET\nAUSTIN, TX 78701", "300 E 2ND STREET, AUSTIN, TX 78701"),
        // As photographs read them: the 1 of "1st" as an "i", the space after "Apt" lost.
        ("2020 ist Avenue - #410 - Seattle, WA 98121", "2020 1st Avenue, #410, Seattle, WA 98121"),
        ("88 Beacon Street\nApt5\nBoston, MA 02108", "88 Beacon Street, Apt 5, Boston, MA 02108"),
    ])
    func findsUSNumberedStreetsHashUnitsAndSquaresAsPrinted(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// A street named by an inflected adjective or a place's adjective before a compound street word ("Obere
    /// Königsstraße", "Wiedner Hauptstraße", "Linke Wienzeile"): the adjective is part of the street. A name ending
    /// in "-er" on the line above is not.
    @Test(arguments: [
        ("Obere Königsstraße 9\n34117 Kassel", "Obere Königsstraße 9, 34117 Kassel"),
        ("Wiedner Hauptstraße 32, Stiege 2, Top 5\n1040 Wien", "Wiedner Hauptstraße 32, Stiege 2, Top 5, 1040 Wien"),
        ("Linke Wienzeile 4 · 1060 Wien", "Linke Wienzeile 4, 1060 Wien"),
        ("Landstraßer Hauptstraße 71/1/5\n1030 Wien", "Landstraßer Hauptstraße 71/1/5, 1030 Wien"),
        ("Hans Müller\nHauptstraße 5\n10115 Berlin", "Hauptstraße 5, 10115 Berlin"),
    ])
    func anAdjectiveBeforeACompoundStreetWordIsPartOfTheStreet(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// "ß" read as a capital "B" or "R" or a "$" inside a word of a German or Austrian street ("GroBe Bleichen",
    /// "Mariahilfer StraRe", "Gro$e Bleichen"): spelled back; an Italian street's capital stays as read.
    @Test func aGermanEszettReadAsACapitalInsideAWordIsSpelledBack() {
        #expect(Self.found("GroBe Bleichen 21\n20354 Hamburg") == ["Große Bleichen 21, 20354 Hamburg"])
        #expect(Self.found("Mariahilfer StraRe 45\n1060 Wien") == ["Mariahilfer Straße 45, 1060 Wien"])
        #expect(Self.found("Gro$e Bleichen 21\n20354 Hamburg") == ["Große Bleichen 21, 20354 Hamburg"])
        #expect(Self.found("Via DeRose 5\n20121 Milano") != ["Via Deßose 5, 20121 Milano"])
    }

    @Test(arguments: [
        ("14 RUE DES LILAS · 59000 LILLE", "14 RUE DES LILAS, 59000 LILLE"),
        ("25 AVENUE DES CHAMPS\n31000 TOULOUSE", "25 AVENUE DES CHAMPS, 31000 TOULOUSE"),
        ("3 impasse du Moulin, 44000 Nantes", "3 impasse du Moulin, 44000 Nantes"),
        ("An der Alster 42\n20099 Hamburg", "An der Alster 42, 20099 Hamburg"),
        ("Goethestr. 17\n80336 München", "Goethestr. 17, 80336 München"),
        ("Messeplatz 1, D-04356 Leipzig", "Messeplatz 1, 04356 Leipzig"),
        ("LINDENWEG 3A\n60313 FRANKFURT AM MAIN", "LINDENWEG 3A, 60313 FRANKFURT AM MAIN"),  // a receipt's capitals
        ("Gartenstrafge 14\n10557 Berlin", "Gartenstraße 14, 10557 Berlin"),  // ß read as "fg" without German
        ("Hohe Straße 88\n50667 Köln", "Hohe Straße 88, 50667 Köln"),  // an adjective and the street word apart
        ("Lange Str. 12 · 26122 Oldenburg", "Lange Str. 12, 26122 Oldenburg"),
        ("Hauptstraße 5 ·\n10115 Berlin", "Hauptstraße 5, 10115 Berlin"),  // the line broken after the spaced dot
    ])
    func findsFrenchCapitalsAndGermanStreetsWithoutAStreetWord(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// La Poste's delivery lines (its addressing standard, NF Z10-011): a building line before the street, a box
    /// ("BP", "CS") on its own line after the street or in its place, "Cedex" with its office's number after the
    /// town, and "bis" or "ter" after the house number. Values written by hand: the lines as printed, joined by ", ".
    @Test(arguments: [
        ("45 avenue Jean Jaurès\nBP 4021\n31040 Toulouse Cedex 6", "45 avenue Jean Jaurès, BP 4021, 31040 Toulouse Cedex 6"),
        ("27 rue de Rivoli · CS 70100 · 75004 Paris Cedex 04", "27 rue de Rivoli, CS 70100, 75004 Paris Cedex 04"),
        ("BP 123\n13002 Marseille Cedex 02", "BP 123, 13002 Marseille Cedex 02"),
        ("Bât. B\n8 rue Ampère\n91120 Palaiseau", "Bât. B, 8 rue Ampère, 91120 Palaiseau"),
        ("12 bis rue de la République, 69002 Lyon", "12 bis rue de la République, 69002 Lyon"),
        ("10 QUAI DES CHARTRONS\n33000 BORDEAUX CEDEX", "10 QUAI DES CHARTRONS, 33000 BORDEAUX CEDEX"),
        // "Cedex" and its number end the address: the phone on the next line is no part of it.
        ("3 ter place du Général de Gaulle\n59800 Lille Cedex 9\n03 20 12 34 56", "3 ter place du Général de Gaulle, 59800 Lille Cedex 9"),
    ])
    func laPostesBuildingBoxAndCedexLinesArePartOfTheAddress(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    /// A box number alone with no postcode and town after it is no address ("BP 123" in a sentence).
    @Test func aBoxNumberWithoutItsTownIsNoAddress() {
        #expect(Self.found("Envoyez le dossier à la BP 123 avant le 12 mars.").isEmpty)
    }

    @Test(arguments: [
        // Receipts in capitals, a flat before the house (corpus/entities-random, half A).
        ("FLAT 3\n29 CHURCH ROAD\nLONDON\nSW19 5DQ", "FLAT 3, 29 CHURCH ROAD, LONDON SW19 5DQ"),
        ("GROTE MARKT 21\n9711 LV GRONINGEN", "GROTE MARKT 21, 9711 LV GRONINGEN"),
        ("Grote Markt 21, 9711 LV Groningen", "Grote Markt 21, 9711 LV Groningen"),
        ("WITTE DE WITHSTRAAT 12\n3012 BP ROTTERDAM", "WITTE DE WITHSTRAAT 12, 3012 BP ROTTERDAM"),  // particles in capitals
        // A letterhead's one line ends in the country after the same spaced dot.
        ("25 Commerce Way · Nashua, NH 03060 · United States", "25 Commerce Way, Nashua, NH 03060, United States"),
    ])
    func findsUKAndDutchAddressesInCapitalsAndCountriesAfterASpacedDot(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
    }

    @Test(arguments: [
        ("Meir 78 - 2000 Antwerpen\nTél. +32 3 231 45 67", "Meir 78, 2000 Antwerpen", "BE"),
        ("MEIR 78\n2000 ANTWERPEN", "MEIR 78, 2000 ANTWERPEN", "BE"),
        ("NEUDE 11\n3512 AE UTRECHT", "NEUDE 11, 3512 AE UTRECHT", "NL"),
        ("Spui 70, 2511 BT Den Haag", "Spui 70, 2511 BT Den Haag", "NL"),
        ("Adres: Lange Voorhout 8 - 2514 ED Den Haag", "Lange Voorhout 8, 2514 ED Den Haag", "NL"),
        ("Große Bleichen 21, 20354 Hamburg", "Große Bleichen 21, 20354 Hamburg", "DE"),
    ])
    func aStreetWithNoStreetWordBeforeADutchPostcodeOrAKnownTown(text: String, expected: String, country: String) {
        #expect(Self.found(text) == [expected])
        #expect(Self.addresses(text).first?.components?["country"] == country)
    }

    @Test(arguments: ["Order 12, 2000 Copies", "Seite 12\n10115 Exemplare", "Room 12 - 4000 Guests"])
    func aNameAndANumberBeforeATownNoTableKnowsAreNoAddress(text: String) {
        #expect(Self.found(text).isEmpty)
    }

    @Test(arguments: [
        ("5 Grey Street, Newcastle upon Tyne NE1 6EE", "5 Grey Street, Newcastle upon Tyne NE1 6EE"),
        ("9 Queen Square - Bath BAI 2HN - United Kingdom", "9 Queen Square, Bath BA1 2HN, United Kingdom"),
        ("15 Castle Terrace - Edinburgh EH! 2DP Tel. +44 161 496 0755", "15 Castle Terrace, Edinburgh EH1 2DP"),
        ("82 BOLD STREET\nLIVERPOOL\nL14HY", "82 BOLD STREET, LIVERPOOL L1 4HY"),
        ("31 King Street, Manchester M2 4LQ", "31 King Street, Manchester M2 4LQ"),  // a one-letter area, as printed
    ])
    func ukTownsWithAParticleAndPostcodesReadByPosition(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
        #expect(Self.addresses(text).first?.components?["country"] == "GB")
    }

    /// A photographed receipt's postcode whose inward digit came out as its look-alike capital: the inward code is
    /// always a digit and two letters, so the capital is the digit.
    @Test(arguments: [
        ("3 Mill Lane\nLeeds LS1 SDL", "3 Mill Lane, Leeds LS1 5DL"),
        ("12 Park Row, Bristol BS1 OBT", "12 Park Row, Bristol BS1 0BT"),
        ("40 HIGH STREET\nOXFORD\nOX1 BDE", "40 HIGH STREET, OXFORD OX1 8DE"),
        ("7 Church Road, Cardiff CF10 IAB", "7 Church Road, Cardiff CF10 1AB"),
    ])
    func aUKPostcodesInwardDigitReadAsItsLookalikeCapitalIsThatDigit(text: String, expected: String) {
        #expect(Self.found(text) == [expected])
        #expect(Self.addresses(text).first?.components?["country"] == "GB")
    }

    /// A photographed receipt's postcode whose inward letter came out in lower case, one whose lower case has the
    /// capital's shape (dev seed 3312: "OX1 4Bx"): the capital. A lower-case letter of another shape is no postcode.
    @Test(arguments: [
        ("118 HIGH STREET OXFORD OX1 4Bx", "118 HIGH STREET, OXFORD OX1 4BX"),
        ("64 Station Road\nLeeds\nLS1 4Dy", nil),
    ])
    func aUKPostcodesInwardLetterReadInLowerCaseOfTheSameShapeIsTheCapital(text: String, expected: String?) {
        #expect(Self.found(text) == (expected.map { [$0] } ?? []))
    }

    @Test func aUKPostcodesInwardCodeWithALetterNoDigitLooksLikeIsNoAddress() {
        #expect(Self.found("3 Mill Lane\nLeeds LS1 KDL").isEmpty)
    }
}

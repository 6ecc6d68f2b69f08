import Extraction
import Testing

/// Phone numbers and dates as the letters and invoices of the thirteen countries of issue 28 print them
/// (US, CA, UK, IE, DE, AT, CH, FR, BE, NL, ES, IT, AU): calling codes with a bracketed trunk zero, their
/// own groupings, month names and ordinals of each language.
@Suite struct CountryPhoneAndDateFormatTests {
    @Test(arguments: [
        ("Tel. +1 416 555 0188", "phone +14165550188"),
        ("Tel +44 20 7946 0958", "phone +442079460958"),
        ("Tel: +353 1 234 5678", "phone +35312345678"),
        ("Tel. +49 30 1234567", "phone +49301234567"),
        ("Tel. +43 1 234 56 78", "phone +4312345678"),
        ("Tel. +41 44 123 45 67", "phone +41441234567"),
        ("Tél. +33 1 23 45 67 89", "phone +33123456789"),
        ("Tél. +32 2 123 45 67", "phone +3221234567"),
        ("Tel. +31 20 555 1234", "phone +31205551234"),
        ("Tel. +34 912 345 678", "phone +34912345678"),
        ("Tel. +39 06 1234 5678", "phone +390612345678"),
        ("Ph +61 2 9876 5432", "phone +61298765432"),
        ("Tel. +43 (0)1 234 5678", "phone +4312345678"),
        ("Tel. +353 (0)1 234 5678", "phone +35312345678"),
        ("Tel. 0043 1 234 5678", "phone +4312345678"),
        ("Tel.: +41 (0)44 123 45 67", "phone +41441234567"),
        ("Tel. +34 91 123 45 67", "phone +34911234567"),
        ("Tel. +39 02-1234-5678", "phone +390212345678"),
        ("Ph: +61 (0)3 9876 5432", "phone +61398765432"),
        ("Tel +1 (416) 555-0188", "phone +14165550188"),
        ("Tel. +32 (0)3 123 45 67", "phone +3231234567"),
    ])
    func phonesOfEachCountryAreE164(text: String, expected: String) {
        #expect(DetectorTableTests.found(text) == [expected])
    }

    @Test(arguments: [
        ("am 14. März 2024", "date 2024-03-14"),
        ("le 1er mars 2024", "date 2024-03-01"),
        ("op 3 juni 2024", "date 2024-06-03"),
        ("3 de junio de 2024", "date 2024-06-03"),
        ("12 marzo 2024", "date 2024-03-12"),
        ("Wien, 5. Jänner 2024", "date 2024-01-05"),
        ("el 1 de septiembre de 2024", "date 2024-09-01"),
        ("il 1° agosto 2024", "date 2024-08-01"),
        ("el 1º de mayo de 2024", "date 2024-05-01"),
        ("le 2 févr. 2024", "date 2024-02-02"),
        ("14.03.2024", "date 2024-03-14"),
        ("2024-03-14", "date 2024-03-14"),
        ("14 Mar 2024", "date 2024-03-14"),
        ("March 14, 2024", "date 2024-03-14"),
        ("14th March 2024", "date 2024-03-14"),
        ("le 14 août 2024", "date 2024-08-14"),
        ("Date : 28 aodt 2024", "date 2024-08-28"),  // "û" as the English model reads it on French forms and receipts
        ("den 3. Dezember 2024", "date 2024-12-03"),
        ("Lunedì 4 novembre 2024", "date 2024-11-04"),
        ("15 dicembre 2024", "date 2024-12-15"),
        ("20 diciembre 2024", "date 2024-12-20"),
        ("1 januari 2025", "date 2025-01-01"),
        ("7 mei 2024", "date 2024-05-07"),
        ("3 février 2024", "date 2024-02-03"),
        ("14/03/2024", "date 2024-03-14"),
        ("Sept. 3, 2024", "date 2024-09-03"),
    ])
    func datesInEachLanguageAreISO(text: String, expected: String) {
        #expect(DetectorTableTests.found(text) == [expected])
    }

    /// Numeric dates as OCR reads till print: the space before the time lost, slashes a space off their figures.
    /// Dashes and dots so spaced stay no date (a range of numbers, a list). Expected values checked by eye.
    @Test(arguments: [
        ("14/03/202418:40", ["date 2024-03-14"]),
        ("14 / 03 / 2024", ["date 2024-03-14"]),
        ("14/03/ 2024", ["date 2024-03-14"]),
        ("14/03 /24", ["date 2024-03-14"]),
        ("pages 14 - 03 - 24", []),
        ("14/03/2024123", []),
    ])
    func numericDatesWithSpacesLostOrAddedByOCR(text: String, expected: [String]) {
        #expect(DetectorTableTests.found(text).filter { $0.hasPrefix("date") } == expected)
    }
}

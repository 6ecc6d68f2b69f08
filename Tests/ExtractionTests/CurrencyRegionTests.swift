import DocModel
import Extraction
import Testing

/// A document's one-country currency decides whose national phone numbers it prints.
@Suite struct CurrencyRegionTests {
    static func receipt(_ lines: [String]) -> Document {
        let placed = lines.enumerated().compactMap { n, text in
            Line(words: text.split(separator: " ").enumerated().map { i, word in
                Word(text: String(word), box: Box(x: 10 + 90 * i, y: 30 * n, width: 80, height: 20), confidence: 0.9)
            })
        }
        return Document(source: Source(path: "r.jpg", sha256: String(repeating: "0", count: 64), mediaType: "image/jpeg", byteCount: 1),
                        pages: [Page(number: 1, width: 1000, height: 1000, dpi: 300, textSource: .ocr)],
                        blocks: [Block.paragraph(id: "b1", page: 1, lines: placed)].compactMap { $0 })
    }

    static func phone(_ lines: [String], _ options: EntityDetector.Options) -> String? {
        var document = receipt(lines)
        DocumentExtractor(options: options).extract(&document)
        return document.entities?.first { $0.kind == .phone }?.normalized
    }

    @Test func aRinggitReceiptsNationalPhoneIsMalaysianWhateverTheDefaultRegion() throws {
        let lines = ["SANYU STATIONERY SHOP", "Tel: 03-5542 3228", "PEN RM 2.50", "TOTAL RM 2.50"]
        let gb = try #require(Region.named("GB"))
        #expect(Self.phone(lines, EntityDetector.Options(region: gb, dayFirst: true)) == "+44355423228")
        #expect(Self.phone(lines, EntityDetector.Options(region: gb, dayFirst: true, regionFromCurrency: true)) == "+60355423228")
    }

    @Test func withNoRegionAssumedAReceiptWithoutOneCountrysMoneyKeepsItsNationalNumberAsDigits() throws {
        let none = try #require(Region.named("none"))
        let dollars = ["DINER", "Tel: 03-5542 3228", "TOTAL $ 2.50"]
        #expect(Self.phone(dollars, EntityDetector.Options(region: none, dayFirst: true, regionFromCurrency: true)) == "0355423228")
        let ringgit = ["SHOP", "Tel: 03-5542 3228", "TOTAL RM 2.50"]
        #expect(Self.phone(ringgit, EntityDetector.Options(region: none, dayFirst: true, regionFromCurrency: true)) == "+60355423228")
    }

    @Test func sharedCurrenciesAndEvenCountsNameNoRegion() {
        #expect(CurrencyRegion.region(of: "TOTAL RM 12.50\nCASH RM 20.00")?.code == "MY")
        #expect(CurrencyRegion.region(of: "Subtotal £4.20 VAT £0.84")?.code == "GB")
        #expect(CurrencyRegion.region(of: "TOTAL S$ 8.00")?.code == "SG")
        // The euro and a bare dollar sign are many countries' money; US$ is not Singapore's S$.
        #expect(CurrencyRegion.region(of: "Summe 12,50 € EUR") == nil)
        #expect(CurrencyRegion.region(of: "TOTAL $12.50 US$ 3.00") == nil)
        #expect(CurrencyRegion.region(of: "£5.00 and RM 5.00") == nil)
        // A symbol without an amount is a speck or a letter read as one; pounds twice outnumber ringgit once.
        #expect(CurrencyRegion.region(of: "E.&.0.£ LILYS00KL £90") == nil)
        #expect(CurrencyRegion.region(of: "£4.20 and 3.10 £ GBP, RM 5.00")?.code == "GB")
        // "rm" inside a word, or lower case, is no ringgit.
        #expect(CurrencyRegion.region(of: "FORM 12 firm 3") == nil)
    }
}

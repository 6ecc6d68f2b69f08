import DocModel
import Testing
@testable import Layout

@Suite struct ScoredPairingTests {
    private func pairs(_ found: [KeyValueFields.Found]) -> [String] {
        found.map { "\($0.field.key) = \($0.field.value)" }
    }

    /// Size 30 (a character 16.5 px wide): "Amount:" ends at 315, its amount starts 3.5 text heights further.
    @Test func aLabelWithAnAmountRightOfItIsPairedByScoreButProseAndAddressesAreNot() {
        let form = [line("Amount:", x: 200, y: 400), line("$31,000.00", x: 420, y: 400)]
        let paired = ScoredPairing.pair(form, fields: [], letterHeight: 30)
        #expect(pairs(paired.fields) == ["Amount = $31,000.00"])
        #expect(paired.used == [0, 1])
        // A sentence over a sentence, a name over its street: no label with its value.
        let prose = lines(["Payment was received late this month.", "We thank you for your business."], x: 200, y: 400)
        #expect(ScoredPairing.pair(prose, fields: [], letterHeight: 30).fields.isEmpty)
        let address = lines(["Anna Keller", "Hauptstraße 5", "80331 München"], x: 200, y: 400)
        #expect(ScoredPairing.pair(address, fields: [], letterHeight: 30).fields.isEmpty)
        // A street with its house number beside its postal code and town, on one row or in one piece: no label.
        let street = [line("Via Roma 15", x: 200, y: 400), line("20121 Milano MI", x: 520, y: 400), line("Mariahilfer Straße 88 1070 Wien", x: 200, y: 500)]
        #expect(ScoredPairing.pair(street, fields: [], letterHeight: 30).fields.isEmpty)
        // A letter's subject line is its title: "Re:" is no key.
        #expect(ScoredPairing.pair([line("Re: Updated Payment Terms", x: 200, y: 400)], fields: [], letterHeight: 30).fields.isEmpty)
    }

    @Test func aLabelTheRulesLeftBlankTakesTheDateRightOfIt() throws {
        let blank = try #require(KeyValueFields.make(key: line("Date:", x: 200, y: 400).words, value: []))
        #expect(blank.field.value.isEmpty)
        let paired = ScoredPairing.pair([line("10/13/87", x: 400, y: 400)], fields: [blank], letterHeight: 30)
        // The blank field becomes the field with its date, not a second field beside it.
        #expect(pairs(paired.fields) == ["Date = 10/13/87"])
        #expect(paired.used == [0])
    }
}

import EvaluationTasks
import Testing

/// The rule `folio eval --task entities` scores by: same kind and same normalized value, each truth once.
@Suite struct EntityMatchingTests {
    typealias Item = EntityMatching.Item

    @Test func matchesByKindAndNormalizedValueNotByPrintedText() {
        let outcome = EntityMatching.match(expected: [Item(kind: "money", normalized: "1234.56 EUR", text: "€1.234,56")],
                                           found: [Item(kind: "money", normalized: "1234.56 EUR", text: "1.234,56 €")])
        #expect(outcome.correct.count == 1 && outcome.extra.isEmpty && outcome.missed.isEmpty)
    }

    @Test func eachTruthEntityMatchesOnce() {
        // Printed twice on the page, found three times: two correct, one extra.
        let amount = Item(kind: "money", normalized: "12.00 EUR")
        let outcome = EntityMatching.match(expected: [amount, amount], found: [amount, amount, amount])
        #expect(outcome.correct.count == 2)
        #expect(outcome.extra == [amount])
        #expect(outcome.missed.isEmpty)
    }

    @Test func aWrongValueOrKindIsOneExtraAndOneMiss() {
        let outcome = EntityMatching.match(
            expected: [Item(kind: "date_range", normalized: "2024-03-03/2024-03-05"), Item(kind: "iban", normalized: "DE89370400440532013000")],
            found: [Item(kind: "date", normalized: "2024-03-03"), Item(kind: "iban", normalized: "DE89370400440532013000")])
        #expect(outcome.correct.map(\.kind) == ["iban"])
        #expect(outcome.extra.map(\.normalized) == ["2024-03-03"])
        #expect(outcome.missed.map(\.kind) == ["date_range"])
    }
}

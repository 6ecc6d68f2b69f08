import DocModel
import Testing
@testable import Receipts

/// An item's description is its name: the figures printed beside it (a weight, a unit price and quantity, the
/// currency's mark) are its quantity and unit price, not part of the name.
@Suite struct ReceiptItemColumnsTests {
    static func items(_ rows: [(String, String?)]) throws -> [Receipt.Item] {
        try ReceiptLayoutRuleTests.read(rows).items
    }

    @Test func aRestaurantsRateAndQuantityColumnsBeforeTheAmountAreNoPartOfTheName() throws {
        // An Indian restaurant's bill: ITEM, RATE, QTY, AMOUNT.
        let items = try Self.items([("SPICE GARDEN", nil), ("DAL TADKA 157.40 1", "157.40"), ("GARLIC NAAN 45.00 2", "90.00"),
                                    ("TOTAL", "247.40")])
        #expect(items.map(\.description) == ["DAL TADKA", "GARLIC NAAN"])
        #expect(items.map(\.quantity) == ["1", "2"])
        #expect(items.map(\.unitPrice) == ["157.40", "45.00"])
    }

    @Test func aCurrencyMarkAfterTheUnitPriceIsNoPartOfTheName() throws {
        let items = try Self.items([("BRASSERIE DU PORT", nil), ("MENU CARTE 32.00 €", "32.00"), ("CAFE 2.50 EUR", "2.50"),
                                    ("TOTAL", "34.50")])
        #expect(items.map(\.description) == ["MENU CARTE", "CAFE"])
        #expect(items.map(\.unitPrice) == ["32.00", "2.50"])
    }

    @Test func aWeighedItemsWeightAndPricePerKiloAreItsQuantityAndUnitPrice() throws {
        // A Spanish supermarket: the scale's weight in three decimals, perhaps the price per kilo; a US one in pounds.
        let items = try Self.items([("SUPERMERCADO", nil), ("AGUACATE 0.185 KILOS", "0.55"),
                                    ("GALA PES 0.295 KILOS PRECIO KILO 1.75", "0.52"), ("BANANAS 1.32 lb @ 0.59/lb", "0.78"),
                                    ("TOTAL", "1.85")])
        #expect(items.map(\.description) == ["AGUACATE", "GALA PES", "BANANAS"])
        #expect(items.map(\.quantity) == ["0.185", "0.295", "1.32"])
        #expect(items.map(\.unitPrice) == [nil, "1.75", "0.59"])
    }

    @Test func aPacksSizeStaysInTheNameAndAPricePerKiloOnItsOwnRowIsNoItem() throws {
        // "2.5 KG" with two decimals and no price per kilo that makes the amount: the pack's size, part of its name.
        // "1.5 L" before a name is the bottle's size. "PRECIO KILO 6.30" under a weighed item is its price, not a sale.
        let items = try Self.items([("SUPERMERCADO", nil), ("BASMATI RICE 2.5 KG", "6.99"), ("1.5 L WATER", "0.89"),
                                    ("FILETE PECHUGA POLL 0.657 KILOS", "4.14"), ("PRECIO KILO", "6.30"), ("TOTAL", "12.02")])
        #expect(items.map(\.description) == ["BASMATI RICE 2.5 KG", "1.5 L WATER", "FILETE PECHUGA POLL"])
        #expect(items.map(\.amount) == ["6.99", "0.89", "4.14"])
    }

    @Test func aWeightBeforeTheNameIsTheQuantity() throws {
        // A greengrocer's till prints the kilos weighed first, without the unit.
        let items = try Self.items([("FRESH MART", nil), ("0.3 LYCHEE", "3.29"), ("0.48 COURGETTES GREEN ESP", "7.92"),
                                    ("2 COFFEE", "5.00"), ("TOTAL", "16.21")])
        #expect(items.map(\.description) == ["LYCHEE", "COURGETTES GREEN ESP", "COFFEE"])
        #expect(items.map(\.quantity) == ["0.3", "0.48", "2"])
    }
}

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

    @Test func aQuantityAndUnitPriceInParenthesesAfterTheNameAreNoPartOfIt() throws {
        // An Australian restaurant's till: "(2 @8.50)" after the name, the amount in its column; alone on the row under
        // the name it is that item's quantity row.
        let items = try Self.items([("TUSCANY RISTORANTE", nil), ("STILL WATER (2 @8.50)", "17.00"), ("BABY GOAT (3 @31.50)", "94.50"),
                                    ("CALAMARI", nil), ("(2 @19.90)", "39.80"), ("TOTAL", "151.30")])
        #expect(items.map(\.description) == ["STILL WATER", "BABY GOAT", "CALAMARI"])
        #expect(items.map(\.quantity) == ["2", "3", "2"])
        #expect(items.map(\.unitPrice) == ["8.50", "31.50", "19.90"])
    }

    @Test func specksAndAnArticleNumberBeforeTheNameAreNoPartOfIt() throws {
        // A photo's left edge read as "|" and "/" before a restaurant's quantity column; a supermarket's UPC and a
        // chain store's SKU column before the name. A number that is the name stays ("7UP"), as does a short one.
        let items = try Self.items([("BOBS STEAK", nil), ("| 1 CRAB CAKE", "15.00"), ("/ 1 BREAD PUDDING", "7.00"),
                                    ("72560616931 HANDTIED ROSES", "19.99"), ("002432070 LPNB-SM SASQUATCH", "5.99"),
                                    ("7UP", "1.50"), ("12345 ROSE", "2.00"), ("TOTAL", "51.48")])
        #expect(items.map(\.description) == ["CRAB CAKE", "BREAD PUDDING", "HANDTIED ROSES", "LPNB-SM SASQUATCH", "7UP", "12345 ROSE"])
        #expect(items.map(\.quantity) == ["1", "1", nil, nil, nil, nil])
    }

    @Test func aCurrencyCodeEndingTheNameAndAWholeUnitPriceTimesTwoOrMoreAreNoPartOfIt() throws {
        // A Dubai bill prints "AED" in the amount column before each figure; a buffet's rate in whole dirhams times
        // the covers makes the amount. One cover at a whole rate ("Phulke 40") is left as read: no product checks it.
        let items = try Self.items([("TENT JUMEIRAH", nil), ("2 KUNAFA AED", "80.00"), ("Dinner Buffet 2 157", "314.00"),
                                    ("Phulke 40", "40.00"), ("TOTAL", "434.00")])
        #expect(items.map(\.description) == ["KUNAFA", "Dinner Buffet", "Phulke 40"])
        #expect(items.map(\.quantity) == ["2", "2", nil])
        #expect(items.map(\.unitPrice) == ["40.00", "157.00", nil])
        // An Australian card slip's amount line "SALE AUD" is its total's label, no item.
        let slip = try Self.items([("THE COFFEE CLUB", nil), ("Flat White", "4.50"), ("SALE AUD", "4.50")])
        #expect(slip.map(\.description) == ["Flat White"])
    }

    @Test func aTaxFlagGluedToTheAmountLeavesTheAmountButAUnitsLetterDoesNot() throws {
        // A US pharmacy's till marks taxable lines with a T after the cents; a fuel slip's litres are no amount.
        let receipt = try ReceiptLayoutRuleTests.read([("CVS/pharmacy", nil), ("1 CONAIR LFT&TSE CMB EACH 4.29T", nil),
                                                       ("1 CVS TRVL TB CRSTIP 1CT 1.99T", nil), ("EURO95 36.51L", nil),
                                                       ("SUBTOTAL", "6.28"), ("TOTAL", "6.28")])
        #expect(receipt.items.map(\.description) == ["CONAIR LFT&TSE CMB EACH", "CVS TRVL TB CRSTIP 1CT"])
        #expect(receipt.items.map(\.amount) == ["4.29", "1.99"])
        #expect(receipt.subtotal?.value == "6.28")
    }
}

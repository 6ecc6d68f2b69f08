import Testing
@testable import Receipts

@Suite struct MoneyTests {
    @Test(arguments: [("12.50", 1250), ("-5.59", -559), ("5.59-", -559), ("RM60.30", 6030), ("$8.20", 820),
                      ("1,234.56", 123456), ("1.234,56", 123456), ("12,50", 1250), ("€3.00", 300)])
    func parsesPrintedAmountsExactly(token: String, minor: Int) {
        #expect(Money.parse(token)?.minor == minor)
    }

    @Test(arguments: ["07-3507405", "2018", "19/10/2018", "1", "12.5", "ABC", "20:49:59"])
    func refusesNumbersThatAreNotAmounts(token: String) {
        #expect(Money.parse(token) == nil)
    }

    @Test func printsMinorUnitsAsDecimalText() {
        #expect(Money(minor: -1, digits: 2).text == "-0.01")
        #expect(Money(minor: 6030, digits: 2).text == "60.30")
        #expect(Money(minor: 1200, digits: 0).text == "1200")
    }
}

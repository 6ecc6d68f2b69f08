import DocModel
import Foundation
import TextRepair

/// Reads line items between the header and the totals: a description at the left, the amount in the
/// right column, a quantity and unit price when printed ("2 x 3.50", "2 @ 3.50", or columns QTY PRICE
/// AMT), and a discount line under an item attached to it. A description alone on its row, followed by
/// a row of numbers only or of its quantity times its unit price, is one item printed on two rows.
struct ItemReader: Sendable {
    /// "2 x 3.50", "2 @ 3.50", "3 PCS 1.20", and in parentheses as restaurant tills print it after the name ("(2 @8.50)").
    static let quantityTimesPrice = TextPattern(#"(?:^|\s|\()(\d{1,4}(?:[.,]\d{1,3})?)\s*(?:[xX×*@]|PC?S?\s*[xX@]?|EA\s*[@xX]?)\s*(?:RM|\$|€|£)?\s*(\d{1,6}[.,]\d{2})\b\)?"#, caseInsensitive: true)
    static let bareQuantity = TextPattern(#"^\s*(\d{1,3})\s+"#, caseInsensitive: true)

    /// The items, and which of them were read from a doubtful amount (`DoubtfulAmount`).
    struct Result: Sendable {
        var items: [Receipt.Item] = []
        /// Item index → the token read, for items whose amount had no proper decimal point.
        var readAs: [Int: String] = [:]
        /// Item index → the amounts still possible, for those among them their own row did not settle
        /// (the arithmetic check decides, or drops them).
        var open: [Int: [Money]] = [:]
    }

    func read(rows: [ReceiptRow], lines: [AmountLine], doubtful: [DoubtfulLine] = [], from start: Int, to end: Int) -> Result {
        var result = Result()
        var usedAsDescription = Set<Int>()
        // Item index → the row above its name that may be the name's first half (`wrappedHead`), settled once
        // every item's name is known.
        var heads: [Int: Int] = [:]
        let inside = { (row: Int) in row >= start && row < end }
        // Both kinds of line in printed order, so that a discount attaches to the item printed above it.
        let entries: [(row: Int, line: AmountLine?, doubtful: DoubtfulLine?)] =
            (lines.filter { inside($0.rowIndex) }.map { ($0.rowIndex, $0, nil) }
                + doubtful.filter { inside($0.rowIndex) }.map { ($0.rowIndex, nil, $0) }).sorted { $0.row < $1.row }
        for entry in entries {
            if let doubtful = entry.doubtful {
                guard let (item, open) = Self.item(doubtful) else { continue }
                result.readAs[result.items.count] = doubtful.doubt.text
                if let open { result.open[result.items.count] = open }
                result.items.append(item)
                usedAsDescription.insert(doubtful.rowIndex)
                continue
            }
            guard let line = entry.line else { continue }
            var label = line.row.label(before: line.wordIndex).trimmingCharacters(in: .whitespaces)
            let upper = label.uppercased()
            // A card slip's "SALE AUD" is its "SALE": the currency ending a label is the amount's.
            if Self.isTotalsLabel(upper) || Self.isTotalsLabel(Self.withoutCurrencyAtEnd(upper)) {
                continue
            }
            let isDiscount = line.money.minor < 0 || Cues.discount.matches(upper)
            if isDiscount, !result.items.isEmpty {
                let amount = line.money.minor < 0 ? line.money : Money(minor: -line.money.minor, digits: line.money.digits)
                let previous = result.items[result.items.count - 1].discount.flatMap { Money.parse($0) } ?? .zero
                result.items[result.items.count - 1].discount = (previous + amount).text
                continue
            }
            // A price per kilo on its own row is the weighed item's above it, not a sale.
            if Self.perWeightPriceLabel.matches(label), !result.items.isEmpty {
                continue
            }
            // A line priced 0.00 under an item is its modifier ("Medium $0.00", "No onions 0.00"), not a sale.
            if line.money.minor == 0, !result.items.isEmpty {
                continue
            }
            var rowBox = line.row.box
            var confidence = line.row.confidence
            var nameRow = line.rowIndex
            // Numbers only on this row, or a quantity times a unit price only ("2 x 1,01": European tills print it
            // under the name): the description is the row above, if it has no amount of its own.
            if !label.contains(where: { $0.isLetter }) || Self.isQuantityOnly(label), line.rowIndex > start,
               rows[line.rowIndex - 1].trailingAmount() == nil, !usedAsDescription.contains(line.rowIndex - 1) {
                let above = rows[line.rowIndex - 1]
                label = above.text + " " + label
                usedAsDescription.insert(line.rowIndex - 1)
                nameRow = line.rowIndex - 1
                rowBox = rowBox.flatMap { box in above.box.map { $0.union(box) } ?? box }
                confidence = (confidence + above.confidence) / 2
            }
            // The row above may be a totals row whose amount stood apart ("BTW 21% incl." over "11,20").
            guard label.contains(where: { $0.isLetter }), nameRow == line.rowIndex || !Self.isTotalsLabel(label.uppercased())
            else { continue }
            var (description, quantity, unit) = Self.split(Self.withoutSpecksAndCodes(label), amount: line.money)
            // "2 x 3.50" on the row below a description without an amount.
            if quantity == nil, line.rowIndex + 1 < end, rows[line.rowIndex + 1].trailingAmount() == nil,
               let groups = Self.quantityTimesPrice.groups(rows[line.rowIndex + 1].text),
               let q = groups[1], let u = groups[2], Self.product(q, u) == line.money.minor {
                quantity = q.replacingOccurrences(of: ",", with: ".")
                unit = Money.parse(u)?.text
            }
            description = description.trimmingCharacters(in: CharacterSet(charactersIn: " .:-*#"))
            guard !description.isEmpty else { continue }
            if let head = Self.wrappedHead(rows: rows, nameRow: nameRow, start: start, amountX: line.row.words[line.wordIndex].box.x),
               !usedAsDescription.contains(head) {
                heads[result.items.count] = head
            }
            result.items.append(Receipt.Item(description: description, quantity: quantity, unitPrice: unit,
                                             amount: line.money.text, page: line.row.page, box: rowBox,
                                             confidence: KindClassifier.rounded(confidence)))
        }
        Self.joinWrappedNames(&result.items, heads: heads, rows: rows)
        return result
    }

    /// The row above an item's name row that may hold the name's first half, a long name the till wrapped
    /// ("Sparkling Mineral" over "Water Glass Bottle  3.92"): it holds no amount, not even one misread ("Tomatoes
    /// Tipe": an item whose amount was lost), ends left of the item's amount (`amountX`), starts with a letter (a
    /// modifier's "> Animal" or "- no ice" does not), is no totals, payment or number line, starts where the name
    /// row starts (within a letter's height), and lies alone between that row and the start of the items or a
    /// priced row above.
    static func wrappedHead(rows: [ReceiptRow], nameRow: Int, start: Int, amountX: Int) -> Int? {
        let head = nameRow - 1
        guard head >= start, head < rows.count, rows[head].trailingAmount() == nil,
              rows[head].trailingDoubtfulAmount() == nil, let end = rows[head].box?.maxX, end < amountX,
              head == start || rows[head - 1].trailingAmount() != nil,
              let first = rows[head].text.first, first.isLetter,
              let headBox = rows[head].box, let nameBox = rows[nameRow].box,
              abs(headBox.x - nameBox.x) <= max(rows[head].height, rows[nameRow].height) else { return nil }
        let upper = rows[head].text.uppercased()
        guard !isTotalsLabel(upper), !Cues.paid.matches(upper), !Cues.card.matches(upper),
              !Cues.receiptNumber.matches(upper), !Cues.discount.matches(upper) else { return nil }
        return head
    }

    /// Joins a wrapped name's first half to its item where the till cannot have printed the two on one row: the
    /// first half, a space and the next word of the name run longer than any item's name printed on one row of
    /// this receipt (tills wrap at the name column's width, which every one-row name fits). A heading ("GROCERY")
    /// or another item's leftover above a name is as short as the names on the receipt and stays out.
    static func joinWrappedNames(_ items: inout [Receipt.Item], heads: [Int: Int], rows: [ReceiptRow]) {
        guard !heads.isEmpty else { return }
        let longest = items.map(\.description.count).max() ?? 0
        for (index, head) in heads.sorted(by: { $0.key < $1.key }) {
            let text = collapse(rows[head].text)
            let nextWord = items[index].description.split(separator: " ").first.map(String.init) ?? ""
            guard text.count + 1 + nextWord.count > longest else { continue }
            items[index].description = text + " " + items[index].description
            if let box = rows[head].box { items[index].box = items[index].box.map { $0.union(box) } ?? box }
        }
    }

    /// The label without what stands before an item's name and is no part of it: specks of the paper's edge or a
    /// fold read as marks ("| 1 CRAB CAKE", "/ 1 BREAD PUDDING": tokens with no letter or digit), and an article
    /// number (a UPC, SKU or the till's own: six digits or more alone as a word) that supermarkets and chain stores
    /// print in a column before the name ("72560616931 HANDTIED ROSES", "002432070 LPNB-SM SASQUATCH"). A label with
    /// no other word that holds letters is left as it is.
    static func withoutSpecksAndCodes(_ label: String) -> String {
        var words = label.split(whereSeparator: \.isWhitespace).map(String.init)
        let isSpeck = { (word: String) in !word.contains { $0.isLetter || $0.isNumber } }
        let isCode = { (word: String) in word.count >= 6 && word.allSatisfy(\.isASCIIDigit) }
        while let first = words.first, isSpeck(first) || isCode(first), words.dropFirst().contains(where: { $0.contains(where: \.isLetter) }) {
            words.removeFirst()
        }
        return words.joined(separator: " ")
    }

    /// The words without a currency's marks or codes at their end (one word at least is left): after the unit price
    /// ("MENU CARTE 32.00 €"), or ending the name where the amount column prints it before the figure ("KUNAFA AED
    /// 80.00"), the currency belongs to the price, not the name.
    static func withoutCurrencyAtEnd(_ words: [String]) -> [String] {
        var words = words
        while words.count >= 2, Currency.isMarkOrCode(words[words.count - 1]) { words.removeLast() }
        return words
    }

    static func withoutCurrencyAtEnd(_ label: String) -> String {
        withoutCurrencyAtEnd(label.split(separator: " ").map(String.init)).joined(separator: " ")
    }

    /// A label that is a quantity times a unit price and nothing else ("2 x 1,01", "3 @ 2.50").
    static func isQuantityOnly(_ label: String) -> Bool {
        let ns = label as NSString
        guard let m = quantityTimesPrice.regex.firstMatch(in: label, range: NSRange(location: 0, length: ns.length)) else {
            return false
        }
        return !ns.replacingCharacters(in: m.range, with: " ").contains(where: \.isLetter)
    }

    /// A label that names a total, subtotal, tax, tip, rounding, change or cash line: not an item.
    static func isTotalsLabel(_ upper: String) -> Bool {
        Cues.total.matches(upper) || Cues.subtotal.matches(upper) || Cues.change.matches(upper)
            || (Cues.tax.matches(upper) && !Cues.notTax.matches(upper)) || Cues.rounding.matches(upper)
            || Cues.tip.matches(upper) || Cues.cash.matches(upper)
    }

    /// The item a row ending in a doubtful amount may be, and the readings left open (nil when its own quantity
    /// × unit price settles it: exactly one reading equals the product of the printed figures). Rows that
    /// name anything but an item (totals, payment, dates, numbers of the receipt, phone or card) are none.
    static func item(_ line: DoubtfulLine) -> (Receipt.Item, open: [Money]?)? {
        let label = withoutSpecksAndCodes(line.label.trimmingCharacters(in: .whitespaces))
        let upper = label.uppercased()
        guard label.contains(where: \.isLetter), !isTotalsLabel(upper), !Cues.discount.matches(upper),
              !Cues.addressStop.matches(upper), !Cues.receiptNumber.matches(upper), !Cues.paid.matches(upper),
              !Cues.card.matches(upper), !Cues.last4.matches(upper) else { return nil }
        let printed = Set(label.split(separator: " ").compactMap { Money.parse(String($0))?.minor })
        let settled: [(Money, (String, String?, String?))] = line.doubt.readings.compactMap { reading in
            let parts = split(label, amount: reading)
            guard let q = parts.1, let u = parts.2, let unit = Money.parse(u), printed.contains(unit.minor),
                  product(q, u) == reading.minor else { return nil }
            return (reading, parts)
        }
        let trim = CharacterSet(charactersIn: " .:-*#")
        let confidence = KindClassifier.rounded(line.row.confidence)
        // An amount not read at all, under "3 x 1.05" printed on its row: the product is the amount.
        if line.doubt.readings.isEmpty, let m = quantityTimesPrice.regex.firstMatch(in: label, range: NSRange(location: 0, length: (label as NSString).length)),
           m.range(at: 1).location != NSNotFound, m.range(at: 2).location != NSNotFound {
            let ns = label as NSString
            let q = ns.substring(with: m.range(at: 1)), u = ns.substring(with: m.range(at: 2))
            if let product = product(q, u), product > 0, let unit = Money.parse(u) {
                let text = collapse(ns.replacingCharacters(in: m.range, with: " ")).trimmingCharacters(in: trim)
                guard !text.isEmpty else { return nil }
                return (Receipt.Item(description: text, quantity: q.replacingOccurrences(of: ",", with: "."), unitPrice: unit.text,
                                     amount: Money(minor: product, digits: unit.digits).text, page: line.row.page,
                                     box: line.row.box, confidence: confidence), nil)
            }
        }
        if settled.count == 1, let (amount, (description, quantity, unit)) = settled.first {
            let text = description.trimmingCharacters(in: trim)
            guard !text.isEmpty else { return nil }
            return (Receipt.Item(description: text, quantity: quantity, unitPrice: unit, amount: amount.text,
                                 page: line.row.page, box: line.row.box, confidence: confidence), nil)
        }
        let text = collapse(label).trimmingCharacters(in: trim)
        guard !text.isEmpty else { return nil }
        // The amount is a placeholder until the arithmetic check takes a reading or drops the line.
        return (Receipt.Item(description: text, amount: (line.doubt.readings.first ?? .zero).text, page: line.row.page,
                             box: line.row.box, confidence: confidence), line.doubt.readings)
    }

    /// Separates a label into description, quantity and unit price: "2 x 3.50", "2 @ 3.50", a leading
    /// count ("2 COFFEE"), or trailing columns "… 1 10.00" whose product is the amount.
    static func split(_ label: String, amount: Money) -> (String, String?, String?) {
        let ns = label as NSString
        if let m = quantityTimesPrice.regex.firstMatch(in: label, range: NSRange(location: 0, length: ns.length)),
           m.range(at: 1).location != NSNotFound, m.range(at: 2).location != NSNotFound {
            let q = ns.substring(with: m.range(at: 1)), u = ns.substring(with: m.range(at: 2))
            if product(q, u) == amount.minor {
                let description = ns.replacingCharacters(in: m.range, with: " ")
                return (collapse(description), q.replacingOccurrences(of: ",", with: "."), Money.parse(u)?.text)
            }
        }
        var words = label.split(separator: " ").map(String.init)
        words = withoutCurrencyAtEnd(words)
        // A weighed sale: "AGUACATE 0.185 KILOS", "GALA 0.295 KILOS PRECIO KILO 1.75", "BANANAS 1.32 lb @ 0.59/lb".
        if let sale = weighed(words, amount: amount) {
            return sale
        }
        // Columns: "… PRICE QTY" before the amount (a restaurant's RATE, QTY, AMOUNT).
        if words.count >= 3, let u = Money.parse(words[words.count - 2]), let q = Int(words[words.count - 1]), (1...99).contains(q),
           product(words[words.count - 1], words[words.count - 2]) == amount.minor {
            words.removeLast(2)
            return (words.joined(separator: " "), String(q), u.text)
        }
        // Columns: "… QTY PRICE" before the amount. A unit price printed in whole units ("Dinner Buffet 2 157" for
        // 314.00) is taken only for two or more, where the product is a check.
        if words.count >= 3, let q = Decimal(string: words[words.count - 2]), words[words.count - 2].allSatisfy({ $0.isNumber || $0 == "." }),
           let u = Money.parse(words[words.count - 1]) ?? (q >= 2 ? wholeUnits(words[words.count - 1], as: amount) : nil),
           product(words[words.count - 2], u.text) == amount.minor {
            let quantity = words[words.count - 2]
            words.removeLast(2)
            return (words.joined(separator: " "), quantity, u.text)
        }
        // A unit price alone before the amount, equal to it: quantity 1.
        if words.count >= 2, let u = Money.parse(words[words.count - 1]), u == amount {
            words.removeLast()
            if let last = words.last, last.allSatisfy(\.isNumber), last.count <= 3, Int(last) == 1 {
                words.removeLast()
            }
            return (words.joined(separator: " "), "1", u.text)
        }
        // A leading weight or measure: "0.3 LYCHEE", "0.48 COURGETTES GREEN ESP" (kilos weighed, the unit not printed);
        // "1.5 L WATER" is a size that names the product.
        if words.count >= 2, leadingMeasure.matches(words[0]), words[1].contains(where: \.isLetter), !measureUnit.matches(words[1]) {
            return (words.dropFirst().joined(separator: " "), words[0].replacingOccurrences(of: ",", with: "."), nil)
        }
        // A leading count: "2 COFFEE".
        if let groups = bareQuantity.groups(label), let q = groups[1], let count = Int(q), count > 0, words.count >= 2,
           amount.minor % count == 0 {
            words.removeFirst()
            return (words.joined(separator: " "), q, Money(minor: amount.minor / count, digits: amount.digits).text)
        }
        return (label, nil, nil)
    }

    /// A weighed item's description, weight and price per unit of weight: the weight and its unit end the label,
    /// then perhaps the price per unit ("PRECIO KILO 1.75", "@ 0.59/lb", "x 6,30 €/kg"). A scale prints three
    /// decimals; with two or fewer (a pack's size: "RICE 2.5 KG") the weight is taken only when weight × price is
    /// the amount.
    static func weighed(_ words: [String], amount: Money) -> (String, String, String?)? {
        let text = words.joined(separator: " ")
        guard let groups = weighedTail.groups(text), let whole = groups[0], let weight = groups[1] else { return nil }
        let description = String(text.dropLast(whole.count)).trimmingCharacters(in: .whitespaces)
        guard description.contains(where: \.isLetter) else { return nil }
        let quantity = weight.replacingOccurrences(of: ",", with: ".")
        if let price = groups[2], let unit = Money.parse(price), product(quantity, price) == amount.minor {
            return (description, quantity, unit.text)
        }
        guard quantity.split(separator: ".").last?.count == 3, groups[2] == nil else { return nil }
        return (description, quantity, nil)
    }

    /// Units a weight or volume is printed in (kilos, grams, pounds, ounces, litres).
    static let measureUnit = TextPattern(#"^(?:KGS?|KILOS?|KILOGRAMM?O?S?|G|GR|GRS?|GRAMS?|LBS?|OZ|L|LT|LTR|ML|CL|LITRES?|LITERS?|LITROS?)\.?$"#, caseInsensitive: true)
    /// The words a till prints before a price per unit of weight, in es, en, de and fr (one home for both patterns below).
    static let perWeightWords = #"PRECIO\s+(?:POR\s+)?KILO|PRICE\s*(?:/|PER)\s*(?:KG|LB)|PREIS\s*/?\s*KG|PRIX\s+(?:AU\s+)?KG"#
    /// A weight and its unit ending a label, then perhaps the price per unit of weight.
    static let weighedTail = TextPattern(#"(?:^|\s)(\d{1,3}[.,]\d{1,3})\s*(?:KGS?|KILOS?|LBS?|LB)\.?(?:\s*(?:[xX×@*]|"# + perWeightWords + #")\s*[:.]?\s*(?:RM|\$|€|£)?\s*(\d{1,4}[.,]\d{2})\s*(?:€|\$|£)?\s*(?:/\s*(?:KGS?|KILO|LBS?|LB))?)?\s*$"#, caseInsensitive: true)
    /// A number with a decimal point (one to three decimals) opening a label: a weight or a measured quantity.
    static let leadingMeasure = TextPattern(#"^\d{1,2}[.,]\d{1,3}$"#)
    /// A label that is only a price per unit of weight ("PRECIO KILO", "PRICE/KG"): the weighed item's price, printed
    /// on its own row under it, is no sale of its own.
    static let perWeightPriceLabel = TextPattern(#"^\W*(?:"# + perWeightWords + #"|€\s*/\s*KG|\$\s*/\s*LB)\W*$"#, caseInsensitive: true)

    /// A whole number of units (up to five digits) as money with the amount's decimals ("157" → 157.00).
    static func wholeUnits(_ token: String, as amount: Money) -> Money? {
        guard (1...5).contains(token.count), token.allSatisfy(\.isASCIIDigit), let units = Int(token), units > 0 else { return nil }
        return Money(minor: units * Money.power(amount.digits), digits: amount.digits)
    }

    /// quantity × unit price in the unit's minor units, rounded half up; nil when either is not a number.
    static func product(_ quantity: String, _ unit: String) -> Int? {
        guard let q = Decimal(string: quantity.replacingOccurrences(of: ",", with: "."), locale: Locale(identifier: "en_US_POSIX")),
              let u = Money.parse(unit) else { return nil }
        var value = q * Decimal(u.minor)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }

    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

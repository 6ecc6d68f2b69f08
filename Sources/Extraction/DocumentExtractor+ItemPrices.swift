import DocModel
import Foundation
import TextRepair

/// Item prices: a bare amount in the column of one currency's money is money in that currency.
extension DocumentExtractor {
    /// A bare amount with two decimals ("4.29") in a table column where other cells name the currency
    /// ("TOTAL $14.77"), in a table whose money is all in that one currency: receipts and invoices print the
    /// currency once, on the total, and their item prices without it.
    func pricesInMoneyColumns(_ table: Table, blockID: String, page: Int, known: [Entity]) -> [Entity] {
        guard detector.options.kinds?.contains(.money) ?? true else { return [] }
        let money = known.filter { $0.blockID == blockID && $0.kind == .money && $0.cell != nil }
        let currencies = Set(money.compactMap { $0.components?["currency"] })
        guard currencies.count == 1, let code = currencies.first else { return [] }
        let columns = Set(money.compactMap { $0.cell?.column })
        let taken = Set(known.filter { $0.blockID == blockID }.compactMap(\.cell))
        return table.cells.compactMap { cell in
            let address = CellAddress(row: cell.row, column: cell.column)
            let text = OCRRepair.repairDigits(cell.text.trimmingCharacters(in: .whitespaces))
            guard columns.contains(cell.column), !taken.contains(address), Self.bareAmount.matches(text),
                  let amount = MoneyDetector.amount(text, currency: code, negative: text.hasPrefix("-"))
            else { return nil }
            let match = Match(kind: .money, range: NSRange(location: 0, length: (cell.text as NSString).length),
                              normalized: amount.text + " " + code,
                              components: ["amount": amount.text, "currency": code, "minor_units": String(amount.minorUnits),
                                           "currencyFrom": "column"],
                              confidence: 0.8)
            return entity(match, in: cell.text, blockID: blockID, page: page, box: cell.box, cell: address,
                          wordConfidence: cell.confidence)
        }
    }

    static let bareAmount = TextPattern(#"^-?\d{1,3}(?:[,.'’ ]\d{3})*[.,]\d{2}$"#)

    /// Receipts laid out as lines ("ORGANIC MILK   4.29" read as a key–value field or a paragraph, "12.99"
    /// alone on its line) down to "TOTAL   $14.77": the last word of a line that is a bare amount with two
    /// decimals, its right edge in line (within its height) with the right edges of money on the same page,
    /// all of one currency, is money in that currency. One price a photograph read with a digit for its decimal
    /// point ("LABELS 29701" for 29.01), or lost it ("BINDERS 407" for 4.07), is read so when the page's prices
    /// then add up to money in the column (the total), and only then: the sum is the check, as mod-97 is an
    /// IBAN's; where a word of digits may be either, only the reading that adds up is kept. So is one price a photograph
    /// read with a space after its decimal point or for it ("TONER 14, 56" for 14,56, "13 46" for 13.46): the two
    /// words are one price only where the sum then checks.
    func pricesInMoneyLines(_ blocks: [Block], known: [Entity]) -> [Entity] {
        guard detector.options.kinds?.contains(.money) ?? true else { return [] }
        let money = known.filter { $0.kind == .money && $0.box != nil }
        guard !money.isEmpty else { return [] }
        var prices: [Entity] = []
        var pointless: [(readings: [Entity], page: Int)] = []
        for block in blocks {
            guard block.table == nil, block.items == nil, let words = WordOffsets(block) else { continue }
            let page = block.provenance.first?.page ?? 1
            let taken = known.filter { $0.blockID == block.id }.map(\.range)
            // A line's last word, past a lone mark a photograph read at the paper's edge or a shadow ("PAPIER 34,35 )").
            let lastWords = Dictionary(grouping: words.entries, by: \.line).values.compactMap { entries in
                entries.filter { entry in words.lines[entry.line].words[entry.word].text.contains { $0.isLetter || $0.isNumber } }
                    .max { $0.word < $1.word }
            }
            for entry in lastWords.sorted(by: { $0.range.location < $1.range.location }) {
                let word = words.lines[entry.line].words[entry.word]
                var range = entry.range, box = word.box
                let right = word.box.x + word.box.width
                let aligned = money.filter {
                    guard let other = $0.box, $0.page == page else { return false }
                    return abs(other.x + other.width - right) <= max(word.box.height, 1)
                }
                let currencies = Set(aligned.compactMap { $0.components?["currency"] })
                var text = OCRRepair.repairDigits(word.text)
                // The price's cents after a space, its whole part and point the word before ("14," "56").
                var spaced = false
                if !Self.bareAmount.matches(text), Self.centsAlone.matches(text),
                   let before = words.entries.first(where: { $0.line == entry.line && $0.word == entry.word - 1 }),
                   case let head = words.lines[entry.line].words[before.word], Self.wholeAndPoint.matches(OCRRepair.repairDigits(head.text)) {
                    let whole = OCRRepair.repairDigits(head.text)
                    text = whole + (whole.last?.isNumber == true ? "." : "") + text
                    range = NSRange(location: before.range.location, length: NSMaxRange(entry.range) - before.range.location)
                    box = Box(x: head.box.x, y: min(head.box.y, word.box.y), width: right - head.box.x,
                              height: max(head.box.y + head.box.height, word.box.y + word.box.height) - min(head.box.y, word.box.y))
                    spaced = true
                }
                guard currencies.count == 1, let code = currencies.first,
                      !taken.contains(where: { Self.overlap($0, Self.scalarRange(range, in: block.text)) }) else { continue }
                // The readings of a word of digits alone: its point read as a digit, or lost.
                var readings = [text]
                if !spaced, !Self.bareAmount.matches(text) {
                    readings = (Self.pointReadAsDigit.matches(text) ? [String(text.dropLast(3)) + "." + String(text.suffix(2))] : [])
                        + (Self.pointLost.matches(text) ? [String(text.dropLast(2)) + "." + String(text.suffix(2))] : [])
                }
                let withoutPoint = spaced || readings != [text]
                let found: [Entity] = readings.compactMap { text in
                    guard Self.bareAmount.matches(text),
                          let amount = MoneyDetector.amount(text, currency: code, negative: text.hasPrefix("-")) else { return nil }
                    var components = ["amount": amount.text, "currency": code, "minor_units": String(amount.minorUnits),
                                      "currencyFrom": "column"]
                    if withoutPoint { components["repaired"] = "true" }
                    let match = Match(kind: .money, range: range, normalized: amount.text + " " + code,
                                      components: components, confidence: 0.8)
                    return entity(match, in: block.text, blockID: block.id, page: page, box: box, cell: nil,
                                  wordConfidence: word.confidence)
                }
                guard !found.isEmpty else { continue }
                if withoutPoint { pointless.append((found, page)) } else { prices.append(contentsOf: found) }
            }
        }
        // Prices read without their point (or with a space after it) are kept only where the page's prices with all of them
        // add up to money the page prints in their currency (which they did not without them) by one choice of readings
        // alone: one such word, or a few on one photograph ("MAPPEN 27, 36", "TONER 18, 22" over "TOTAAL 79,93 €").
        for (page, words) in Dictionary(grouping: pointless, by: \.page) where words.count <= Self.maxPointless {
            let code = words.first?.readings.first?.components?["currency"]
            guard words.allSatisfy({ $0.readings.allSatisfy { $0.components?["currency"] == code } }) else { continue }
            let items = prices.filter { $0.page == page && $0.components?["currency"] == code }
            let minor = Self.minorUnits
            let sum = items.compactMap(minor).reduce(0, +)
            let totals = Set(money.filter { $0.page == page && $0.components?["currency"] == code }.compactMap(minor))
            var choices: [[Entity]] = [[]]
            for word in words { choices = choices.flatMap { chosen in word.readings.map { chosen + [$0] } } }
            let adding = choices.filter { totals.contains(sum + $0.compactMap(minor).reduce(0, +)) }
            if let chosen = adding.first, adding.count == 1, !items.isEmpty, !totals.contains(sum) {
                prices += chosen
            }
        }
        return prices
    }

    /// At most this many prices of a page read without their point: the sum checks them together, and guards few better.
    static let maxPointless = 3

    /// A receipt's total read with one digit wrong ("TOTALE 57,04 €" under 24,51 and 33,03): where the page's item
    /// prices (`pricesInMoneyLines`, two or more) are all the money it prints without a currency, the total is the
    /// one amount it prints with that currency, and their sum differs from it in one digit alone, at as many
    /// digits, the total is their sum. Not where a subtotal or tax is printed with the currency too: then what
    /// the items add up to is not the total.
    func totalsReadByTheirItems(_ entities: inout [Entity]) {
        let minor = Self.minorUnits
        let items = entities.filter { $0.kind == .money && $0.components?["currencyFrom"] == "column" }
        for group in Dictionary(grouping: items, by: { "\($0.page) \($0.components?["currency"] ?? "")" }).values where group.count >= 2 {
            guard let code = group.first?.components?["currency"], let page = group.first?.page else { continue }
            let marked = entities.indices.filter {
                entities[$0].kind == .money && entities[$0].page == page && entities[$0].components?["currency"] == code
                    && entities[$0].components?["currencyFrom"] == nil
            }
            guard marked.count == 1, let index = marked.first, let total = minor(entities[index]), total > 0 else { continue }
            let sum = group.compactMap(minor).reduce(0, +)
            let read = Array(String(total)), added = Array(String(sum))
            guard read.count == added.count, zip(read, added).filter({ $0 != $1 }).count == 1 else { continue }
            let digits = CurrencyExponent.minorDigits(code)
            let whole = String(added.dropLast(digits)), fraction = String(added.suffix(digits))
            guard let amount = MoneyDetector.amount((whole.isEmpty ? "0" : whole) + (digits > 0 ? "." + fraction : ""),
                                                    currency: code, negative: false) else { continue }
            entities[index].normalized = amount.text + " " + code
            entities[index].components?["amount"] = amount.text
            entities[index].components?["minor_units"] = String(amount.minorUnits)
            entities[index].components?["repaired"] = "true"
        }
    }

    /// A money entity's amount in minor units (cents), as its components hold it.
    static func minorUnits(_ entity: Entity) -> Int64? { Int64(entity.components?["minor_units"] ?? "") }

    /// A price of two decimals whose point was read as a digit: four to seven digits, nothing else.
    static let pointReadAsDigit = TextPattern(#"^\d{4,7}$"#)
    /// A price of two decimals whose point a photograph lost: three to six digits, nothing else.
    static let pointLost = TextPattern(#"^\d{3,6}$"#)
    /// A price read in two words at its point: the whole part and the point ("14,") or the whole part alone
    /// (the point read as the space: "13 46"), then the cents ("56").
    static let wholeAndPoint = TextPattern(#"^\d{1,3}(?:[,.'’]\d{3})*[.,]?$"#)
    static let centsAlone = TextPattern(#"^\d{2}$"#)

    /// Whether two ranges of one block's text share a character.
    static func overlap(_ a: TextRange, _ b: TextRange) -> Bool {
        a.start < b.start + b.length && b.start < a.start + a.length
    }
}

import DocModel
import TextRepair

/// Classifies a document (receipt, invoice, letter, other) and, for a receipt, reads its fields and
/// items and checks its arithmetic. Pure Swift over the document's words and the `extract` stage's
/// entities; sets `document.kind` and `document.receipt` (and `additionalReceipts` when a page holds several
/// pieces of paper, one receipt each).
public struct ReceiptAnalyzer: Sendable {
    public struct Options: Sendable {
        /// A kind the pipeline asserts (`receipt.kind`); nil to classify.
        public var forcedKind: DocumentKind.Kind?
        /// The order `extract` read numeric dates in (`extract.date_order`); nil when the pipeline names none.
        public var dayFirst: Bool?

        public init(forcedKind: DocumentKind.Kind? = nil, dayFirst: Bool? = nil) {
            self.forcedKind = forcedKind
            self.dayFirst = dayFirst
        }
    }

    let options: Options

    public init(options: Options = .init()) {
        self.options = options
    }

    public func analyze(_ document: inout Document) {
        let rows = ReceiptRow.rows(of: document)
        let pieces = self.pieces(document)
        let (documentKind, kinds) = kind(of: document, rows: rows, pieces: pieces)
        document.kind = documentKind
        document.receipt = nil
        document.additionalReceipts = nil
        guard document.kind?.kind == .receipt else { return }
        var receipts: [Receipt] = []
        for (piece, kind) in zip(pieces, kinds) {
            var receipt = read(rows: piece.rows, entities: piece.entities)
            // A piece of paper that is plainly no receipt (a note beside the receipts: no total, no amounts)
            // gives no receipt.
            if piece.region != nil, kind.kind != .receipt, receipt.total == nil, receipt.subtotal == nil, receipt.items.isEmpty {
                continue
            }
            if let region = piece.region {
                receipt = RegionFrame(region: region).onPage(receipt)
                receipt.region = region
            }
            receipt.page = piece.page
            receipts.append(receipt)
        }
        if let first = receipts.first {
            document.receipt = first
            document.additionalReceipts = receipts.count > 1 ? Array(receipts.dropFirst()) : nil
        } else {
            document.receipt = read(rows: rows, entities: document.entities ?? [])
        }
    }

    /// The document's kind as `analyze` decides it, without reading the receipt: stages before `receipt` that do
    /// receipt work (respelling a receipt's names) ask this, so that they run on the same documents.
    public func kind(of document: Document) -> DocumentKind {
        kind(of: document, rows: ReceiptRow.rows(of: document), pieces: pieces(document)).document
    }

    /// The document's kind, and each piece of paper's.
    private func kind(of document: Document, rows: [ReceiptRow], pieces: [Piece]) -> (document: DocumentKind, pieces: [DocumentKind]) {
        // On a flatbed page each piece of paper is classified on its own (its rows, its shape): side by side,
        // the receipts' rows would run together across the page.
        let kinds = pieces.map { KindClassifier().classify(rows: $0.rows, width: $0.width, height: $0.height) }
        if let forced = options.forcedKind {
            return (DocumentKind(kind: forced, confidence: 1, forced: true), kinds)
        } else if let best = kinds.filter({ $0.kind == .receipt }).max(by: { $0.confidence < $1.confidence }) {
            return (best, kinds)
        }
        return (KindClassifier().classify(document, rows: rows), kinds)
    }

    /// One piece of paper to read: a region of a flatbed page, its rows in the region's upright frame, or a
    /// whole page.
    struct Piece {
        var page: Int
        var region: PaperRegion?
        var rows: [ReceiptRow]
        var entities: [Entity]
        var width: Int
        var height: Int
    }

    /// The pieces of paper on pages where `receipt_regions` found several: each piece's words and entities (by
    /// their centre) turned into the piece's upright frame. Words on the lid between pieces belong to none and
    /// are dropped; a page without pieces beside pages with them is one piece. Empty when no page has regions
    /// (the document is read whole).
    func pieces(_ document: Document) -> [Piece] {
        guard document.pages.contains(where: { ($0.paperRegions?.count ?? 0) > 1 }) else { return [] }
        let lines = ReceiptRow.lines(of: document)
        var pieces: [Piece] = []
        for page in document.pages {
            guard let regions = page.paperRegions, regions.count > 1 else {
                let rows = ReceiptRow.group(lines[page.number] ?? [], page: page.number)
                if !rows.isEmpty {
                    pieces.append(Piece(page: page.number, region: nil, rows: rows,
                                        entities: (document.entities ?? []).filter { $0.page == page.number },
                                        width: page.width, height: page.height))
                }
                continue
            }
            for region in regions {
                let frame = RegionFrame(region: region)
                let inside = (lines[page.number] ?? []).map { line in
                    line.filter { frame.contains($0.box) }.map { word in
                        var moved = word
                        moved.box = frame.upright(word.box)
                        return moved
                    }
                }.filter { !$0.isEmpty }
                let entities = (document.entities ?? []).filter { entity in
                    entity.page == page.number && entity.box.map(frame.contains) == true
                }.map { entity in
                    var moved = entity
                    moved.box = entity.box.map(frame.upright)
                    return moved
                }
                pieces.append(Piece(page: page.number, region: region, rows: ReceiptRow.group(inside, page: page.number),
                                    entities: entities, width: Int(region.width.rounded()), height: Int(region.height.rounded())))
            }
        }
        return pieces
    }

    /// The receipt printed in `rows`.
    func read(rows: [ReceiptRow], entities: [Entity]) -> Receipt {
        let currency = Currency.detect(in: rows)
        let code = currency?.code ?? Self.majorityCurrency(entities)
        let wholeAmounts = currency?.wholeAmountsAreAmounts ?? code.map(CurrencyExponent.zeroDecimal.contains) ?? false
        let lines = AmountLine.lines(rows, allowInteger: wholeAmounts)
        // The order `extract` read this document's dates in (decided per document from its evidence, or the
        // pipeline's) is the order its other date readings follow.
        let header = HeaderReader(dayFirst: Self.dateOrderRead(entities) ?? options.dayFirst).read(rows: rows, entities: entities)
        let totals = TotalsReader().read(lines)
        let start = header.addressEnd ?? header.merchantRow.map { $0 + 1 } ?? 0
        let end = min(totals.firstRow ?? rows.count, Self.firstPaymentRow(lines, after: start) ?? rows.count)
        let doubtful = DoubtfulLine.lines(rows)
        let unread = DoubtfulLine.unread(rows, lines: lines, doubtful: doubtful, from: start, to: end)
        // A row read as unread (its figure is a unit price left of the amount column) is no amount line for the items.
        let unreadRows = Set(unread.map(\.rowIndex))
        let read = ItemReader().read(rows: rows, lines: lines.filter { !unreadRows.contains($0.rowIndex) },
                                     doubtful: doubtful + unread, from: start, to: end)

        var receipt = Receipt(merchant: header.merchant, address: header.address, phone: header.phone,
                              taxID: header.taxID, date: header.date, time: header.time,
                              paymentMethod: header.paymentMethod, cardBrand: header.cardBrand,
                              cardLast4: header.cardLast4, receiptNumber: header.receiptNumber, items: read.items)
        if let currency {
            receipt.currency = Receipt.Field(value: currency.code, page: currency.row.page, box: currency.row.box,
                                             confidence: KindClassifier.rounded(min(1, 0.6 + 0.1 * Double(currency.count))))
        } else if let code {
            receipt.currency = Receipt.Field(value: code, page: 1, box: nil, confidence: 0.5)
        }
        receipt.subtotal = totals.subtotal.map { $0.field($0.money.text) }
        receipt.taxes = totals.taxes.map { tax in
            Receipt.Tax(label: tax.line.label.trimmingCharacters(in: .whitespaces), rate: tax.rate, amount: tax.line.money.text,
                        page: tax.line.row.page, box: tax.line.box, confidence: KindClassifier.rounded(0.85 * tax.line.confidence))
        }
        receipt.tip = totals.tip.map { $0.field($0.money.text) }
        if let total = totals.total, let payable = totals.payable { receipt.total = total.field(payable.text) }
        receipt.amountPaid = totals.paid.map { $0.field($0.money.text, confidence: 0.8) }
        receipt.change = totals.change.map { $0.field($0.money.text, confidence: 0.8) }
        let pending = UnreadTax.lines(rows, doubtful: doubtful, totals: totals)
        var lookalikes: [String: [Money]] = [:]
        if let total = totals.total, total.money == totals.payable { lookalikes["total"] = total.lookalikeReadings }
        lookalikes["subtotal"] = totals.subtotal?.lookalikeReadings
        for (i, tax) in totals.taxes.enumerated() { lookalikes["taxes[\(i)]"] = tax.line.lookalikeReadings }
        // A total that another line prints again (the card slip's amount, cash paid exactly, a subtotal with no tax) is
        // vouched for by that line: when the sums fail, something else was misread.
        var confidences: [String: Double] = [:]
        if let total = totals.total, total.money == totals.payable { confidences["total"] = total.confidence }
        confidences["subtotal"] = totals.subtotal?.confidence
        for (i, tax) in totals.taxes.enumerated() { confidences["taxes[\(i)]"] = tax.line.confidence }
        for (i, item) in receipt.items.enumerated() { confidences["items[\(i)].amount"] = item.confidence }
        let repeated = totals.total.map { total in
            lines.contains { $0.rowIndex != total.rowIndex && $0.money == totals.payable && $0.money.minor > 0 }
        } ?? false
        check(&receipt, rounding: totals.rounding?.money, doubts: read, pending: pending, lookalikes: lookalikes,
              totalRepeated: repeated, confidences: confidences)
        // What keeps the receipt from balancing is said first: nothing read, or no total.
        if rows.isEmpty {
            receipt.problems.insert("no text read", at: 0)
        } else if receipt.total == nil {
            receipt.problems.insert("no total read", at: 0)
        }
        return receipt
    }

    /// The first row below an item that names a payment or the change given ("Cash 50.00", "Change Due 4.15"):
    /// items are never printed after the payment, and what follows it (a restaurant check's sales by category,
    /// "Food 29.30", "Beverage 16.55", a payment line) is no item, even where no total line was read to end them.
    static func firstPaymentRow(_ lines: [AmountLine], after start: Int) -> Int? {
        var itemsAbove = 0
        for line in lines where line.rowIndex >= start {
            let label = line.label.uppercased()
            if (Cues.paid.matches(label) || Cues.change.matches(label)) && !Cues.discount.matches(label) {
                if itemsAbove > 0 { return line.rowIndex }
            } else {
                itemsAbove += 1
            }
        }
        return nil
    }

    /// Runs the arithmetic check and writes back any correction it made.
    private func check(_ receipt: inout Receipt, rounding: Money?, doubts: ItemReader.Result = .init(), pending: [UnreadTax] = [],
                       lookalikes: [String: [Money]] = [:], totalRepeated: Bool = false,
                       confidences: [String: Double] = [:]) {
        let subtotal = receipt.subtotal.flatMap { Money.parse($0.value) }
        let figures = ArithmeticCheck.Figures(
            items: receipt.items.enumerated().map { i, item in
                .init(amount: Money.parse(item.amount) ?? .zero, discount: item.discount.flatMap { Money.parse($0) },
                      quantity: item.quantity, unit: item.unitPrice.flatMap { Money.parse($0) }, readings: doubts.open[i])
            },
            subtotal: subtotal,
            taxes: receipt.taxes.compactMap { Money.parse($0.amount) },
            tip: receipt.tip.flatMap { Money.parse($0.value) },
            rounding: rounding,
            total: receipt.total.flatMap { Money.parse($0.value) },
            pendingTaxes: pending.map { .init(readings: $0.readings(subtotal: subtotal)) },
            lookalikes: lookalikes,
            totalConfirmed: totalRepeated || Self.totalConfirmed(receipt), confidences: confidences)
        let outcome = ArithmeticCheck().check(figures)
        receipt.balances = outcome.balances
        receipt.problems = outcome.problems
        let fixed = outcome.figures
        var corrections = outcome.corrections
        if !corrections.isEmpty {
            if let total = fixed.total { receipt.total?.value = total.text }
            if let subtotal = fixed.subtotal { receipt.subtotal?.value = subtotal.text }
            for (i, tax) in fixed.taxes.enumerated() where i < receipt.taxes.count { receipt.taxes[i].amount = tax.text }
            for (i, item) in fixed.items.enumerated() where i < receipt.items.count { receipt.items[i].amount = item.amount.text }
        }
        // Doubtful items: the reading taken, or the line dropped (a discount under it stays counted, on the item above).
        var kept: [Receipt.Item] = []
        var newIndex: [Int: Int] = [:]
        for (i, var item) in receipt.items.enumerated() {
            guard i < fixed.items.count, fixed.items[i].dropped else {
                newIndex[i] = kept.count
                if let read = doubts.readAs[i], i < fixed.items.count {
                    item.amount = fixed.items[i].amount.text
                    corrections.append(Receipt.Correction(field: "items[\(kept.count)].amount", read: read, corrected: item.amount))
                }
                kept.append(item)
                continue
            }
            if let discount = item.discount.flatMap({ Money.parse($0) }), !kept.isEmpty {
                let previous = kept[kept.count - 1].discount.flatMap { Money.parse($0) } ?? .zero
                kept[kept.count - 1].discount = (previous + discount).text
            }
        }
        receipt.items = kept
        corrections = corrections.map { correction in
            var c = correction
            c.field = Self.renumbered(c.field, newIndex)
            return c
        }
        for (k, line) in pending.enumerated() {
            guard let amount = outcome.settledTaxes[k] else { continue }
            corrections.append(Receipt.Correction(field: "taxes[\(receipt.taxes.count)]", read: line.read, corrected: amount.text))
            receipt.taxes.append(Receipt.Tax(label: line.label, rate: line.rate, amount: amount.text, page: line.row.page,
                                             box: line.row.box, confidence: KindClassifier.rounded(0.5 * line.row.confidence)))
        }
        receipt.corrections = corrections
    }

    /// The printed total agrees with the amount paid less the change given (a card slip paying exactly the
    /// total, or cash with its change): two printed figures vouch for it.
    static func totalConfirmed(_ receipt: Receipt) -> Bool {
        guard let total = receipt.total.flatMap({ Money.parse($0.value) }), total.minor > 0,
              let paid = receipt.amountPaid.flatMap({ Money.parse($0.value) }) else { return false }
        let change = receipt.change.flatMap { Money.parse($0.value) } ?? .zero
        return (paid - change).minor == total.minor
    }

    /// "items[4].amount" with the item's index after dropped lines are taken out; other fields unchanged.
    static func renumbered(_ field: String, _ newIndex: [Int: Int]) -> String {
        guard field.hasPrefix("items["), let close = field.firstIndex(of: "]"),
              let old = Int(field[field.index(field.startIndex, offsetBy: 6)..<close]), let new = newIndex[old] else { return field }
        return "items[\(new)]" + field[field.index(after: close)...]
    }

    /// Whether `extract` read this document's numeric dates day first, from a date whose order the print does not
    /// settle ("03/04/2018" normalized to 2018-04-03: day first); nil when no such date was read.
    static func dateOrderRead(_ entities: [Entity]) -> Bool? {
        for entity in entities where entity.kind == .date {
            guard let groups = ambiguousDate.groups(entity.text), let a = groups[1].flatMap({ Int($0) }),
                  let b = groups[2].flatMap({ Int($0) }), a != b, a <= 12, b <= 12,
                  let month = Int(entity.normalized.dropFirst(5).prefix(2)) else { continue }
            if month == b { return true }
            if month == a { return false }
        }
        return nil
    }

    static let ambiguousDate = TextPattern(#"^\W*(\d{1,2})[/\-](\d{1,2})[/\-](?:\d{4}|\d{2})\W*$"#)

    /// The currency most of the money amounts `extract` found are in, when at least two are: one lone amount is
    /// as likely a misread letter ("$$21/39" for SS21/39, "10553 $2") as the receipt's money.
    static func majorityCurrency(_ entities: [Entity]) -> String? {
        var counts: [String: Int] = [:]
        for entity in entities where entity.kind == .money {
            if let code = entity.components?["currency"] { counts[code, default: 0] += 1 }
        }
        return counts.filter { $0.value >= 2 }.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}

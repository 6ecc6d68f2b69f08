/// What a document is, as the `receipt` stage classified it (or as its pipeline forced it).
public struct DocumentKind: Hashable, Codable, Sendable {
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        case receipt, invoice, letter, other
    }

    public var kind: Kind
    /// 0…1: how clearly the cues point at this kind (1 when forced).
    public var confidence: Double
    /// True when the pipeline said so (`receipt.kind`), not the classifier.
    public var forced: Bool

    public init(kind: Kind, confidence: Double, forced: Bool = false) {
        self.kind = kind
        self.confidence = confidence
        self.forced = forced
    }
}

/// A till receipt's fields, line items and arithmetic, as the `receipt` stage read them. Money is a decimal
/// string in the receipt's own digits ("12.50", "-1.00"), never a floating-point number, so that JSON and
/// SQL keep it exact; dates are ISO 8601 ("2024-03-05"), times "HH:MM" or "HH:MM:SS".
public struct Receipt: Hashable, Codable, Sendable {
    /// One value found on the page, with where it was and how sure we are.
    public struct Field: Hashable, Codable, Sendable {
        public var value: String
        public var page: Int
        public var box: Box?
        /// 0…1: the OCR confidence of its words times how typical the cue was.
        public var confidence: Double

        public init(value: String, page: Int, box: Box?, confidence: Double) {
            self.value = value
            self.page = page
            self.box = box
            self.confidence = confidence
        }
    }

    /// A tax line ("GST 6% 1.20", "VAT A 20.00% 3.33").
    public struct Tax: Hashable, Codable, Sendable {
        public var label: String
        /// Percent as a decimal string ("6", "20", "7.7"), nil when the line states none.
        public var rate: String?
        public var amount: String
        public var page: Int
        public var box: Box?
        public var confidence: Double

        public init(label: String, rate: String?, amount: String, page: Int, box: Box?, confidence: Double) {
            self.label = label
            self.rate = rate
            self.amount = amount
            self.page = page
            self.box = box
            self.confidence = confidence
        }
    }

    /// One bought item: what, how many, at what price, and any discount printed under it.
    public struct Item: Hashable, Codable, Sendable {
        public var description: String
        /// Decimal string ("2", "0.455" for weighed goods); nil when not printed (taken as 1).
        public var quantity: String?
        public var unitPrice: String?
        /// The line's amount as printed, before its discount.
        public var amount: String
        /// The discount attached to it, negative ("-0.50"); nil when none.
        public var discount: String?
        public var page: Int
        public var box: Box?
        public var confidence: Double

        public init(description: String, quantity: String? = nil, unitPrice: String? = nil, amount: String,
                    discount: String? = nil, page: Int, box: Box?, confidence: Double) {
            self.description = description
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.amount = amount
            self.discount = discount
            self.page = page
            self.box = box
            self.confidence = confidence
        }
    }

    /// A value the arithmetic check changed because exactly one other reading made the sums agree, or a
    /// merchant name or address the merchant memory respelled from earlier receipts of the same merchant.
    public struct Correction: Hashable, Codable, Sendable {
        /// "total", "subtotal", "tax[0]", "items[3].amount", …; "merchant" and "address" for the memory.
        public var field: String
        public var read: String
        public var corrected: String

        public init(field: String, read: String, corrected: String) {
            self.field = field
            self.read = read
            self.corrected = corrected
        }
    }

    public var merchant: Field?
    public var address: Field?
    /// E.164 or digits, as the `extract` stage normalized it.
    public var phone: Field?
    /// Tax or VAT registration number as printed ("GB123456789", "001234567890").
    public var taxID: Field?
    public var date: Field?
    public var time: Field?
    /// ISO 4217 code.
    public var currency: Field?
    public var subtotal: Field?
    public var taxes: [Tax]
    public var tip: Field?
    public var total: Field?
    public var amountPaid: Field?
    public var change: Field?
    /// "cash" or "card".
    public var paymentMethod: Field?
    /// "visa", "mastercard", "amex", …
    public var cardBrand: Field?
    /// The card's last four digits, never more.
    public var cardLast4: Field?
    public var receiptNumber: Field?
    public var items: [Item]
    /// True when every check that could be made holds (items sum to the subtotal, subtotal plus taxes and
    /// tip to the total, quantity × unit price to each amount) and a total was found.
    public var balances: Bool
    /// The checks that failed, in words; empty when it balances.
    public var problems: [String]
    public var corrections: [Correction]
    /// The page and piece of paper it was read from when a page holds several receipts; nil for a receipt
    /// read from its whole document.
    public var page: Int?
    public var region: PaperRegion?

    public init(merchant: Field? = nil, address: Field? = nil, phone: Field? = nil, taxID: Field? = nil,
                date: Field? = nil, time: Field? = nil, currency: Field? = nil, subtotal: Field? = nil,
                taxes: [Tax] = [], tip: Field? = nil, total: Field? = nil, amountPaid: Field? = nil,
                change: Field? = nil, paymentMethod: Field? = nil, cardBrand: Field? = nil, cardLast4: Field? = nil,
                receiptNumber: Field? = nil, items: [Item] = [], balances: Bool = false, problems: [String] = [],
                corrections: [Correction] = []) {
        self.merchant = merchant
        self.address = address
        self.phone = phone
        self.taxID = taxID
        self.date = date
        self.time = time
        self.currency = currency
        self.subtotal = subtotal
        self.taxes = taxes
        self.tip = tip
        self.total = total
        self.amountPaid = amountPaid
        self.change = change
        self.paymentMethod = paymentMethod
        self.cardBrand = cardBrand
        self.cardLast4 = cardLast4
        self.receiptNumber = receiptNumber
        self.items = items
        self.balances = balances
        self.problems = problems
        self.corrections = corrections
    }
}

extension Receipt {
    /// What one receipt read as its merchant's name and address, before the merchant memory changed them:
    /// the memory votes with earlier receipts' own readings, so that one respelling never feeds the next.
    public struct MerchantReading: Hashable, Codable, Sendable {
        public var name: String?
        public var address: String?

        public init(name: String?, address: String?) {
            self.name = name
            self.address = address
        }

        /// The reading behind stored values: a value the memory respelled is taken as its correction read it.
        public init(name: String?, address: String?, corrections: [Correction]) {
            self.init(name: corrections.first { $0.field == "merchant" }?.read ?? name,
                      address: corrections.first { $0.field == "address" }?.read ?? address)
        }
    }

    public var merchantReading: MerchantReading {
        MerchantReading(name: merchant?.value, address: address?.value, corrections: corrections)
    }
}

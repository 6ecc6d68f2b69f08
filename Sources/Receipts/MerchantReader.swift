import DocModel

/// Reads the merchant's name and address from the top of a receipt.
///
/// The name is the first top line that carries a legal form (SDN BHD, LTD, GMBH, ENTERPRISE, …), else the
/// first line in capitals, else a line naming a kind of shop, else the first line with words. A name
/// broken over lines is rejoined: upwards while the line starts with a fragment ("CO. (M) SDN BHD",
/// "ALAM) SDN BHD"), downwards when the next line is its legal form alone. A registration number printed
/// after the name is dropped.
///
/// The address is the lines below the name up to the first phone, tax id, date, web address or long
/// number; registration and tax-id lines printed between name and address are passed over, and a line
/// that runs on into a phone number ("81750 Johor Bahru. Tel: 07-…") keeps the part before it.
struct MerchantReader: Sendable {
    struct Result: Sendable {
        var merchant: Receipt.Field?
        var merchantRow: Int?
        var address: Receipt.Field?
        var addressEnd: Int?
    }

    /// How many rows from the top are searched for the name (greetings may come first).
    static let searchedRows = 8

    func read(_ rows: [ReceiptRow]) -> Result {
        var result = Result()
        let top = Array(rows.prefix(Self.searchedRows).enumerated())
        let candidates = top.filter { Self.isNameLike($0.1) }
        guard let (index, _) = candidates.first(where: { Cues.legalForm.matches($0.1.text) })
            ?? candidates.prefix(3).first(where: { HeaderReader.isCapitals($0.1.text) })
            ?? candidates.prefix(4).first(where: { Cues.company.matches($0.1.text) })
            ?? candidates.first
        else { return result }

        // Upwards: a line that starts with a fragment continues the line above.
        var first = index
        while first > 0, index - first < 2, Self.startsWithFragment(rows[first].text), Self.isNameLike(rows[first - 1]) {
            first -= 1
        }
        var nameRows = Array(rows[first...index])
        var next = index + 1
        // Downwards: "LIGHTROOM GALLERY" / "SDN BHD", or "ENTERPRISE (SETIA" / "ALAM) SDN BHD".
        let joined = nameRows.map(\.text).joined(separator: " ")
        if next < rows.count, Cues.companySuffix.matches(rows[next].text), !Cues.companySuffix.matches(Self.clean(joined)),
           rows[next].text.count < 24 || Self.openParentheses(joined) > 0 {
            nameRows.append(rows[next])
            next += 1
        }
        let name = Self.clean(nameRows.map(\.text).joined(separator: " "))
        guard !name.isEmpty else { return result }
        let box = Box.enclosing(nameRows.compactMap(\.box))
        let confidence = nameRows.map(\.confidence).reduce(0, +) / Double(nameRows.count)
        result.merchant = Receipt.Field(value: name, page: rows[index].page, box: box,
                                        confidence: KindClassifier.rounded((nameRows.count == 1 ? 0.8 : 0.75) * confidence))
        result.merchantRow = next - 1
        readAddress(rows, from: next, into: &result)
        return result
    }

    private func readAddress(_ rows: [ReceiptRow], from start: Int, into result: inout Result) {
        var addressRows: [ReceiptRow] = []
        var next = start
        var skipped = 0
        while next < rows.count, addressRows.count < 5 {
            var row = rows[next]
            let text = row.text
            if Self.isIdentifier(text) {
                // Registration and tax numbers between the name and the address are passed over; after it they end it.
                guard addressRows.isEmpty, skipped < 3 else { break }
                skipped += 1
                next += 1
                continue
            }
            if let groups = Cues.registrationPrefix.groups(text), let prefix = groups[0] {
                // "Co-REG:860671-D LOT 1851-A …": the address starts after the number.
                row.words = Array(row.words.drop { word in prefix.contains(word.text) })
            }
            if let cut = Self.stopIndex(row) {
                // "81750 Johor Bahru, Johor. Tel No.: 07-…": the part before the phone still belongs.
                if cut >= 2 { addressRows.append(ReceiptRow(page: row.page, words: Array(row.words[..<cut]))) }
                next += 1
                break
            }
            if row.trailingAmount() != nil || row.text.filter(\.isLetter).count < 2 { break }
            addressRows.append(row)
            next += 1
        }
        // A branch or trading name under the company name ("BISTRO & CAFE") is not part of the address:
        // address lines carry a number (house, lot, postcode) or a comma between their parts.
        if let first = addressRows.firstIndex(where: { $0.text.contains { $0.isNumber || $0 == "," } }) {
            addressRows.removeFirst(first)
        }
        // Specks read as punctuation at the end of the last line ("SETIA ALAM |").
        if var last = addressRows.popLast() {
            while let word = last.words.last, !word.text.contains(where: { $0.isLetter || $0.isNumber }) { last.words.removeLast() }
            if !last.words.isEmpty { addressRows.append(last) }
        }
        guard !addressRows.isEmpty else { return }
        let text = addressRows.map(\.text).joined(separator: " ")
        let box = Box.enclosing(addressRows.compactMap(\.box))
        let confidence = addressRows.map(\.confidence).reduce(0, +) / Double(addressRows.count)
        result.address = Receipt.Field(value: text, page: addressRows[0].page, box: box,
                                       confidence: KindClassifier.rounded(0.7 * confidence))
        result.addressEnd = next
    }

    /// A line that could be (part of) a name: mostly letters, no amount, not a heading or contact line.
    static func isNameLike(_ row: ReceiptRow) -> Bool {
        let text = row.text
        let letters = text.filter(\.isLetter).count
        return letters >= 3 && Double(letters) / Double(max(1, text.count)) > 0.4 && !Cues.notMerchant.matches(text)
            && !Cues.addressStop.matches(text) && row.trailingAmount() == nil
    }

    /// True when the line cannot start a name: it opens with a legal form or closes a parenthesis it did not open.
    static func startsWithFragment(_ text: String) -> Bool {
        Cues.nameFragment.matches(text) || openParentheses(text) < 0
    }

    /// "(" minus ")".
    static func openParentheses(_ text: String) -> Int {
        text.filter { $0 == "(" }.count - text.filter { $0 == ")" }.count
    }

    /// A line that is only a registration or tax number ("(317041-W)", "Co-REG:860671-D", "GST Reg No: 0015…").
    static func isIdentifier(_ text: String) -> Bool {
        if let groups = Cues.registrationPrefix.groups(text), let prefix = groups[0], prefix.count >= text.count - 1 { return true }
        if Cues.registration.matches(text) && text.filter(\.isLetter).count <= 12 { return true }
        if Cues.bareRegistration.matches(text) { return true }
        return Cues.taxID.matches(text) && text.filter(\.isLetter).count <= 16
    }

    /// The index of the first word at which the address stops (a phone, tax id, date, …), or nil.
    static func stopIndex(_ row: ReceiptRow) -> Int? {
        let text = row.text
        let starts = [Cues.addressStop, Cues.longNumber].compactMap { $0.firstMatchOffset(text) }
        guard let offset = starts.min() else { return nil }
        // Word i starts at the sum of the lengths of the words before it plus one space each.
        var position = 0
        for (index, word) in row.words.enumerated() {
            position += word.text.utf16.count + 1
            if position > offset { return index }
        }
        return row.words.count
    }

    /// The name without specks before it and without a registration number or other digits after its legal form.
    static func clean(_ text: String) -> String {
        var name = Substring(text.trimmingCharacters(in: .whitespaces))
        while let first = name.first, !first.isLetter, !first.isNumber, first != "(" { name = name.dropFirst() }
        var result = String(name)
        if let groups = Cues.registration.groups(result), let whole = groups[0], whole.count < result.count {
            result = String(result.dropLast(whole.count))
        }
        if let groups = Cues.legalFormTail.groups(result), let form = groups[1], let tail = groups[2], tail.contains(where: \.isNumber) {
            result = String(result.dropLast(tail.count + form.count)) + form
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}

import DocModel
import TextRepair

/// Reads the merchant's name and address from the top of a receipt.
///
/// The name is the first top line that carries a legal form (SDN BHD, LTD, GMBH, ENTERPRISE, …), else the
/// first line in capitals, else a line naming a kind of shop, else the first line with words. A name
/// broken over lines is rejoined: upwards while the line starts with a fragment ("CO. (M) SDN BHD",
/// "ALAM) SDN BHD"), downwards when the next line is its legal form alone, or a second line of capitals
/// right above the registration number. A registration number printed after the name is dropped.
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
        let address = rows
        // The name is read from the head's rows without the logo's noise; the address from the rows as read.
        let rows = rows.enumerated().map { $0 < Self.searchedRows + 2 ? Self.withoutLogoNoise($1) : $1 }
        let top = Array(rows.prefix(Self.searchedRows).enumerated())
        // A legal name under (or after) "Owned by :" is the owner's; the shop's own name heads the receipt.
        let candidates = top.filter { index, row in
            Self.isNameLike(row) && !Cues.ownerLabel.matches(row.text) && !(index > 0 && Cues.ownerLabel.matches(rows[index - 1].text))
                && !Self.isLogoReadAsLetters(row, over: top.dropFirst(index + 1).map { $0.element })
                && !Self.isNoiseReadAsLetters(row, among: top.filter { $0.offset != index }.map(\.element))
        }
        // The name heads its address: a line in capitals below the first street line under the first candidate is
        // an item, a waiter or a heading of the sale ("Bugenvila" / "Obala A. Starčevića 9," / … / "RED - BEEF CHEEKS").
        // A candidate that is itself part of an address (the name's lines lost at the top edge) heads nothing.
        let addressStart = candidates.first(where: { !Self.isAddressLine($0.element.text) }).flatMap { first in
            // The address runs down to the phone: the line right above the first contact line, two lines or more
            // under the name, is the address's town when it carries a number or a comma ("4836 LZ BREDA", "JUMEIRAH 5").
            let town = top.first { $0.offset > first.offset + 2 && Self.isContactLine($0.element.text) }
                .map { $0.offset - 1 }.flatMap { Self.isAddressLike(rows[$0].text) ? $0 : nil }
            let street = top.first { $0.offset > first.offset && Self.isAddressLine($0.element.text) }?.offset
            return [town, street].compactMap { $0 }.min()
        } ?? Int.max
        // A misread SDN BHD ("SDN BHI") marks the name as well: else a street named for a legal form ("JALAN
        // TRADING 24/3") would be taken for it.
        guard let (index, _) = candidates.first(where: { Cues.legalForm.matches($0.1.text) || Cues.misreadSdnBhd.matches($0.1.text) })
            // A street line in capitals under a name in mixed case ("Restaurant Scheltema" / "7, RUE DES DOMINICAINS")
            // is the address, not the name.
            ?? candidates.prefix(3).first(where: { $0.offset < addressStart && HeaderReader.isCapitals($0.1.text) && !Self.isStreetLine($0.1.text) })
            ?? candidates.prefix(4).first(where: { $0.offset < addressStart && Cues.company.matches($0.1.text) })
            ?? candidates.first
        else { return result }

        // Upwards: a line that starts with a fragment continues the line above.
        var first = index
        while first > 0, index - first < 2, Self.startsWithFragment(rows[first].text), Self.isNameLike(rows[first - 1]) {
            first -= 1
        }
        var nameRows = Array(rows[first...index])
        var next = index + 1
        // Downwards: "LIGHTROOM GALLERY" / "SDN BHD", or "ENTERPRISE (SETIA" / "ALAM) SDN BHD", also misread and
        // with its registration number ("ALAM) SEN BHU 822737-X", which `clean` puts right).
        let joined = nameRows.map(\.text).joined(separator: " ")
        if next < rows.count, Cues.companySuffix.matches(Self.clean(rows[next].text)), !Cues.companySuffix.matches(Self.clean(joined)),
           rows[next].text.count < 24 || Self.openParentheses(joined) > 0 {
            nameRows.append(rows[next])
            next += 1
        }
        // A name in capitals carried on over a second line of capitals that the registration number closes
        // ("RESTAURANT JIAWEI" / "JIAWEI HOUSE" / "002693074-K"): the number ends the name, not the first line.
        if nameRows.count == 1, next + 1 < rows.count, !Cues.legalForm.matches(joined), HeaderReader.isCapitals(joined),
           Self.isNameLike(rows[next]), HeaderReader.isCapitals(rows[next].text), !Self.isAddressLike(rows[next].text),
           !Self.isAside(rows[next].text), Self.isIdentifier(rows[next + 1].text) {
            nameRows.append(rows[next])
            next += 1
        }
        let name = Self.businessWordRepaired(Self.clean(nameRows.map(\.text).joined(separator: " ")))
        guard !name.isEmpty else { return result }
        let box = Box.enclosing(nameRows.compactMap(\.box))
        let confidence = nameRows.map(\.confidence).reduce(0, +) / Double(nameRows.count)
        result.merchant = Receipt.Field(value: name, page: rows[index].page, box: box,
                                        confidence: KindClassifier.rounded((nameRows.count == 1 ? 0.8 : 0.75) * confidence))
        result.merchantRow = next - 1
        readAddress(address, from: next, name: first..<next, into: &result)
        return result
    }

    /// The row without what a logo or a photo's grain adds to a name's line: a word that is a second reading of
    /// another word's ink (its box mostly inside the other's, the other surer: "BURGER ER CRAFT CE"), and words at
    /// either end whose letters are of another size than the line's (over 1.6 or under 0.6 times the other
    /// words' median height) that Tesseract believes less than it believes the others ("A EL GRECO NS" under
    /// a logo, "i TRADER JOE’S me of |"). Letters and marks print at one size along a name; a logo's strokes
    /// and the grain around it do not.
    static func withoutLogoNoise(_ row: ReceiptRow) -> ReceiptRow {
        var row = row
        row.words = row.words.filter { word in
            !row.words.contains { other in
                other != word && other.confidence > word.confidence
                    && 2 * word.box.intersectionArea(other.box) > word.box.area
            }
        }
        func isNoise(_ index: Int) -> Bool {
            let word = row.words[index]
            if !word.text.contains(where: { $0.isLetter || $0.isNumber }) { return true }
            let others = row.words.indices.filter { $0 != index }.map { row.words[$0] }
            guard others.count >= 2 else { return false }
            let height = median(others.map { Double($0.box.height) }), sure = median(others.map(\.confidence))
            let size = Double(word.box.height)
            // A word of four capitals or more on a line in capitals is print, however tall ("MOS CRAB & PASTA FACTORY").
            let letters = word.text.filter(\.isLetter)
            if letters.count >= 4, letters.allSatisfy(\.isUppercase), HeaderReader.isCapitals(row.text) { return false }
            return (size > 1.6 * height || size < 0.6 * height) && word.confidence < sure
        }
        while row.words.count > 1 {
            if isNoise(row.words.count - 1) { row.words.removeLast() } else if isNoise(0) { row.words.removeFirst() } else { break }
        }
        return row
    }

    /// A logo's artwork read as a row of short letter groups ("a Gee eel", "EE BD SLE IDL"): two words or more,
    /// none longer than three characters, that Tesseract believes less than 0.8 on average, above a line it is
    /// sure of (0.9) that could be a name and holds a word of four letters or more. A printed name of short words
    /// ("H & M", "A & W") reads sure; a one-word name ("DIA", "KFC") is never taken for artwork.
    /// So is a row Tesseract believes less than 0.7 whose letters stand twice as tall as those of the next name-like
    /// row below it (rows read under 0.3 passed over) when that row holds a word of four letters or more read at 0.9
    /// or surer and is no street or postcode line: the name's artwork above its print ("s SALERIA A" over "MIMMOS
    /// GALLERIA", "SS SAMco" over "SAMCO"). A name above its address ("CENTRAL" over "UNIT 101, …") stays.
    static func isLogoReadAsLetters(_ row: ReceiptRow, over rows: [ReceiptRow]) -> Bool {
        let words = row.words.filter { $0.text.contains { $0.isLetter || $0.isNumber } }
        if words.count >= 2, words.allSatisfy({ $0.text.count <= 3 }), row.confidence < 0.8 {
            return rows.contains { below in
                below.confidence >= 0.9 && isNameLike(below)
                    && below.words.contains { $0.text.filter(\.isLetter).count >= 4 }
            }
        }
        guard row.confidence < 0.7, let below = rows.first(where: { isNameLike($0) && $0.confidence >= 0.3 }) else { return false }
        return below.height > 0 && 2 * below.height <= row.height && !isAddressLine(below.text)
            && below.words.contains { $0.confidence >= 0.9 && $0.text.filter(\.isLetter).count >= 4 }
    }

    /// A row Tesseract barely believes (its words' mean confidence under 0.3) is no name while another row of the head
    /// is name-like and read at 0.8 or surer: the desk or a fold at a photo's edge, or a logo's strokes, read as words
    /// ("still Tims" above "Flagship Car Wash", "By yr DINERS LLP." under "Jungle Jamboree"). A printed name, however
    /// small, reads far surer than that. A street or postcode line is no such row: it names no shop, so a name read
    /// badly above it ("Pizzatxpress" over "18 Shatin Centre Street") stays the name.
    static func isNoiseReadAsLetters(_ row: ReceiptRow, among rows: [ReceiptRow]) -> Bool {
        row.confidence < 0.3 && rows.contains { $0.confidence >= 0.8 && isNameLike($0) && !isAddressLine($0.text) }
    }

    /// A street or postcode line: part of an address, never the name.
    static func isAddressLine(_ text: String) -> Bool {
        isStreetLine(text) || Cues.postcode.matches(text)
    }

    /// A line that gives the shop's phone, fax or the like (`Cues.addressStop`), or a phone number alone on its line
    /// ("04-3401929", "(718) 478-1500"): the address stands above it.
    static func isContactLine(_ text: String) -> Bool {
        Cues.addressStop.matches(text) || Cues.phoneAlone.matches(text)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private func readAddress(_ rows: [ReceiptRow], from start: Int, name: Range<Int>, into result: inout Result) {
        // A line labelled as the address wins, even below the phone and tax lines ("HQ ADD: LOT 11995, …").
        let labelled = rows.indices.dropFirst(start).prefix(Self.labelSearchRows).first { Cues.addressLabel.matches(rows[$0].text) }
        var addressRows: [ReceiptRow] = []
        var next = labelled ?? start
        var skipped = 0
        // After the postcode and town only a state or country line still belongs ("SELANGOR", "MALAYSIA"): a
        // branch name or a heading below is not part of the address. A postcode ending its line is followed by the town.
        var townLinesLeft: Int?
        while next < rows.count, addressRows.count < 6 {
            var row = rows[next]
            let text = row.text
            if addressRows.isEmpty, next == labelled, let label = Cues.addressLabel.groups(text)?[1] {
                row.words = Self.dropping(label, from: row.words)
            }
            if let left = townLinesLeft {
                // A line ending in a comma runs on ("45600 BESTARI JAYA," / "KUALA SELANGOR.").
                let runsOn = addressRows.last.map(Self.withoutSpecks)?.text.hasSuffix(",") == true
                guard left > 0 || runsOn || Cues.region.matches(text) else { break }
                townLinesLeft = max(0, left - 1)
            }
            let started = addressRows.contains { Self.isAddressLike($0.text) }
            if !started, skipped < 4, Self.isIdentifier(text) || Self.isAside(text) || Self.isDateLine(text) {
                // Registration and tax numbers, a line in brackets or the date between the name and the address
                // are passed over; after the address has started they end it.
                skipped += 1
                next += 1
                continue
            }
            if Self.isIdentifier(text) { break }
            if let groups = Cues.registrationPrefix.groups(text), let prefix = groups[0] {
                // "Co-REG:860671-D LOT 1851-A …": the address starts after the number.
                row.words = Self.dropping(prefix, from: row.words)
            }
            if let cut = Self.stopIndex(row) {
                // "81750 Johor Bahru, Johor. Tel No.: 07-…": the part before the phone still belongs.
                if cut >= 2 { addressRows.append(Self.withoutSpecks(ReceiptRow(page: row.page, words: Array(row.words[..<cut])))) }
                next += 1
                break
            }
            // An amount or a line without words ends the address, unless it runs on with a comma ("109, SS21/1A,").
            if row.trailingAmount() != nil || row.text.filter(\.isLetter).count < 2 && !row.text.hasSuffix(",") { break }
            addressRows.append(Self.withoutSpecks(row))
            next += 1
            if townLinesLeft == nil, let groups = Cues.postcode.groups(row.text) {
                townLinesLeft = (groups[1] ?? "").contains(where: \.isLetter) ? 0 : 1
            }
        }
        // A branch or trading name under the company name ("BISTRO & CAFE") is not part of the address:
        // address lines carry a number (house, lot, postcode), a comma between their parts or a street word. The
        // first carries a number or a street word when one does: a note with a comma ("Licensee of, McDonald's")
        // does not start it.
        if let first = addressRows.firstIndex(where: { $0.text.contains(where: \.isNumber) || Cues.street.matches($0.text) })
            ?? addressRows.firstIndex(where: { Self.isAddressLike($0.text) }) {
            addressRows.removeFirst(first)
        } else {
            addressRows.removeAll()
        }
        // Specks read as punctuation at the end of the last line ("SETIA ALAM |").
        if var last = addressRows.popLast() {
            while let word = last.words.last, !word.text.contains(where: { $0.isLetter || $0.isNumber }) { last.words.removeLast() }
            if !last.words.isEmpty { addressRows.append(last) }
        }
        if addressRows.isEmpty, labelled == nil, let found = Self.addressAroundPostcode(rows, from: start, name: name) {
            (addressRows, next) = found
        }
        guard !addressRows.isEmpty else { return }
        for i in addressRows.indices.dropLast() { addressRows[i] = Self.doubtedStopAsComma(addressRows[i]) }
        // A comma standing alone ("BALAKONG , 43300") is written against the word before it, as the address reads.
        // A doubled comma ("BRINCHANG,,") is a speck beside the printed one.
        let text = Self.commasSpacedAsTheOthers(Self.marksRepaired(Self.capitalsRepaired(addressRows.map(\.text).joined(separator: " ")
            .replacingOccurrences(of: " , ", with: ", ").replacingOccurrences(of: ",,", with: ","))))
        let box = Box.enclosing(addressRows.compactMap(\.box))
        let confidence = addressRows.map(\.confidence).reduce(0, +) / Double(addressRows.count)
        result.address = Receipt.Field(value: text, page: addressRows[0].page, box: box,
                                       confidence: KindClassifier.rounded(0.7 * confidence))
        result.addressEnd = next
    }

    /// When reading down from the name found no address (the name was misread, or notes stand between), the
    /// address is found from its postcode line ("56000 KUALA LUMPUR, MALAYSIA"): that line, the address lines
    /// right above it and a state or country line below, never the name's own rows. Returns the rows and the
    /// index after them.
    static func addressAroundPostcode(_ rows: [ReceiptRow], from start: Int, name: Range<Int>) -> ([ReceiptRow], Int)? {
        let searched = rows.indices.dropFirst(max(0, start - 3)).prefix(labelSearchRows)
        guard let anchor = searched.first(where: { index in
            !name.contains(index) && Cues.postcode.matches(rows[index].text) && stopIndex(rows[index]) == nil
                && rows[index].trailingAmount() == nil
        }) else { return nil }
        var first = anchor
        // Up to the name's last line, when the name stands above the postcode.
        let floor = start - 1 < anchor ? start : 0
        while first > floor, anchor - first < 3 {
            let text = rows[first - 1].text
            guard stopIndex(rows[first - 1]) == nil, !isIdentifier(text), !isAside(text), !Cues.legalForm.matches(text),
                  rows[first - 1].trailingAmount() == nil
            else { break }
            first -= 1
        }
        while first < anchor, !isAddressLike(rows[first].text) { first += 1 }
        var last = anchor
        if last + 1 < rows.count, !name.contains(last + 1), Cues.region.matches(rows[last + 1].text) { last += 1 }
        return (rows[first...last].map(withoutSpecks), last + 1)
    }

    /// A street named, or a house number and a comma ("14802 POWERS ST., P.O.BOX 98", "7, RUE DES DOMINICAINS").
    static func isStreetLine(_ text: String) -> Bool {
        Cues.street.matches(text) || (text.contains(where: \.isNumber) && text.contains(","))
    }

    /// An address line carries a number (house, lot, postcode), a comma between its parts or a street word;
    /// a branch or trading name ("BISTRO & CAFE") does not.
    static func isAddressLike(_ text: String) -> Bool {
        text.contains { $0.isNumber || $0 == "," } || Cues.street.matches(text)
    }

    /// The row without words that are only specks read as punctuation ("|", ".", "‘"), which OCR sprinkles
    /// over lines (a lone dash too); brackets, commas, "&" and "/" are kept. A lone small letter Tesseract
    /// hardly believes (below 0.5) at the end of a line in capitals is a speck too ("40170 SETIA ALAM z"), and so
    /// is any lone character ending a line that no more than half believes, standing off from the words before it by
    /// more than twice the line's height ("43200 Cheras, Sel.      7"): print is spaced a character apart.
    static func withoutSpecks(_ row: ReceiptRow) -> ReceiptRow {
        var row = row
        row.words.removeAll { word in
            !word.text.contains { $0.isLetter || $0.isNumber || "()[]&/#+,".contains($0) }
        }
        if row.words.count >= 2, let last = row.words.last, last.text.count == 1, last.confidence <= 0.5 {
            let smallInCapitals = last.confidence < 0.5 && last.text.allSatisfy(\.isLowercase) && HeaderReader.isCapitals(row.text)
            let standsOff = last.box.x - row.words[row.words.count - 2].box.maxX > 2 * row.height
            if smallInCapitals || standsOff { row.words.removeLast() }
        }
        return row
    }

    /// An address line that runs on ends in a comma: a full stop Tesseract doubts (below 0.5) after a word of four
    /// letters or more ("VIVACITY MEGAMALL." above "JALAN WAN ALWI,") is the comma misread. Short abbreviations
    /// ("JLN.", "SEL.") and a full stop Tesseract is sure of are kept.
    static func doubtedStopAsComma(_ row: ReceiptRow) -> ReceiptRow {
        guard let last = row.words.last, last.confidence < 0.5, last.text.hasSuffix("."),
              last.text.dropLast().count >= 4, last.text.dropLast().allSatisfy(\.isLetter) else { return row }
        var row = row
        row.words[row.words.count - 1].text = String(last.text.dropLast()) + ","
        return row
    }

    /// A comma glued to the next part ("JOHOR BAHRU,JOHOR", "SS21/39,47400") in an address whose other commas are
    /// followed by a space, more of them than glued: the print sets its commas alike, and the narrow space after
    /// one was lost between two words Tesseract read as one. An address printed with its commas glued keeps them;
    /// so do a number grouped in thousands ("1,500") and a comma set against the next word ("PT 1138 ,PT 33122").
    static func commasSpacedAsTheOthers(_ address: String) -> String {
        let glued = gluedComma.count(in: address)
        guard glued > 0, address.components(separatedBy: ", ").count - 1 > glued else { return address }
        return gluedComma.replacing(group: 0, in: address) { _ in ", " }
    }

    static let gluedComma = TextPattern(#"(?<=[^\s\d,]),(?=[^\s,])|(?<=\d),(?=[^\s\d,]|\d{1,2}(?!\d)|\d{4,})"#)

    /// Marks an address never prints: a dollar sign is an S misread ("JALAN $$21/39" for SS21/39), and a quote
    /// between a letter and a digit a speck in the space ("Level’6").
    static func marksRepaired(_ address: String) -> String {
        let characters = Array(Self.honorificsRepaired(Self.floorsRepaired(Self.unitsJoined(
            address.replacingOccurrences(of: "$", with: "S")))))
        return String(characters.indices.map { i -> Character in
            let c = characters[i]
            guard "’'‘`".contains(c), i > 0, i + 1 < characters.count, characters[i - 1].isLetter, characters[i + 1].isNumber
            else { return c }
            return " "
        })
    }

    /// Two unit numbers of one shape joined by an ampersand that OCR read as an 8 ("NO. 31G833G" for 31G&33G): as
    /// many digits on each side and the same letter after both. No lot number looks like that; a shop on two lots
    /// is often written so.
    static func unitsJoined(_ address: String) -> String {
        unitPair.replacing(in: address) { g in g[1].count == g[3].count ? "\(g[1])\(g[2])&\(g[3])\(g[2])" : nil }
    }

    /// The word that says what kind of shop it is, misread by one letter ("99 SPEED HART S/B" for MART): the
    /// word just before the legal form, or the name's last word without one, becomes the one shop word a
    /// single likely slip (`LetterConfusions`) makes of it. Only there: elsewhere in a name "HART" may be a name.
    static func businessWordRepaired(_ name: String) -> String {
        var words = name.split(separator: " ").map(String.init)
        // The word the first legal form starts in.
        let formStart = Cues.legalForm.firstMatchOffset(words.joined(separator: " ")).map { wordIndex(at: $0, in: words) }
        let index = (formStart ?? words.count) - 1
        guard words.indices.contains(index), words[index].count >= 3, words[index].allSatisfy(\.isLetter),
              !businessWords.contains(words[index].uppercased()) else { return name }
        let found = Set(LetterConfusions.oneSlipAway(words[index]).map { $0.uppercased() }.filter(businessWords.contains))
        guard found.count == 1, let word = found.first else { return name }
        words[index] = words[index].allSatisfy(\.isUppercase) ? word : word.capitalized
        return words.joined(separator: " ")
    }

    /// Words that name the kind of business, as names end in them ("… MINI MARKET", "… HARDWARE SDN BHD").
    static let businessWords: Set<String> = [
        "MART", "MARKET", "MINIMARKET", "SUPERMARKET", "HYPERMARKET", "STORE", "STORES", "SHOP", "HARDWARE", "BAKERY",
        "BAKERIES", "PHARMACY", "RESTAURANT", "RESTORAN", "CAFE", "KEDAI", "TRADING", "ENTERPRISE", "ENTERPRISES",
        "STATIONERY", "CENTRE", "CENTER", "GALLERY", "BOOKSTORE", "SUPPLY", "SUPPLIES", "HOLDINGS", "INDUSTRIES",
        "ELECTRICAL", "FURNITURE", "BOUTIQUE", "KITCHEN", "KITCHENETTE",
    ]

    /// A floor's number misread as a letter ("SRD FLR", "ist Flr"): before RD, ST or ND a single character can
    /// only be 3, 1 or 2.
    static func floorsRepaired(_ address: String) -> String {
        floorOrdinal.replacing(group: 1, in: address) { g in ["RD": "3", "ST": "1", "ND": "2"][g[2].uppercased()] }
    }

    static let floorOrdinal = TextPattern(#"(?<![\w&])([^\d\s])(RD|ST|ND)\s*(?=(?:FLR|FLOOR|FL)\b)"#, caseInsensitive: true)

    /// A Malaysian state's honorific abbreviated after it and misread ("Selangor D.t" for D.E., Darul Ehsan):
    /// after a state that bears one, "D." and a single letter can only be its own.
    static func honorificsRepaired(_ address: String) -> String {
        stateHonorific.replacing(group: 2, in: address) { g in
            honorifics[g[1].uppercased()].flatMap { $0 == g[3].uppercased() ? nil : "D.\($0)." }
        }
    }

    /// The states whose names are followed by an honorific (Darul Ehsan, Darul Takzim, …), with its letter.
    static let honorifics = ["SELANGOR": "E", "JOHOR": "T", "KEDAH": "A", "PAHANG": "M", "KELANTAN": "N", "TERENGGANU": "I",
                             "PERAK": "R", "SEMBILAN": "K"]
    static let stateHonorific = TextPattern(#"\b(SELANGOR|JOHOR|KEDAH|PAHANG|KELANTAN|TERENGGANU|PERAK|SEMBILAN)\s+(D\s?\.\s?([A-Za-z0-9])\.?)(?=[\s,]|$)"#, caseInsensitive: true)

    static let unitPair = TextPattern(#"(?<![\w&])(\d{1,4})([A-Za-z])8(\d{1,4})\2(?![\w&])"#, caseInsensitive: true)

    /// How many rows below the name are searched for a labelled address.
    static let labelSearchRows = 12

    /// The words left once the leading text `prefix` is removed (a label or registration number).
    static func dropping(_ prefix: String, from words: [Word]) -> [Word] {
        var consumed = 0
        return Array(words.drop { word in
            guard consumed < prefix.count else { return false }
            consumed += word.text.count + 1
            return consumed <= prefix.count + 1 && prefix.contains(word.text)
        })
    }

    /// A line set apart in brackets ("(KEPONG)", "(TONYMOLY SHOP (95874))"): a branch or owner note, not the address.
    static func isAside(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // OCR often misreads the opening bracket ("CTONYMOLY SHOP (95874))"): more closing than opening brackets.
        return trimmed.hasSuffix(")") && (trimmed.hasPrefix("(") || openParentheses(trimmed) < 0)
    }

    /// A line that is only a date and maybe a time ("14 MAR 2018 18:40", "25/01/2018 1:22:56PM").
    static func isDateLine(_ text: String) -> Bool {
        Cues.dateOnly.matches(text)
    }

    /// A store's number closing a line ("Pizza Hut #744007").
    static let storeNumberTail = TextPattern(#"\s*#\s*\d+\s*$"#)

    /// A line that could be (part of) a name: mostly letters, no amount, not a heading or contact line.
    static func isNameLike(_ row: ReceiptRow) -> Bool {
        let text = row.text
        // A registration number after the name ("AEON CO. (M) BHD (126926-H)") is no part of what it reads as.
        var name = text
        // Nor is a store's number ("Pizza Hut #744007").
        for cue in [Cues.registration, Cues.bracketedNumberTail, Self.storeNumberTail] {
            if let groups = cue.groups(name), let whole = groups[0], whole.count < name.count { name = String(name.dropLast(whole.count)) }
        }
        let letters = name.filter(\.isLetter).count
        // Over half letters once the number is gone: a logo read as "3 18 Ol OIF" is not a name.
        // A shop prints its name in capitals or capitalised; a line all in small letters is a slogan's or a
        // greeting's piece ("you", "the fresh food people").
        return letters >= 3 && Double(letters) / Double(max(1, name.count)) > 0.5 && name.contains(where: \.isUppercase)
            && !Cues.notMerchant.matches(text)
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
        // "COMPARY NO: 459702-V": a company number (six to eight digits, a dash, a letter) under a misread label.
        if Cues.companyNumber.matches(text) && text.filter(\.isLetter).count <= 12 && !Cues.street.matches(text) { return true }
        return Cues.taxID.matches(text) && text.filter(\.isLetter).count <= 16
    }

    /// The index of the first word at which the address stops (a phone, tax id, date, …), or nil.
    static func stopIndex(_ row: ReceiptRow) -> Int? {
        let text = row.text
        let starts = [Cues.addressStop, Cues.longNumber].compactMap { $0.firstMatchOffset(text) }
        guard let offset = starts.min() else { return nil }
        return wordIndex(at: offset, in: row.words.map(\.text))
    }

    /// The index of the word, of `words` joined by single spaces, that the UTF-16 `offset` falls in (as the
    /// patterns count); `words.count` past the end.
    static func wordIndex(at offset: Int, in words: [String]) -> Int {
        // Word i starts at the sum of the lengths of the words before it plus one space each.
        var position = 0
        return words.firstIndex { word in
            position += word.utf16.count + 1
            return position > offset
        } ?? words.count
    }

    /// The name without specks before it and without a registration number or other digits after its legal form.
    static func clean(_ text: String) -> String {
        var name = Substring(text.trimmingCharacters(in: .whitespaces))
        while let first = name.first, !first.isLetter, !first.isNumber, first != "(" { name = name.dropFirst() }
        var result = String(name)
        // "a UNIHAKKA INTERNATIONAL SDN BHD": a lone small letter before a name in capitals is a speck or logo
        // read as a letter; a name printed in capitals does not start with one.
        if let first = result.first, first.isLowercase, result.dropFirst().first == " ",
           HeaderReader.isCapitals(String(result.dropFirst(2))) {
            result = String(result.dropFirst(2))
        }
        if let groups = Cues.registration.groups(result), let whole = groups[0], whole.count < result.count {
            result = String(result.dropLast(whole.count))
            // "SDN. BHD. (249336-T)": the abbreviation's full stop belongs to the name, not to the number.
            if whole.first == ".", result.last?.isLetter == true { result += "." }
        }
        if let groups = Cues.misreadSdnBhd.groups(result), let whole = groups[0], let separator = groups[2],
           let range = result.range(of: whole, options: .backwards) {
            result.replaceSubrange(range, with: "SDN" + separator + "BHD")
        }
        if let groups = Cues.legalFormTail.groups(result), let form = groups[1], let tail = groups[2], tail.contains(where: \.isNumber) {
            result = String(result.dropLast(tail.count + form.count)) + form
        }
        result = capitalsRepaired(result.trimmingCharacters(in: .whitespaces))
        // A speck read as a quote or bar after the name ("AEON CO. (M) BHD’"); a bar touching a letter is an I by now.
        while let last = result.last, "’'‘`|~_".contains(last) { result = result.dropLast().trimmingCharacters(in: .whitespaces) }
        return nameRepaired(result)
    }

    /// OCR's confusions in a name printed in capitals: the letters of an initialism read as digits or marks
    /// ("MR. D.1.¥." → "MR. D.I.Y."), zeros in a word of letters ("HAI-0" → "HAI-O"), an opening bracket
    /// read as C where a bracket is closed that was never opened ("CO. CM) SDN BHD" → "CO. (M) SDN BHD"), and
    /// the closing S/B (sendirian berhad) read 5/B or $/B, and its SDN BHD cut to SDN.
    static func nameRepaired(_ name: String) -> String {
        guard HeaderReader.isCapitals(name) else { return name }
        let initialLetters: [Character: Character] = ["1": "I", "0": "O", "5": "S", "8": "B", "¥": "Y", "|": "I", "!": "I"]
        var tokens = name.split(separator: " ").map { token -> String in
            var characters = Array(token)
            let isInitialism = characters.count >= 4 && characters.count % 2 == 0
                && stride(from: 1, to: characters.count, by: 2).allSatisfy { characters[$0] == "." }
            if isInitialism {
                for i in stride(from: 0, to: characters.count, by: 2) { characters[i] = initialLetters[characters[i]] ?? characters[i] }
            }
            let digits = characters.filter(\.isNumber)
            if !digits.isEmpty, digits.allSatisfy({ $0 == "0" }), characters.filter(\.isLetter).count >= 2 {
                characters = characters.map { $0 == "0" ? "O" : $0 }
            }
            return String(characters)
        }
        if openParentheses(tokens.joined(separator: " ")) < 0,
           let i = tokens.firstIndex(where: { $0.count >= 3 && $0.first == "C" && $0.hasSuffix(")") && !$0.contains("(")
                                           && $0.dropFirst().dropLast().allSatisfy(\.isUppercase) }) {
            tokens[i] = "(" + tokens[i].dropFirst()
        }
        if tokens.count >= 2, let last = tokens.last, ["5/B", "$/B"].contains(last) { tokens[tokens.count - 1] = "S/B" }
        // Sendirian Berhad is never printed half: a name ending in "SDN." lost its "BHD." to a speck or the edge
        // (a name whose BHD stands on the next line was joined with it before).
        if tokens.count >= 2, let last = tokens.last, last == "SDN" || last == "SDN." { tokens.append(last == "SDN" ? "BHD" : "BHD.") }
        return tokens.joined(separator: " ")
    }

    /// Words printed in capitals with a letter read as a mark: "!" or "|" touching a letter is an I
    /// ("DAMA!", "BES!", "JIAWE|"), "¥" a Y. Words with small letters, and marks standing alone, are left.
    /// Used on names and addresses only, which carry no exclamations.
    static func capitalsRepaired(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let letters = token.filter(\.isLetter)
            guard letters.count >= 2, letters.allSatisfy(\.isUppercase) else { return String(token) }
            let characters = Array(token)
            return String(characters.indices.map { i -> Character in
                let c = characters[i]
                guard c == "!" || c == "|" || c == "¥" else { return c }
                let touches = (i > 0 && characters[i - 1].isLetter) || (i + 1 < characters.count && characters[i + 1].isLetter)
                return touches ? (c == "¥" ? "Y" : "I") : c
            })
        }.joined(separator: " ")
    }
}

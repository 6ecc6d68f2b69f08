import DocModel

/// Respells a receipt's merchant name or address from earlier receipts of the same merchant. People keep
/// going back to the same shops, and each receipt's head is read with its own slips ("KPB 4" on one,
/// "1851-R" on the next): readings of one merchant that are alike (at least `minSimilarity` after
/// upper-casing, by edit distance) vote character by character with this receipt's reading
/// (`CharacterVote`), which keeps every character that no majority of the earlier readings puts otherwise
/// (its weight breaks ties). Fewer than `minReadings` alike earlier readings change nothing, so one
/// earlier slip never overrides what this receipt reads; nor does a vote that rewrites a word rather than
/// a letter or two of it, which is another merchant's name (a chain's other branch: "MR. D.I.Y. (KUCHAI)"
/// against "MR. D.I.Y. (M)"), not a slip.
struct MerchantMemory: Sendable {
    var minSimilarity = 0.75
    var minReadings = 2

    /// What this receipt's reading becomes, or nil when the vote keeps it (up to case and spacing).
    func respelled(_ own: String, earlier: [String]) -> (text: String, readings: Int)? {
        let key = Array(Self.normalized(own))
        guard !key.isEmpty else { return nil }
        let alike = earlier.filter { Self.similarity(key, Array(Self.normalized($0))) >= minSimilarity }
        guard alike.count >= max(1, minReadings) else { return nil }
        // Slightly more than one reading's weight: this receipt wins every tie, a majority against it wins.
        let readings = [CharacterVote.Reading(text: own, weight: 1.01)] + alike.map { CharacterVote.Reading(text: $0, weight: 1) }
        guard let voted = CharacterVote.vote(readings)?.text, !voted.isEmpty,
              Self.normalized(voted) != String(key), Self.keepsWords(own, voted),
              Self.spacingChanges(own, voted) <= 1 else { return nil }
        return (voted, alike.count)
    }

    /// One field the memory changed on a receipt.
    struct Change: Sendable {
        var field: String
        var from: String
        var to: String
        var readings: Int
    }

    /// The receipt's name and address as voted with `readings` (other receipts' own readings): each field
    /// becomes its vote from what the receipt itself read, or that reading when the vote keeps it, and its
    /// correction says so. Returns the fields whose value changed.
    func apply(to receipt: inout Receipt, readings: [Receipt.MerchantReading]) -> [Change] {
        let own = receipt.merchantReading
        let fields: [(WritableKeyPath<Receipt, Receipt.Field?>, String?, [String], String)] =
            [(\.merchant, own.name, readings.compactMap(\.name), "merchant"),
             (\.address, own.address, readings.compactMap(\.address), "address")]
        var changes: [Change] = []
        for (field, read, others, label) in fields {
            guard let read, let before = receipt[keyPath: field]?.value else { continue }
            let voted = respelled(read, earlier: others)
            let value = voted?.text ?? read
            guard value != before else { continue }
            receipt[keyPath: field]?.value = value
            receipt.corrections.removeAll { $0.field == label }
            if let voted { receipt.corrections.append(Receipt.Correction(field: label, read: read, corrected: voted.text)) }
            changes.append(Change(field: label, from: before, to: value, readings: voted?.readings ?? others.count))
        }
        return changes
    }

    /// In how many places `voted` puts a space where `own` has none, or takes one away. OCR misses or adds a space
    /// here and there; a name spaced otherwise in several places is the same shop printed another way
    /// ("MR.D.I.Y(M)SDN BHD" on one till, "MR. D.I.Y. (M) SDN BHD" on the others), which the memory must not impose.
    static func spacingChanges(_ own: String, _ voted: String) -> Int {
        let read = Array(CharacterVote.collapsed(own))
        return CharacterVote.alignment(read, Array(voted)).filter { step in
            switch step {
            case .match(let i, let c): return (read[i] == " ") != (c == " ")
            case .insert(let c): return c == " "
            }
        }.count
    }

    /// Whether each word of `own` of three characters or more mostly survives in `voted`: at most one
    /// change (a character replaced, dropped, or inserted inside the word) for every two it keeps.
    static func keepsWords(_ own: String, _ voted: String) -> Bool {
        let read = Array(CharacterVote.collapsed(own))
        var kept = Array(repeating: false, count: read.count)
        var insertedBefore = Array(repeating: 0, count: read.count + 1)
        var next = 0
        for step in CharacterVote.alignment(read, Array(voted)) {
            switch step {
            case .match(let i, let c):
                kept[i] = c == read[i]
                next = i + 1
            case .insert:
                insertedBefore[next] += 1
            }
        }
        var start = 0
        for end in 0...read.count where end == read.count || read[end] == " " {
            defer { start = end + 1 }
            guard end - start >= 3 else { continue }
            let keptCount = (start..<end).filter { kept[$0] }.count
            let inserted = (start + 1..<end).reduce(0) { $0 + insertedBefore[$1] }
            if 2 * (end - start - keptCount + inserted) > keptCount { return false }
        }
        return true
    }

    /// 1 − edit distance over the longer length (1: the same).
    static func similarity(_ a: [Character], _ b: [Character]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return 1 - Double(EditDistance.levenshtein(a, b)) / Double(max(a.count, b.count))
    }

    /// Upper-cased, whitespace runs as one space, trimmed.
    static func normalized(_ text: String) -> String {
        CharacterVote.collapsed(text).uppercased()
    }
}

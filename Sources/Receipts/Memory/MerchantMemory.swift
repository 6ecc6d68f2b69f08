import DocModel
import TextRepair

/// Respells a receipt's merchant name or address from earlier receipts of the same merchant. People keep
/// going back to the same shops, and each receipt's head is read with its own slips ("KPB 4" on one,
/// "1851-R" on the next): readings of one merchant that are alike (at least `minSimilarity` after
/// upper-casing, by edit distance; an address only among receipts whose name is alike too) vote character by
/// character with this receipt's reading (`CharacterVote`), which keeps every character that no majority of
/// the earlier readings puts otherwise (its weight breaks ties). Fewer than `minReadings` alike earlier
/// readings change nothing, so one earlier slip never overrides what this receipt reads, except where the
/// word model finds the other spelling far likelier (`settledWords`); nor does a vote that rewrites a word
/// rather than a letter or two of it, which is another merchant's name (a chain's other branch: "MR. D.I.Y.
/// (KUCHAI)" against "MR. D.I.Y. (M)"), not a slip, unless the field's numbers vouch for it (`numbersVouch`).
public struct MerchantMemory: Sendable {
    public var minSimilarity = 0.75
    public var minReadings = 2
    /// At most this many alike readings vote, the first found (the newest, as stores give them): twenty settle
    /// any letter, and a vote costs the square of its readings (a regular shop's hundredth receipt).
    public var maxReadings = 20
    /// Settles a word that alike readings spell otherwise when the vote cannot (a single earlier reading, or a
    /// tie): the spelling the model finds `modelMargin` (natural log) likelier is taken ("HAKLWARE" against
    /// "HARDWARE"). Without a model only the vote changes anything.
    public var characterModel: CharacterModel?
    public var modelMargin = 2.0
    /// Shorter words are left as read: a few letters say too little to the model ("AIK" against "ATH").
    public var modelMinLength = 5

    public init() {}

    /// Other receipts' readings of one field, with what comparing them needs, worked out once for many votes.
    public struct Candidates: Sendable {
        public let texts: [String?]
        /// Compared as Unicode scalars: comparing `Character`s made the batch's second look ten times slower.
        fileprivate let keys: [[Unicode.Scalar]]
        fileprivate let counts: [[Int]]

        public init(_ texts: [String?]) {
            self.texts = texts
            keys = texts.map { Array(MerchantMemory.normalized($0 ?? "").unicodeScalars) }
            counts = keys.map(MerchantMemory.characterCounts)
        }
    }

    /// What this receipt's reading becomes, or nil when the vote keeps it (up to case and spacing).
    public func respelled(_ own: String, earlier: [String]) -> (text: String, readings: Int)? {
        respelled(own, among: Candidates(earlier), excluding: nil)
    }

    /// `respelled(_:earlier:)` among prepared readings, the one at `excluding` (this receipt's own) left out, and
    /// only those `among` allows when given.
    func respelled(_ own: String, among candidates: Candidates, excluding: Int?,
                   only allowed: Set<Int>? = nil) -> (text: String, readings: Int)? {
        respelled(own, alike: alikeIndices(own, among: candidates, excluding: excluding, only: allowed, limit: maxReadings)
            .compactMap { candidates.texts[$0] })
    }

    /// `respelled(_:earlier:)` with the alike readings found.
    private func respelled(_ own: String, alike: [String]) -> (text: String, readings: Int)? {
        guard !alike.isEmpty else { return nil }
        if alike.count >= max(1, minReadings), let voted = voted(own, alike: alike) { return (voted, alike.count) }
        // Shops named alike ("JAYA ALAM BERSATU" beside "JAYA ALAM MAJU") blend into a vote that rewrites a word, or
        // that keeps this receipt's slip where only this shop's readings agree: the readings that match this one word
        // for word then vote alone.
        let close = alike.filter { Self.matchesWordForWord(own, $0) }
        if close.count < alike.count, close.count >= max(1, minReadings), let voted = voted(own, alike: close) {
            return (voted, close.count)
        }
        return settledWords(own, alike: alike).map { ($0, alike.count) }
    }

    /// Whether `other` has as many words as `own`, each a third of its characters or less from `own`'s.
    static func matchesWordForWord(_ own: String, _ other: String) -> Bool {
        let mine = normalized(own).split(separator: " "), theirs = normalized(other).split(separator: " ")
        return mine.count == theirs.count && zip(mine, theirs).allSatisfy { a, b in
            3 * EditDistance.levenshtein(Array(a), Array(b)) <= max(3, a.count, b.count)
        }
    }

    /// The indices of the readings alike `own` (at least `minSimilarity`), the first `limit` found.
    func alikeIndices(_ own: String, among candidates: Candidates, excluding: Int?, only allowed: Set<Int>? = nil,
                      limit: Int = .max) -> [Int] {
        let key = Array(Self.normalized(own).unicodeScalars)
        guard !key.isEmpty else { return [] }
        let keyCounts = Self.characterCounts(key)
        var alike: [Int] = []
        for i in candidates.texts.indices where alike.count < limit {
            guard i != excluding, allowed?.contains(i) ?? true, candidates.texts[i] != nil, !candidates.keys[i].isEmpty else { continue }
            let other = candidates.keys[i]
            // Cheap bounds first: the edit distance is at least the difference in length, and at least half the
            // characters one string has that the other lacks. Most stored receipts are other shops.
            let bound = Int((1 - minSimilarity) * Double(max(key.count, other.count)))
            guard abs(key.count - other.count) <= bound,
                  Self.countDifference(keyCounts, candidates.counts[i]) <= 2 * bound,
                  Self.similarity(key, other) >= minSimilarity else { continue }
            alike.append(i)
        }
        return alike
    }

    /// The character vote of `own` with `alike`, or nil when it keeps `own` or rewrites words the numbers do not vouch for.
    private func voted(_ own: String, alike: [String]) -> String? {
        // Slightly more than one reading's weight: this receipt wins every tie, a majority against it wins.
        let readings = [CharacterVote.Reading(text: own, weight: 1.01)] + alike.map { CharacterVote.Reading(text: $0, weight: 1) }
        guard let voted = CharacterVote.vote(readings)?.text, !voted.isEmpty,
              Self.normalized(voted) != Self.normalized(own) else { return nil }
        let slip = Self.keepsWords(own, voted) && Self.spacingChanges(own, voted) <= 1
        guard slip || Self.numbersVouch(own, voted, alike: alike) else { return nil }
        return voted
    }

    /// `own` with each word that an alike reading, word for word, spells a letter or two otherwise respelled as
    /// that reading does when the character model finds it `modelMargin` likelier; nil when no word changes.
    /// Words of letters only, `modelMinLength` or longer, are weighed; a third of a word's letters at most may differ.
    func settledWords(_ own: String, alike: [String]) -> String? {
        guard let model = characterModel, !model.isEmpty else { return nil }
        var words = CharacterVote.collapsed(own).split(separator: " ").map(String.init)
        let others = alike.map { CharacterVote.collapsed($0).split(separator: " ") }.filter { $0.count == words.count }
        var changed = false
        for i in words.indices {
            guard let mine = WordCore(words[i]), mine.letters.count >= modelMinLength else { continue }
            let read = mine.letters.uppercased()
            let readProbability = model.logProbability(read)
            var best: (letters: String, gain: Double)?
            var weighed = Set<String>()
            // In the readings' order, each spelling once: equal gains go to the first (the newest) reading.
            for theirs in others.compactMap({ WordCore(String($0[i]))?.letters }) where weighed.insert(theirs).inserted {
                let other = theirs.uppercased()
                let distance = EditDistance.levenshtein(Array(read), Array(other))
                guard other.count >= modelMinLength, distance >= 1, 3 * distance <= max(read.count, other.count) else { continue }
                let gain = model.logProbability(other) - readProbability
                if gain >= modelMargin, gain > best?.gain ?? -.infinity { best = (theirs, gain) }
            }
            guard let best else { continue }
            let letters = mine.letters.allSatisfy(\.isUppercase) ? best.letters.uppercased()
                : mine.letters.allSatisfy(\.isLowercase) ? best.letters.lowercased()
                : mine.letters.dropFirst().allSatisfy(\.isLowercase) ? best.letters.capitalized : best.letters
            words[i] = mine.before + letters + mine.after
            changed = true
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// One field the memory changed on a receipt.
    public struct Change: Sendable {
        public var field: String
        public var from: String
        public var to: String
        public var readings: Int
    }

    /// The receipt's name and address as voted with `readings` (other receipts' own readings): each field
    /// becomes its vote from what the receipt itself read, or that reading when the vote keeps it, and its
    /// correction says so. Returns the fields whose value changed.
    public func apply(to receipt: inout Receipt, readings: [Receipt.MerchantReading]) -> [Change] {
        apply(to: &receipt, names: Candidates(readings.map(\.name)), addresses: Candidates(readings.map(\.address)), excluding: nil)
    }

    /// `apply(to:readings:)` with the readings prepared, the one at `excluding` (the receipt's own) left out.
    public func apply(to receipt: inout Receipt, names: Candidates, addresses: Candidates, excluding: Int?) -> [Change] {
        let own = receipt.merchantReading
        // The readings of an alike name, found once: the first of them vote on the name, and an address votes only
        // among them (shops side by side in one mall or street print addresses as alike as one shop's readings,
        // with another lot number).
        let sameName = own.name.map { alikeIndices($0, among: names, excluding: excluding) }
        let fields: [(WritableKeyPath<Receipt, Receipt.Field?>, String?, String, (String) -> (text: String, readings: Int)?)] = [
            (\.merchant, own.name, "merchant", { respelled($0, alike: (sameName ?? []).prefix(maxReadings).compactMap { names.texts[$0] }) }),
            (\.address, own.address, "address", { respelled($0, among: addresses, excluding: excluding, only: sameName.map(Set.init)) }),
        ]
        var changes: [Change] = []
        for (field, read, label, respell) in fields {
            guard let read, let before = receipt[keyPath: field]?.value else { continue }
            let voted = respell(read)
            let value = voted?.text ?? read
            guard value != before else { continue }
            receipt[keyPath: field]?.value = value
            receipt.corrections.removeAll { $0.field == label }
            if let voted { receipt.corrections.append(Receipt.Correction(field: label, read: read, corrected: voted.text)) }
            changes.append(Change(field: label, from: before, to: value, readings: voted?.readings ?? 0))
        }
        return changes
    }

    /// Whether a vote that rewrites words is still this receipt's own address misread ("Lot3, mpeg 23/1, 40300 …"
    /// against "Lot 3, Jalan Pelabur 23/1, 40300 …"): its numbers, two or more, are all kept in order, and at least
    /// two alike readings are the voted text itself. Another branch of a chain is another lot and postcode.
    static func numbersVouch(_ own: String, _ voted: String, alike: [String]) -> Bool {
        let numbers = Self.numbers(own)
        let target = normalized(voted)
        return numbers.count >= 2 && Self.numbers(voted) == numbers && alike.filter { normalized($0) == target }.count >= 2
    }

    /// The runs of digits in `text`, in order.
    static func numbers(_ text: String) -> [Substring] {
        text.split { !("0"..."9").contains($0) }
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
    /// change (a character replaced, dropped, inserted inside the word or glued to either end of it) for
    /// every two it keeps.
    static func keepsWords(_ own: String, _ voted: String) -> Bool {
        let read = Array(CharacterVote.collapsed(own))
        var kept = Array(repeating: false, count: read.count)
        var insertedBefore = Array(repeating: 0, count: read.count + 1)
        // Characters other than spaces put at a word's either end, which grow the word ("MAJU" → "BERMATU").
        var glued = Array(repeating: 0, count: read.count + 1)
        var next = 0
        for step in CharacterVote.alignment(read, Array(voted)) {
            switch step {
            case .match(let i, let c):
                kept[i] = c == read[i]
                next = i + 1
            case .insert(let c):
                insertedBefore[next] += 1
                if c != " " { glued[next] += 1 }
            }
        }
        var start = 0
        for end in 0...read.count where end == read.count || read[end] == " " {
            defer { start = end + 1 }
            guard end - start >= 3 else { continue }
            let keptCount = (start..<end).filter { kept[$0] }.count
            let inserted = (start + 1..<end).reduce(0) { $0 + insertedBefore[$1] } + glued[start] + glued[end]
            if 2 * (end - start - keptCount + inserted) > keptCount { return false }
        }
        return true
    }

    /// How often each character occurs, letters and digits apart, everything else together.
    static func characterCounts(_ text: [Unicode.Scalar]) -> [Int] {
        var counts = Array(repeating: 0, count: 37)
        for c in text {
            switch c.value {
            case 65...90: counts[Int(c.value) - 65] += 1
            case 48...57: counts[26 + Int(c.value) - 48] += 1
            default: counts[36] += 1
            }
        }
        return counts
    }

    /// Characters one string has that the other lacks, both ways: at most twice their edit distance.
    static func countDifference(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).reduce(0) { $0 + abs($1.0 - $1.1) }
    }

    /// 1 − edit distance over the longer length (1: the same).
    static func similarity<T: Equatable>(_ a: [T], _ b: [T]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return 1 - Double(EditDistance.levenshtein(a, b)) / Double(max(a.count, b.count))
    }

    /// Upper-cased, whitespace runs as one space, trimmed.
    static func normalized(_ text: String) -> String {
        CharacterVote.collapsed(text).uppercased()
    }
}

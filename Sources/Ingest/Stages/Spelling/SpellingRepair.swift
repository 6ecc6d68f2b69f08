import DocModel
import TextRepair

/// Words OCR misread by one letter, put right when exactly one likely misreading makes a known word of
/// them: "RESTAURANT" for "KESTAURANT", "ONE" for "QNE", "Pahang" for "Pahany". A word is known when a word
/// list has it and it is long (seven letters or more: shorter foreign names are too often one slip from an
/// English word, JAYA from "Java", ALAM from "Alan", KUALA from "koala"), or when the same document has it
/// elsewhere, read surer by `seenMargin` (names and places no list holds come back on a page: "Highlands
/// Pahang, 69000 Pahany") or printed at least twice where this spelling is printed once ("SANYO STATIONERY"
/// in the heading, "SANYU SUPPLY SDN BHD" and "Sanyu.Stationery" below). A word that is itself in the list,
/// holds anything but letters (codes, amounts) or could become two known words is left as read.
struct SpellingRepair: Sendable {
    let wordList: WordList
    /// Shortest word looked at.
    var minLength = 3
    /// Shortest word the word list may turn a misreading into.
    var minListLength = 7
    /// How much surer than the word the document's other reading of a known word must be.
    var seenMargin = 0.05
    /// Settles between the word and another spelling the document shows of it, before their confidences do.
    var characterModel: CharacterModel?
    /// How much likelier (natural log) one spelling must be than the other for the model to settle it.
    var modelMargin = 2.0
    /// Shorter words are left to the confidences: abbreviations ("SDN", "incl") are unlike any word, and a
    /// few letters say too little ("SDN" → "SON" and "incl" → "inct" measured on SROIE).
    var modelMinLength = 5

    /// Letters OCR takes for one another (`LetterConfusions`).
    static let confusions = LetterConfusions.map

    /// One word put right.
    struct Change: Hashable, Sendable {
        var from: String
        var to: String
    }

    /// What the document shows of each word (folded to lower case): the surest reading of it as a word of
    /// its own, and how often it is printed, also inside tokens such as "Sanyu.Stationery".
    struct Sightings {
        var best: [String: Double] = [:]
        var count: [String: Int] = [:]

        init(_ document: Document, minLength: Int) {
            for block in document.blocks { SpellingRepair.visitWords(block) { word in
                // A label ("Date:") is a word of the form, not of the text round it: it vouches for no spelling there
                // ("KAMPUNG Dato," is a place, not "Date").
                if let core = WordCore(word.text), core.letters.count >= minLength, !core.after.hasPrefix(":") {
                    let folded = core.letters.lowercased()
                    best[folded] = max(best[folded] ?? 0, word.confidence)
                }
                for run in word.text.split(whereSeparator: { !$0.isLetter }) where run.count >= minLength {
                    count[run.lowercased(), default: 0] += 1
                }
            } }
        }
    }

    /// The document's words, respelled where one reading of a misread letter makes a known word.
    func repair(_ document: inout Document) -> [Change] {
        let sightings = Sightings(document, minLength: minLength)
        var changes: [Change] = []
        for b in document.blocks.indices {
            Self.respell(&document.blocks[b]) { word in
                guard let to = respelled(word, sightings: sightings) else { return nil }
                changes.append(Change(from: word.text, to: to))
                return to
            }
        }
        return changes
    }

    /// The word's text respelled, or nil to keep it.
    func respelled(_ word: Word, sightings: Sightings) -> String? {
        if let core = WordCore(word.text) {
            return respelled(letters: core.letters, confidence: word.confidence, sightings: sightings)
                .map { core.before + $0 + core.after }
        }
        // Words OCR joined at a mark ("Flr,Paradign"): each run of letters on its own; nothing with digits.
        guard word.text.allSatisfy({ $0.isLetter || $0.isPunctuation }) else { return nil }
        var changed = false
        var text = ""
        var run = ""
        func flush() {
            if let respelled = respelled(letters: run, confidence: word.confidence, sightings: sightings) {
                text += respelled
                changed = true
            } else {
                text += run
            }
            run = ""
        }
        for character in word.text {
            if character.isLetter {
                run.append(character)
            } else {
                flush()
                text.append(character)
            }
        }
        flush()
        return changed ? text : nil
    }

    /// A run of letters respelled, or nil to keep it.
    private func respelled(letters word: String, confidence: Double, sightings: Sightings) -> String? {
        guard word.count >= minLength, !wordList.contains(word) else { return nil }
        let letters = Array(word)
        let printedOnce = sightings.count[word.lowercased()] == 1
        var candidates: Set<String> = []
        var chosen: [Character]?
        for i in letters.indices {
            for other in Self.confusions[letters[i]] ?? [] {
                var candidate = letters
                candidate[i] = Self.cased(other, like: letters, at: i)
                let folded = String(candidate).lowercased()
                let listed = candidate.count >= minListLength && wordList.contains(folded)
                // A spelling printed more than once is not overruled by one surer reading of another.
                let seen = printedOnce && seenInstead(String(candidate), of: word, confidence: confidence, sightings: sightings)
                // Read once this way and twice or more the other, neither a listed word: two readings of the
                // name agree against one, however sure Tesseract was of that one (a shop's large heading).
                let outnumbered = printedOnce && (sightings.count[folded] ?? 0) >= 2 && !wordList.contains(folded)
                if listed || seen || outnumbered, candidates.insert(folded).inserted { chosen = candidate }
            }
        }
        guard candidates.count == 1, let chosen else { return nil }
        return String(chosen)
    }

    /// Whether the document's other spelling `candidate` replaces `word`: as the character model says when it
    /// finds one of them much the likelier (Tesseract is as sure of "MALURT" as of "MALURI"); else when the
    /// other reading is surer by `seenMargin`.
    private func seenInstead(_ candidate: String, of word: String, confidence: Double, sightings: Sightings) -> Bool {
        guard let best = sightings.best[candidate.lowercased()] else { return false }
        if let model = characterModel, !model.isEmpty, word.count >= modelMinLength {
            let gain = model.logProbability(candidate) - model.logProbability(word)
            if gain >= modelMargin { return true }
            if gain <= -modelMargin { return false }
        }
        return best > confidence + seenMargin
    }

    /// The letter in the case the rest of the word is in: all capitals, or all lower case after the
    /// first letter; otherwise as the misread letter was.
    static func cased(_ letter: Character, like word: [Character], at index: Int) -> Character {
        let others = word.indices.filter { $0 != index }.map { word[$0] }
        if !others.isEmpty, others.allSatisfy(\.isUppercase) { return Character(letter.uppercased()) }
        if index > 0, others.dropFirst().allSatisfy(\.isLowercase) { return Character(letter.lowercased()) }
        return word[index].isUppercase ? Character(letter.uppercased()) : Character(letter.lowercased())
    }


    /// Only blocks whose text is their lines' text, one a line or run together with spaces as `layout` runs a
    /// paragraph's lines (paragraphs, titles, headings): a list's text and its items' carry markers, a table's
    /// lives in its cells, and neither could be rebuilt from words. The separator the text was joined with, or nil.
    static func lineSeparator(_ block: Block) -> String? {
        // A field keeps its key and value apart from its lines; respelling its words alone would split them.
        guard block.field == nil, !block.lines.isEmpty else { return nil }
        let texts = block.lines.map(\.text)
        return ["\n", " "].first { block.text == texts.joined(separator: $0) }
    }

    static func visitWords(_ block: Block, _ body: (Word) -> Void) {
        for line in block.lines { line.words.forEach(body) }
    }

    /// Applies `change` to each word of the block, rebuilding its text when a word changed.
    private static func respell(_ block: inout Block, _ change: (Word) -> String?) {
        guard let separator = lineSeparator(block) else { return }
        var changed = false
        for l in block.lines.indices {
            for w in block.lines[l].words.indices {
                if let text = change(block.lines[l].words[w]) {
                    block.lines[l].words[w].text = text
                    changed = true
                }
            }
        }
        if changed { block.text = block.lines.map(\.text).joined(separator: separator) }
    }
}

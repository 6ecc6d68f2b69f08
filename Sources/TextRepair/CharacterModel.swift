import Foundation

/// How word-like a spelling is in the languages of some word lists: for each list a character n-gram model
/// (each letter given the `order - 1` before it, the word's start and end counted), mixed in equal parts.
/// It settles between two spellings a document shows of one word ("MALURI" and "MALURT", "Bentong" and
/// "Bentona") where Tesseract's confidence cannot: "-URT" and "-ONA" hardly end a Malay word. It never makes
/// up a spelling: a name is seldom the likeliest string of letters ("TAMPOI" scores below "TAMPAI").
public struct CharacterModel: Sendable {
    public let order: Int
    /// Add-k smoothing, so that an n-gram no word shows is unlikely but possible.
    public var smoothing = 0.1
    /// The counts, built from the files on first use: a pipeline names the model for receipts, and a batch
    /// holding none never pays for reading the lists.
    private let built: Built

    private struct Counts: Sendable {
        var grams: [UInt64: Int32] = [:]
        var contexts: [UInt64: Int32] = [:]
    }

    private struct Languages: Sendable {
        var counts: [Counts] = []
        /// Lists that could not be read; the model goes on with the others.
        var missing: [String] = []
    }

    /// Letters a–z, then the word's start (padding), its end, and anything else.
    private static let alphabet = 29
    private static let start: UInt64 = 27, end: UInt64 = 28, other: UInt64 = 29

    /// One language per file: plain lists (one word a line, /usr/share/dict) or Hunspell dictionaries
    /// (a count, then `word/FLAGS`), whose affix flags are dropped. The files are read on first use.
    public init(files: [String], order: Int = 4) {
        self.order = max(2, order)
        built = Built(files: files, order: self.order)
    }

    private static func languages(files: [String], order: Int) -> Languages {
        var languages = Languages()
        for file in files {
            guard let lines = WordListFile.lines(atPath: file) else {
                languages.missing.append(file)
                continue
            }
            let words = lines.compactMap { line -> Substring? in
                let word = WordListFile.trimmed(line.prefix { $0 != "/" })
                return word.count >= 2 && word.allSatisfy(\.isLetter) ? word : nil
            }
            languages.counts.append(counts(words, order: order))
        }
        return languages
    }

    /// The model of these files, one per process: each worker builds its own stages, and reading the lists
    /// costs about 0.3 s (once, when a receipt first needs it).
    public static func shared(files: [String]) -> CharacterModel {
        cache.withLock { models in
            if let model = models[files] { return model }
            let model = CharacterModel(files: files)
            models[files] = model
            return model
        }
    }

    private static let cache = LockedModels()

    public init(wordLists: [[String]], order: Int = 4) {
        let order = max(2, order)
        self.order = order
        built = Built(Languages(counts: wordLists.map { list in Self.counts(list.map { Substring($0) }, order: order) }))
    }

    /// Lists that could not be read; the model goes on with the others.
    public var missing: [String] { built.value.missing }

    private var languages: [Counts] { built.value.counts }

    public var isEmpty: Bool { languages.isEmpty }

    /// Natural log of the word's probability, case ignored; 0 without any language.
    public func logProbability(_ word: String) -> Double {
        guard !languages.isEmpty else { return 0 }
        let codes = Self.codes(word, order: order)
        let scores = languages.map { counts in
            var sum = 0.0
            Self.forEachGram(codes, order: order) { gram, context in
                let hits = Double(counts.grams[gram] ?? 0), seen = Double(counts.contexts[context] ?? 0)
                sum += log((hits + smoothing) / (seen + smoothing * Double(Self.alphabet)))
            }
            return sum
        }
        // log of the mean of the languages' probabilities, without underflow.
        let top = scores.max() ?? 0
        return top + log(scores.map { exp($0 - top) }.reduce(0, +) / Double(scores.count))
    }

    private static func counts(_ words: [Substring], order: Int) -> Counts {
        var counts = Counts()
        for word in words {
            forEachGram(codes(word, order: order), order: order) { gram, context in
                counts.grams[gram, default: 0] += 1
                counts.contexts[context, default: 0] += 1
            }
        }
        return counts
    }

    private static func codes<S: StringProtocol>(_ word: S, order: Int) -> [UInt64] {
        var codes = [UInt64](repeating: start, count: order - 1)
        for scalar in word.lowercased().unicodeScalars {
            let v = scalar.value
            codes.append(v >= 97 && v <= 122 ? UInt64(v - 96) : other)
        }
        codes.append(end)
        return codes
    }

    /// Each n-gram of the padded word packed into an integer (5 bits a letter), with its context (the
    /// gram without its last letter, marked by a leading 1 so that contexts and grams never collide).
    private static func forEachGram(_ codes: [UInt64], order: Int, _ body: (UInt64, UInt64) -> Void) {
        guard codes.count >= order else { return }
        for last in (order - 1)..<codes.count {
            var context: UInt64 = 1
            for i in (last - order + 1)..<last { context = context << 5 | codes[i] }
            body(context << 5 | codes[last], context)
        }
    }
}

extension CharacterModel {
    /// The counts, made on first use behind a lock (the workers' stages share one model).
    private final class Built: @unchecked Sendable {
        // @unchecked: `made` is only touched while holding `lock`.
        private let lock = NSLock()
        private let files: [String]
        private let order: Int
        private var made: Languages?

        init(files: [String], order: Int) {
            self.files = files
            self.order = order
        }

        init(_ languages: Languages) {
            files = []
            order = 0
            made = languages
        }

        var value: Languages {
            lock.withLock {
                if let made { return made }
                let value = CharacterModel.languages(files: files, order: order)
                made = value
                return value
            }
        }
    }
}

/// Models by their files, behind a lock (workers build their stages at the same time).
private final class LockedModels: @unchecked Sendable {
    // @unchecked: `models` is only touched while holding `lock`.
    private let lock = NSLock()
    private var models: [[String]: CharacterModel] = [:]

    func withLock<T>(_ body: (inout [[String]: CharacterModel]) -> T) -> T {
        lock.withLock { body(&models) }
    }
}

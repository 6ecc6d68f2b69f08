import DocModel
import Foundation
import Pipeline
import Synchronization
import TextRepair

/// The words of one or more plain word lists (one word a line, as Debian's `wamerican` and `wbritish`
/// install under /usr/share/dict), folded to lower case. A list that cannot be read is named in `missing`
/// and left out: spelling goes on with the others, or with the document's own words alone.
struct WordList: Sendable {
    private(set) var words: Set<String> = []
    private(set) var missing: [String] = []

    init(files: [String]) {
        for file in files {
            guard let lines = WordListFile.lines(atPath: file) else {
                missing.append(file)
                continue
            }
            // Possessives ("Malaysia's") add nothing the bare word does not.
            for word in lines where !word.isEmpty && !word.hasSuffix("'s") { words.insert(word.lowercased()) }
        }
    }

    init(words: [String]) {
        self.words = Set(words.map { $0.lowercased() })
    }

    func contains(_ word: String) -> Bool { words.contains(word.lowercased()) }

    /// How many words of a reading are in the list (case-folded, punctuation at either end stripped, split at
    /// dashes, letters only, two or more): how two readings of one page are compared where the engine's own
    /// confidence cannot judge them.
    func knownWords(in reading: [[Line]]) -> Int {
        reading.joined().flatMap(\.words).reduce(0) { count, word in
            count + word.text.split(whereSeparator: { "-–—".contains($0) }).filter { piece in
                let core = piece.trimmingCharacters(in: .letters.inverted)
                return core.count >= 2 && core.allSatisfy(\.isLetter) && contains(core)
            }.count
        }
    }

    /// The lists read once per process (each reader's `layout` asks for them); nil when none could be read.
    static func shared(files: [String]) -> WordList? {
        let list = cached(files: files)
        return list.words.isEmpty ? nil : list
    }

    /// The lists read once per process, empty or not (`spelling` names the files it could not read).
    static func cached(files: [String]) -> WordList {
        cache.withLock { cache in
            if let list = cache[files] { return list }
            let list = WordList(files: files)
            cache[files] = list
            return list
        }
    }

    /// The default lists (`SpellingStage.defaultWordLists`), read once per process; nil when none could be read.
    static var standard: WordList? { shared(files: StageDefinition.commaList(SpellingStage.defaultWordLists)) }

    private static let cache = Mutex<[[String]: WordList]>([:])
}

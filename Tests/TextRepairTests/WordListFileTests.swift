import Foundation
import Testing
@testable import TextRepair

@Suite struct WordListFileTests {
    @Test func trimmingDropsWhatFoundationsWhitespaceTrimmingDrops() {
        // Tabs, ordinary and no-break spaces, an ideographic space at the ends; spaces inside and accents kept.
        let samples = ["  word\t", "\u{00A0}Straße\u{3000}", "ice cream", "\t\t", "", "café ", " naïve/AB", "x\u{2009}"]
        for sample in samples {
            #expect(String(WordListFile.trimmed(Substring(sample))) == sample.trimmingCharacters(in: .whitespaces),
                    "\(sample.debugDescription)")
        }
    }

    @Test func aFileIsReadLineByLineWithEveryLineTrimmed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wordlist-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(" apple\r\nbanana \n\n\tcherry/XY\n".utf8).write(to: url)
        #expect(WordListFile.lines(atPath: url.path) == ["apple", "banana", "cherry/XY"])
        #expect(WordListFile.lines(atPath: url.path + ".missing") == nil)
    }
}

extension WordListFileTests {
    @Test func linesBreakWhereCharactersBreakLines() {
        let text = "one\r\ntwo\u{2028}three\u{85}four\u{0B}five\u{0C}six\rseven\n\n e\u{301} \n"
        #expect(WordListFile.lines(of: text) == text.split(whereSeparator: \.isNewline).map {
            Substring($0.trimmingCharacters(in: .whitespaces))
        })
    }
}

import DocModel
import Foundation
import Testing
@testable import Ingest

/// The `extract` stage gives a letter's date line the `date` role: not prose, whatever the language.
@Suite struct DateLineRoleTests {
    /// The role of each one-line paragraph after the default `extract` stage.
    func roles(_ texts: [String]) throws -> [String: Block.Role?] {
        let blocks = try ExtractStageFixture.run(texts.enumerated().compactMap { n, text in
            ExtractStageFixture.paragraph("b\(n + 1)", [text], y: 100 * n)
        })
        return Dictionary(uniqueKeysWithValues: blocks.map { ($0.text, $0.role) })
    }

    @Test func aLettersDateLineIsNoProseInEnglishGermanAndFrench() throws {
        let dated = ["Lyon, le 16 mai 2026", "München, 12. Januar 2026", "March 3, 2026"]
        let prose = ["We will deliver the goods on March 3, 2026 as agreed with your office last week."]
        let found = try roles(dated + prose)
        for line in dated { #expect(found[line] == .some(.date), "\(line)") }
        #expect(found[prose[0]] == .some(nil))
    }
}

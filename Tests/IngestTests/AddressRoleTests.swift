import DocModel
import Foundation
import Testing
@testable import Ingest

/// The `extract` stage marks address blocks: a letter's recipient block is an address, not prose, also when a
/// company and a person's name above it outweigh the address itself.
@Suite struct AddressRoleTests {
    /// The role of each paragraph (lines separated by " / ") after the default `extract` stage; its text joins
    /// the lines by newlines or, as `PageLayout` joins a paragraph's lines, by spaces.
    func roles(_ blocks: [String], spaced: Bool) throws -> [String: Block.Role?] {
        let found = try ExtractStageFixture.run(blocks.enumerated().compactMap { n, block in
            var paragraph = ExtractStageFixture.paragraph("b\(n + 1)", block.components(separatedBy: " / "), y: 1000 * n)
            if spaced, let lines = paragraph?.lines { paragraph?.text = lines.map(\.text).joined(separator: " ") }
            return paragraph
        })
        return Dictionary(uniqueKeysWithValues: found.map { ($0.text, $0.role) })
    }

    @Test func aRecipientsCompanyAndNameAboveTheirAddressMakeNoProse() throws {
        let recipients = ["Rivière Transports / t.a.v. mevrouw Sanne Bakker / Via Roma 15 / 20121 Milano MI / Italia",
                          "Costa Verde Alimentación / Sig.ra Giulia Ricci / 25 rue de la République / 69002 Lyon / France",
                          "Albrecht Maschinenbau / Frau Katrin Keller / Hauptstraße 12 / 80331 München / Deutschland"]
        // Prose that ends with an address, and three name-like lines over one: not a recipient's block.
        let others = ["We have moved to a larger building. / Please write to our new office at / Hauptstraße 12 / 80331 München / Deutschland",
                      "Northwind Traders / Accounts Department / Attn. Laura Carter / Hauptstraße 12 / 80331 München"]
        for spaced in [false, true] {
            let found = try roles(recipients + others, spaced: spaced)
            let text = { (block: String) in block.replacingOccurrences(of: " / ", with: spaced ? " " : "\n") }
            for block in recipients { #expect(found[text(block)] == .some(.address), "\(block)") }
            for block in others { #expect(found[text(block)] != .some(.address), "\(block)") }
        }
    }

    /// A scan's recipient block whose company and name lines, and its country line, the layout set apart from the
    /// address: they are part of it. A short line two blank lines below, or indented elsewhere, is not.
    @Test func aRecipientsNameAndCountryLinesSetApartFromTheirAddressArePartOfIt() throws {
        // Lines 66 px apart (33 px high): the name lines and the country line 33–40 px from the address block.
        func block(_ id: String, _ texts: [String], x: Int, y: Int) -> Block? {
            ExtractStageFixture.paragraph(id, texts, x: x, y: y, height: 33, pitch: 66)
        }
        let found = try ExtractStageFixture.run([
            block("b1", ["Beaumont Conseil"], x: 200, y: 1000), block("b2", ["Frau Katrin Keller"], x: 200, y: 1070),
            block("b3", ["Rue Royale 120", "1000 Bruxelles"], x: 200, y: 1140), block("b4", ["Belgique"], x: 200, y: 1280),
            block("b5", ["Accounts Manager"], x: 200, y: 1480), block("b6", ["Kundennummer C4471"], x: 1400, y: 1070)].compactMap { $0 })
        let roles = Dictionary(uniqueKeysWithValues: found.map { ($0.id, $0.role) })
        for id in ["b1", "b2", "b3", "b4"] { #expect(roles[id] == .some(.address), "\(id)") }
        // Not the address's (short lines that are no sentence: fragments).
        #expect(roles["b5"] == .some(.fragment))
        #expect(roles["b6"] == .some(.fragment))
    }
}

/// The `extract` stage gives a letterhead's short lines above its address and the title (a company's tagline) the
/// `header` role.
@Suite struct LetterheadRoleTests {
    @Test func aTaglineAboveTheLetterheadsAddressIsTheLetterheadButWhatFollowsTheAddressIsNot() throws {
        func block(_ id: String, _ text: String, y: Int) -> Block? {
            ExtractStageFixture.paragraph(id, [text], x: 200, y: y, height: 30)
        }
        var title = block("b4", "FACTUUR", y: 700)
        title?.type = .title
        let found = try ExtractStageFixture.run([
            block("b1", "Seit 1952 in Familienbesitz", y: 300), block("b2", "Hauptstraße 12, 80331 München", y: 360),
            block("b3", "Wir danken Ihnen für Ihren Auftrag.", y: 420), block("b3a", "Beaumont Conseil", y: 480), title,
            block("b5", "Quality since 1987", y: 900)].compactMap { $0 })
        let roles = Dictionary(uniqueKeysWithValues: found.map { ($0.id, $0.role) })
        #expect(roles["b1"] == .some(.header))
        #expect(roles["b2"] == .some(.address))
        #expect(roles["b3"] == .some(nil))   // under the letterhead's address: not the letterhead
        #expect(roles["b3a"] == .some(.fragment))  // (nor a recipient's name line, two lines under the address)
        #expect(roles["b5"] == .some(.fragment))   // below the title: the body's, a short line that is no sentence
    }
}

/// A recipient's company and person set apart from their address as one block of two lines (a scan's gap a
/// little wider than a paragraph's): part of the address, in every country `AddressDetector` reads (Sweden here).
@Suite struct RecipientNameBlockTests {
    @Test func aRecipientsCompanyAndPersonAsOneBlockOfTwoLinesOverTheirAddressArePartOfIt() throws {
        func block(_ id: String, _ texts: [String], x: Int = 200, y: Int) -> Block? {
            ExtractStageFixture.paragraph(id, texts, x: x, y: y, height: 33, pitch: 66)
        }
        let found = try ExtractStageFixture.run([
            block("b1", ["Bluefield Analytics", "Ms Hannah Brooks"], y: 1000),
            block("b2", ["Drottninggatan 50", "111 21 Stockholm"], y: 1140), block("b3", ["Sverige"], y: 1280),
            // Two lines of a sentence, and three short lines, right over another address: no name lines.
            block("b4", ["We have moved to a new office.", "Please write to us here:"], y: 2000),
            block("b5", ["Hauptstraße 12", "80331 München"], y: 2140),
            block("b6", ["Northwind Traders", "Accounts Department", "Laura Carter"], y: 2600),
            block("b7", ["Via Roma 15", "20121 Milano MI"], y: 2810)].compactMap { $0 })
        let roles = Dictionary(uniqueKeysWithValues: found.map { ($0.id, $0.role) })
        for id in ["b1", "b2", "b3", "b5", "b7"] { #expect(roles[id] == .some(.address), "\(id)") }
        #expect(roles["b4"] == .some(nil))
        #expect(roles["b6"] == .some(nil))
    }
}

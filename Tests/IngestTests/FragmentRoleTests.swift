import DocModel
import Foundation
import Testing
@testable import Ingest

/// The `extract` stage gives what is left of a page that is no sentence the `fragment` role: prose is sentences,
/// in every language; a recipient's lines still join their address first.
@Suite struct FragmentRoleTests {
    @Test func shortPiecesThatAreNoSentenceAreFragmentsButProseInEveryLanguageIsNot() throws {
        let fragments = ["Data fattura", "Referente", "Marco Bianchi", "12.2 kg", "C72897", "Kabelbinder 200 mm",
                         "49,38 € 1.580,16 €", "Unterlegscheiben 8 mm Schutzhandschuhe Gr. L", "Delivery method Ground freight",
                         "N° TVA", "|", "= N", "815.282 € +3.3%", "Frais de port", "N.° de factura", "Fecha de factura"]
        let prose = ["Thank you for your letter and for the time you took to explain the situation.",
                     "Ab dem kommenden Monat sind unsere Rechnungen innerhalb von dreißig Tagen zahlbar.",
                     "Nous attachons une grande importance à la collaboration entre nos deux entreprises.",
                     "Please let us know if the revised terms raise any questions",   // no full stop: still running words
                     "Il nostro servizio tecnico La contatterà la prossima settimana",
                     "Approved?", "Vielen Dank!"]
        let blocks = (fragments + prose).enumerated().compactMap { n, text in
            ExtractStageFixture.paragraph("b\(n + 1)", [text], x: 200, y: 300 + 200 * n)
        }
        let found = Dictionary(uniqueKeysWithValues: try ExtractStageFixture.run(blocks).map { ($0.text, $0.role) })
        for text in fragments { #expect(found[text] == .some(.fragment), "\(text)") }
        for text in prose { #expect(found[text] == .some(nil), "\(text)") }
    }

    /// Three lines or more are a paragraph's, whatever their words; a recipient's name over its address is the
    /// address's, not a fragment.
    @Test func longerBlocksAndARecipientsNameOverItsAddressAreNoFragments() throws {
        let found = try ExtractStageFixture.run([
            ExtractStageFixture.paragraph("b1", ["Servicebesuch 40", "Kabelbinder 200 mm", "Stretchfolie 12"], x: 200, y: 300),
            ExtractStageFixture.paragraph("b2", ["Frau Katrin Keller"], x: 200, y: 1000, height: 33, pitch: 66),
            ExtractStageFixture.paragraph("b3", ["Hauptstraße 12", "80331 München"], x: 200, y: 1070, height: 33, pitch: 66),
        ].compactMap { $0 })
        let roles = Dictionary(uniqueKeysWithValues: found.map { ($0.id, $0.role) })
        #expect(roles["b1"] == .some(nil))
        #expect(roles["b2"] == .some(.address))
        #expect(roles["b3"] == .some(.address))
    }
}

import Foundation
import DocModel

/// Prose is sentences. A paragraph of one or two lines that ends no sentence and is three words or fewer, or is
/// mostly not words of running text (at most half its words are lower-case words of two letters or more), is a
/// fragment: a label or value left alone ("Data fattura", "N.° de factura", "C72897", "12.2 kg"), a row of a table
/// the layout did not find ("Kabelbinder 200 mm", "49,38 € 1.580,16 €"), a speck or rule read as a mark ("|", "= N"). Runs last among the roles, after
/// the address, date and letterhead roles and the address's joined lines, so those keep what they take.
public enum FragmentRole {
    static let maxLines = 2
    /// Romance labels hold running words ("Frais de port", "Fecha de factura"): short pieces are fragments whatever
    /// their words.
    static let maxShortWords = 3

    public static func mark(_ blocks: inout [Block]) {
        for i in blocks.indices where blocks[i].type == .paragraph && blocks[i].role == nil && blocks[i].lines.count <= maxLines {
            if isFragment(blocks[i].text) { blocks[i].role = .fragment }
        }
    }

    static func isFragment(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard let last = text.last(where: { !$0.isWhitespace }) else { return false }
        if ".!?…;:".contains(last) { return false }
        let running = words.filter { word in
            let core = word.trimmingCharacters(in: .punctuationCharacters)
            return core.count >= 2 && core.allSatisfy { $0.isLetter && $0.isLowercase }
        }
        return words.count <= maxShortWords || 2 * running.count <= words.count
    }
}

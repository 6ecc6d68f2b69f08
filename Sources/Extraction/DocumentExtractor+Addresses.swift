import DocModel
import Foundation

/// Addresses printed as separate lines often come back from Tesseract as separate paragraphs
/// ("221B Baker Street" / "London" / "NW1 6XE"), so no one block holds the whole address. This pass reads
/// runs of up to four paragraphs that follow each other closely on a page as one text, and reports an
/// address that crosses a block boundary on the block where it starts: `range` is its part in that block,
/// `text` the whole address (lines joined by newlines), `box` the union of all its words. An address found
/// whole in its block whose country line the layout set apart ("Victoria, BC V8Z 3K9" / "Canada") is
/// replaced by the longer one that starts where it starts.
extension DocumentExtractor {
    static let maxJoinedBlocks = 4

    func addressesAcrossBlocks(in blocks: [Block], into known: inout [Entity]) {
        guard detector.options.kinds?.contains(.address) ?? true else { return }
        let paragraphs = blocks.filter { $0.items == nil && $0.table == nil && !$0.text.isEmpty }
        for start in paragraphs.indices {
            var run = [paragraphs[start]]
            while run.count < Self.maxJoinedBlocks, start + run.count < paragraphs.count,
                  Self.follows(paragraphs[start + run.count], run[run.count - 1]) {
                run.append(paragraphs[start + run.count])
            }
            guard run.count > 1 else { continue }
            let joined = run.map(\.text).joined(separator: "\n")
            let detection = run.map { WordOffsets($0)?.detectionText($0.text) ?? $0.text }.joined(separator: "\n")
            let firstLength = (run[0].text as NSString).length
            for match in AddressDetector().detect(in: TextView(detection))
            where match.range.location < firstLength && NSMaxRange(match.range) > firstLength {
                let inFirst = NSRange(location: match.range.location, length: firstLength - match.range.location)
                let scalar = Self.scalarRange(inFirst, in: run[0].text)
                let overlapping = known.indices.filter { known[$0].blockID == run[0].id && known[$0].kind == .address
                    && known[$0].range.start < scalar.start + scalar.length && scalar.start < known[$0].range.start + known[$0].range.length }
                // Only the same address read on into a country line replaces the one found in the block.
                let extended = overlapping.count == 1 && known[overlapping[0]].range.start == scalar.start
                    && match.components?["countryPrinted"] != nil && known[overlapping[0]].components?["countryPrinted"] == nil
                    && match.normalized.hasPrefix(known[overlapping[0]].normalized + ", ")
                guard overlapping.isEmpty || extended else { continue }
                let words = Self.words(of: run, in: match.range)
                let confidence = words.isEmpty ? (run[0].provenance.first?.confidence ?? 1)
                    : words.map(\.confidence).reduce(0, +) / Double(words.count)
                if extended { known.remove(at: overlapping[0]) }
                // As within one block (`EntityDetector`), the address beats the weaker kinds its first line looks
                // like: "815 W Grand Avenue" holds no 815 watts.
                known.removeAll { Self.yieldsToAddresses.contains($0.kind) && $0.blockID == run[0].id
                    && $0.range.start < scalar.start + scalar.length && scalar.start < $0.range.start + $0.range.length }
                known.append(Entity(kind: .address, text: (joined as NSString).substring(with: match.range),
                                    normalized: match.normalized, components: match.components, blockID: run[0].id,
                                    range: scalar, page: run[0].provenance.first?.page ?? 1,
                                    box: Box.enclosing(words.map(\.box)) ?? run[0].provenance.first?.box,
                                    confidence: (match.confidence * max(0, min(1, confidence)) * 1000).rounded() / 1000))
            }
        }
    }

    /// The kinds `EntityDetector` tries after addresses, which lose to an address where they overlap.
    static let yieldsToAddresses: Set<Entity.Kind> = [.date, .money, .phone, .percentage, .flightNumber, .measurement]

    /// `next` starts on the same page within two of `previous`'s line heights below it.
    static func follows(_ next: Block, _ previous: Block) -> Bool {
        guard let a = previous.provenance.last, let b = next.provenance.first, a.page == b.page else { return false }
        let lineHeight = previous.lines.last?.box.height ?? a.box.height
        let gap = b.box.y - (a.box.y + a.box.height)
        return gap >= -lineHeight && gap <= 2 * lineHeight
    }

    /// The words of a run of blocks covered by a range of their joined text.
    static func words(of run: [Block], in range: NSRange) -> [Word] {
        var offset = 0, covered: [Word] = []
        for block in run {
            let length = (block.text as NSString).length
            let local = NSIntersectionRange(range, NSRange(location: offset, length: length))
            if local.length > 0, let words = WordOffsets(block) {
                covered += words.words(in: NSRange(location: local.location - offset, length: local.length))
            }
            offset += length + 1
        }
        return covered
    }
}

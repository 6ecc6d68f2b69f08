import DocModel
import Foundation

/// A line of measurements set apart by middle dots ("84.5 W · 41.6 °C · 45.2 l") comes back with a dot read
/// as a colon ("41.6 °C:"), and the layout stage then cuts the line into key–value fields side by side:
/// "Specifications: 84.5" | "W - 41.6 °C: 45.2 |". The number ends one block and its unit starts the next, so
/// neither block holds the measurement; an IBAN's groups cut the same way ("IBAN: DE89 3704" | "0044 0532 0130
/// 00") leave no IBAN, and its tail a phone number. This pass reads a block with the block that goes on along
/// its line (`continuesOnItsLine`, as one-line addresses are read), joined by a space, and reports a
/// measurement or an IBAN (mod-97 checked, as always) that crosses the boundary on the block where it starts,
/// boxed by the words of both, and an item of the list wholly in the second block that only the first block's
/// items make a measurement ("km: 148 m?"). Addresses have their own pass (`addressesAcrossBlocks`).
extension DocumentExtractor {
    static let readAcrossCutLines: Set<Entity.Kind> = [.measurement, .iban]

    func entitiesAcrossCutLines(in blocks: [Block], into known: inout [Entity]) {
        let kinds = Self.readAcrossCutLines.intersection(detector.options.kinds ?? Self.readAcrossCutLines)
        guard !kinds.isEmpty else { return }
        let paragraphs = blocks.filter { $0.items == nil && $0.table == nil && !$0.text.isEmpty }
        for left in paragraphs {
            guard let right = paragraphs.filter({ Self.continuesOnItsLine($0, left) })
                .min(by: { $0.provenance[0].box.x < $1.provenance[0].box.x }) else { continue }
            let run = [left, right]
            let joined = run.map(\.text).joined(separator: " ")
            let detection = run.map { WordOffsets($0)?.detectionText($0.text) ?? $0.text }.joined(separator: " ")
            let firstLength = (left.text as NSString).length
            let matches = detector.matches(in: detection)
            // An item of a list of measurements in the block that goes on ("km: 148 m?" after "Specifications: 186 kW
            // - 73"): its look-alike unit is read as one beside the item the cut took into the block before
            // (`MeasurementDetector.listItem`), which the block alone does not hold. It takes the place of what the
            // block alone read there ("148 m").
            for match in matches where match.kind == .measurement && kinds.contains(.measurement) && match.range.location > firstLength {
                let inSecond = Self.scalarRange(NSRange(location: match.range.location - firstLength - 1, length: match.range.length), in: right.text)
                let overlapping = known.filter { $0.blockID == right.id && Self.overlap($0.range, inSecond) }
                guard !overlapping.contains(where: { $0.kind != .measurement || $0.normalized == match.normalized }) else { continue }
                known.removeAll { overlapping.contains($0) }
                let words = Self.words(of: [right], in: NSRange(location: match.range.location - firstLength - 1, length: match.range.length))
                let confidence = words.isEmpty ? (right.provenance.first?.confidence ?? 1)
                    : words.map(\.confidence).reduce(0, +) / Double(words.count)
                known.append(Entity(kind: match.kind, text: (joined as NSString).substring(with: match.range), normalized: match.normalized,
                                    components: match.components, blockID: right.id, range: inSecond,
                                    page: right.provenance.first?.page ?? 1,
                                    box: Box.enclosing(words.map(\.box)) ?? right.provenance.first?.box,
                                    confidence: (match.confidence * max(0, min(1, confidence)) * 1000).rounded() / 1000))
            }
            for match in matches where kinds.contains(match.kind)
                && match.range.location < firstLength && NSMaxRange(match.range) > firstLength + 1 {
                let inFirst = Self.scalarRange(NSRange(location: match.range.location, length: firstLength - match.range.location), in: left.text)
                let inSecond = Self.scalarRange(NSRange(location: 0, length: NSMaxRange(match.range) - firstLength - 1), in: right.text)
                let overlaps = { (entity: Entity) in
                    (entity.blockID == left.id && Self.overlap(entity.range, inFirst))
                        || (entity.blockID == right.id && entity.range.start < inSecond.length)
                }
                // What either block already holds there (an address, a price) was read with more of its line; an
                // IBAN, whose check digits vouch for the whole, takes the place of the pieces its groups were
                // read as (a phone number, an amount).
                let yields: Set<Entity.Kind> = match.kind == .iban ? Self.yieldsToAddresses : []
                guard !known.contains(where: { overlaps($0) && !yields.contains($0.kind) }) else { continue }
                known.removeAll { overlaps($0) && yields.contains($0.kind) }
                let words = Self.words(of: run, in: match.range)
                let confidence = words.isEmpty ? (left.provenance.first?.confidence ?? 1)
                    : words.map(\.confidence).reduce(0, +) / Double(words.count)
                known.append(Entity(kind: match.kind, text: (joined as NSString).substring(with: match.range),
                                    normalized: match.normalized, components: match.components, blockID: left.id,
                                    range: inFirst, page: left.provenance.first?.page ?? 1,
                                    box: Box.enclosing(words.map(\.box)) ?? left.provenance.first?.box,
                                    confidence: (match.confidence * max(0, min(1, confidence)) * 1000).rounded() / 1000))
            }
        }
    }
}

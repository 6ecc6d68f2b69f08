import DocModel
import Foundation
import TextRepair

/// One address, found once: a receipt's address field takes the value of the address entity `extract`
/// found in the same place, so the two differ in nothing ("3189 PARK DRIVE, UNIT 10, AUSTIN, TX 78788", its
/// lines joined by ", " as every address entity is). The entity that reads the same words (up to OCR's
/// look-alikes of digits) first; else the entity lying where the receipt's address lies (half of the smaller
/// box or more shared): the address detector, which checks a postcode's shape, its street and town, is the one
/// reader of addresses, and the receipt's lines under its name are only where to look ("Highland (323)
/// 551-6884 Mor: Roger Park, CA 90042" is "5250 York Blvd., Highland Park, CA 90042"). A receipt's address
/// where no address entity lies (a country the detector does not know) stays as the receipt read it.
public enum ReceiptAddressEntity {
    public static func adopt(in document: inout Document) {
        let addresses = (document.entities ?? []).filter { $0.kind == .address }
        guard !addresses.isEmpty else { return }
        let others = document.entities ?? []
        if var receipt = document.receipt {
            receipt.address = adopted(receipt.address, from: addresses, others: others)
            document.receipt = receipt
        }
        document.additionalReceipts = document.additionalReceipts?.map { receipt in
            var receipt = receipt
            receipt.address = adopted(receipt.address, from: addresses, others: others)
            return receipt
        }
    }

    /// The receipt's reading may run on past the address into the next line when that line is a date or a
    /// phone number the extractor found ("LINZER GASSE 30 5020 SALZBURG 5. Januar 2024"): the address then
    /// ends where the entity ends.
    static func adopted(_ field: Receipt.Field?, from addresses: [Entity], others: [Entity] = []) -> Receipt.Field? {
        guard var field, let box = field.box else { return field }
        let words = letters(field.value)
        let tails = Set(others.filter { $0.page == field.page && [.date, .phone].contains($0.kind) }.map { letters($0.text) })
        let here = addresses.filter { $0.page == field.page && $0.box.map { overlaps($0, box) } ?? false }
        let same = here.first { entity in
            let address = letters(entity.normalized)
            return address == words || (words.hasPrefix(address) && tails.contains(String(words.dropFirst(address.count))))
        }
        func shared(_ entity: Entity) -> Int { entity.box.map { $0.intersectionArea(box) } ?? 0 }
        let placed = here.filter { entity in
            entity.box.map { 2 * $0.intersectionArea(box) >= min($0.area, box.area) } ?? false
        }.max { shared($0) < shared($1) }
        guard let entity = same ?? placed else { return field }
        field.value = entity.normalized
        field.box = entity.box ?? box
        return field
    }

    /// The letters and digits of a reading, upper-cased, each look-alike of a digit taken as that digit: what
    /// two readings of one address share whatever their separators and OCR's look-alikes ("MSB 2H1", the
    /// entity's postcode read by its shape as "M5B 2H1"; "EMANUELE Il", the entity's numeral read as "II"). A
    /// capital's look-alike decides; a lower-case "l", whose capital is none, is a 1 as printed.
    static func letters(_ text: String) -> String {
        String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.flatMap { scalar in
            let character = Character(scalar), upper = character.uppercased()
            let digit = upper.count == 1 ? upper.first.flatMap { DigitLookalikes.digits[$0]?.first } ?? DigitLookalikes.digits[character]?.first : nil
            return digit.map { String($0) } ?? upper
        })
    }

    static func overlaps(_ a: Box, _ b: Box) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }
}

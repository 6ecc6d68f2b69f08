import DocModel
import Foundation
import TextRepair

/// One address, found once: a receipt's address field takes the value of the address entity `extract`
/// found in the same place when both read the same words (up to OCR's look-alikes of digits), so the two
/// differ in nothing ("3189 PARK DRIVE,
/// UNIT 10, AUSTIN, TX 78788", its lines joined by ", " as every address entity is). Where they read
/// different words the receipt keeps its own reading: this only unifies, it never chooses between readings.
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
        guard let entity = addresses.first(where: { entity in
            let address = letters(entity.normalized)
            return entity.page == field.page && entity.box.map { overlaps($0, box) } ?? false
                && (address == words || (words.hasPrefix(address) && tails.contains(String(words.dropFirst(address.count)))))
        }) else { return field }
        field.value = entity.normalized
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

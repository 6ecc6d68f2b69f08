import DocModel
import Imaging
import OCR
import Pipeline
import Receipts

/// Hunts a receipt's date that the page reading garbled: on a receipt that shows no date once its reading was chosen
/// and its head read again and voted (`receipt_reread`'s follow-ups before this one), every line holding two digits
/// or more that ends in no amount is cut to its print's band and read on its own as one line by each model at each of
/// `heights`; a date that two readings or more read alike, and more than any other, replaces the line with the
/// surest reading showing it. Tesseract reads a receipt's date line in the page's context as letters ("g0’11(Sat
/// )07:27", "al rer et0-92", "= Reirany 207 186") where the line alone, at another size or with another model, reads
/// "Jul.30'11", "23-10-92", "05 February 2017". A date must parse (a year from 1990 to next year) and be read twice,
/// so noise read once as a date changes nothing; lines ending in an amount (items, totals) are never read again.
struct DateHuntStage: PageStage {
    let name = "date_hunt"
    /// One single-line engine for each model; the first screens each line at every height alone.
    let engines: [TesseractEngine]
    /// Letter heights (px) each line is read at.
    var heights = [20.0, 28.0, 36.0]

    func applies(to work: PageWork) -> Bool {
        work.isReadWhole && !engines.isEmpty && !heights.isEmpty
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.greyImage ?? work.image,
              !ReceiptRereadStage.showsDate(work.paragraphs.flatMap { $0 }) else { return }
        for p in work.paragraphs.indices {
            for l in work.paragraphs[p].indices {
                let line = work.paragraphs[p][l]
                guard line.text.filter(\.isNumber).count >= 2, ReceiptPageSignals.amountRows([line.words]) == 0 else { continue }
                if work.deadline?.hasPassed() == true { return }
                if let found = try hunt(line, in: image, dpi: work.dpi) {
                    work.paragraphs[p][l] = found
                    return
                }
            }
        }
    }

    /// The line as the reading that shows the date most readings read (two at least, more than any other date),
    /// or nil. The first model reads the line at every height; the others only when it read a date there.
    func hunt(_ line: Line, in image: Image, dpi: Int) throws -> Line? {
        let band = RereadStage.textBand(line).box
        let h = Double(band.height)
        guard band.height >= 4, band.width >= 4,
              let cut = try LineCut(band, in: image, mx: Int((h * 0.4).rounded()), my: Int((h * 0.12).rounded()))
        else { return nil }
        var readings: [(date: String, words: [Word])] = []
        for (index, engine) in engines.enumerated() {
            if index > 0 && readings.isEmpty { break }
            for target in heights {
                let words = try cut.read(scale: min(3, max(0.25, target / h)), dpi: dpi, engine: engine)
                if let line = Line(words: words), let date = Self.date(in: line) { readings.append((date, words)) }
            }
        }
        var counts: [String: Int] = [:]
        for reading in readings { counts[reading.date, default: 0] += 1 }
        guard let best = counts.max(by: { $0.value < $1.value }), best.value >= 2,
              counts.values.filter({ $0 == best.value }).count == 1,
              let surest = readings.filter({ $0.date == best.key })
                  .max(by: { LineReadings.meanConfidence($0.words) < LineReadings.meanConfidence($1.words) })
        else { return nil }
        return Line(words: surest.words)
    }

    /// The date a line reads as, normalized: one the entity detector reads with a receipt's year, else one of the
    /// shapes tills print that the receipt reader reads itself.
    static func date(in line: Line) -> String? {
        let detected = ReceiptRereadStage.dateDetector.matches(in: line.text).first { match in
            match.kind == .date && (Int(match.normalized.prefix(4)).map(ReceiptPageSignals.isReceiptYear) ?? false)
        }
        return detected?.normalized ?? ReceiptPageSignals.tillDate([line.words])
    }
}

import DocModel
import Foundation
import Imaging
import OCR
import Pipeline
import Receipts

/// Hunts a receipt's date that the page reading garbled: on a receipt that shows no date once its reading was chosen
/// and its head read again and voted (`receipt_reread`'s follow-ups before this one), every line that may hold a date
/// (`mayHoldDate`: two runs of digits, or a year, or a run of six digits or more) and ends in no amount, one a row, is
/// cut out and read on its own, scaled so that the page's letters are each of `heights` px high, by each engine, and
/// where that gives no date its row across the text's width with its light flattened; a date that two readings or more
/// read alike, and more than any other, replaces the line with the surest reading's line showing it (the row's other
/// lines it read again leave). In the page's context Tesseract read such lines as letters ("Ber0a/i2" for 09/08/12,
/// "al rer et0-92" for FRI 23-10-92) or lost the words before them ("ar 2017" for "Date: 27 Mar 2017"); cut out, at
/// another size, in another mode, across the row with a shadow flattened, it may read them right. A date must parse (a
/// year from 1990 to next year) and be read twice, so noise read once as a date changes nothing; lines ending in an
/// amount (items, totals) are never read again nor dropped, and receipts that show a date never pay for it.
struct DateHuntStage: PageStage {
    let name = "date_hunt"
    /// For each model a single-line and a single-block engine (a cut may hold a neighbour's print, which the block
    /// reads as a line of its own; a single line is read better as one): the first `screening` read each line at every
    /// height, the others only where those read a date.
    let engines: [TesseractEngine]
    var screening = 1
    /// Letter heights (px) each line is read at.
    var heights = [20.0, 28.0, 36.0]

    func applies(to work: PageWork) -> Bool {
        work.isReadWhole && !engines.isEmpty && !heights.isEmpty
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.greyImage ?? work.image,
              !ReceiptRereadStage.showsDate(work.paragraphs.flatMap { $0 }) else { return }
        let started = Date()
        var read = 0
        // The page's letters, measured as `receipt_reread` measures them: a line's box is no measure of its print (a
        // voted line's words take the line's box, a speck or a logo beside the date makes it twice as tall).
        let kept = work.textMeasure.flatMap { $0.page === image && $0.analysisSide == ReceiptRereadStage.analysisSide ? $0.measure : nil }
        let letters = (kept ?? ((try? TextSizeStage.measured(image, analysisSide: ReceiptRereadStage.analysisSide)) ?? nil))?.height
        // What the hunt read and took, with its time: the cost is paid only on receipts that show no date.
        func report(_ outcome: String) {
            work.warnings.append(Diagnostic(severity: .info, stage: "receipt_reread", page: work.number, message:
                "date hunt: \(read) rows with digits read alone in \(String(format: "%.1f", Date().timeIntervalSince(started))) s, \(outcome)"))
        }
        // A row is cut across the text's width: words the page reading lost beside a garbled date (its label, its
        // day) stand in the row, not in the line's box.
        let lines = work.paragraphs.flatMap { $0 }
        guard let text = Box.enclosing(lines.flatMap(\.words).map(\.box)) else { return }
        var rows: [Box] = []
        for p in work.paragraphs.indices {
            for l in work.paragraphs[p].indices {
                let line = work.paragraphs[p][l]
                guard Self.mayHoldDate(line.text), ReceiptPageSignals.amountRows([line.words]) == 0 else { continue }
                let band = RereadStage.textBand(line).box
                // Lines side by side on one row ("ar 2017" and "08:11:48") are read once.
                guard !rows.contains(where: { $0.verticalOverlap(band) > band.height / 2 }) else { continue }
                rows.append(band)
                if work.deadline?.hasPassed() == true { return report("out of time") }
                read += 1
                let row = Box(x: text.x, y: band.y, width: text.width, height: band.height)
                if let found = try hunt(line, in: image, dpi: work.dpi, letters: letters, across: row) {
                    work.paragraphs[p][l] = found
                    work.paragraphs = Self.dropping(readAgainBy: found, besides: (p, l), from: work.paragraphs)
                    return report("“\(line.text)” read “\(found.text)”")
                }
            }
        }
        report("no date two readings agree on")
    }

    /// A line that may hold a date, by its shape: two runs of digits ("T/Af2017 §316:33", "Ber0a/i2"), or one of four
    /// digits with letters beside it (a year after a month's name: "ar 2017"), or six to eight digits (a date printed
    /// without separators). A number alone ("55", "1494,", a postcode after a town) is no date: not read again.
    static func mayHoldDate(_ text: String) -> Bool {
        let runs = text.split(whereSeparator: { !$0.isNumber }).map(\.count)
        if runs.count >= 2 { return true }
        guard let run = runs.first else { return false }
        return (6...8).contains(run) || run == 4 && text.contains(where: \.isLetter)
    }

    /// The paragraphs without the lines (other than the one at `kept`) that the row's reading `found` read again: lines
    /// ending in no amount whose print lies within its row and its width. Paragraphs left empty go.
    static func dropping(readAgainBy found: Line, besides kept: (Int, Int), from paragraphs: [[Line]]) -> [[Line]] {
        paragraphs.enumerated().map { p, lines in
            lines.enumerated().filter { l, line in
                guard (p, l) != kept, ReceiptPageSignals.amountRows([line.words]) == 0 else { return true }
                let band = RereadStage.textBand(line).box
                let within = band.x >= found.box.x - band.height && band.maxX <= found.box.maxX + band.height
                return !(within && band.verticalOverlap(found.box) > band.height / 2)
            }.map(\.element)
        }.filter { !$0.isEmpty }
    }

    /// The line as the reading that shows the date most readings read (two at least, more than any other date),
    /// or nil: its own box first, as the page read it; where that gives no date, the row across `row` (when given)
    /// with its light flattened. A photographed line lies under a shadow, a gradient or the desk's edge that
    /// Tesseract's threshold splits into ink and paper ("Date: 27 Mar 2017" read as nothing), and words lost beside
    /// it (its label, its day) stand in the row, not in its box. The line is scaled by the page's letter height
    /// `letters` (else its print band's height).
    func hunt(_ line: Line, in image: Image, dpi: Int, letters: Double? = nil, across row: Box? = nil) throws -> Line? {
        let own = RereadStage.textBand(line).box
        let printed = letters.flatMap { $0 > 0 ? $0 : nil } ?? Double(own.height)
        if let cut = try Self.cut(own, in: image, printed: printed), let found = try agreed(cut, printed: printed, dpi: dpi) {
            return found
        }
        guard let row, let cut = try Self.cut(row, in: image, printed: printed),
              let flat = try? cut.flattened(radius: Int(printed.rounded())) else { return nil }
        return try agreed(flat, printed: printed, dpi: dpi)
    }

    /// The band with half a letter above and below at least (a garbled line's box may sit off its print). The cut is
    /// read as a block too, so a neighbouring line caught in it is read as a line of its own, and only the line
    /// showing a date is taken.
    static func cut(_ band: Box, in image: Image, printed: Double) throws -> LineCut? {
        let h = Double(band.height)
        guard band.height >= 4, band.width >= 4 else { return nil }
        return try LineCut(band, in: image, mx: Int((h * 0.4).rounded()), my: Int(max(h * 0.12, printed * 0.5).rounded()))
    }

    /// The cut read at every height by the first `screening` engines, by the others only when those read a date; the
    /// line of the surest reading of the date two readings or more read alike, more than any other, or nil.
    func agreed(_ cut: LineCut, printed: Double, dpi: Int) throws -> Line? {
        var readings: [(date: String, words: [Word])] = []
        for (index, engine) in engines.enumerated() {
            if index >= screening && readings.isEmpty { break }
            for target in heights {
                for words in try cut.readLines(scale: min(3, max(0.25, target / printed)), dpi: dpi, engine: engine) {
                    if let line = Line(words: words), let date = Self.date(in: line) {
                        readings.append((date, words))
                        break
                    }
                }
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

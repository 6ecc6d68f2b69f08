import Foundation
import DocModel
import Extraction
import Imaging
import OCR
import Pipeline
import TextRepair

/// Reads doubtful lines again on their own: after `ocr`, every line holding a word Tesseract was less
/// sure of than `below` is cut out of the page (with a small margin), enlarged so that its text is about
/// each of `targetHeights` pixels high in turn, framed in white and recognized as one line (psm
/// single_line). Where a reading disagrees with the best so far, its words replace the old ones only when
/// Tesseract itself is surer of them (`LineReadings.merged`); the truth is never consulted. On a whole
/// page Tesseract reads tightly set text at the page's scale, where "1.4 kg" becomes "14kg" and
/// "48 l, 4 °C" "481,4 °C"; enlarged and without the neighbouring lines it often reads them right. A line
/// whose town the tables spell with accents, read without them, is read again in the accents' language.
struct RereadStage: PageStage {
    let name = "reread"
    /// This worker's engine, in single-line mode, with the same languages as the page's `ocr`.
    let engine: TesseractEngine
    /// Single-line engines of the languages `language_switch` read a page in (`PageWork.languages`), loaded on
    /// first need: a line read again with English leading loses the accent the switch gained ("4000 LIÈGE").
    var languageEngines: LanguageEngines?
    /// A line is read again when one of its words has a lower confidence (0…1).
    var below = 0.9
    /// The line's box (its words' union) is enlarged to about each of these heights in pixels in turn ...
    var targetHeights = [48.0, 64.0]
    /// ... by at most this factor, and reduced by at most `minScale` (1: never reduced).
    var maxScale = 3.0
    var minScale = 1.0
    /// Only lines starting within this top share of the page are read again (nil: every line). A
    /// receipt's merchant and address are printed at its head; its amounts are left as the page had them.
    var withinTop: Double?
    /// On a page that shows no numeric date, doubtful lines below `withinTop` are read again too, and such a
    /// line's new reading is kept only where it shows a date the old one did not: a receipt's date line lost
    /// under a pen mark or in faint print ("INV NO: CS-SA-0077188° si ;" for "… Date: 10/04/2017"). Lines that
    /// show no date keep what the page read, so amounts are never changed by it.
    var missingDates = false
    /// Only lines whose doubtful word holds a digit are read again: amounts, measurements, dates and codes,
    /// where a lost decimal point changes the value ("1.4 kg" read "14kg"); doubtful words of prose cost
    /// nothing then. A new reading that turns a digit into a symbol is not taken (`LineReadings.merged`).
    var numbersOnly = false
    /// Where the readings differ, the new words' mean confidence must exceed the old ones' by more than this.
    var minGain = 0.0
    /// Margin cut around the line's box, as a share of its height: vertically small, so that the
    /// neighbouring lines' ascenders and descenders stay out; horizontally a little more.
    var verticalMargin = 0.12
    var horizontalMargin = 0.4
    /// The models `ocr` read the page with (this stage's `languages`), when `language_switch` kept its reading.
    var baseLanguages = "eng"
    /// How many lines above a German-speaking country's postcode and town are read again with them.
    var blockLines = 3

    func applies(to work: PageWork) -> Bool {
        work.image != nil && work.textSource == .ocr && !work.paragraphs.isEmpty
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image else { return }
        let lastTop = withinTop.map { Int(Double(image.height) * $0) } ?? Int.max
        let huntsDate = missingDates && !work.paragraphs.joined().contains { DigitLookalikes.showsNumericDate($0.text) }
        var reader = engine
        if let languages = work.languages, case .ready(let loaded)? = try languageEngines?.engine(languages) { reader = loaded }
        for p in work.paragraphs.indices {
            for l in work.paragraphs[p].indices {
                let line = work.paragraphs[p][l]
                guard line.words.contains(where: { $0.confidence < below && (!numbersOnly || $0.text.contains(where: \.isNumber)) })
                else { continue }
                if line.box.y < lastTop {
                    if let better = try reread(line, in: image, dpi: work.dpi, engine: reader) { work.paragraphs[p][l] = better }
                } else if huntsDate, let better = try reread(Self.textBand(line), in: image, dpi: work.dpi, scales: Self.huntScales, engine: reader),
                          DigitLookalikes.showsNumericDate(better.text) {
                    work.paragraphs[p][l] = better
                }
            }
        }
        // A town the tables spell with accents, read without them ("1201 Geneve": a German-led reading has no
        // "è"), is read again with the language of those accents leading; the reading is kept only when it
        // differs from the line in accents alone and spells the town as the table does.
        for p in work.paragraphs.indices {
            for l in work.paragraphs[p].indices {
                let line = work.paragraphs[p][l]
                guard let (town, languages) = Self.townAccentsLost(in: line),
                      case .ready(let accents)? = try languageEngines?.engine(languages),
                      let better = try accentsRead(line, town: town, in: image, dpi: work.dpi, engine: accents) else { continue }
                work.paragraphs[p][l] = better
            }
        }
        try germanAddressesRead(&work, in: image)
        try quebecAddressesRead(&work, in: image)
    }

    /// An address of French-speaking Canada on a page no French model led (a Québec or New Brunswick address on an
    /// English letter or invoice): the English model reads a capital's accent away ("45 croissant des Erables",
    /// "Halifax (Nouvelle-Ecosse)"). Each line holding a Canadian postcode after a French region ("(Québec)", "QC",
    /// a province's French name: `PostalFormats.frenchCanadianPlace`), and the `blockLines` lines above it, are
    /// read again with French leading its `language_switch` group; a word takes the new reading only where the two
    /// differ in accents alone and the new one has them. Costs a few line readings on the pages holding such an
    /// address, none elsewhere.
    func quebecAddressesRead(_ work: inout PageWork, in image: Image) throws {
        guard !(work.languages ?? baseLanguages).hasPrefix("fra") else { return }
        let block = addressBlocks(in: work) { PostalFormats.frenchCanadianPlace($0.text) }
        guard !block.isEmpty, let languages = Self.leadingGroup("fra"), case .ready(let french)? = try languageEngines?.engine(languages)
        else { return }
        for (p, l) in block {
            let line = work.paragraphs[p][l]
            // Only a line with a capital that may have lost its accent.
            guard line.words.contains(where: { $0.text.contains(where: { "AEIOUC".contains($0) }) }),
                  let better = try respelled(line, in: image, dpi: work.dpi, engine: french, { read in
                      let words = zip(line.words, read).map { old, new in
                          Self.sameUpToAccents(old.text, new.text) ? Word(text: new.text, box: old.box, confidence: old.confidence) : old
                      }
                      return zip(words, line.words).contains(where: { $0.text != $1.text }) ? words : nil
                  }) else { continue }
            work.paragraphs[p][l] = better
        }
    }

    /// The lines (paragraph, line) of an address's block: each line where `isPlace` holds (its postcode and town) and the
    /// `blockLines` lines above it (street, unit, name), in reading order: a block's town line may begin a paragraph of its own.
    func addressBlocks(in work: PageWork, where isPlace: (Line) -> Bool) -> [(Int, Int)] {
        let lines = work.paragraphs.indices.flatMap { p in work.paragraphs[p].indices.map { (p, $0) } }
        let places = lines.indices.filter { isPlace(work.paragraphs[lines[$0].0][lines[$0].1]) }
        return Set(places.flatMap { max(0, $0 - blockLines) ... $0 }).sorted().map { lines[$0] }
    }

    /// Whether `new` carries an accent and reads as `old` but for accents ("Érables" for "Erables"). A word of one
    /// letter keeps its reading: the French model reads a name's initial "A." as "À.".
    static func sameUpToAccents(_ old: String, _ new: String) -> Bool {
        new != old && old.filter(\.isLetter).count >= 2 && new.unicodeScalars.contains(where: { !$0.isASCII && CharacterSet.letters.contains($0) })
            && old.compare(new, options: .diacriticInsensitive) == .orderedSame
    }

    /// The `language_switch` group holding `language`, with it leading ("fra+eng+deu").
    static func leadingGroup(_ language: String) -> String? {
        StageDefinition.commaList(LanguageSwitchStage.defaultGroups).map { $0.split(separator: "+").map(String.init) }
            .first(where: { $0.contains(language) }).map { LanguageSwitchStage.leading($0, by: [language: 1]) }
    }

    /// The languages a German-speaking country's address block is read again in: German leading its group.
    static let germanLeading = "deu+eng+fra"

    /// An address of a German-speaking country on a page no German model read (an Austrian delivery address on
    /// an English or French invoice): the English model reads "Kärntner" as "Karntner", "Universitätsstraße" as
    /// "Universitatsstrafe", and no rule on the text can tell such a reading from a name spelled so. Each line
    /// holding a postcode directly before a town of Germany, Austria or Switzerland (`LanguageSigns.placeLanguage`),
    /// and the `blockLines` lines above it (street, unit, name), are read again with German leading (the
    /// `eng+deu+fra` group of `language_switch`, as `townAccentsLost` orders it); a word of the new reading
    /// replaces the old one only where the two differ in German letters alone (`sameUpToGermanLetters`).
    /// Costs a few line readings on the pages that hold such an address, none elsewhere.
    func germanAddressesRead(_ work: inout PageWork, in image: Image) throws {
        guard !(work.languages ?? baseLanguages).contains("deu") else { return }
        let block = addressBlocks(in: work, where: Self.germanPlace)
        guard !block.isEmpty, case .ready(let german)? = try languageEngines?.engine(Self.germanLeading) else { return }
        for (p, l) in block {
            let line = work.paragraphs[p][l]
            // Only a line that could hold a German letter read as another: a vowel, or ß's readings.
            guard line.words.contains(where: { $0.text.contains(where: { "aouAOUfBkt".contains($0) }) }),
                  let better = try germanLettersRead(line, in: image, dpi: work.dpi, engine: german) else { continue }
            work.paragraphs[p][l] = better
        }
    }

    /// Whether a line holds a postcode directly before a town of a German-speaking country ("1010 Wien").
    static func germanPlace(_ line: Line) -> Bool {
        let words = line.words.map(\.text)
        return words.indices.dropFirst().contains { LanguageSigns.placeLanguage(words[$0 - 1], words[$0]) == "deu" }
    }

    /// The line read again by `engine` at `targetHeights`, its words taking the new reading's spelling where the
    /// two differ in German letters alone; nil when no word changed.
    func germanLettersRead(_ line: Line, in image: Image, dpi: Int, engine reader: TesseractEngine) throws -> Line? {
        try respelled(line, in: image, dpi: dpi, engine: reader) { read in
            let words = zip(line.words, read).map { old, new in
                Self.sameUpToGermanLetters(old.text, new.text) ? Word(text: new.text, box: old.box, confidence: old.confidence) : old
            }
            return zip(words, line.words).contains(where: { $0.text != $1.text }) ? words : nil
        }
    }

    /// The line read again by `engine` at each of `targetHeights` in turn: the first reading with as many words
    /// as the line's that `respell` takes (its words, given the new reading) gives the line those words; else nil.
    func respelled(_ line: Line, in image: Image, dpi: Int, engine reader: TesseractEngine, _ respell: ([Word]) -> [Word]?) throws -> Line? {
        let h = Double(line.box.height)
        guard line.box.height >= 4, line.box.width >= 4,
              let cut = try LineCut(line.box, in: image, mx: Int((h * horizontalMargin).rounded()), my: Int((h * verticalMargin).rounded()))
        else { return nil }
        for scale in targetHeights.map({ min(maxScale, max(minScale, $0 / h)) }) {
            let read = try cut.read(scale: scale, dpi: dpi, engine: reader)
            guard read.count == line.words.count, let words = respell(read) else { continue }
            return Line(box: line.box, confidence: line.confidence, words: words)
        }
        return nil
    }

    /// Whether `new` holds a German letter (ä, ö, ü, ß) and reads as `old` but for them: an umlaut where `old` has
    /// its vowel, "ß" where `old` has one to three other characters ("Strafe", "StraBe", "Straf@e").
    static func sameUpToGermanLetters(_ old: String, _ new: String) -> Bool {
        guard new != old, new.contains(where: { "äöüÄÖÜß".contains($0) }) else { return false }
        var pattern = "^"
        for c in new {
            switch c {
            case "ä", "ö", "ü", "Ä", "Ö", "Ü":
                let base = String(c).folding(options: .diacriticInsensitive, locale: nil)
                pattern += "[" + base + String(c) + "]"
            case "ß": pattern += ".{1,3}"
            default: pattern += NSRegularExpression.escapedPattern(for: String(c))
            }
        }
        return old.range(of: pattern + "$", options: .regularExpression) != nil
    }

    /// The languages whose letters carry each accent, for reading a town's accents again.
    static let accentLanguage: [Character: String] = {
        var table: [Character: String] = [:]
        for c in "àâçéèêëîïôûœ" { table[c] = "fra" }
        for c in "äöüß" { table[c] = "deu" }
        for c in "áíóúñ" { table[c] = "spa" }
        for c in "ìòù" { table[c] = "ita" }
        return table
    }()

    /// The first word of a line that is a town the tables (`KnownTowns`) spell with accents, read with none,
    /// with the languages to read it in: its accents' language leading the group of `language_switch` that
    /// holds it ("fra+eng+deu").
    static func townAccentsLost(in line: Line) -> (town: String, languages: String)? {
        for word in line.words {
            let read = word.text.trimmingCharacters(in: .punctuationCharacters)
            guard read.count >= 3, read.unicodeScalars.allSatisfy(\.isASCII), let spelling = KnownTowns.spelling(of: read),
                  let language = spelling.lowercased().compactMap({ accentLanguage[$0] }).first,
                  let languages = leadingGroup(language)
            else { continue }
            return (spelling, languages)
        }
        return nil
    }

    /// The line read again by `engine` at `targetHeights`: the first reading with the same words, up to accents,
    /// that spells `town` as the table does (in any case) gives the line its words' new spellings; else nil.
    func accentsRead(_ line: Line, town: String, in image: Image, dpi: Int, engine reader: TesseractEngine) throws -> Line? {
        try respelled(line, in: image, dpi: dpi, engine: reader) { read in
            guard zip(line.words, read).allSatisfy({ $0.text.compare($1.text, options: .diacriticInsensitive) == .orderedSame }),
                  read.contains(where: { $0.text.trimmingCharacters(in: .punctuationCharacters).compare(town, options: .caseInsensitive) == .orderedSame })
            else { return nil }
            return zip(line.words, read).map { Word(text: $1.text, box: $0.box, confidence: $0.confidence) }
        }
    }

    /// The scales a line is read at in search of a lost date: as printed, and enlarged by half (small print
    /// of the body, which `targetHeights` set for the head's large print would reduce).
    static let huntScales = [1.0, 1.5]

    /// The line with its box narrowed to the band its print fills: the words no taller than one and a half
    /// times their median height. A pen stroke read as a tall word (a circle drawn round the date) widens
    /// the line's box and, cut out with it, hides the print from Tesseract.
    static func textBand(_ line: Line) -> Line {
        let heights = line.words.map(\.box.height).sorted()
        guard !heights.isEmpty else { return line }
        let median = heights[heights.count / 2]
        let printed = line.words.filter { Double($0.box.height) <= 1.5 * Double(median) }
        guard let band = Box.enclosing(printed.map(\.box)) else { return line }
        var narrowed = line
        narrowed.box = Box(x: line.box.x, y: band.y, width: line.box.width, height: band.height)
        return narrowed
    }

    /// The line read again, or nil when no reading changed it (or it cannot be cut out). Each of
    /// `targetHeights` (or each of `scales` when given) gives one reading, merged run by run into the best so far;
    /// read by `engine`, else the stage's own.
    func reread(_ line: Line, in image: Image, dpi: Int, scales: [Double]? = nil, engine reader: TesseractEngine? = nil) throws -> Line? {
        let box = line.box
        guard box.height >= 4, box.width >= 4 else { return nil }
        let h = Double(box.height)
        let mx = Int((h * horizontalMargin).rounded()), my = Int((h * verticalMargin).rounded())
        guard let cut = try LineCut(box, in: image, mx: mx, my: my) else { return nil }
        let oldLength = line.words.map(\.text.count).reduce(0, +)
        var current = line.words
        var changed = false
        var tried: [Double] = []
        for scale in scales ?? targetHeights.map({ min(maxScale, max(minScale, $0 / h)) }) {
            guard !tried.contains(where: { abs($0 - scale) < 0.05 }) else { continue }
            tried.append(scale)
            let read = try cut.read(scale: scale, dpi: dpi, engine: reader ?? engine)
            // A reading that lost or invented much of the line is not the same line read better, however
            // sure Tesseract is of what is left.
            let newLength = read.map(\.text.count).reduce(0, +)
            guard !read.isEmpty, newLength * 2 >= oldLength, newLength <= oldLength * 2 + 2 else { continue }
            // Each reading is weighed against the best so far, run by run.
            if let merged = LineReadings.merged(current, with: read, minGain: minGain, keepingDigits: numbersOnly) {
                current = merged
                changed = true
            }
        }
        return changed ? Line(words: current) : nil
    }
}

extension RereadStage {
    /// With its own single-line Tesseract engine for this worker.
    static let definition: StageDefinition = .page(
        "reread", "Read doubtful lines again, cut out and enlarged, as single lines; keep a reading Tesseract is surer of",
        options: [.init("languages", .string, default: .string("eng")), .init("data_path", .string),
                  .init("below", .number, default: .number(0.9)), .init("target_heights", .string, default: .string("48,64")),
                  .init("max_scale", .number, default: .number(3)), .init("min_gain", .number, default: .number(0)),
                  .init("min_scale", .number, default: .number(1)), .init("within_top", .number),
                  .init("missing_dates", .bool, default: .bool(false)), .init("numbers_only", .bool, default: .bool(false))],
        inDefaultPipeline: ["languages": .string("eng"), "below": .number(0.9), "target_heights": .string("48,64"),
                            "numbers_only": .bool(true)],
        check: StageDefinition.checkHeights) { spec, context in
        let o = spec.options
        let engine = try context.models.engine(definition.string("languages", spec),
                                               dataPath: o["data_path"]?.stringValue, mode: .singleLine)
        var stage = RereadStage(engine: engine)
        stage.baseLanguages = definition.string("languages", spec)
        stage.languageEngines = try LanguageEngines(first: nil, dataPath: o["data_path"]?.stringValue, mode: .singleLine,
                                                    models: context.models)
        if let v = o["below"]?.doubleValue { stage.below = v }
        if let v = o["target_heights"]?.stringValue, !StageDefinition.heights(v).isEmpty { stage.targetHeights = StageDefinition.heights(v) }
        if let v = o["max_scale"]?.doubleValue { stage.maxScale = max(1, v) }
        if let v = o["min_gain"]?.doubleValue { stage.minGain = v }
        if let v = o["min_scale"]?.doubleValue { stage.minScale = min(1, max(0.25, v)) }
        if let v = o["within_top"]?.doubleValue { stage.withinTop = min(1, max(0, v)) }
        if let v = o["missing_dates"]?.boolValue { stage.missingDates = v }
        if let v = o["numbers_only"]?.boolValue { stage.numbersOnly = v }
        return stage
    }
}

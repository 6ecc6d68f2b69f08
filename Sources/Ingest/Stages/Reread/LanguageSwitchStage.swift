import DocModel
import OCR
import Pipeline

/// Reads a page again with more languages when the English reading shows that it is in another language
/// (`LanguageSigns`: function words, month names, a known town after its postcode, garbled umlauts or accents
/// on at least `minShare` of its words, and at least `minSigns` of them; a short page, whose words are too few
/// for three signs at that share, needs two). The other models cost ~16 % more on every page; this costs next
/// to nothing on English pages (a word count over text already read). The languages are one of `groups`
/// ("eng+deu+fra" for German and French pages, "spa+ita+eng" for Spanish and Italian ones): the group with the
/// most words of its languages on the page, the first on a tie. The group's language with the most words on
/// the page reads first, the others in the group's order after it: the first model keeps a word it reads well,
/// and English reads "LIÈGE" as "LIEGE", "Jaurès" as "Jaures", "Martín" as "Martin" with confidence. The new
/// reading is kept when Tesseract's mean word confidence for it is at least the first's.
struct LanguageSwitchStage: PageStage {
    let name = "language_switch"
    /// Each group's model names, in the order of the `languages` option.
    let groups: [[String]]
    /// This worker's engines, one per group, each loaded when a page first needs it.
    let engines: LanguageEngines
    var minShare = 0.05
    var minSigns = 3

    func applies(to work: PageWork) -> Bool {
        // Pages read region by region (several receipts on one scan) are left as `ocr` read them.
        work.isReadWhole
    }

    func process(_ work: inout PageWork) throws {
        guard let image = work.image, !groups.isEmpty else { return }
        let lines = work.paragraphs.joined()
        let words = lines.flatMap(\.words)
        let (total, signs, perGroup, perLanguage) = LanguageSigns.count(lines: lines.map { $0.words.map(\.text) }, groups: groups)
        guard enough(signs: signs, of: total) else { return }
        // The first group with the most words of its languages (garbled shapes count for every group alike).
        let group = perGroup.indices.max { perGroup[$0] < perGroup[$1] || (perGroup[$0] == perGroup[$1] && $0 > $1) } ?? 0
        let languages = Self.leading(groups[group], by: perLanguage)
        let engine: TesseractEngine
        switch try engines.engine(languages) {
        case .ready(let loaded): engine = loaded
        case .unavailable(let reason):
            work.warnings.append(Diagnostic(severity: .warning, stage: name, page: work.number,
                                            message: "the page reads as \(languages), but the English reading is kept: \(reason)"))
            return
        }
        let paragraphs = try work.read(image, with: engine)  // at `ocr`'s enlargement, if any
        let newWords = paragraphs.joined().flatMap(\.words)
        guard !newWords.isEmpty, Self.mean(newWords) >= Self.mean(words) else { return }
        work.paragraphs = paragraphs
        work.languages = languages
    }

    /// At least `minSigns` signs on at least `minShare` of the page's words; a page too short to show three at
    /// that share (a receipt, a short letter: up to 40 words at 5 %) needs two, at that share.
    func enough(signs: Int, of total: Int) -> Bool {
        let needed = min(minSigns, max(2, Int((minShare * Double(total)).rounded(.up))))
        return signs >= needed && Double(signs) >= minShare * Double(total)
    }

    /// The group's models as Tesseract names them ("fra+eng+deu"): the one with the most words on the page
    /// first (the group's order on a tie and for models with none), the rest in the group's order.
    static func leading(_ group: [String], by perLanguage: [String: Int]) -> String {
        let lead = group.indices.max { (perLanguage[group[$0]] ?? 0, $1) < (perLanguage[group[$1]] ?? 0, $0) } ?? 0
        guard (perLanguage[group[lead]] ?? 0) > 0 else { return group.joined(separator: "+") }
        return ([group[lead]] + group.enumerated().filter { $0.offset != lead }.map(\.element)).joined(separator: "+")
    }

    static func mean(_ words: [Word]) -> Double {
        words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}

/// One worker's Tesseract engines for `language_switch`, one per order of a group's languages that a page
/// asked for ("fra+eng+deu"), loaded on first use so that a worker that reads only English pages loads none
/// past the first group's. Not `Sendable`, like the engines: one per worker.
final class LanguageEngines {
    enum Outcome {
        case ready(TesseractEngine)
        /// The group's models are not installed: the reason names the missing packs.
        case unavailable(String)
    }

    let dataPath: String?
    let mode: PageSegmentationMode
    /// The worker's models (a group's model is shared with the other stages reading in its languages).
    let models: TesseractModels
    private var loaded: [String: Outcome] = [:]

    /// Checks `first` at once (its models installed), so that a wrong data path or mode fails when the
    /// pipeline is built; models load when a page first needs them.
    init(first: String?, dataPath: String?, mode: PageSegmentationMode, models: TesseractModels = TesseractModels()) throws {
        self.dataPath = dataPath
        self.mode = mode
        self.models = models
        if let first { _ = try engine(first) }
    }

    func engine(_ languages: String) throws -> Outcome {
        if let outcome = loaded[languages] { return outcome }
        let outcome: Outcome
        do {
            outcome = .ready(try models.engine(languages, dataPath: dataPath, mode: mode))
        } catch {
            guard case .languageUnavailable = error else { throw error }
            outcome = .unavailable("\(error)")
        }
        loaded[languages] = outcome
        return outcome
    }
}

extension LanguageSwitchStage {
    /// The default pipeline's groups of languages a page is read in again.
    static let defaultGroups = "eng+deu+fra,spa+ita+eng"

    /// With its own engines for this worker (`psm` as the page's `ocr`). `languages` is a comma list of groups
    /// ("eng+deu+fra,spa+ita+eng"): the page is read with the group whose languages its English reading shows most.
    static let definition: StageDefinition = .page(
        "language_switch", "Read a page again with more languages (eng+deu+fra or spa+ita+eng) when its English reading shows German, French, Spanish or Italian",
        options: [.init("languages", .string, default: .string("eng+deu+fra")), .init("data_path", .string),
                  .init("psm", .string, default: .string("auto")), .init("min_share", .number, default: .number(0.05)),
                  .init("min_signs", .integer, default: .integer(3))],
        inDefaultPipeline: ["languages": .string(defaultGroups), "min_share": .number(0.05), "min_signs": .integer(3)],
        check: StageDefinition.checkPageSegmentationMode) { spec, context in
        let o = spec.options
        let groups = StageDefinition.commaList(definition.string("languages", spec))
        let mode = PageSegmentationMode(rawValue: definition.string("psm", spec)) ?? .auto
        let engines = try LanguageEngines(first: groups.first, dataPath: o["data_path"]?.stringValue, mode: mode,
                                          models: context.models)
        var stage = LanguageSwitchStage(groups: groups.map { $0.split(separator: "+").map(String.init) }, engines: engines)
        if let v = o["min_share"]?.doubleValue { stage.minShare = v }
        if let v = o["min_signs"]?.intValue { stage.minSigns = max(1, v) }
        return stage
    }
}

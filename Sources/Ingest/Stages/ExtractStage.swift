import DocModel
import Extraction
import Layout
import Pipeline

/// Detected data: emails, links, phones, dates, amounts, addresses, IBANs, card numbers (masked), … in
/// every block's text, with boxes (see Extraction.DocumentExtractor); paragraphs that are addresses or a
/// letter's date line get their role, and what is left that is no sentence the fragment role.
struct ExtractStage: DocumentStage {
    let name = "extract"
    let extractor: DocumentExtractor

    func process(_ document: inout Document, diagnostics: inout [Diagnostic]) throws {
        extractor.extract(&document)
        AddressRole.mark(&document.blocks, entities: document.entities ?? [])
        DateLineRole.mark(&document.blocks, entities: document.entities ?? [])
        LetterheadRole.mark(&document.blocks)
        AddressRole.joinAdjacentLines(&document.blocks)
        FragmentRole.mark(&document.blocks)
    }
}

extension ExtractStage {
    static let definition: StageDefinition = .document(
        "extract", "Detected data: emails, links, phones, dates, amounts, addresses, IBANs, cards (masked), …",
        options: [.init("region", .string, default: .string("US")), .init("date_order", .string),
                  .init("region_from_currency", .bool, default: .bool(false)), .init("date_order_evidence", .bool, default: .bool(false))],
        inDefaultPipeline: ["region": .string("US"), "date_order": .string("mdy"), "date_order_evidence": .bool(true)],
        check: { spec, file throws(PipelineError) in
            if let region = spec.options["region"]?.stringValue, Region.named(region) == nil {
                throw .invalidValue(file: file, key: "extract.region", reason: "expected one of "
                                    + Region.known.keys.sorted().joined(separator: ", ") + ", or none")
            }
            if let order = spec.options["date_order"]?.stringValue, !["dmy", "mdy"].contains(order) {
                throw .invalidValue(file: file, key: "extract.date_order", reason: "expected dmy or mdy")
            }
        }) { spec, _ in
        ExtractStage(extractor: DocumentExtractor(options: ExtractStage.options(spec)))
    }

    /// The detectors' settings; `date_order` left out follows the region.
    static func options(_ spec: StageSpec) -> EntityDetector.Options {
        let region = Region.named(definition.string("region", spec))
        var options = EntityDetector.Options()
        if let region { options.region = region }
        options.dayFirst = spec.options["date_order"]?.stringValue.map { $0 == "dmy" } ?? options.region.dayFirst
        options.regionFromCurrency = definition.bool("region_from_currency", spec)
        options.dateOrderFromEvidence = definition.bool("date_order_evidence", spec)
        return options
    }
}

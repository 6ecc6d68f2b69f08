import DocModel
import Foundation
import OCR
import Pipeline
import Testing
@testable import Ingest

/// The ocr stage's `variables` option: Tesseract parameters by name, given when the engine starts.
@Suite struct OCRVariablesTests {
    let registry = StageRegistry()

    func decode(_ json: String) throws(PipelineError) -> PipelineDefinition {
        try PipelineDefinition.decode(Data(json.utf8), file: "p.json", catalog: registry.catalog)
    }

    /// The page text of corpus/receipts/receipt-01-scan.png read by `decode` + `ocr` with these variables.
    func readReceipt(variables: [String: String]) throws -> String {
        let pipeline = PipelineDefinition(name: "x", pages: [
            StageSpec(stage: "decode"),
            StageSpec(stage: "ocr", options: ["psm": .string("single_block"), "variables": .strings(variables)]),
        ], document: [])
        let path = "corpus/receipts/receipt-01-scan.png"
        let report = try DocumentReader(pipeline: pipeline).read(path: path, data: try Repo.data(path))
        return try #require(report.document).text()
    }

    @Test func variablesAreAnObjectOfStrings() throws {
        let pipeline = try decode(#"{"name": "x", "pages": [{"stage": "ocr", "options": {"variables": {"tessedit_do_invert": "0"}}}]}"#)
        #expect(pipeline.pages.first?.options["variables"] == .strings(["tessedit_do_invert": "0"]))
        #expect(throws: PipelineError.invalidValue(file: "p.json", key: "ocr.variables", reason: "expected object of strings")) {
            try decode(#"{"name": "x", "pages": [{"stage": "ocr", "options": {"variables": {"tessedit_do_invert": 0}}}]}"#)
        }
        #expect(throws: PipelineError.invalidValue(file: "p.json", key: "ocr.variables", reason: "expected object of strings")) {
            try decode(#"{"name": "x", "pages": [{"stage": "ocr", "options": {"variables": "tessedit_do_invert=0"}}]}"#)
        }
    }

    @Test func anUnknownVariableNameIsRejectedNamingIt() {
        #expect(throws: OCRError.unknownVariable(name: "tessedit_no_such_thing")) {
            _ = try TesseractEngine(variables: ["tessedit_do_invert": "0", "tessedit_no_such_thing": "1"])
        }
        let pipeline = PipelineDefinition(name: "x", pages: [
            StageSpec(stage: "ocr", options: ["variables": .strings(["load_sytem_dawg": "0"])]),
        ], document: [])
        let error = #expect(throws: (any Error).self) { try DocumentReader(pipeline: pipeline) }
        #expect(error.map { "\($0)".contains("no variable named 'load_sytem_dawg'") } == true)
    }

    @Test func aVariableReachesRecognition() throws {
        // Printed on the page (looked at): CORNER BAKERY LTD at the head, "TOTAL £ 88.95" lower down.
        let plain = try readReceipt(variables: [:])
        #expect(plain.contains("CORNER BAKERY LTD"))
        #expect(plain.contains("88.95"))
        // Digits and the point only: the amounts are still read, and no letter is left anywhere.
        let digits = try readReceipt(variables: ["tessedit_char_whitelist": "0123456789."])
        #expect(digits.contains("88.95"))
        let letters = digits.filter(\.isLetter)
        #expect(letters.isEmpty)
    }

    @Test func initOnlyDictionaryVariablesAreAcceptedAndLeaveACleanPageAsItWas() throws {
        // load_*_dawg can only be set while the model loads (TessBaseAPISetVariable refuses them after).
        // Tesseract 5.3's LSTM keeps its own dictionary whatever they say, so a clean page reads the same.
        let plain = try readReceipt(variables: [:])
        let noDictionary = try readReceipt(variables: ["load_system_dawg": "0", "load_freq_dawg": "0"])
        #expect(noDictionary == plain)
    }
}

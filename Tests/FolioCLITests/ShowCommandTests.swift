import DocModel
import FolioCLI
import Foundation
import TestSupport
import Testing

/// `folio show`: a stored document as an outline, as text, and as JSON that meets
/// schemas/document.schema.json (checked by a real JSON Schema validator).
@Suite struct ShowCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var mediaType: String
        var textSource: String
        /// Per page, a line of the ground truth that must be in that page's text.
        var headings: [String]
        /// A text layer is read exactly: its words must equal the ground truth's, page by page.
        var exactWords: Bool
        var description: String { file }
    }

    static let cases = [
        Case(file: "report-multipage.tif", mediaType: "image/tiff", textSource: "ocr",
             headings: ["Greenway Cycle Hire", "3. Station performance", "4. Plans for 2024"], exactWords: false),
        Case(file: "brochure-born-digital.pdf", mediaType: "application/pdf", textSource: "text_layer",
             headings: ["Lee Valley Community Gardens", "Volunteer mornings"], exactWords: true),
    ]

    @Test(arguments: cases)
    func showsAMultiPageDocumentAsSchemaValidJSONOutlineAndText(_ item: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.copy(Repo.path("corpus/\(item.file)"))
        let db = folder.file("folio.sqlite")
        let ingest = Folio.run(["ingest", file, "--db", db, "--jobs", "1"])
        #expect(ingest.status == .ok, "\(ingest.out) \(ingest.err)")
        let pageCount = item.headings.count
        let sha256 = try Self.sha256sum(file)
        let byteCount = try Data(contentsOf: URL(fileURLWithPath: file)).count

        // JSON: valid against the schema, and it says what the file is.
        let json = Folio.run(["show", "1", "--db", db, "--json"])
        #expect(json.status == .ok, "\(json.err)")
        let jsonPath = try folder.write(Data(json.out.utf8), as: "document.json")
        let errors = try JSONSchemaValidator.errors(schema: Repo.documentSchema, document: jsonPath)
        #expect(errors.isEmpty, "show --json breaks schemas/document.schema.json:\n\(errors.joined(separator: "\n"))")

        let document = try JSONDecoder().decode(Document.self, from: Data(json.out.utf8))
        #expect(document.invariantViolations().isEmpty, "\(document.invariantViolations())")
        #expect(document.source.path == file)
        #expect(document.source.sha256 == sha256)
        #expect(document.source.byteCount == byteCount)
        #expect(document.source.mediaType == item.mediaType)
        #expect(document.pages.map(\.number) == Array(1...pageCount))
        // US Letter at 300 dpi (the corpus README and truth files say so).
        for page in document.pages {
            #expect(page.width == 2550 && page.height == 3300 && page.dpi == 300, "page \(page.number)")
            #expect(page.textSource.rawValue == item.textSource, "page \(page.number)")
        }
        #expect(Set(document.blocks.compactMap { $0.provenance.first?.page }) == Set(1...pageCount),
                "every page has content")

        // The validator is not a rubber stamp: a wrong schemaVersion is caught.
        let tampered = json.out.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 2")
        #expect(tampered != json.out)
        let tamperedPath = try folder.write(Data(tampered.utf8), as: "tampered.json")
        #expect(try !JSONSchemaValidator.errors(schema: Repo.documentSchema, document: tamperedPath).isEmpty)

        // Outline: the stored row, then the document as a tree.
        let outline = Folio.run(["show", "1", "--db", db])
        #expect(outline.status == .ok)
        #expect(outline.out.hasPrefix("#1 \(file)\n  sha256 \(sha256)\n  succeeded, ingested "), "\(outline.out)")
        let noun = pageCount == 1 ? "page" : "pages"
        #expect(outline.out.contains("\nDocument \(item.mediaType) \(pageCount) \(noun)\n"), "\(outline.out)")
        for number in 1...pageCount {
            #expect(outline.out.contains("\n├─ page \(number) 2550×3300 @300dpi \(item.textSource)\n"), "\(outline.out)")
        }
        #expect(outline.lines.last?.hasPrefix("└─ b") == true, "\(outline.out)")
        // The same document by SHA-256 prefix and by path.
        #expect(Folio.run(["show", String(sha256.prefix(12)), "--db", db]).out == outline.out)
        #expect(Folio.run(["show", file, "--db", db]).out == outline.out)

        // Text: page by page.
        let text = Folio.run(["show", "1", "--db", db, "--text"])
        #expect(text.status == .ok)
        let pages = Self.pages(of: text.out)
        #expect(pages.map(\.number) == Array(1...pageCount), "\(text.out)")
        let truth = try Self.truthPages(Repo.path("corpus/" + (item.file as NSString).deletingPathExtension + ".truth.json"))
        #expect(truth.count == pageCount)
        for (page, heading) in zip(pages, item.headings) {
            #expect(page.text.contains(heading), "page \(page.number) text lacks '\(heading)':\n\(page.text)")
        }
        if item.exactWords {
            for (page, truthText) in zip(pages, truth) {
                #expect(page.text.split(whereSeparator: \.isWhitespace) == truthText.split(whereSeparator: \.isWhitespace),
                        "page \(page.number) text layer differs from the ground truth")
            }
        }
    }

    @Test func refusesAnUnknownReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("folio.sqlite")
        #expect(Folio.run(["ingest", Repo.path("corpus/brochure-born-digital.pdf"), "--db", db]).status == .ok)
        let result = Folio.run(["show", "99", "--db", db])
        #expect(result.status == .noInput)
        #expect(result.err == "error: no stored document matches '99'\n")
        let both = Folio.run(["show", "1", "--db", db, "--json", "--text"])
        #expect(both.status == .usage)
    }

    /// The generated invoice prints EAN-13 5431148545620 (its truth file); as a trade item number that is
    /// GTIN-14 05431148545620, a leading zero before the thirteen digits.
    @Test func outlineShowsABarcodesTradeItemNumber() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.file("folio.sqlite")
        let file = try folder.copy(Repo.path("corpus/barcodes/invoice-vector-codes.pdf"))
        #expect(Folio.run(["ingest", file, "--db", db, "--jobs", "1"]).status == .ok)
        let outline = Folio.run(["show", "1", "--db", db])
        #expect(outline.status == .ok, "\(outline.err)")
        let line = outline.out.split(separator: "\n").first { $0.contains("ean13") }
        #expect(line?.contains("\"5431148545620\" gtin 05431148545620") == true, "\(outline.out)")
    }

    /// `--- page N ---` sections of `show --text`.
    static func pages(of text: String) -> [(number: Int, text: String)] {
        var result: [(number: Int, text: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- page "), line.hasSuffix(" ---"),
               let number = Int(line.dropFirst("--- page ".count).dropLast(" ---".count)) {
                result.append((number, ""))
            } else if !result.isEmpty {
                result[result.count - 1].text += line + "\n"
            }
        }
        return result
    }

    static func truthPages(_ path: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let pages = try #require((object as? [String: Any])?["pages"] as? [[String: Any]])
        return pages.compactMap { $0["text"] as? String }
    }

    static func sha256sum(_ path: String) throws -> String {
        let result = try Subprocess.run("/usr/bin/sha256sum", [path])
        return String(result.out.prefix(64))
    }
}

/// Python's `jsonschema` (Debian: python3-jsonschema), Draft 2020-12.
enum JSONSchemaValidator {
    static let script = """
        import json, sys
        try:
            from jsonschema import Draft202012Validator
        except ImportError as error:
            print("cannot import jsonschema.Draft202012Validator (%s): apt-get install python3-jsonschema" % error,
                  file=sys.stderr)
            sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        Draft202012Validator.check_schema(schema)
        document = json.load(open(sys.argv[2]))
        errors = sorted(Draft202012Validator(schema).iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors[:20]:
            print("/" + "/".join(map(str, error.absolute_path)) + ": " + error.message[:300])
        sys.exit(1 if errors else 0)
        """

    /// The validation errors, one line each; empty when `document` is valid.
    static func errors(schema: String, document: String) throws -> [String] {
        let result = try Subprocess.run("/usr/bin/python3", ["-c", script, schema, document])
        switch result.status {
        case 0: return []
        case 1: return result.out.split(separator: "\n").map(String.init)
        case 3: throw TestFailure("python3-jsonschema is missing: apt-get install python3-jsonschema (\(result.err))")
        default: throw TestFailure("the JSON Schema validator failed (\(result.status)): \(result.err)")
        }
    }
}

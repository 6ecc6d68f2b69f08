import Foundation

/// Ground truth for one document, as in `schemas/truth.schema.json`: a sidecar `NAME.truth.json`
/// beside the document. Later metrics (corners, tables, barcodes, receipts) add optional fields;
/// readers ignore what they do not know.
public struct Truth: Hashable, Codable, Sendable {
    public struct Page: Hashable, Codable, Sendable {
        /// 1-based.
        public var number: Int
        /// The page's text in reading order, lines separated by newlines.
        public var text: String?
        /// The page's corners in the image's pixels, [x, y] × 4: top-left, top-right, bottom-right, bottom-left
        /// of the upright page (photographed pages).
        public var corners: [[Double]]? = nil
        /// Clockwise degrees (0, 90, 180, 270) the page is turned in the image.
        public var orientation: Int? = nil
        /// For a photographed page cut by the picture's frame: `text` keeping only the words the picture shows
        /// (scripts/corpus/annotate-visible-text.py). Scored separately; `text` stays the truth.
        public var visibleText: String? = nil

        public init(number: Int, text: String?, corners: [[Double]]? = nil, orientation: Int? = nil) {
            self.number = number
            self.text = text
            self.corners = corners
            self.orientation = orientation
        }
    }

    public var version: Int
    /// The document's file name, relative to the truth file's folder.
    public var document: String
    public var kind: String?
    public var pages: [Page]

    public init(version: Int = 1, document: String, kind: String? = nil, pages: [Page]) {
        self.version = version
        self.document = document
        self.kind = kind
        self.pages = pages
    }
}

/// A document with its ground truth, found in an evaluation folder.
public struct TruthCase: Hashable, Sendable {
    public var documentPath: String
    public var truthPath: String
    public var truth: Truth
}

public enum TruthError: Error, CustomStringConvertible {
    case unreadable(file: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read ground truth: \(reason)"
        }
    }
}

extension TruthCase {
    /// Every case under `directory`: `NAME.truth.json` sidecars, and plain `NAME.txt` transcripts beside
    /// an image or PDF of the same name (the form Tesseract's own test data uses), taken as one page.
    public static func discover(in directory: String) throws -> [TruthCase] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: directory) else {
            throw TruthError.unreadable(file: directory, reason: "no such folder")
        }
        let files = (enumerator.allObjects as? [String] ?? []).sorted()
        let documentExtensions: Set<String> = ["png", "jpg", "jpeg", "tif", "tiff", "pdf", "webp", "bmp", "pnm", "gif"]
        var cases: [TruthCase] = []
        var documentByStem: [String: String] = [:]
        for file in files where documentExtensions.contains((file as NSString).pathExtension.lowercased()) {
            documentByStem[(file as NSString).deletingPathExtension] = documentByStem[(file as NSString).deletingPathExtension] ?? file
        }
        for file in files {
            let full = (directory as NSString).appendingPathComponent(file)
            if file.hasSuffix(".truth.json") {
                guard let data = fm.contents(atPath: full) else { throw TruthError.unreadable(file: full, reason: "unreadable") }
                let truth: Truth
                do { truth = try JSONDecoder().decode(Truth.self, from: data) } catch {
                    throw TruthError.unreadable(file: full, reason: "\(error)")
                }
                let folder = (full as NSString).deletingLastPathComponent
                cases.append(TruthCase(documentPath: (folder as NSString).appendingPathComponent(truth.document),
                                       truthPath: full, truth: truth))
            } else if (file as NSString).pathExtension == "txt", let document = documentByStem[(file as NSString).deletingPathExtension] {
                guard let text = try? String(contentsOfFile: full, encoding: .utf8) else { continue }
                let truth = Truth(document: (document as NSString).lastPathComponent, pages: [.init(number: 1, text: text)])
                cases.append(TruthCase(documentPath: (directory as NSString).appendingPathComponent(document),
                                       truthPath: full, truth: truth))
            }
        }
        return cases
    }
}

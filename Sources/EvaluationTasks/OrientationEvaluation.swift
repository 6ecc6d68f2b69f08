import DocModel
import Evaluation
import Foundation
import Imaging
import Ingest
import Pipeline

/// `folio eval --task orientation PATH...`: every page of every document (truth folders, or plain files such
/// as cardinal.pdf) is turned 0/90/180/270° clockwise and read by the straightening stages (no OCR); the
/// page must come out upright: the turn applied plus the turn added must undo the page's own orientation
/// (from the truth, 0 when there is none).
struct OrientationEvaluation {
    struct Row: Codable {
        var document: String
        var page: Int
        var addedTurn: Int
        var appliedRotation: Int
        var upright: Bool
        /// The page's own turn as found (turn added + turn applied); must agree over the four copies.
        var ownTurn: Int
        var hasTruth: Bool
    }

    var directories: [String]
    var pipeline: PipelineDefinition

    func run() throws -> [Row] {
        var documents: [(path: String, orientation: [Int: Int])] = []
        for path in directories {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                documents.append((path, [:]))
            } else {
                for item in try TruthCase.discover(in: path) {
                    documents.append((item.documentPath, Dictionary(item.truth.pages.map { ($0.number, $0.orientation ?? 0) },
                                                                    uniquingKeysWith: { a, _ in a })))
                }
            }
        }
        // Pages as images: decode (and render PDFs) only.
        let decodeOnly = PipelineDefinition(name: "decode-only", version: 1,
                                            pages: pipeline.pages.filter { ["decode", "rasterize"].contains($0.stage) },
                                            document: [])
        let straighten = PipelineDefinition(name: "straighten", version: 1,
                                            pages: pipeline.pages.filter { !["ocr", "text_layer"].contains($0.stage) },
                                            document: [])
        let pageReader = try DocumentReader(pipeline: decodeOnly)
        let reader = try DocumentReader(pipeline: straighten)
        var rows: [Row] = []
        for document in documents {
            guard let data = FileManager.default.contents(atPath: document.path) else { continue }
            var pages: [(Int, Data)] = []
            pageReader.pageObserver = { work in
                guard let image = work.image, let png = try? image.pngData() else { return }
                pages.append((work.number, png))
            }
            _ = pageReader.read(path: document.path, data: data)
            pageReader.pageObserver = nil
            for (number, png) in pages {
                guard let type = MediaType.sniff(png) else { continue }
                let image = try ImageDecoder().decode(png, mediaType: type, file: document.path)
                for turns in 0..<4 {
                    let turned = try image.rotated(quarterTurns: turns)
                    let report = reader.read(path: document.path, data: try turned.pngData())
                    let rotation = report.document?.pages.first?.geometry?.rotation ?? 0
                    // Without truth (cardinal.pdf) the page's own turn is unknown: the four copies must agree on
                    // it; check the output by eye once (--keep-images).
                    let own = document.orientation[number] ?? 0
                    let found = (360 - (turns * 90 + rotation) % 360) % 360
                    rows.append(Row(document: (document.path as NSString).lastPathComponent, page: number,
                                    addedTurn: turns * 90, appliedRotation: rotation,
                                    upright: found == own, ownTurn: found, hasTruth: !document.orientation.isEmpty))
                }
            }
        }
        return rows
    }

    static func table(_ rows: [Row]) -> String {
        var table = TextTable(headers: ["document", "page", "turned", "Folio turned back", "page's own turn", "upright"])
        // Pages without truth count as upright when all four copies agree on the page's own turn.
        var agreed: [String: Bool] = [:]
        for r in rows where !r.hasTruth {
            let key = "\(r.document)#\(r.page)"
            let first = rows.first { $0.document == r.document && $0.page == r.page }?.ownTurn
            agreed[key] = (agreed[key] ?? true) && r.ownTurn == first
        }
        func ok(_ r: Row) -> Bool { r.hasTruth ? r.upright : agreed["\(r.document)#\(r.page)"] ?? false }
        for r in rows {
            table.rows.append([r.document, String(r.page), "\(r.addedTurn)°", "\(r.appliedRotation)°",
                               "\(r.ownTurn)°" + (r.hasTruth ? "" : " (no truth)"), ok(r) ? "yes" : "NO"])
        }
        table.rows.append(["all (\(rows.count) turned pages)", "", "", "", "", "\(rows.filter(ok).count) upright"])
        return table.render()
    }
}

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
                                            pages: pipeline.pages.filter { !["ocr", "illumination", "text_layer"].contains($0.stage) },
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
                    let own = document.orientation[number] ?? 0
                    rows.append(Row(document: (document.path as NSString).lastPathComponent, page: number,
                                    addedTurn: turns * 90, appliedRotation: rotation,
                                    upright: (own + turns * 90 + rotation) % 360 == 0))
                }
            }
        }
        return rows
    }

    static func table(_ rows: [Row]) -> String {
        var table = TextTable(headers: ["document", "page", "turned", "Folio turned back", "upright"])
        for r in rows {
            table.rows.append([r.document, String(r.page), "\(r.addedTurn)°", "\(r.appliedRotation)°", r.upright ? "yes" : "NO"])
        }
        let good = rows.filter(\.upright).count
        table.rows.append(["all (\(rows.count) turned pages)", "", "", "", "\(good) upright"])
        return table.render()
    }
}

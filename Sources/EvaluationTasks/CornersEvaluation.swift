import Evaluation
import Foundation
import Imaging
import Ingest
import Segmentation

/// `folio eval --task corners DIR...`: the page finder against truth corners, beside the contour baseline.
struct CornersEvaluation {
    struct Row: Codable {
        var document: String
        var folioJaccard: Double
        var folioCornerError: Double
        var folioOrigin: String
        var baselineJaccard: Double
        var baselineCornerError: Double
        var seconds: Double
        var folioCorners: [[Double]]
        var baselineCorners: [[Double]]
    }

    var directories: [String]
    var locator = PageLocator()

    func run() throws -> [Row] {
        let cases = try directories.flatMap { try TruthCase.discover(in: $0) }
        var rows: [Row] = []
        for item in cases {
            guard let page = item.truth.pages.first, let corners = page.corners, corners.count == 4,
                  corners.allSatisfy({ $0.count == 2 }),
                  let truth = Quad(corners: corners.map { Vector2($0[0], $0[1]) }) else { continue }
            guard let data = FileManager.default.contents(atPath: item.documentPath), let type = MediaType.sniff(data) else {
                throw TruthError.unreadable(file: item.documentPath, reason: "cannot read the document")
            }
            let image = try ImageDecoder().decode(data, mediaType: type, file: item.documentPath)
            let start = Date()
            let (finding, detail, scale) = try locator.locate(image)
            let seconds = Date().timeIntervalSince(start)
            let baseline = ContourBaseline().find(in: detail).scaled(by: scale)
            let diagonal = truth.diagonal
            // A page cut by the picture's edge is judged on the part the picture shows, and on its visible corners.
            let frame = Quad.full(width: Double(image.width), height: Double(image.height))
            let visible: (Vector2) -> Bool = { $0.x >= 0 && $0.y >= 0 && $0.x <= frame.bottomRight.x && $0.y <= frame.bottomRight.y }
            func rounded(_ q: Quad) -> [[Double]] { q.corners.map { [($0.x * 10).rounded() / 10, ($0.y * 10).rounded() / 10] } }
            rows.append(Row(document: (item.documentPath as NSString).lastPathComponent,
                            folioJaccard: finding.quad.jaccard(truth, within: frame),
                            folioCornerError: finding.quad.meanCornerError(truth, counting: visible) / diagonal * 100,
                            folioOrigin: finding.origin.rawValue,
                            baselineJaccard: baseline.jaccard(truth, within: frame),
                            baselineCornerError: baseline.meanCornerError(truth, counting: visible) / diagonal * 100,
                            seconds: seconds, folioCorners: rounded(finding.quad), baselineCorners: rounded(baseline)))
        }
        return rows
    }

    static func table(_ rows: [Row]) -> String {
        var table = TextTable(headers: ["document", "Folio Jaccard", "Folio corner err", "found", "baseline Jaccard",
                                        "baseline corner err", "Folio s"])
        for r in rows {
            table.rows.append([r.document, String(format: "%.4f", r.folioJaccard), String(format: "%.2f%%", r.folioCornerError),
                               r.folioOrigin, String(format: "%.4f", r.baselineJaccard),
                               String(format: "%.2f%%", r.baselineCornerError), String(format: "%.2f", r.seconds)])
        }
        func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
        table.rows.append(["mean (\(rows.count) pages)", String(format: "%.4f", mean(rows.map(\.folioJaccard))),
                           String(format: "%.2f%%", mean(rows.map(\.folioCornerError))), "",
                           String(format: "%.4f", mean(rows.map(\.baselineJaccard))),
                           String(format: "%.2f%%", mean(rows.map(\.baselineCornerError))),
                           String(format: "%.2f", mean(rows.map(\.seconds)))])
        table.rows.append(["pages below 0.85", String(rows.filter { $0.folioJaccard < 0.85 }.count), "", "",
                           String(rows.filter { $0.baselineJaccard < 0.85 }.count), "", ""])
        return table.render()
    }
}

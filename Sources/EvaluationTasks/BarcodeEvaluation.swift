import Barcodes
import DocModel
import Evaluation
import Foundation
import Imaging
import Ingest
import Pipeline

/// `folio eval --task barcodes DIR`: over a zxing-cpp style sample tree (one folder per symbology,
/// `qrcode-3/`, each image with its expected payload in NAME.txt or NAME.bin; `falsepositives-*/` must
/// decode nothing), how many images Folio decodes correctly — the pipeline given, through the same
/// `DocumentReader` `folio ingest` uses, so the figure is the product's — beside ZBar alone and zxing-cpp alone
/// on the image as decoded (Folio's adapters, check digits applied), per symbology; codes reported where there
/// are none, and codes reported twice on one image.
struct BarcodeEvaluation {
    struct Row: Codable {
        var symbology: String
        var images = 0
        var zbar = 0
        var zxing = 0
        var merged = 0
        var falsePositivesZBar = 0
        var falsePositivesZXing = 0
        var falsePositivesMerged = 0
        var twice = 0
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "tif", "tiff", "bmp", "gif", "pnm"]

    let console: Console
    let pipeline: PipelineDefinition

    func run(directories: [String], json: Bool) throws -> ExitCode {
        var rows: [String: Row] = [:]
        let scanner = try BarcodeScanner()
        let zxing = ZXingReader()
        let reader = try DocumentReader(pipeline: pipeline)
        let fm = FileManager.default
        for directory in directories {
            let folders = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            for folder in folders {
                let path = (directory as NSString).appendingPathComponent(folder)
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                // "qrcode-3" → "qrcode"; every "falsepositives-N" folder is one row.
                let symbology = folder.replacingOccurrences(of: #"-\d+$"#, with: "", options: .regularExpression)
                let falsePositives = symbology == "falsepositives"
                for file in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted()
                where Self.imageExtensions.contains((file as NSString).pathExtension.lowercased()) {
                    let stem = (path as NSString).appendingPathComponent((file as NSString).deletingPathExtension)
                    let expectedText = fm.contents(atPath: stem + ".txt")
                    let expectedBytes = fm.contents(atPath: stem + ".bin")
                    // An image without an expected payload (a multi-code sample) cannot be scored.
                    guard falsePositives || expectedText != nil || expectedBytes != nil else { continue }
                    let imagePath = (path as NSString).appendingPathComponent(file)
                    guard let data = fm.contents(atPath: imagePath), let type = MediaType.sniff(data) else {
                        console.err("\(imagePath): unreadable\n")
                        continue
                    }
                    let image: Image
                    let luminance: [UInt8]
                    do {
                        image = try ImageDecoder().decode(data, mediaType: type, file: imagePath)
                        luminance = try image.luminanceBytes()
                    } catch {
                        console.err("\(imagePath): \(error)\n")
                        continue
                    }
                    let fromZBar = scanner.scan(luminance: luminance, width: image.width, height: image.height)
                        .compactMap(BarcodeReader.reading).map(\.code)
                    scanner.messages = []
                    let zxingResults = (try? zxing.read(luminance: luminance, width: image.width, height: image.height)) ?? []
                    let fromZXing = zxingResults.map(\.barcode)
                    // The product path: the file read as `folio ingest` reads it (document stages too).
                    let report = reader.read(path: imagePath, data: data)
                    let merged = (report.document?.pages ?? []).flatMap { $0.barcodes ?? [] }
                    var row = rows[symbology] ?? Row(symbology: symbology)
                    row.images += 1
                    row.twice += merged.count - Set(merged.map { BarcodeMerger.identity($0) }).count
                    if falsePositives {
                        row.falsePositivesZBar += fromZBar.count
                        row.falsePositivesZXing += fromZXing.count
                        row.falsePositivesMerged += merged.count
                    } else {
                        func correct(_ code: Barcode) -> Bool {
                            if let expectedText, Self.same(code, String(decoding: expectedText, as: UTF8.self)) { return true }
                            if let expectedBytes {
                                if Array(code.payload.utf8) == Array(expectedBytes) { return true }
                                // Text decoded from ISO-8859-1 bytes (zxing-cpp's default character set).
                                if code.payload.unicodeScalars.allSatisfy({ $0.value < 256 }),
                                   code.payload.unicodeScalars.map({ UInt8($0.value) }) == Array(expectedBytes) { return true }
                                // zxing-cpp's raw bytes, for binary payloads its text transcodes.
                                return zxingResults.contains { $0.barcode.payload == code.payload && $0.bytes == Array(expectedBytes) }
                            }
                            return false
                        }
                        if fromZBar.contains(where: correct) { row.zbar += 1 }
                        if fromZXing.contains(where: correct) { row.zxing += 1 }
                        if merged.contains(where: correct) { row.merged += 1 }
                    }
                    rows[symbology] = row
                }
            }
        }
        let sorted = rows.values.sorted { $0.symbology < $1.symbology }
        if json {
            console.out(try JSONOutput.pretty(sorted))
        } else {
            var table = TextTable(headers: ["symbology", "images", "ZBar", "zxing-cpp", "Folio", "FP ZBar", "FP zxing-cpp",
                                            "FP Folio", "twice", "Folio ≥ best"])
            for row in sorted {
                let ok = row.merged >= max(row.zbar, row.zxing) && row.falsePositivesMerged == 0 && row.twice == 0
                table.rows.append([row.symbology, String(row.images), String(row.zbar), String(row.zxing), String(row.merged),
                                   String(row.falsePositivesZBar), String(row.falsePositivesZXing),
                                   String(row.falsePositivesMerged), String(row.twice), ok ? "yes" : "NO"])
            }
            let total = sorted.reduce(into: Row(symbology: "all")) { sum, row in
                sum.images += row.images; sum.zbar += row.zbar; sum.zxing += row.zxing; sum.merged += row.merged
                sum.falsePositivesZBar += row.falsePositivesZBar; sum.falsePositivesZXing += row.falsePositivesZXing
                sum.falsePositivesMerged += row.falsePositivesMerged; sum.twice += row.twice
            }
            table.rows.append([total.symbology, String(total.images), String(total.zbar), String(total.zxing),
                               String(total.merged), String(total.falsePositivesZBar), String(total.falsePositivesZXing),
                               String(total.falsePositivesMerged), String(total.twice), ""])
            console.out(table.render())
        }
        return .ok
    }

    /// Payloads compare exactly, or without one trailing newline (some NAME.txt files end with one).
    /// UPC-A and UPC-E also compare as the GTIN-13 they stand for, the form the reference files use; a GS1
    /// element string without its group separators (the reference files leave them out).
    static func same(_ code: Barcode, _ expected: String) -> Bool {
        let trimmed = expected.trimmingCharacters(in: .newlines)
        let gtin = Symbology.gtin13(code.symbology, code.payload)
        let plain = code.payload.replacingOccurrences(of: String(GS1.separator), with: "")
        return [code.payload, gtin, plain].contains { $0 == expected || $0 == trimmed }
    }
}

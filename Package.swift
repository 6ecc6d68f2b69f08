// swift-tools-version:6.0
import PackageDescription

/// A system library reached through pkg-config, with the Debian package that provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Folio",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "folio", targets: ["folio"]),
    ],
    targets: [
        // C libraries (Debian -dev packages), one module map each.
        systemLibrary("CSQLite", pkgConfig: "sqlite3", apt: "libsqlite3-dev"),
        systemLibrary("CLeptonica", pkgConfig: "lept", apt: "libleptonica-dev"),
        systemLibrary("CTesseract", pkgConfig: "tesseract", apt: "libtesseract-dev"),
        systemLibrary("CPoppler", pkgConfig: "poppler-glib", apt: "libpoppler-glib-dev"),
        systemLibrary("CZBar", pkgConfig: "zbar", apt: "libzbar-dev"),
        systemLibrary("CCrypto", pkgConfig: "libcrypto", apt: "libssl-dev"),

        // Pure Swift vocabulary.
        .target(name: "DocModel"),
        // Adapters: the only modules that import C.
        .target(name: "Hashing", dependencies: ["CCrypto"]),
        .target(name: "Imaging", dependencies: ["CLeptonica", "DocModel"]),
        .target(name: "PDF", dependencies: ["CPoppler", "Imaging", "DocModel"]),
        .target(name: "OCR", dependencies: ["CTesseract", "Imaging", "DocModel"]),
        .target(name: "Barcodes", dependencies: ["CZBar", "Imaging", "DocModel"]),
        .target(name: "Store", dependencies: ["CSQLite", "DocModel"]),
        // Pure Swift logic.
        .target(name: "Pipeline", dependencies: ["DocModel"]),
        .target(name: "Evaluation", dependencies: ["DocModel"]),
        .target(name: "Segmentation", dependencies: ["DocModel"]),
        // Composition root and user interface.
        .target(name: "Ingest", dependencies: ["DocModel", "Hashing", "Imaging", "PDF", "OCR", "Barcodes", "Pipeline", "Store", "Segmentation"]),
        .target(name: "FolioCLI", dependencies: ["Ingest", "Store", "Evaluation", "Pipeline", "DocModel", "Segmentation", "Imaging"]),
        .executableTarget(name: "folio", dependencies: ["FolioCLI"]),

        .testTarget(name: "DocModelTests", dependencies: ["DocModel"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "DocModel"], exclude: ["Snapshots"]),
        .testTarget(name: "SegmentationTests", dependencies: ["Segmentation"]),
        .testTarget(name: "EvaluationTests", dependencies: ["Evaluation", "DocModel"]),
        .testTarget(name: "IngestTests", dependencies: ["Ingest", "Imaging", "PDF", "OCR", "Pipeline", "DocModel", "Store", "Evaluation", "Barcodes"], exclude: ["Fixtures"]),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioCLI", "Store", "DocModel"]),
    ],
    swiftLanguageModes: [.v6]
)

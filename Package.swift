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
        systemLibrary("CLibPQ", pkgConfig: "libpq", apt: "libpq-dev"),

        // zxing-cpp (C++ API only) behind a plain-C header; Debian libzxing-dev.
        .target(name: "CZXing", linkerSettings: [.linkedLibrary("ZXing")]),
        // poppler-cpp's Splash page renderer behind a plain-C header; Debian libpoppler-cpp-dev.
        .target(name: "CPopplerSplash", linkerSettings: [.linkedLibrary("poppler-cpp")]),
        // Linux file-system calls Swift's Glibc module leaves out (renameat2).
        .target(name: "CFileSystem"),
        // A 1-bit image's long runs by doubling: the opening layout's ruling finder and libtesseract's rulings share.
        .target(name: "CLongRuns", linkerSettings: [.linkedLibrary("lept")]),
        // Tesseract's line images written as uncompressed PNG (the same pixels, no deflate) and its rulings' 1-D
        // openings done by doubling runs (the same pixels, fewer raster operations): libtesseract's calls to
        // `pixWriteMem` and `pixOpenBrick` bind to the executable's definitions, which it must export.
        .target(name: "CTesseractLineImages", dependencies: ["CLongRuns"],
                linkerSettings: [.linkedLibrary("lept"),
                                 .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=pixWriteMem",
                                                 "-Xlinker", "--export-dynamic-symbol=pixOpenBrick"])]),

        // Pure Swift vocabulary.
        .target(name: "DocModel"),
        // Adapters: the only modules that import C.
        .target(name: "Hashing", dependencies: ["CCrypto"]),
        // Its warps and pixel loops run in Swift: optimised even in debug builds (see Segmentation).
        .target(name: "Imaging", dependencies: ["CLeptonica", "CLongRuns", "DocModel"], swiftSettings: [.unsafeFlags(["-O"])]),
        .target(name: "PDF", dependencies: ["CPoppler", "CPopplerSplash", "Imaging", "DocModel"]),
        .target(name: "OCR", dependencies: ["CTesseract", "Imaging", "DocModel"]),
        .target(name: "Barcodes", dependencies: ["CZBar", "CZXing", "Imaging", "DocModel"]),
        .target(name: "Store", dependencies: ["CSQLite", "CLibPQ", "DocModel", "Hashing"]),
        // Pure Swift logic.
        .target(name: "Pipeline", dependencies: ["DocModel"]),
        .target(name: "Evaluation", dependencies: ["DocModel"]),
        // OCR-repair knowledge: look-alike characters, character votes, the word model, the one regex wrapper
        // (pure Swift, no C below it).
        .target(name: "TextRepair", dependencies: ["DocModel"]),
        .target(name: "Extraction", dependencies: ["DocModel", "TextRepair"]),
        // Page finding scores thousands of quadrilaterals pixel by pixel: optimised even in debug builds, where
        // unspecialised generics and reference counting made it ~10× slower than OCR on a phone photo.
        .target(name: "Segmentation", dependencies: ["DocModel"], swiftSettings: [.unsafeFlags(["-O"])]),
        // The watched inbox: readiness, ignore rules, naming, routing (pure Swift); inotify and /proc (adapter);
        // the watcher itself (composition).
        .target(name: "Layout", dependencies: ["DocModel"]),
        .target(name: "Inbox"),
        .target(name: "FileWatch", dependencies: ["CFileSystem"]),
        .target(name: "Watcher", dependencies: ["Inbox", "FileWatch", "Ingest", "Store", "Pipeline", "DocModel", "Hashing", "ReviewExport"]),
        .target(name: "Receipts", dependencies: ["DocModel", "TextRepair"]),
        // Review pages (HTML) and searchable PDFs: pure writers, and their composition over the store.
        .target(name: "Review", dependencies: ["DocModel"]),
        .target(name: "SearchablePDF", dependencies: ["DocModel"]),
        .target(name: "ReviewExport", dependencies: ["Review", "SearchablePDF", "Store", "FileWatch", "Imaging", "PDF", "Hashing", "DocModel"]),
        // Composition root and user interface.
        .target(name: "Ingest", dependencies: ["DocModel", "TextRepair", "Hashing", "FileWatch", "Imaging", "PDF", "OCR", "Barcodes", "Pipeline", "Store", "Extraction", "Layout", "Receipts", "Segmentation"]),
        // Where commands write (console, JSON), their exit codes and failures: shared by the CLI and evaluation.
        .target(name: "CommandIO", dependencies: ["Imaging"]),
        // `folio eval`'s task runners, dataset readers and matching rules, over the document reader.
        .target(name: "EvaluationTasks", dependencies: ["CommandIO", "Ingest", "Evaluation", "Pipeline", "DocModel", "Barcodes", "Imaging", "Extraction", "Receipts", "Segmentation"]),
        .target(name: "FolioCLI", dependencies: ["CommandIO", "FileWatch", "EvaluationTasks", "Ingest", "Store", "Evaluation", "Pipeline", "DocModel", "Barcodes", "Imaging", "Extraction", "Inbox", "Watcher", "Layout", "Receipts", "Segmentation", "ReviewExport"]),
        .executableTarget(name: "folio", dependencies: ["FolioCLI", "CTesseractLineImages"]),

        // What the test targets that run real files and processes share (repository paths, folders, sqlite3).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DocModelTests", dependencies: ["DocModel"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "DocModel"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "DocModel", "Extraction", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "ExtractionTests", dependencies: ["Extraction", "DocModel"]),
        .testTarget(name: "SegmentationTests", dependencies: ["Segmentation"]),
        .testTarget(name: "ReceiptsTests", dependencies: ["Receipts", "DocModel", "Extraction"]),
        .testTarget(name: "EvaluationTests", dependencies: ["Evaluation", "DocModel"]),
        .testTarget(name: "IngestTests", dependencies: ["Ingest", "CTesseractLineImages", "CLongRuns", "Receipts", "TextRepair", "Imaging", "PDF", "OCR", "Pipeline", "DocModel", "Store", "Evaluation", "Barcodes", "SearchablePDF"], exclude: ["Fixtures"]),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioCLI", "EvaluationTasks", "Store", "FileWatch", "Hashing", "DocModel", "TestSupport"]),
        .testTarget(name: "InboxTests", dependencies: ["Inbox", "Store", "FileWatch"]),
        .testTarget(name: "HashingTests", dependencies: ["Hashing"]),
        .testTarget(name: "TextRepairTests", dependencies: ["TextRepair"]),
        .testTarget(name: "ReviewTests", dependencies: ["Review", "SearchablePDF", "ReviewExport", "FolioCLI", "Store", "Imaging", "DocModel", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

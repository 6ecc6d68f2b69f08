import CTesseract

/// Tesseract's page segmentation modes that make sense for whole pages, with Folio's names, and the
/// single-line mode the `reread` stage uses on cut-out lines.
public enum PageSegmentationMode: String, Sendable, CaseIterable {
    /// `PSM_AUTO` (3), the CLI's default: finds columns and blocks.
    case auto
    /// `PSM_SINGLE_COLUMN` (4).
    case singleColumn = "single_column"
    /// `PSM_SINGLE_BLOCK` (6), the C API's default.
    case singleBlock = "single_block"
    /// `PSM_SPARSE_TEXT` (11): text in no particular order, as on receipts and forms.
    case sparseText = "sparse_text"
    /// `PSM_AUTO_OSD` (1): automatic, with orientation and script detection.
    case autoOSD = "auto_osd"
    /// `PSM_SINGLE_LINE` (7): the image is one line of text (the `reread` stage's crops).
    case singleLine = "single_line"

    /// The modes a pipeline's `ocr` stage may use: whole pages, not single lines.
    public static var pageModes: [PageSegmentationMode] { allCases.filter { $0 != .singleLine } }

    var tesseractValue: TessPageSegMode {
        switch self {
        case .auto: return PSM_AUTO
        case .singleColumn: return PSM_SINGLE_COLUMN
        case .singleBlock: return PSM_SINGLE_BLOCK
        case .sparseText: return PSM_SPARSE_TEXT
        case .autoOSD: return PSM_AUTO_OSD
        case .singleLine: return PSM_SINGLE_LINE
        }
    }
}

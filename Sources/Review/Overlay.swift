import DocModel

/// One box drawn over a page: which layer it belongs to, its CSS class (colour), its shape, and the text
/// shown on hover or selection (what it reads, how sure, what it became in SQL).
struct Overlay {
    enum Shape {
        case box(Box)
        case polygon([(Double, Double)])
    }

    var layer: Layer
    var style: String
    var shape: Shape
    var info: String
    /// A short caption written beside the box (receipt fields: "total"); nil for none.
    var label: String? = nil
}

/// The switchable layers, in drawing order (later ones on top).
enum Layer: String, CaseIterable {
    case blocks, cells, lines, words, entities, barcodes, receipt

    var title: String {
        switch self {
        case .blocks: return "Blocks by kind"
        case .cells: return "Table cells and grid"
        case .lines: return "Lines"
        case .words: return "Words (by confidence)"
        case .entities: return "Detected data"
        case .barcodes: return "Barcodes"
        case .receipt: return "Receipt fields and items"
        }
    }

    /// Lines are off at first: they sit under the words and mostly repeat them.
    var shownAtFirst: Bool { self != .lines }
}

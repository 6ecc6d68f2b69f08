import DocModel

/// A straight ruling line drawn on the page (a table's border or grid line), as plain geometry:
/// its box in page pixels (origin top-left). Found by the Imaging adapter (morphology) or, for
/// born-digital PDFs, in a rendering of the page; Layout never looks at pixels itself.
public struct Ruling: Hashable, Sendable {
    public var box: Box

    public init(box: Box) {
        self.box = box
    }

    /// Wider than tall.
    public var isHorizontal: Bool { box.width >= box.height }
    /// The line's centre across its length: y for horizontal rulings, x for vertical ones.
    public var position: Int { isHorizontal ? box.y + box.height / 2 : box.x + box.width / 2 }
    /// Where it starts and ends along its length.
    public var span: ClosedRange<Int> {
        isHorizontal ? box.x...max(box.x, box.maxX - 1) : box.y...max(box.y, box.maxY - 1)
    }
}

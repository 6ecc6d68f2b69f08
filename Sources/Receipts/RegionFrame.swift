import DocModel

/// Page boxes to and from the upright frame of one piece of paper (`PaperRegion`). Rows are rebuilt in the
/// region's own frame, so that a receipt lying 3° askew keeps its description and amount on one row; what
/// is read is then put back on the page. A box keeps its size and moves with its centre (words are short:
/// turning them by a few degrees changes their box by a pixel or two).
struct RegionFrame: Sendable {
    let region: PaperRegion

    func contains(_ box: Box) -> Bool {
        region.contains(x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
    }

    func upright(_ box: Box) -> Box {
        let (u, v) = region.regionPoint(x: Double(box.x) + Double(box.width) / 2, y: Double(box.y) + Double(box.height) / 2)
        return Self.centred(u, v, box)
    }

    func onPage(_ box: Box) -> Box {
        let (x, y) = region.pagePoint(u: Double(box.x) + Double(box.width) / 2, v: Double(box.y) + Double(box.height) / 2)
        return Self.centred(x, y, box)
    }

    private static func centred(_ x: Double, _ y: Double, _ box: Box) -> Box {
        Box(x: Int((x - Double(box.width) / 2).rounded()), y: Int((y - Double(box.height) / 2).rounded()),
            width: box.width, height: box.height)
    }

    /// The receipt with every box put back on the page.
    func onPage(_ receipt: Receipt) -> Receipt {
        var r = receipt
        func move(_ field: inout Receipt.Field?) {
            if let box = field?.box { field?.box = onPage(box) }
        }
        move(&r.merchant); move(&r.address); move(&r.phone); move(&r.taxID); move(&r.date); move(&r.time)
        move(&r.currency); move(&r.subtotal); move(&r.tip); move(&r.total); move(&r.amountPaid); move(&r.change)
        move(&r.paymentMethod); move(&r.cardBrand); move(&r.cardLast4); move(&r.receiptNumber)
        for i in r.taxes.indices { r.taxes[i].box = r.taxes[i].box.map(onPage) }
        for i in r.items.indices { r.items[i].box = r.items[i].box.map(onPage) }
        return r
    }
}

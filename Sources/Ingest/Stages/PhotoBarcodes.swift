import DocModel
import Segmentation

/// Maps codes read on the original photo into the straightened page's pixels: each polygon corner goes
/// through the inverse of the page → photo homography (`PageGeometry.homography`). A code whose centre
/// falls off the page lies on the background beside it (another document, a package) and is dropped:
/// the page's codes are what the page records.
struct PhotoBarcodes {
    let toPage: Homography?
    let pageWidth: Int
    let pageHeight: Int

    init(geometry: PageGeometry, pageWidth: Int, pageHeight: Int) {
        toPage = Homography(geometry.homography).inverse
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
    }

    func onPage(_ codes: [Barcode]) -> [Barcode] {
        guard let toPage else { return [] }
        return codes.compactMap { code in
            let mapped = code.polygon.map { point -> Vector2 in toPage.apply(Vector2(Double(point.x), Double(point.y))) }
            guard !mapped.isEmpty, mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
            let cx = mapped.map(\.x).reduce(0, +) / Double(mapped.count)
            let cy = mapped.map(\.y).reduce(0, +) / Double(mapped.count)
            guard cx >= 0, cy >= 0, cx < Double(pageWidth), cy < Double(pageHeight) else { return nil }
            var onPage = code
            // Corners may stick out of the page a little (a code at its edge): clamp them onto it.
            onPage.polygon = mapped.map {
                Barcode.Point(x: Int(min(Double(pageWidth - 1), max(0, $0.x)).rounded()),
                              y: Int(min(Double(pageHeight - 1), max(0, $0.y)).rounded()))
            }
            return onPage
        }
    }
}

import DocModel
import Imaging

extension PageWork {
    /// `paragraphs`, a whole reading of `image`, with its stretched word boxes repaired (`WordBoxFit`): lines five of
    /// the page's characters long, as `clear_rulings` paints out.
    func fittingWordBoxes(_ paragraphs: [[Line]], on image: Image) throws -> [[Line]] {
        try WordBoxFit.repaired(paragraphs) {
            let shape = clearedRulingShape
            return try LineFreeInk(image, minLength: shape.minLength, maxThickness: shape.maxThickness)
        }
    }
}

import DocModel
import Foundation

/// One page of a searchable PDF: the page image, already encoded, and the words to lay invisibly over it.
public struct SearchablePDFPage: Sendable {
    /// The page's size in pixels at `dpi` (the coordinate space of `words`, as in `DocModel.Page`).
    public var width: Int
    public var height: Int
    public var dpi: Int
    /// Drawn over the whole page whatever its own pixel size (a reduced copy is fine).
    public var image: EncodedImage
    public var words: [Word]

    public init(width: Int, height: Int, dpi: Int, image: EncodedImage, words: [Word]) {
        self.width = width
        self.height = height
        self.dpi = dpi
        self.image = image
        self.words = words
    }
}

/// A JPEG file's bytes with what the PDF image dictionary must state about them.
public struct EncodedImage: Sendable {
    public var jpeg: Data
    public var width: Int
    public var height: Int
    /// 1 for greyscale, 3 for RGB.
    public var components: Int

    public init(jpeg: Data, width: Int, height: Int, components: Int) {
        self.jpeg = jpeg
        self.width = width
        self.height = height
        self.components = components
    }
}

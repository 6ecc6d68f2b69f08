import Foundation

/// Writes each page's image as it was read (the straightened greyscale page when there is one) to a
/// folder, as `<file stem>-p<N>.png`, so a person can see what OCR saw. Failures to write are ignored:
/// keeping images is a convenience and must never fail an ingest.
struct PageImageKeeper {
    let directory: String
    let documentPath: String

    var observer: (PageWork) -> Void {
        let stem = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let directory = self.directory
        return { work in
            guard let image = work.greyImage ?? work.image, let png = try? image.pngData() else { return }
            let path = (directory as NSString).appendingPathComponent("\(stem)-p\(work.number).png")
            try? png.write(to: URL(fileURLWithPath: path))
        }
    }
}

import Foundation

/// Writes each page's image as it was read (the straightened greyscale page when there is one) to a
/// folder, as `<file stem>-p<N>.png`, so a person can see what OCR saw. Failures to write are ignored:
/// keeping images is a convenience and must never fail an ingest.
struct PageImageKeeper {
    let directory: String

    var observer: (PageWork) -> Void {
        let directory = self.directory
        return { work in
            // Named after the page's own document: with shared pages a worker also reads others' pages.
            let stem = ((work.documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let image = work.greyImage ?? work.image, let png = try? image.pngData() else { return }
            let path = (directory as NSString).appendingPathComponent("\(stem)-p\(work.number).png")
            try? png.write(to: URL(fileURLWithPath: path))
        }
    }
}

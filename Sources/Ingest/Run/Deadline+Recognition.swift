import OCR
import Pipeline

extension Deadline {
    /// The page's deadline as Tesseract asks it, between words on the reading thread (where a page's CPU budget counts).
    var recognition: RecognitionDeadline {
        let deadline = self
        return RecognitionDeadline(budget: budget, hasPassed: { deadline.hasPassed() })
    }
}

/// When a recognition must stop, and the budget that says so (for the error). Tesseract asks between words, on
/// the thread that called `recognize`, so a budget of that thread's CPU time holds inside the call too.
public struct RecognitionDeadline {
    /// The budget, as the error names it: "the page's CPU time budget (decode.page_seconds = 120 s)".
    public var budget: String
    public var hasPassed: () -> Bool

    public init(budget: String, hasPassed: @escaping () -> Bool) {
        self.budget = budget
        self.hasPassed = hasPassed
    }
}

/// What Tesseract's cancel callback reaches through its `cancel_this` pointer.
final class CancelCheck {
    let deadline: RecognitionDeadline
    private(set) var stopped = false

    init(_ deadline: RecognitionDeadline) { self.deadline = deadline }

    func shouldStop() -> Bool {
        if !stopped, deadline.hasPassed() { stopped = true }
        return stopped
    }
}

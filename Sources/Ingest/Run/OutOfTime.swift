import Pipeline

/// The document's time budget ran out before page `firstPage` was read: it and the pages after it are not.
struct OutOfTime: Error, CustomStringConvertible {
    let deadline: Deadline
    let firstPage: Int
    /// The last page not read, when known (a shared document's page count); nil for "and the pages after it".
    let lastPage: Int?

    var description: String {
        let pages: String
        if let lastPage, lastPage > firstPage { pages = "pages \(firstPage)–\(lastPage) not read" }
        else if lastPage == firstPage { pages = "page \(firstPage) not read" }
        else { pages = "page \(firstPage) and any after it not read" }
        return "\(deadline.ranOut()); \(pages)"
    }
}

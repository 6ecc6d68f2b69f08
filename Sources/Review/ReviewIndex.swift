import DocModel

/// One row of the index page: a document's status, kind, size and receipt, and its review page.
public struct ReviewIndexEntry: Sendable {
    public var id: Int64
    public var path: String
    public var status: String
    public var kind: String?
    public var pageCount: Int?
    public var merchant: String?
    public var date: String?
    public var total: String?
    public var error: String?
    /// The review page's file name beside the index; nil when none was written (the row is not a link).
    public var fileName: String?

    public init(id: Int64, path: String, status: String, kind: String? = nil, pageCount: Int? = nil,
                merchant: String? = nil, date: String? = nil, total: String? = nil, error: String? = nil,
                fileName: String? = nil) {
        self.id = id
        self.path = path
        self.status = status
        self.kind = kind
        self.pageCount = pageCount
        self.merchant = merchant
        self.date = date
        self.total = total
        self.error = error
        self.fileName = fileName
    }

    /// The row for a document whose review page is being written.
    public init(_ review: ReviewDocument, fileName: String?) {
        let receipt = review.document?.receipt
        let total = receipt?.total.map { field in
            [field.value, receipt?.currency?.value].compactMap { $0 }.joined(separator: " ")
        }
        self.init(id: review.id, path: review.path, status: review.status, kind: review.document?.kind?.kind.rawValue,
                  pageCount: review.document?.pages.count, merchant: receipt?.merchant?.value, date: receipt?.date?.value,
                  total: total, error: review.error, fileName: fileName)
    }
}

/// The index page of a batch review: one row per document, linking to its page.
public enum ReviewIndex {
    public static func html(_ entries: [ReviewIndexEntry]) -> String {
        var body = "<header><h1>Folio review</h1><p class=\"meta\">\(entries.count) document"
            + (entries.count == 1 ? "" : "s") + "</p></header>\n"
        body += "<table class=\"index\"><tr><th>#</th><th>file</th><th>status</th><th>kind</th><th>pages</th>"
            + "<th>merchant</th><th>date</th><th>total</th></tr>\n"
        for entry in entries {
            let name = HTML.escape(entry.path)
            let file = entry.fileName.map { "<a href=\"" + HTML.escape($0) + "\">" + name + "</a>" } ?? name
            body += "<tr><td>\(entry.id)</td><td>" + file + (entry.error.map { "<br><span class=\"error\">" + HTML.escape($0) + "</span>" } ?? "")
                + "</td><td>" + HTML.escape(entry.status) + "</td><td>" + HTML.escape(entry.kind ?? "")
                + "</td><td>" + (entry.pageCount.map(String.init) ?? "") + "</td><td>" + HTML.escape(entry.merchant ?? "")
                + "</td><td>" + HTML.escape(entry.date ?? "") + "</td><td>" + HTML.escape(entry.total ?? "") + "</td></tr>\n"
        }
        body += "</table>"
        // The index has no layers or info panel; the shared script finds none and does nothing.
        return ReviewPage.document(title: "Folio review", body: body.replacingOccurrences(of: "<header>", with: "<header class=\"wide\">"))
    }
}

import DocModel
import Foundation

/// One document's review page: a static, self-contained HTML file (no server, no network, no external
/// scripts, styles or fonts; pictures inline as `data:` URIs, so the file can be mailed or moved alone).
/// Each page is an SVG in the page's own pixels: the picture as Folio read it, then one group per layer.
/// Every string that came from the document goes through `HTML.escape`.
public enum ReviewPage {
    /// The page's HTML. `indexFile` is linked from the header when given (the batch's index page).
    public static func html(_ review: ReviewDocument, indexFile: String? = nil) -> String {
        let name = (review.path as NSString).lastPathComponent
        var body = "<header><h1>" + HTML.escape(name) + "</h1><p class=\"meta\">#\(review.id) · "
            + HTML.escape(review.status)
        if let document = review.document {
            if let kind = document.kind { body += " · " + HTML.escape(kind.kind.rawValue) }
            body += " · \(document.pages.count) page" + (document.pages.count == 1 ? "" : "s")
        }
        body += " · sha256 " + HTML.escape(String(review.sha256.prefix(12))) + "… · " + HTML.escape(review.path)
        if let indexFile { body += " · <a href=\"" + HTML.escape(indexFile) + "\">all documents</a>" }
        body += "</p>"
        if let error = review.error { body += "<p class=\"error\">" + HTML.escape(error) + "</p>" }
        if let note = review.imageNote { body += "<p class=\"note\">" + HTML.escape(note) + "</p>" }
        body += "</header>\n"

        body += "<aside><h2>Layers</h2>"
        for layer in Layer.allCases {
            body += "<label><input type=\"checkbox\" data-layer=\"\(layer.rawValue)\""
                + (layer.shownAtFirst ? " checked" : "") + "> <span class=\"swatch s-\(layer.rawValue)\"></span>"
                + HTML.escape(layer.title) + "</label>"
        }
        body += "<p class=\"legend\">Words: <span class=\"k high\">≥ 0.90</span> <span class=\"k mid\">0.60–0.90</span> "
            + "<span class=\"k low\">&lt; 0.60</span></p>"
        body += "<h2>Selected</h2><pre id=\"info\">Point at a box, or click it to keep it here.</pre>"
        if let document = review.document { body += receiptSummary(document) }
        body += "</aside>\n<main>"

        if let document = review.document {
            for page in document.pages {
                body += pageSection(review, document, page)
            }
        } else {
            body += "<p>This document was not read, so there is nothing to show.</p>"
        }
        body += "</main>"
        return document(title: "Folio review: " + name, body: body)
    }

    // MARK: - Private

    private static func pageSection(_ review: ReviewDocument, _ document: Document, _ page: Page) -> String {
        let images = review.images[page.number]
        var html = "<section class=\"page\" id=\"page-\(page.number)\"><h2>Page \(page.number)</h2>"
        html += "<p class=\"meta\">\(page.width)×\(page.height) px at \(page.dpi) dpi · text from "
            + HTML.escape(page.textSource.rawValue)
        if let confidence = page.confidence { html += " · mean confidence " + HTML.confidence(confidence) }
        if let geometry = page.geometry { html += " · " + HTML.escape(geometry.summary) }
        html += "</p><div class=\"views\">"

        // CSS width at 96 px per inch: the page at its printed size, shrunk to fit the window.
        let cssWidth = Int((Double(page.width) * 96 / Double(max(1, page.dpi))).rounded())
        html += "<figure class=\"read\"><svg class=\"page-view\" viewBox=\"0 0 \(page.width) \(page.height)\" "
            + "style=\"width: min(100%, \(cssWidth)px)\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\">"
        if let image = images?.page {
            html += "<image href=\"\(image.dataURI)\" x=\"0\" y=\"0\" width=\"\(page.width)\" height=\"\(page.height)\" "
                + "preserveAspectRatio=\"none\"/>"
        } else {
            html += "<rect class=\"blank\" x=\"0\" y=\"0\" width=\"\(page.width)\" height=\"\(page.height)\"/>"
        }
        let overlays = overlays(review, document, page: page)
        let labelSize = max(10, Double(page.width) / 70)
        for layer in Layer.allCases {
            html += "<g class=\"layer l-\(layer.rawValue)\">"
            for overlay in overlays where overlay.layer == layer {
                html += shape(overlay, labelSize: labelSize)
            }
            html += "</g>"
        }
        html += "</svg><figcaption>As read (straightened)</figcaption></figure>"

        if let geometry = page.geometry, geometry.origin == .found, let photo = images?.photo {
            let size = (width: photo.width, height: photo.height)
            let points = geometry.corners.map { HTML.number($0.x) + "," + HTML.number($0.y) }.joined(separator: " ")
            html += "<figure class=\"photo\"><svg class=\"photo-view\" viewBox=\"0 0 \(size.width) \(size.height)\" "
                + "xmlns=\"http://www.w3.org/2000/svg\" role=\"img\"><image href=\"\(photo.dataURI)\" x=\"0\" y=\"0\" "
                + "width=\"\(size.width)\" height=\"\(size.height)\" preserveAspectRatio=\"none\"/>"
                + "<polygon class=\"outline\" points=\"\(points)\" data-info=\""
                + HTML.escape("page outline found in the photo\nconfidence \(HTML.confidence(geometry.confidence))\n"
                              + "corners " + points + "\nSQL: page_geometry (page \(page.number))")
                + "\"/></svg><figcaption>The photo, with the page found in it</figcaption></figure>"
        }
        html += "</div>"
        let text = document.text(page: page.number)
        if !text.isEmpty {
            html += "<details><summary>Text of page \(page.number)</summary><pre class=\"text\">"
                + HTML.escape(text) + "</pre></details>"
        }
        return html + "</section>\n"
    }

    private static func shape(_ overlay: Overlay, labelSize: Double) -> String {
        let info = " data-info=\"" + HTML.escape(overlay.info) + "\""
        var html: String
        var anchor: (Double, Double)
        switch overlay.shape {
        case .box(let box):
            html = "<rect class=\"\(overlay.style)\" x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" "
                + "height=\"\(box.height)\"\(info)><title>" + HTML.escape(overlay.info) + "</title></rect>"
            anchor = (Double(box.x), Double(box.y))
        case .polygon(let points):
            let list = points.map { HTML.number($0.0) + "," + HTML.number($0.1) }.joined(separator: " ")
            html = "<polygon class=\"\(overlay.style)\" points=\"\(list)\"\(info)><title>" + HTML.escape(overlay.info)
                + "</title></polygon>"
            anchor = (points.map(\.0).min() ?? 0, points.map(\.1).min() ?? 0)
        }
        if let label = overlay.label {
            html += "<text class=\"label\" x=\"\(HTML.number(anchor.0))\" y=\"\(HTML.number(anchor.1 - labelSize * 0.25))\" "
                + "font-size=\"\(HTML.number(labelSize))\">" + HTML.escape(label) + "</text>"
        }
        return html
    }

    /// Each receipt's fields and items as a small table in the side panel.
    private static func receiptSummary(_ document: Document) -> String {
        var html = ""
        for (index, receipt) in document.allReceipts.enumerated() {
            html += "<h2>Receipt" + (document.allReceipts.count > 1 ? " \(index + 1)" : "") + "</h2><table class=\"fields\">"
            for (name, field) in receiptFields(receipt) {
                html += "<tr><th>" + HTML.escape(name) + "</th><td>" + HTML.escape(field.value) + "</td></tr>"
            }
            for tax in receipt.taxes {
                html += "<tr><th>tax</th><td>" + HTML.escape(tax.label + (tax.rate.map { " " + $0 } ?? "") + ": " + tax.amount)
                    + "</td></tr>"
            }
            html += "<tr><th>balances</th><td>" + (receipt.balances ? "yes" : "no: review it") + "</td></tr></table>"
            if !receipt.items.isEmpty {
                html += "<table class=\"items\"><tr><th>item</th><th>qty</th><th>amount</th></tr>"
                for item in receipt.items {
                    html += "<tr><td>" + HTML.escape(item.description) + "</td><td>" + HTML.escape(item.quantity ?? "")
                        + "</td><td>" + HTML.escape(item.amount) + "</td></tr>"
                }
                html += "</table>"
            }
            if !receipt.problems.isEmpty {
                html += "<ul class=\"problems\">" + receipt.problems.map { "<li>" + HTML.escape($0) + "</li>" }.joined() + "</ul>"
            }
        }
        return html
    }

    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(HTML.escape(title))</title>
        <style>\(ReviewAssets.css)</style></head>
        <body>
        \(body)
        <script>\(ReviewAssets.script)</script>
        </body></html>

        """
    }
}

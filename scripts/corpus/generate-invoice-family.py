#!/usr/bin/python3
"""Generates corpus/table-families/: born-digital invoices (PDFs with a text layer, standard PDF fonts) from
different sellers in different layouts whose line-item tables name the same columns — Description, Qty,
Unit price, Amount — in another order, case, font, page size, ruled or not; and one German invoice whose
columns (Beschreibung, Menge, Einzelpreis, Betrag) are another family. Every invoice also prints an
address, a `label: value` block and a totals block, which are not tables.

Each PDF has a NAME.items.json sidecar naming its line items, so tests can check what SQL returns by eye.
Run with Debian's python3: /usr/bin/python3 scripts/corpus/generate-invoice-family.py
Deterministic: no randomness, no timestamps. Sellers, buyers and figures are made up.
"""
import json
import os
from decimal import Decimal

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "corpus", "table-families")

# Advance widths (1/1000 em) of the characters numbers are printed with, to right-align them.
DIGIT_WIDTH = {"Helvetica": 556, "Helvetica-Bold": 556, "Times-Roman": 500, "Times-Bold": 500, "Courier": 600, "Courier-Bold": 600}
NARROW = {"Helvetica": 278, "Helvetica-Bold": 278, "Times-Roman": 250, "Times-Bold": 250, "Courier": 600, "Courier-Bold": 600}


def text_width(text, font, size):
    """Width of a number-like text (digits, separators, currency); letters count as digits (an estimate)."""
    total = 0
    for c in text:
        total += NARROW[font] if c in " .,'" else DIGIT_WIDTH[font]
    return total * size / 1000


def pdf_string(text):
    data = text.encode("cp1252")
    out = b"("
    for b in data:
        if b in b"()\\":
            out += b"\\" + bytes([b])
        else:
            out += bytes([b])
    return out + b")"


class Page:
    def __init__(self, width, height):
        self.width, self.height = width, height
        self.ops = []

    def text(self, x, y_top, text, font, size):
        """Text whose top (cap line, roughly) is `y_top` points below the page's top edge."""
        y = self.height - y_top - size * 0.75
        self.ops.append(b"BT /%s %g Tf 1 0 0 1 %.2f %.2f Tm " % (FONT_KEYS[font], size, x, y) + pdf_string(text) + b" Tj ET")

    def right(self, x_right, y_top, text, font, size):
        self.text(x_right - text_width(text, font, size), y_top, text, font, size)

    def line(self, x1, y1, x2, y2, width=0.6):
        h = self.height
        self.ops.append(b"%.2f w %.2f %.2f m %.2f %.2f l S" % (width, x1, h - y1, x2, h - y2))


FONTS = ["Helvetica", "Helvetica-Bold", "Times-Roman", "Times-Bold", "Courier", "Courier-Bold"]
FONT_KEYS = {name: b"F%d" % (i + 1) for i, name in enumerate(FONTS)}


def write_pdf(path, pages):
    objects = []  # bodies, object n is objects[n-1]

    def add(body):
        objects.append(body)
        return len(objects)

    font_ids = {name: add(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>" % name.encode()) for name in FONTS}
    resources = b"<< /Font << " + b" ".join(b"/%s %d 0 R" % (FONT_KEYS[n], font_ids[n]) for n in FONTS) + b" >> >>"
    pages_id = len(objects) + 1 + 2 * len(pages)
    page_ids = []
    for page in pages:
        stream = b"\n".join(page.ops)
        content = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        page_ids.append(add(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %g %g] /Resources %s /Contents %d 0 R >>"
                            % (pages_id, page.width, page.height, resources, content)))
    assert add(b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % i for i in page_ids) + b"] /Count %d >>" % len(pages)) == pages_id
    catalog = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id)
    out = b"%PDF-1.4\n"
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, catalog, xref)
    with open(path, "wb") as f:
        f.write(out)


def money(value, style):
    """style "us": 1,234.50; "eu": 1.234,50."""
    s = f"{value:,.2f}"
    if style == "eu":
        s = s.replace(",", "X").replace(".", ",").replace("X", ".")
    return s


LETTER, A4 = (612, 792), (595, 842)

INVOICES = [
    {
        "name": "northwind-invoice-2026-014", "size": LETTER, "font": "Helvetica", "bold": "Helvetica-Bold",
        "seller": ["Northwind Supplies Ltd", "41 Harbour Road", "Portsmouth PO1 3AX", "United Kingdom"],
        "buyer": ["Bill to:", "Cedar & Finch LLP", "12 Grove Street", "Leeds LS2 7EW"],
        "fields": [("Invoice no:", "NW-2026-014"), ("Date:", "14 Mar 2026"), ("Customer ID:", "CF-0042"), ("Due date:", "13 Apr 2026")],
        "columns": ["Description", "Qty", "Unit price", "Amount"], "ruled": False, "currency": "£", "style": "us",
        "items": [("Printer paper A4, box of 5 reams", 4, "23.50"), ("Toner cartridge TN-2420", 2, "61.90"),
                  ("Ring binders, pack of 10", 3, "12.75"), ("Desk lamp LED", 1, "39.00"), ("Shipping", 1, "8.95")],
        "tax": ("VAT (20%):", Decimal("0.20")),
    },
    {
        "name": "harbor-lane-invoice-88", "size": A4, "font": "Times-Roman", "bold": "Times-Bold",
        "seller": ["Harbor Lane Studio", "900 Pine Avenue, Suite 4", "Seattle, WA 98101", "USA"],
        "buyer": ["Invoice to:", "Mara Olsen", "77 Alder Court", "Tacoma, WA 98402"],
        "fields": [("Invoice #:", "88"), ("Issued:", "March 2, 2026"), ("Terms:", "Net 30")],
        "columns": ["Qty", "Description", "Unit Price", "Amount"], "ruled": True, "currency": "$", "style": "us",
        "items": [("Brand identity workshop", 1, "1,200.00"), ("Logo variations", 3, "150.00"),
                  ("Business card design", 1, "240.00"), ("Revision hours", 6, "85.00")],
        "tax": ("Sales tax (10.25%):", Decimal("0.1025")),
    },
    {
        "name": "kestrel-invoice-ks-3301", "size": A4, "font": "Courier", "bold": "Courier-Bold",
        "seller": ["KESTREL MARINE PARTS", "Unit 7, Quay Industrial Estate", "Cork T12 X8FP", "Ireland"],
        "buyer": ["Ship to:", "Brennan Boatyard", "Harbour View", "Kinsale P17 A123"],
        "fields": [("Invoice:", "KS-3301"), ("Order:", "PO-55172"), ("Date:", "2026-02-27")],
        "columns": ["DESCRIPTION", "QTY", "UNIT PRICE", "AMOUNT"], "ruled": False, "currency": "", "style": "us",
        "items": [("Bilge pump 12V", 2, "89.00"), ("Stainless cleat 150mm", 8, "14.20"), ("Mooring line 14mm x 10m", 4, "32.50"),
                  ("Fender 8x26 inch", 6, "27.80"), ("Shackle 8mm", 12, "3.15"), ("Navigation light set", 1, "118.00")],
        "tax": ("VAT 23%:", Decimal("0.23")),
    },
    {
        "name": "rheinwerk-rechnung-5521", "size": A4, "font": "Helvetica", "bold": "Helvetica-Bold",
        "seller": ["Rheinwerk Bürotechnik GmbH", "Lindenstraße 18", "50674 Köln", "Deutschland"],
        "buyer": ["Rechnung an:", "Praxis Dr. Weber", "Hauptstraße 3", "53111 Bonn"],
        "fields": [("Rechnungsnr.:", "RW-5521"), ("Datum:", "05.03.2026"), ("Kundennr.:", "K-2210")],
        "columns": ["Beschreibung", "Menge", "Einzelpreis", "Betrag"], "ruled": False, "currency": "€", "style": "eu",
        "items": [("Aktenvernichter S-200", 1, "249.00"), ("Kopierpapier 80 g, 2500 Blatt", 5, "21.90"),
                  ("Bürostuhl Ergo", 2, "189.50")],
        "tax": ("MwSt. (19 %):", Decimal("0.19")),
    },
]


def build(spec):
    width, height = spec["size"]
    page = Page(width, height)
    font, bold, style, cur = spec["font"], spec["bold"], spec["style"], spec["currency"]
    margin = 56
    ruled = spec["ruled"]
    # Letterhead, then the seller's address under it (left) and the fields block (right).
    page.text(margin, 50, spec["seller"][0], bold, 18)
    for i, line in enumerate(spec["seller"][1:]):
        page.text(margin, 78 + i * 13, line, font, 10)
    title = "RECHNUNG" if style == "eu" else "INVOICE"
    page.text(width - margin - 120, 50, title, bold, 16)
    label_x, value_x = width - margin - 190, width - margin - 90
    for i, (label, value) in enumerate(spec["fields"]):
        page.text(label_x, 78 + i * 14, label, bold, 9.5)
        page.text(value_x, 78 + i * 14, value, font, 9.5)
    for i, line in enumerate(spec["buyer"]):
        page.text(margin, 160 + i * 13, line, bold if i == 0 else font, 10)

    # Line items. Column positions depend on the column order; numbers are right-aligned.
    columns = spec["columns"]
    wide = {"description", "beschreibung"}
    right_edge = width - margin
    widths = {name: (45 if name.lower() in {"qty", "menge"} else 85) for name in columns if name.lower() not in wide}
    gap = 14
    # The description takes what the other columns leave of the line.
    text_width_left = right_edge - margin - sum(widths.values()) - gap * (len(columns) - 1)
    spans = []  # (left, right, is_text) per column
    x = margin
    for name in columns:
        w = widths.get(name, text_width_left)
        spans.append((x, x + w, name.lower() in wide))
        x += w + gap
    top = 250
    pitch = 18
    size = 10
    if ruled:
        page.line(margin - 4, top - 5, right_edge + 4, top - 5)
    for (left, right, is_text), name in zip(spans, columns):
        if is_text:
            page.text(left, top, name, bold, size)
        else:
            page.right(right, top, name, bold, size)
    page.line(margin - 4, top + 14, right_edge + 4, top + 14)
    subtotal = Decimal(0)
    truth_items = []
    for r, (description, qty, price) in enumerate(spec["items"]):
        y = top + pitch * (r + 1) + 4
        unit = Decimal(price.replace(",", ""))
        amount = unit * qty
        subtotal += amount
        values = {"description": description, "beschreibung": description, "qty": str(qty), "menge": str(qty),
                  "unit price": money(unit, style), "einzelpreis": money(unit, style),
                  "amount": money(amount, style), "betrag": money(amount, style)}
        for (left, right, is_text), name in zip(spans, columns):
            value = values[name.lower()]
            if is_text:
                page.text(left, y, value, font, size)
            else:
                page.right(right, y, value, font, size)
        truth_items.append({"description": description, "qty": qty, "unit_price": str(unit), "amount": str(amount)})
        if ruled:
            page.line(margin - 4, y + 14, right_edge + 4, y + 14)
    bottom = top + pitch * (len(spec["items"]) + 1) + 4 - 4
    if ruled:
        for left, right, _ in spans:
            page.line(left - 4 - (0 if left == spans[0][0] else 3), top - 5, left - 4 - (0 if left == spans[0][0] else 3), bottom)
        page.line(right_edge + 4, top - 5, right_edge + 4, bottom)

    # Totals: a `label: value` block under the amounts, not a table.
    tax_label, rate = spec["tax"]
    tax = (subtotal * rate).quantize(Decimal("0.01"))
    totals = [("Zwischensumme:" if style == "eu" else "Subtotal:", subtotal), (tax_label, tax),
              ("Gesamtbetrag:" if style == "eu" else "Total due:", subtotal + tax)]
    y = bottom + 28
    for label, value in totals:
        page.text(right_edge - 230, y, label, bold, 10)
        page.right(right_edge, y, (cur + " " if cur and style != "eu" else "") + money(value, style) + (" €" if cur == "€" else ""), font, 10)
        y += 16
    note = ("Zahlbar innerhalb von 30 Tagen ohne Abzug. Vielen Dank für Ihren Auftrag." if style == "eu"
            else "Payment within 30 days of the invoice date. Thank you for your business.")
    page.text(margin, y + 40, note, font, 9)
    write_pdf(os.path.join(ROOT, spec["name"] + ".pdf"), [page])
    truth = {"columns": columns, "items": truth_items, "subtotal": str(subtotal), "tax": str(tax), "tables": 1}
    with open(os.path.join(ROOT, spec["name"] + ".items.json"), "w") as f:
        json.dump(truth, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    os.makedirs(ROOT, exist_ok=True)
    for spec in INVOICES:
        build(spec)

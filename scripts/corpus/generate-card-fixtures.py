#!/usr/bin/python3
"""Pages that carry payment card numbers, for the masking tests (issue 23): a table of cards on file and a
QR code holding a card number, as a text-layer PDF (the QR drawn as vector squares), a 200 dpi scan and a
phone-photo-like capture. The numbers are the card networks' published test numbers (Luhn-valid, never
issued). Needs Debian's python3-pil and python3-qrcode:

    /usr/bin/python3 scripts/corpus/generate-card-fixtures.py

writes Tests/IngestTests/Fixtures/cards/{card-table.pdf, card-table-scan.png, card-table-photo.jpg}.
"""
import os
import qrcode
from PIL import Image, ImageDraw, ImageFilter, ImageFont

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "IngestTests", "Fixtures", "cards")
TITLE = "Payment cards on file"
HEADER = ["Holder", "Card number", "Limit"]
ROWS = [
    ["A. Jensen", "4111 1111 1111 1111", "1500.00"],
    ["B. Okafor", "5555555555554444", "800.00"],
    ["C. Moreau", "3782 822463 10005", "2500.00"],
]
QR_TEXT = "CARD 4012888888881881 EXP 12/29"
COLUMNS = [72, 220, 420]  # points from the left
PAGE_W, PAGE_H = 612, 792


def qr_matrix():
    code = qrcode.QRCode(border=0, error_correction=qrcode.constants.ERROR_CORRECT_M)
    code.add_data(QR_TEXT)
    code.make(fit=True)
    return code.get_matrix()


def write_pdf(path):
    ops = ["BT /F1 18 Tf 72 720 Td (%s) Tj ET" % TITLE]
    y = 670
    for row_index, row in enumerate([HEADER] + ROWS):
        for x, text in zip(COLUMNS, row):
            font = "/F2" if row_index == 0 else "/F1"
            ops.append("BT %s 12 Tf %d %d Td (%s) Tj ET" % (font, x, y, text))
        ops.append("0.5 w 72 %d m 540 %d l S" % (y - 6, y - 6))
        y -= 24
    matrix = qr_matrix()
    module = 4
    left, top = 72, 540
    for r, line in enumerate(matrix):
        for c, dark in enumerate(line):
            if dark:
                ops.append("%d %d %d %d re f" % (left + c * module, top - (r + 1) * module, module, module))
    ops.append("BT /F1 10 Tf 72 %d Td (Scan to pay) Tj ET" % (top - len(matrix) * module - 16))
    content = "\n".join(ops).encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(path, "wb") as f:
        f.write(out)


def render(dpi):
    scale = dpi / 72
    page = Image.new("L", (int(PAGE_W * scale), int(PAGE_H * scale)), 255)
    draw = ImageDraw.Draw(page)
    fonts = "/usr/share/fonts/truetype/dejavu/"
    regular = ImageFont.truetype(fonts + "DejaVuSans.ttf", int(12 * scale))
    bold = ImageFont.truetype(fonts + "DejaVuSans-Bold.ttf", int(12 * scale))
    title = ImageFont.truetype(fonts + "DejaVuSans.ttf", int(18 * scale))
    def at(x, y_pdf, size):
        return (x * scale, (PAGE_H - y_pdf - size * 0.8) * scale)
    draw.text(at(72, 720, 18), TITLE, font=title, fill=0)
    y = 670
    for row_index, row in enumerate([HEADER] + ROWS):
        for x, text in zip(COLUMNS, row):
            draw.text(at(x, y, 12), text, font=bold if row_index == 0 else regular, fill=0)
        draw.line([(72 * scale, (PAGE_H - y + 6) * scale), (540 * scale, (PAGE_H - y + 6) * scale)], fill=0, width=max(1, int(scale / 2)))
        y -= 24
    matrix = qr_matrix()
    module = 4 * scale
    left, top = 72 * scale, (PAGE_H - 540) * scale
    for r, line in enumerate(matrix):
        for c, dark in enumerate(line):
            if dark:
                draw.rectangle([left + c * module, top + r * module, left + (c + 1) * module - 1, top + (r + 1) * module - 1], fill=0)
    return page


def main():
    os.makedirs(OUT, exist_ok=True)
    write_pdf(os.path.join(OUT, "card-table.pdf"))
    scan = render(200)
    scan.save(os.path.join(OUT, "card-table-scan.png"), dpi=(200, 200))
    # A photo: the page turned 3°, on a grey desk, a little soft, as JPEG.
    page = render(110).convert("RGB").rotate(3, expand=True, fillcolor=(90, 84, 76))
    desk = Image.new("RGB", (page.width + 160, page.height + 160), (90, 84, 76))
    desk.paste(page, (80, 80))
    desk.filter(ImageFilter.GaussianBlur(0.6)).save(os.path.join(OUT, "card-table-photo.jpg"), quality=88)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generates business pages carrying barcodes — QR, Code 128, EAN-13, Data Matrix and PDF417 — in the four forms
Folio reads: text-layer PDFs with the codes drawn as vector graphics, image-only PDFs, 300 dpi scans (slightly
turned, noisy) and phone photos (page in perspective on a desk, JPEG). Each document gets NAME.truth.json with
`pages[0].barcodes` = [{symbology, payload}] (the schema's truth format).

    python3 -m venv /tmp/bc-venv && /tmp/bc-venv/bin/pip install zxing-cpp reportlab pillow numpy
    /tmp/bc-venv/bin/python scripts/corpus/generate-barcode-pages.py OUT [--pages N] [--only-vector]

Codes are made by zxing-cpp's writer (a module matrix) and drawn module by module, so the PDF holds paths, not
pictures. Deterministic for a given N (seeded). Needs `pdftoppm` (poppler-utils) for the rendered forms.
"""
import argparse
import json
import os
import random
import subprocess
import tempfile

import numpy as np
import zxingcpp
from PIL import Image, ImageFilter
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

MM = 72 / 25.4

COMPANIES = ["Northwind Traders", "Contoso Supplies", "Fabrikam Parts", "Tailspin Freight", "Adatum Office", "Litware Tools"]
STREETS = ["12 Harbour Road", "480 Mill Lane", "7 Station Square", "95 Kingsway", "31 Elm Street", "2 Quay Street"]


def ean13(rng):
    body = str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(11))
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def payloads(rng, index):
    invoice = f"INV-{2026}-{rng.randint(10000, 99999)}"
    return {
        "qrcode": f"https://pay.example.com/i/{invoice}?amount={rng.randint(10, 9999)}.{rng.randint(0, 99):02d}",
        "code128": f"{invoice}",
        "ean13": ean13(rng),
        # Long enough for a square symbol (a short text makes zxing-cpp's writer choose a rectangular 8×32 one,
        # which Debian's zxing-cpp 1.4 misses on a whole page: see README, barcodes).
        "datamatrix": f"SN:{rng.randint(100000, 999999)};LOT:{rng.randint(10, 99)};EXP:{rng.randint(26, 30)}0630;QTY:{rng.randint(10, 99)}",
        "pdf417": f"SHIP|{invoice}|{COMPANIES[index % len(COMPANIES)]}|{rng.randint(1, 40)} parcels|{rng.randint(1, 900)}.{rng.randint(0, 9)} kg",
    }


FORMATS = {"qrcode": zxingcpp.BarcodeFormat.QRCode, "code128": zxingcpp.BarcodeFormat.Code128,
           "ean13": zxingcpp.BarcodeFormat.EAN13, "datamatrix": zxingcpp.BarcodeFormat.DataMatrix,
           "pdf417": zxingcpp.BarcodeFormat.PDF417}
# Module width in mm, and (1-D codes) bar height in mm.
MODULE = {"qrcode": 0.6, "code128": 0.33, "ean13": 0.33, "datamatrix": 0.6, "pdf417": 0.35}
BAR_HEIGHT = {"code128": 12, "ean13": 18}


def matrix(symbology, payload):
    code = zxingcpp.create_barcode(payload, FORMATS[symbology])
    m = np.array(code.to_image(scale=1, add_quiet_zones=False)) < 128
    return m


def draw_code(c, symbology, payload, x, y_top):
    """Draws the code as filled rectangles (vector paths) with its top-left at (x, y_top) in points (PDF y up).
    Returns its width and height in points."""
    m = matrix(symbology, payload)
    w = MODULE[symbology] * MM
    rows, cols = m.shape
    if symbology in BAR_HEIGHT:
        row = m[0]
        h = BAR_HEIGHT[symbology] * MM
        col = 0
        while col < cols:
            if row[col]:
                start = col
                while col < cols and row[col]:
                    col += 1
                c.rect(x + start * w, y_top - h, (col - start) * w, h, stroke=0, fill=1)
            else:
                col += 1
        return cols * w, h
    hmod = w * (3 if symbology == "pdf417" else 1)
    if symbology == "pdf417" and rows > 1 and all((m[i] == m[i + 1]).all() for i in range(0, min(rows - 1, 6), 2)):
        hmod = w * 1.5  # the writer already repeats rows
    for r in range(rows):
        col = 0
        while col < cols:
            if m[r, col]:
                start = col
                while col < cols and m[r, col]:
                    col += 1
                c.rect(x + start * w, y_top - (r + 1) * hmod, (col - start) * w, hmod, stroke=0, fill=1)
            else:
                col += 1
    return cols * w, rows * hmod


def text_pdf(path, rng, index, codes):
    """A business page (invoice / delivery note) with a text layer and the codes as vector graphics."""
    c = canvas.Canvas(path, pagesize=A4)
    width, height = A4
    lines = []
    company = COMPANIES[index % len(COMPANIES)]
    c.setFont("Helvetica-Bold", 18)
    c.drawString(20 * MM, height - 25 * MM, company)
    c.setFont("Helvetica", 10)
    street = STREETS[index % len(STREETS)] + ", Springfield"
    c.drawString(20 * MM, height - 32 * MM, street)
    c.setFont("Helvetica-Bold", 14)
    kind = ["Invoice", "Delivery note", "Packing list"][index % 3]
    c.drawString(20 * MM, height - 48 * MM, f"{kind} {codes['code128']}")
    lines += [company + "\n" + street, f"{kind} {codes['code128']}"]
    c.setFont("Helvetica", 10)
    y = height - 60 * MM
    items = []
    for line in range(8):
        item = f"{line + 1}. Item {rng.randint(1000, 9999)}  quantity {rng.randint(1, 20)}"
        amount = f"{rng.randint(1, 500)}.{rng.randint(0, 99):02d} EUR"
        c.drawString(20 * MM, y, item)
        c.drawRightString(width - 20 * MM, y, amount)
        items.append(f"{item} {amount}")
        y -= 6 * MM
    closing = "Thank you for your business. Payment is due within 30 days."
    c.drawString(20 * MM, y - 4 * MM, closing)
    lines += ["\n".join(items), closing]
    # Codes placed apart in the lower half, order shuffled per page.
    slots = [(20, 150), (110, 150), (20, 200), (110, 200), (20, 245)]
    names = list(codes)
    rng.shuffle(names)
    for (sx, sy), name in zip(slots, names):
        draw_code(c, name, codes[name], sx * MM, height - sy * MM)
        c.setFont("Helvetica", 7)
    c.showPage()
    c.save()
    return kind.lower(), "\n\n".join(lines)


def render(pdf, dpi, out_png):
    stem = out_png[:-4]
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", "-singlefile", "-gray", pdf, stem], check=True)


def image_pdf(png, path, dpi):
    Image.open(png).convert("L").save(path, "PDF", resolution=dpi)


def scan(png, path, rng):
    page = Image.open(png).convert("L")
    page = page.rotate(rng.uniform(-1.5, 1.5), resample=Image.BICUBIC, fillcolor=255, expand=False)
    a = np.array(page, dtype=np.float32)
    a += np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 8, a.shape)
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(path, dpi=(300, 300))


def photo(png, path, rng):
    page = Image.open(png).convert("RGB")
    pw, ph = page.size
    W, H = 3000, 4000
    desk = Image.new("RGB", (W, H), (rng.randint(90, 140), rng.randint(70, 110), rng.randint(40, 80)))
    # The page's corners in the photo: a mild perspective, the page filling most of the frame.
    m = 0.06
    tl = (W * (m + rng.uniform(0, 0.04)), H * (m + rng.uniform(0, 0.03)))
    tr = (W * (1 - m - rng.uniform(0, 0.04)), H * (m + rng.uniform(0, 0.03)))
    br = (W * (1 - m + rng.uniform(-0.02, 0.01)), H * (1 - m - rng.uniform(0, 0.03)))
    bl = (W * (m + rng.uniform(-0.01, 0.02)), H * (1 - m - rng.uniform(0, 0.03)))
    coeffs = perspective_coefficients([tl, tr, br, bl], [(0, 0), (pw, 0), (pw, ph), (0, ph)])
    warped = page.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", (pw, ph), 255).transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=0)
    desk.paste(warped, (0, 0), mask)
    desk = desk.filter(ImageFilter.GaussianBlur(0.8))
    desk.save(path, quality=88)


def perspective_coefficients(dst, src):
    """PIL's PERSPECTIVE maps output (photo) pixels to input (page) pixels: solve for the 8 coefficients."""
    rows = []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, dtype=np.float64)
    b = np.array([c for p in src for c in p], dtype=np.float64)
    return np.linalg.solve(a, b).tolist()


def truth(path, document, codes, kind, text):
    with open(path, "w") as f:
        json.dump({"version": 1, "document": document, "kind": kind, "generator": "scripts/generate-barcode-pages.py",
                   "pages": [{"number": 1, "text": text,
                              "barcodes": [{"symbology": s, "payload": p} for s, p in codes.items()]}]},
                  f, indent=1, sort_keys=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--pages", type=int, default=6)
    parser.add_argument("--only-vector", action="store_true", help="text-layer PDFs only")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(27)
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(args.pages):
            codes = payloads(rng, index)
            name = f"page-{index + 1:02d}"
            pdf = os.path.join(args.out, f"{name}-text.pdf")
            kind, text = text_pdf(pdf, rng, index, codes)
            truth(os.path.join(args.out, f"{name}-text.truth.json"), os.path.basename(pdf), codes, kind, text)
            if args.only_vector:
                continue
            png300 = os.path.join(tmp, f"{name}-300.png")
            render(pdf, 300, png300)
            png200 = os.path.join(tmp, f"{name}-200.png")
            render(pdf, 200, png200)
            for form, make in [("image.pdf", lambda p: image_pdf(png200, p, 200)),
                               ("scan.png", lambda p: scan(png300, p, rng)),
                               ("photo.jpg", lambda p: photo(png200, p, rng))]:
                path = os.path.join(args.out, f"{name}-{form}")
                make(path)
                stem = path.rsplit(".", 1)[0]
                truth(stem + ".truth.json", os.path.basename(path), codes, kind, text)


if __name__ == "__main__":
    main()

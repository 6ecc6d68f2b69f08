#!/usr/bin/python3
"""Flatbed scans whose content is narrower than the bed, for measuring `find_page` (issue 29).

    /usr/bin/python3 scripts/corpus/generate-narrow-scans.py OUT_DIR [--seed N] [--count N]

Each scan is an A4 or Letter flatbed image (200 or 300 dpi) holding one small piece of paper: a till receipt
(narrow and long, thermal-paper grey), a business card, or a cheque (a tinted background); laid at a random
place, turned up to ±6°, under a white or a light grey lid, with the lid's and the paper's tones, blur and
noise varied. Written as a PNG or as a one-page image PDF. Text is set in several languages and fonts.
NAME.truth.json gives the piece's four corners in the scan's pixels (render.piece_corners: TL, TR, BR, BL as
displayed) and the capture. `scripts/eval/score-page-finds.py OUT_DIR DB` scores what `folio ingest` stored.
Nothing is written into the repository.
"""
import json
import math
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONTS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
]

SHOPS = [
    ("CORNER MARKET", "118 Elm Street, Dayton OH 45402", "TOTAL", "$"),
    ("BÄCKEREI SONNENSCHEIN", "Hauptstraße 12, 79098 Freiburg", "SUMME", "EUR"),
    ("CAFÉ DES ARTS", "4 rue Gambetta, 31000 Toulouse", "TOTAL TTC", "EUR"),
    ("THE RED LION", "22 High Street, Oxford OX1 4AP", "TOTAL", "£"),
    ("FERRETERIA LOPEZ", "Calle Mayor 8, 28013 Madrid", "TOTAL", "EUR"),
    ("DE GOUDEN KROON", "Kerkstraat 5, 3511 LK Utrecht", "TOTAAL", "EUR"),
]
ITEMS = ["Bread", "Milk 1L", "Coffee beans", "Apples", "Brezel", "Croissant", "Batteries AA", "Screws 4x40",
         "Kaffee", "Eau minérale", "Tornillos", "Kaas jong", "Newspaper", "Tea", "Glue stick", "Butter"]
PEOPLE = [("Jane Whitfield", "Account Manager", "jane.whitfield@northbay.example", "+1 415 555 0142"),
          ("Karl Brandt", "Vertriebsleiter", "k.brandt@brandt-gmbh.example", "+49 30 1234 5678"),
          ("Sophie Marchand", "Directrice commerciale", "s.marchand@atelier.example", "+33 1 42 68 53 00"),
          ("Pieter Visser", "Inkoper", "p.visser@visser.example", "+31 20 555 1234")]
SIZES = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}


def font(path, dpi, points):
    return ImageFont.truetype(path, max(8, int(points / 72 * dpi)))


def receipt(dpi, rng):
    name, address, total_label, currency = rng.choice(SHOPS)
    w = int(rng.uniform(2.6, 3.2) * dpi)
    items = rng.sample(ITEMS, rng.randint(3, 9))
    step = int(12 / 72 * dpi)
    h = step * (len(items) + 12)
    tone = rng.randint(225, 245)
    img = Image.new("L", (w, h), tone)
    d = ImageDraw.Draw(img)
    f = font(rng.choice(FONTS[:2]), dpi, rng.uniform(7.5, 9))
    y = step
    margin = int(0.12 * dpi)
    for line in (name, address[:28], address[28:] or ""):
        d.text((margin, y), line, font=f, fill=30)
        y += step
    y += step // 2
    total = 0.0
    for item in items:
        price = rng.randint(50, 2500) / 100
        total += price
        d.text((margin, y), item, font=f, fill=30)
        amount = f"{price:.2f}"
        d.text((w - margin - d.textlength(amount, font=f), y), amount, font=f, fill=30)
        y += step
    y += step // 2
    d.text((margin, y), f"{total_label} {currency}", font=f, fill=20)
    amount = f"{total:.2f}"
    d.text((w - margin - d.textlength(amount, font=f), y), amount, font=f, fill=20)
    y += 2 * step
    d.text((margin, y), f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026  {rng.randint(7, 21):02d}:{rng.randint(0, 59):02d}",
           font=f, fill=30)
    return img


def card(dpi, rng):
    person = rng.choice(PEOPLE)
    w, h = int(3.5 * dpi), int(2.0 * dpi)
    img = Image.new("L", (w, h), rng.randint(238, 250))
    d = ImageDraw.Draw(img)
    path = rng.choice(FONTS[2:])
    d.text((int(0.2 * dpi), int(0.3 * dpi)), person[0], font=font(path, dpi, 12), fill=20)
    d.text((int(0.2 * dpi), int(0.55 * dpi)), person[1], font=font(path, dpi, 8), fill=60)
    d.text((int(0.2 * dpi), int(1.35 * dpi)), person[2], font=font(path, dpi, 7), fill=30)
    d.text((int(0.2 * dpi), int(1.55 * dpi)), person[3], font=font(path, dpi, 7), fill=30)
    return img


def cheque(dpi, rng):
    w, h = int(6.0 * dpi), int(2.75 * dpi)
    img = Image.new("L", (w, h), rng.randint(215, 235))
    d = ImageDraw.Draw(img)
    # A printed security tint: faint diagonal lines.
    for x in range(-h, w, max(4, dpi // 25)):
        d.line([(x, h), (x + h, 0)], fill=img.getpixel((0, 0)) - 8, width=1)
    path = rng.choice(FONTS[2:])
    f = font(path, dpi, 9)
    d.text((int(0.3 * dpi), int(0.25 * dpi)), "FIRST COMMUNITY BANK", font=font(path, dpi, 11), fill=30)
    d.text((int(4.3 * dpi), int(0.25 * dpi)), f"No. {rng.randint(1000, 9999)}", font=f, fill=30)
    d.text((int(0.3 * dpi), int(0.9 * dpi)), "Pay to the order of  " + rng.choice(PEOPLE)[0], font=f, fill=30)
    d.line([(int(1.6 * dpi), int(1.1 * dpi)), (int(4.4 * dpi), int(1.1 * dpi))], fill=40, width=2)
    d.text((int(4.6 * dpi), int(0.9 * dpi)), f"$ {rng.randint(10, 999)}.{rng.randint(0, 99):02d}", font=f, fill=30)
    d.text((int(0.3 * dpi), int(2.2 * dpi)), f"⑆{rng.randint(10**8, 10**9 - 1)}⑆ {rng.randint(10**9, 10**10 - 1)}",
           font=f, fill=30)
    return img


def scan(piece, dpi, size, rng):
    """The piece laid on the bed at a random place and angle; returns the scan and the piece's corners."""
    W, H = (int(v * dpi) for v in SIZES[size])
    lid = rng.choice([rng.randint(248, 255), rng.randint(226, 240)])
    bed = Image.new("L", (W, H), lid)
    angle = rng.uniform(-6, 6)
    rgba = piece.convert("RGBA").rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
    margin = int(0.3 * dpi)
    x0 = rng.randint(margin, max(margin, W - rgba.width - margin))
    y0 = rng.randint(margin, max(margin, H - rgba.height - margin))
    bed.paste(rgba.convert("L"), (x0, y0), rgba)
    # The piece's corners: rotate its own corners by `angle` (counter-clockwise as displayed) about its centre.
    cx, cy = piece.width / 2, piece.height / 2
    a = math.radians(angle)
    corners = []
    for px, py in [(0, 0), (piece.width, 0), (piece.width, piece.height), (0, piece.height)]:
        dx, dy = px - cx, py - cy
        rx = dx * math.cos(a) + dy * math.sin(a)
        ry = -dx * math.sin(a) + dy * math.cos(a)
        corners.append([round(x0 + rgba.width / 2 + rx, 1), round(y0 + rgba.height / 2 + ry, 1)])
    img = bed.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    noise = Image.effect_noise(img.size, rng.uniform(2, 6))
    img = Image.blend(img, noise.point(lambda v: v), 0.04)
    return img, corners, lid, angle


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        sys.exit(64)
    out = args[0]
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 41
    count = int(args[args.index("--count") + 1]) if "--count" in args else 24
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    makers = [("receipt", receipt), ("card", card), ("cheque", cheque)]
    for number in range(count):
        kind, make = makers[number % 3] if number % 6 < 3 else (("receipt", receipt) if number % 2 else makers[number % 3])
        dpi = rng.choice([200, 300])
        size = rng.choice(["A4", "Letter"])
        piece = make(dpi, rng)
        img, corners, lid, angle = scan(piece, dpi, size, rng)
        name = f"narrow-{number:02d}-{kind}"
        as_pdf = rng.random() < 0.4
        file = name + (".pdf" if as_pdf else ".png")
        img.save(os.path.join(out, file), resolution=dpi, **({} if as_pdf else {"dpi": (dpi, dpi)}))
        with open(os.path.join(out, name + ".truth.json"), "w") as f:
            json.dump({"version": 1, "document": file, "kind": kind,
                       "render": {"dpi": dpi, "page_size": size, "lid_tone": lid, "angle_ccw": round(angle, 2),
                                  "pixels": [img.width, img.height], "piece_corners": corners, "seed": seed}}, f, indent=1)


if __name__ == "__main__":
    main()

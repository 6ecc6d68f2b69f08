#!/usr/bin/python3
"""Generates Folio's receipt corpus (corpus/receipts/): till receipts with known fields and line items in
several currencies and date styles, some with discounts, tips and two tax rates; clean scans (PNG) and a few
"photographed" variants (blur, noise, slight rotation, JPEG). Each image gets NAME.truth.json with the page
text and a `receipt` object (schemas/truth.schema.json). Deterministic: a fixed seed, no clock.

Run: /usr/bin/python3 scripts/corpus/generate-receipts.py   (needs python3-pil, python3-numpy)

Held-out sets for issue 25's must-show (US, UK and EU receipts turned, skewed, photographed and in image PDFs):
  /usr/bin/python3 scripts/corpus/generate-receipts.py --must-show --seed 2512 --count 36 --out DIR
cycles six renderings (a scan, skewed 3-6 degrees, turned a quarter or half turn, a photo, an image-only PDF, a
photo turned a quarter turn) two receipts at a time, so that both halves by file name (even, odd) get each of them;
dates as each country prints them (US month first, UK day first, EU dotted or ISO). Without --must-show the
corpus/receipts set is written exactly as before.
"""
import argparse
import json
import os
import random
import time
from decimal import Decimal, ROUND_HALF_UP

import numpy
from PIL import Image, ImageDraw, ImageFilter, ImageFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "corpus", "receipts")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
WIDTH, COLUMNS, SIZE, LEADING = 900, 34, 24, 36
CENT = Decimal("0.01")

MERCHANTS = [
    ("CORNER BAKERY LTD", ["12 High Street", "Oxford OX1 4AB"], "+44 1865 200300", "VAT No GB123456789"),
    ("BLUE DOOR CAFE", ["481 Market St", "San Francisco, CA 94105"], "(415) 555-0142", "TAX ID 94-1234567"),
    ("MARKTHALLE GMBH", ["Hauptstrasse 5", "10115 Berlin"], "030 1234567", "USt-IdNr DE812345678"),
    ("GREEN GROCER MARKET", ["77 Elm Avenue", "Portland, OR 97205"], "(503) 555-0199", "TAX ID 93-7654321"),
    ("ALPEN STORE AG", ["Bahnhofstrasse 20", "8001 Zurich"], "044 123 45 67", "MWST CHE-123.456.789"),
    ("THE BOOK NOOK LTD", ["3 Mill Lane", "Leeds LS1 5DL"], "+44 113 496 0000", "VAT No GB987654321"),
]
PRODUCTS = ["Coffee Latte", "Croissant", "Orange Juice", "Bagel Plain", "Green Tea", "Muffin Blueberry",
            "Sandwich Ham", "Water 500ml", "Apples 1kg", "Milk 1L", "Bread Rye", "Cheese Cheddar", "Notebook A5",
            "Pencil HB", "Paperback Novel", "Tomatoes", "Pasta 500g", "Olive Oil", "Chocolate Bar", "Yogurt"]
# currency, symbol, decimal mark, tax label and rates, prices include tax?
STYLES = {
    "GBP": ("\u00a3", ".", "VAT", ["20"], True),
    "USD": ("$", ".", "Sales Tax", ["8.875"], False),
    "EUR": ("EUR", ",", "MwSt", ["19", "7"], True),
    "CHF": ("CHF", ".", "MWST", ["7.7"], True),
}
MERCHANT_CURRENCY = ["GBP", "USD", "EUR", "USD", "CHF", "GBP"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def money(value, mark):
    text = f"{value:.2f}"
    return text.replace(".", ",") if mark == "," else text


def date_text(rng, year, month, day, style):
    if style == "us-slash":
        return f"{month:02d}/{day:02d}/{year:04d}"
    if style == "uk-slash":
        return f"{day:02d}/{month:02d}/{year:04d}"
    if style == "iso":
        return f"{year:04d}-{month:02d}-{day:02d}"
    if style == "dotted":
        return f"{day:02d}.{month:02d}.{year:04d}"
    if style == "day-month":
        return f"{day} {MONTHS[month - 1]} {year}"
    return f"{MONTHS[month - 1]} {day}, {year}"


def line(left, right=""):
    gap = max(1, COLUMNS - len(left) - len(right))
    return left + " " * gap + right


# The must-show's date styles: as each currency's country prints its dates.
COUNTRY_DATES = {"USD": ["us-slash", "month-day"], "GBP": ["uk-slash", "day-month"], "EUR": ["dotted", "iso"],
                 "CHF": ["dotted", "day-month"]}


def make_receipt(index, rng, slot=None):
    """The receipt numbered `index`; `slot` (default `index`) picks its merchant, and when given its country's
    date style (`COUNTRY_DATES`)."""
    country_dates = slot is not None
    slot = index if slot is None else slot
    merchant, address, phone, tax_id = MERCHANTS[slot % len(MERCHANTS)]
    currency = MERCHANT_CURRENCY[slot % len(MERCHANTS)]
    symbol, mark, tax_label, rates, inclusive = STYLES[currency]
    year, month, day = 2024, rng.randint(1, 12), rng.randint(1, 28)
    if not country_dates:
        style = ["iso", "dotted", "day-month", "month-day"][index % 4]
    else:
        style = COUNTRY_DATES[currency][(slot // len(MERCHANTS)) % 2]
    hour, minute = rng.randint(8, 20), rng.randint(0, 59)
    items = []
    for name in rng.sample(PRODUCTS, rng.randint(2, 5)):
        quantity = rng.choice([1, 1, 1, 2, 3])
        unit = Decimal(rng.randint(80, 1500)) / 100
        amount = (unit * quantity).quantize(CENT)
        discount = None
        if rng.random() < 0.2:
            discount = -(amount * Decimal("0.10")).quantize(CENT, ROUND_HALF_UP)
        items.append({"description": name, "quantity": str(quantity), "unitPrice": f"{unit:.2f}",
                      "amount": f"{amount:.2f}", "discount": None if discount is None else f"{discount:.2f}",
                      "rate": rng.choice(rates)})
    net = sum(Decimal(i["amount"]) + Decimal(i["discount"] or 0) for i in items)
    taxes = []
    for rate in rates:
        base = sum(Decimal(i["amount"]) + Decimal(i["discount"] or 0) for i in items if i["rate"] == rate)
        if base == 0:
            continue
        r = Decimal(rate) / 100
        tax = (base * r / (1 + r) if inclusive else base * r).quantize(CENT, ROUND_HALF_UP)
        taxes.append({"rate": rate, "amount": f"{tax:.2f}"})
    tip = None
    if currency == "USD" and rng.random() < 0.5:
        tip = (net * Decimal("0.15")).quantize(CENT, ROUND_HALF_UP)
    total = net + (Decimal(0) if inclusive else sum(Decimal(t["amount"]) for t in taxes)) + (tip or 0)
    card = rng.random() < 0.5
    lines = [merchant, *address, "Tel " + phone, tax_id, ""]
    lines.append(line("Date " + date_text(rng, year, month, day, style), f"{hour:02d}:{minute:02d}"))
    lines.append(line("Receipt No " + str(10000 + index * 37)))
    lines.append("")
    for item in items:
        amount = money(Decimal(item["amount"]), mark)
        if item["quantity"] != "1":
            label = f"{item['description']} {item['quantity']} x {money(Decimal(item['unitPrice']), mark)}"
        else:
            label = item["description"]
        lines.append(line(label, amount))
        if item["discount"]:
            lines.append(line("  Discount 10%", money(Decimal(item["discount"]), mark)))
    lines.append("")
    lines.append(line("Subtotal", money(net, mark)))
    for tax in taxes:
        label = f"{tax_label} {tax['rate']}%" + (" incl." if inclusive else "")
        lines.append(line(label, money(Decimal(tax["amount"]), mark)))
    if tip is not None:
        lines.append(line("Tip", money(tip, mark)))
    lines.append(line(f"TOTAL {symbol}", money(total, mark)))
    if card:
        brand = rng.choice(["VISA", "MASTERCARD"])
        last4 = f"{rng.randint(0, 9999):04d}"
        lines.append(line(brand, money(total, mark)))
        lines.append("Card **** **** **** " + last4)
        paid, payment = total, "card"
    else:
        paid = (total / 5).to_integral_value(rounding="ROUND_CEILING") * 5 if total > 0 else total
        lines.append(line("Cash", money(paid, mark)))
        lines.append(line("Change", money(paid - total, mark)))
        payment, brand, last4 = "cash", None, None
    lines += ["", "Thank you for your visit!"]
    truth = {
        "merchant": merchant, "address": ", ".join(address), "date": f"{year:04d}-{month:02d}-{day:02d}",
        "time": f"{hour:02d}:{minute:02d}", "currency": currency, "subtotal": f"{net:.2f}", "taxes": taxes,
        "tip": None if tip is None else f"{tip:.2f}", "total": f"{total:.2f}", "amountPaid": f"{paid:.2f}",
        "paymentMethod": payment, "cardBrand": brand.lower() if card else None, "cardLast4": last4,
        "receiptNumber": str(10000 + index * 37), "pricesIncludeTax": inclusive,
        "items": [{k: v for k, v in i.items() if k != "rate"} for i in items],
    }
    return lines, truth


def render(lines):
    font, bold = ImageFont.truetype(FONT, SIZE), ImageFont.truetype(BOLD, SIZE + 6)
    height = 80 + LEADING * len(lines) + 80
    image = Image.new("L", (WIDTH, height), 255)
    draw = ImageDraw.Draw(image)
    y = 60
    for n, text in enumerate(lines):
        if n == 0:
            w = draw.textlength(text, font=bold)
            draw.text(((WIDTH - w) / 2, y - 4), text, font=bold, fill=0)
        else:
            draw.text((40, y), text, font=font, fill=20)
        y += LEADING
    return image


def photograph(image, rng):
    """Blur, sensor noise, a slight rotation on a grey background and JPEG compression."""
    image = image.filter(ImageFilter.GaussianBlur(1.1))
    pixels = numpy.asarray(image).astype(numpy.int16)
    noise = numpy.random.default_rng(rng.randint(0, 10**6)).normal(0, 12, pixels.shape)
    image = Image.fromarray(numpy.clip(pixels * 0.85 + 25 + noise, 0, 255).astype(numpy.uint8))
    return image.rotate(rng.uniform(-2.0, 2.0), resample=Image.BICUBIC, expand=True, fillcolor=150)


def save(folder, name, file, params, image, lines, truth, rendering):
    """The image as `file` and its truth as NAME.truth.json (the page text and the `receipt` object)."""
    image.save(os.path.join(folder, file), **params)
    sidecar = {
        "version": 1, "document": file, "kind": "receipt", "render": rendering, "receipt": truth,
        "pages": [{"number": 1, "text": "\n".join(l.rstrip() for l in lines).strip()}],
    }
    with open(os.path.join(folder, name + ".truth.json"), "w", encoding="utf-8") as f:
        json.dump(sidecar, f, indent=2, ensure_ascii=False)
        f.write("\n")


RENDERINGS = ["scan", "skewed", "turned", "photo", "pdf", "photo-turned"]


def must_show(seed, count, out):
    """The held-out set: `count` receipts of seed `seed`, the renderings cycled two at a time."""
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for index in range(count):
        kind = RENDERINGS[(index // 2) % len(RENDERINGS)]
        lines, truth = make_receipt(index, rng, slot=index // 2 + (index % 2) * 3 + index // 12)
        image = render(lines)
        if kind == "skewed":
            angle = rng.choice([-1, 1]) * rng.uniform(3.0, 6.0)
            image = image.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=255)
        elif kind == "turned":
            image = image.rotate(rng.choice([90, 180, 270]), expand=True)
        elif kind == "photo":
            image = photograph(image, rng)
        elif kind == "photo-turned":
            image = photograph(image, rng).rotate(rng.choice([90, 270]), expand=True)
        name = f"receipt-{index + 1:02d}-{kind}"
        if kind == "pdf":
            # An image-only PDF, dated so that the file is the same on every run.
            stamp = time.strptime("2024-01-01", "%Y-%m-%d")
            file, params = name + ".pdf", {"resolution": 300.0, "creationDate": stamp, "modDate": stamp}
        elif kind.startswith("photo"):
            file, params = name + ".jpg", {"quality": 60, "dpi": (300, 300)}
        else:
            file, params = name + ".png", {"dpi": (300, 300), "optimize": True}
        save(out, name, file, params, image, lines, truth,
             {"width": image.width, "height": image.height, "dpi": 300,
              "photographed": kind.startswith("photo"), "seed": seed, "rendering": kind})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--must-show", action="store_true", help="a held-out set of every rendering (see above)")
    parser.add_argument("--seed", type=int, default=2512, help="the held-out set's seed")
    parser.add_argument("--count", type=int, default=36, help="how many receipts in the held-out set")
    parser.add_argument("--out", help="the held-out set's folder (required with --must-show)")
    args = parser.parse_args()
    if args.must_show:
        if not args.out:
            parser.error("--must-show needs --out DIR")
        must_show(args.seed, args.count, args.out)
        return
    rng = random.Random(6)
    os.makedirs(ROOT, exist_ok=True)
    for index in range(24):
        lines, truth = make_receipt(index, rng)
        photo = index >= 18
        name = f"receipt-{index + 1:02d}-{'photo' if photo else 'scan'}"
        image = render(lines)
        if photo:
            image = photograph(image, rng)
            file, params = name + ".jpg", {"quality": 60, "dpi": (300, 300)}
        else:
            file, params = name + ".png", {"dpi": (300, 300), "optimize": True}
        save(ROOT, name, file, params, image, lines, truth,
             {"width": image.width, "height": image.height, "dpi": 300, "photographed": photo, "seed": 6})


if __name__ == "__main__":
    main()

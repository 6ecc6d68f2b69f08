#!/usr/bin/python3
"""Scans skewed 0–45° both ways, with their unskewed twins, for measuring `deskew` (issue 29).

    /usr/bin/python3 scripts/corpus/generate-skewed-scans.py OUT_DIR [--seed N] [--random-angles]
    /usr/bin/python3 scripts/corpus/generate-skewed-scans.py --turned OUT_DIR [--seed N]

Each page is a short business text (a letter, an invoice, a notice, a memo) in one of several languages
(English, German, French, Spanish, Dutch, Italian), set in one of several fonts, at 200 or 300 dpi on A4 or
Letter, then turned by an angle in both directions, either within a white frame (a page fed straight off a
sheet feeder, turned by the feeder) or lying crooked on a grey scanner bed with a margin of bed round it.
Every skewed page has an unskewed twin (same text, font, dpi and capture, 0°), so its character error can be
compared with the twin's. The angles are a fixed list (±1.5° to ±45°, the same for every seed), which the
file-name order puts by size into the halves (half A ±1.5–24°, half B ±30–45°); --random-angles draws each page's
angle from the seed instead (uniform in 0.5–45°, either direction), so each half spans the whole range. Files: NAME.png and NAME.truth.json (schemas/truth.schema.json; render.skew_degrees_ccw
is the angle the page was turned counter-clockwise as displayed). Nothing is written into the repository.

--turned writes multi-page image PDFs instead (200 or 300 dpi, 3–6 pages, the same letters in several
languages and fonts), each page upright or turned a quarter, a half or three quarters, most pages upright as
in real batches, and some documents all upright: NAME.pdf and NAME.truth.json, whose render.turns_ccw lists
each page's counter-clockwise turn in degrees (the clockwise turn Folio must apply to right it).
"""
import json
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONTS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
]

TEXTS = {
    "en": ["Dear Ms Hartley,", "Thank you for your order of 14 March. The goods will be shipped", "from our warehouse in Leeds within five working days. Please find", "the invoice enclosed; payment is due within thirty days of receipt.", "Should you have any questions, call our office on 0113 496 0821.", "Yours sincerely,", "Daniel Osborne, Customer Service"],
    "de": ["Sehr geehrte Frau Becker,", "vielen Dank für Ihre Bestellung vom 3. Mai. Die Ware wird innerhalb", "von fünf Werktagen aus unserem Lager in Kassel versandt. Die Rechnung", "liegt bei; der Betrag ist innerhalb von dreißig Tagen fällig.", "Bei Fragen erreichen Sie uns unter 0561 739 4410.", "Mit freundlichen Grüßen", "Jonas Weber, Kundendienst"],
    "fr": ["Madame, Monsieur,", "Nous vous remercions de votre commande du 9 juin. Les articles seront", "expédiés depuis notre entrepôt de Lyon sous cinq jours ouvrés.", "Vous trouverez la facture ci-jointe ; elle est payable à trente jours.", "Pour toute question, appelez le 04 72 18 65 30.", "Veuillez agréer nos salutations distinguées.", "Claire Dubois, service client"],
    "es": ["Estimado señor García:", "Le agradecemos su pedido del 21 de abril. La mercancía saldrá de", "nuestro almacén de Zaragoza en un plazo de cinco días laborables.", "Adjuntamos la factura, que deberá abonarse en treinta días.", "Para cualquier consulta, llame al 976 420 318.", "Atentamente,", "Lucía Romero, atención al cliente"],
    "nl": ["Geachte heer De Vries,", "Hartelijk dank voor uw bestelling van 2 februari. De goederen worden", "binnen vijf werkdagen verzonden vanuit ons magazijn in Utrecht.", "De factuur is bijgevoegd en dient binnen dertig dagen te worden betaald.", "Met vragen kunt u ons bellen op 030 231 7745.", "Met vriendelijke groet,", "Sanne Jansen, klantenservice"],
    "it": ["Gentile dottor Rossi,", "la ringraziamo per l'ordine del 17 ottobre. La merce partirà dal", "nostro magazzino di Bologna entro cinque giorni lavorativi.", "Troverà la fattura allegata, da saldare entro trenta giorni.", "Per qualsiasi domanda può chiamare lo 051 643 2290.", "Cordiali saluti,", "Marco Bianchi, servizio clienti"],
}

SIZES = {"A4": (8.27, 11.69), "Letter": (8.5, 11.0)}


def page(lines, font_path, dpi, size):
    w, h = (int(v * dpi) for v in SIZES[size])
    img = Image.new("L", (w, h), 255)
    draw = ImageDraw.Draw(img)
    font = ImageFont.truetype(font_path, int(11 / 72 * dpi))
    x, y = int(1.0 * dpi), int(1.2 * dpi)
    step = int(11 * 1.5 / 72 * dpi)
    for line in lines:
        draw.text((x, y), line, font=font, fill=20)
        y += step * (2 if line.endswith((",", ":")) and len(line) < 30 else 1)
    return img


def capture(img, angle, bed, rng):
    """The page turned `angle`° counter-clockwise: on a white frame, or on a grey bed with a margin."""
    img = img.filter(ImageFilter.GaussianBlur(0.5))
    if bed:
        m = int(0.08 * img.width)
        shade = rng.randint(70, 150)
        canvas = Image.new("L", (img.width + 2 * m, img.height + 2 * m), shade)
        turned = img.convert("RGBA").rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
        # Fit the turned page on the bed: the bed grows with it, as a larger scan would.
        cw, ch = max(canvas.width, turned.width + 2 * m), max(canvas.height, turned.height + 2 * m)
        canvas = Image.new("L", (cw, ch), shade)
        canvas.paste(turned.convert("L"), ((cw - turned.width) // 2, (ch - turned.height) // 2), turned)
        return canvas
    return img.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)


def turned_pdfs(out, seed):
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    languages = sorted(TEXTS)
    for number in range(12):
        dpi = 200 if number % 2 else 300
        count = 3 + number % 4
        if number % 4 == 3:
            turns = [0] * count
        else:
            turns = [rng.choice([0, 0, 0, 90, 180, 270]) for _ in range(count)]
            if all(t == 0 for t in turns):
                turns[rng.randrange(count)] = rng.choice([90, 180, 270])
        pages = []
        for index, turn in enumerate(turns):
            k = number * 7 + index
            lines = TEXTS[languages[k % len(languages)]]
            img = page(lines + lines[1:5], FONTS[k % len(FONTS)], dpi, "A4" if k % 2 else "Letter")
            pages.append(img.filter(ImageFilter.GaussianBlur(0.5)).rotate(turn, expand=True))
        name = f"turned-{dpi}-{number:02d}"
        pages[0].save(os.path.join(out, name + ".pdf"), save_all=True, append_images=pages[1:], resolution=dpi)
        with open(os.path.join(out, name + ".truth.json"), "w") as f:
            json.dump({"version": 1, "document": name + ".pdf", "kind": "letter",
                       "render": {"dpi": dpi, "turns_ccw": turns, "seed": seed}}, f, indent=1)


def main():
    if "--turned" in sys.argv:
        args = [a for a in sys.argv[1:] if a != "--turned"]
        seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 29
        turned_pdfs(args[0], seed)
        return
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(64)
    out = sys.argv[1]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 29
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    angles = [1.5, -3, 7, -12, 18, -24, 30, -36, 41, -45, 45, -8]
    languages = sorted(TEXTS)
    index = 0
    for dpi in (200, 300):
        for bed in (False, True):
            for angle in angles:
                if "--random-angles" in sys.argv:
                    angle = round(rng.uniform(0.5, 45) * rng.choice((-1, 1)), 1)
                language = languages[index % len(languages)]
                font = FONTS[index % len(FONTS)]
                size = "A4" if index % 2 == 0 else "Letter"
                index += 1
                base = page(TEXTS[language], font, dpi, size)
                for a in (0, angle):
                    name = f"skew-{dpi}-{'bed' if bed else 'white'}-{language}-{index:02d}-{'flat' if a == 0 else f'{a:+05.1f}'}"
                    img = capture(base, a, bed, random.Random(seed + index))
                    img.save(os.path.join(out, name + ".png"), dpi=(dpi, dpi))
                    truth = {"version": 1, "document": name + ".png", "kind": "letter",
                             "render": {"format": "png", "dpi": dpi, "page_size": size, "pixels": list(img.size),
                                        "skew_degrees_ccw": a, "bed": bed, "font": os.path.basename(font),
                                        "language": language, "seed": seed},
                             "pages": [{"number": 1, "text": "\n".join(TEXTS[language])}]}
                    with open(os.path.join(out, name + ".truth.json"), "w") as f:
                        json.dump(truth, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()

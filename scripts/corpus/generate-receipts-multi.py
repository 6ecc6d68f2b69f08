#!/usr/bin/python3
"""Generates Folio's multi-receipt corpus (corpus/receipts-multi/): flatbed scans holding 1-4 till receipts
each, laid on the scanner lid (white-ish grey, mid grey or dark) with gaps and small rotations, as a person
scans a handful of receipts at once. The receipts are made and drawn by scripts/corpus/generate-receipts.py (the
same merchants, currencies, date styles, discounts and tips); each page gets NAME.truth.json listing every
receipt's true fields and items with the box it covers on the page (`receipts`, schemas/truth.schema.json).
Deterministic: a fixed seed, no clock.

Run: /usr/bin/python3 scripts/corpus/generate-receipts-multi.py   (needs python3-pil, python3-numpy)
     /usr/bin/python3 scripts/corpus/generate-receipts-multi.py --turned [--out DIR]
       → corpus/receipts-multi-turned/: 2 pages with a receipt turned far (28° and lying sideways at 85°)
         beside straight ones, for the region finder's search at any angle (seed 67; the default set is unchanged).
     /usr/bin/python3 scripts/corpus/generate-receipts-multi.py --upside-down [--out DIR]
       → corpus/receipts-multi-upside-down/: 3 pages with a receipt laid upside down (180°, -178°) or lying
         sideways with its head at the right (-95°) beside straight ones (seed 68).
     --seed N --out DIR: the same pages with other receipts and placements (held-out sets).
"""
import argparse
import importlib.util
import json
import os
import random

import numpy
from PIL import Image, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "corpus", "receipts-multi")
_spec = importlib.util.spec_from_file_location("generate_receipts", os.path.join(HERE, "generate-receipts.py"))
receipts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(receipts)

# A scan at 300 dpi of a 8.5 x 11.7 in flatbed; receipts are 3 in (900 px) wide.
PAGE_W, PAGE_H = 2550, 3500
# (receipts on the page, lid brightness, lid gradient across the page)
PAGES = [(2, 222, 10), (3, 60, 0), (4, 200, 20), (2, 35, 15), (3, 230, 6), (1, 215, 10)]
# --turned: (lid brightness, lid gradient, each receipt's turn in degrees counter-clockwise). The far-turned
# receipt is first (left column, top), where its wider footprint fits.
TURNED_PAGES = [(205, 10, [28.0, -1.5, 2.0]), (60, 0, [85.0, 1.0])]
# --upside-down: the same shape; receipts whose print stands on its head or lies the other way.
UPSIDE_DOWN_PAGES = [(210, 8, [180.0, 1.0]), (55, 0, [-178.0, 2.0, -1.0]), (200, 12, [-95.0, 1.5])]


def paper(image, rng, tone):
    """Paper a little off-white with faint print, as a scanner sees thermal paper."""
    pixels = numpy.asarray(image).astype(numpy.float32)
    pixels = tone - (255 - pixels) * rng.uniform(0.85, 1.0)
    return Image.fromarray(numpy.clip(pixels, 0, 255).astype(numpy.uint8))


def place(count, sizes, rng):
    """Top-left corners for `count` receipts of `sizes` in columns (at most 2 per column), with gaps."""
    columns = [[i for i in range(count) if i % 2 == c] for c in range(2)]
    columns = [c for c in columns if c]
    spots = {}
    column_width = PAGE_W // len(columns)
    for c, members in enumerate(columns):
        y = rng.randint(80, 200)
        for i in members:
            w, h = sizes[i]
            x = c * column_width + max(40, (column_width - w) // 2 + rng.randint(-40, 40))
            spots[i] = (x, y)
            y += h + rng.randint(90, 200)
    return spots


def compose(page_index, count, lid, gradient, rng, next_receipt, angles=None):
    ys, xs = numpy.mgrid[0:PAGE_H, 0:PAGE_W]
    canvas = (lid + gradient * (xs / PAGE_W - 0.5) + gradient * (ys / PAGE_H - 0.5)).astype(numpy.float32)
    canvas += numpy.random.default_rng(rng.randint(0, 10**6)).normal(0, 2.5, canvas.shape)
    page = Image.fromarray(numpy.clip(canvas, 0, 255).astype(numpy.uint8))
    pieces = []
    for _ in range(count):
        index = next_receipt()
        lines, truth = receipts.make_receipt(index, rng)
        image = paper(receipts.render(lines), rng, rng.randint(238, 252))
        angle = rng.uniform(-3.0, 3.0)
        if angles is not None:
            angle = angles[len(pieces)]
        mask = Image.new("L", image.size, 255).rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=0)
        image = image.rotate(angle, resample=Image.BICUBIC, expand=True, fillcolor=0)
        pieces.append((image, mask, lines, truth, angle))
    spots = place(count, [p[0].size for p in pieces], rng)
    entries, texts = [], []
    for i, (image, mask, lines, truth, angle) in enumerate(pieces):
        x, y = spots[i]
        if x + image.width > PAGE_W or y + image.height > PAGE_H:
            raise SystemExit(f"page {page_index}: receipt {i} does not fit")
        page.paste(image, (x, y), mask)
        entries.append({**truth, "region": {"x": x, "y": y, "width": image.width, "height": image.height},
                        "angle": round(angle, 2)})
        texts.append("\n".join(l.rstrip() for l in lines).strip())
    page = page.filter(ImageFilter.GaussianBlur(0.6))
    return page, entries, texts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--turned", action="store_true", help="the far-turned set instead of the default one")
    parser.add_argument("--upside-down", action="store_true", help="the upside-down set instead of the default one")
    parser.add_argument("--out", help="output folder (default: corpus/receipts-multi, -turned or -upside-down)")
    parser.add_argument("--seed", type=int, help="another seed, for held-out pages (default 66, --turned 67, --upside-down 68)")
    args = parser.parse_args()
    default_seed, suffix, first, angled = 66, "", 200, None
    if args.turned:
        default_seed, suffix, first, angled = 67, "-turned", 1000, TURNED_PAGES
    elif args.upside_down:
        default_seed, suffix, first, angled = 68, "-upside-down", 2000, UPSIDE_DOWN_PAGES
    seed = args.seed if args.seed is not None else default_seed
    root = args.out or ROOT + suffix
    rng = random.Random(seed)
    os.makedirs(root, exist_ok=True)
    counter = iter(range(first, first + 800))
    pages = [(len(a), lid, g, a) for lid, g, a in angled] if angled else [(c, lid, g, None) for c, lid, g in PAGES]
    for n, (count, lid, gradient, angles) in enumerate(pages, start=1):
        page, entries, texts = compose(n, count, lid, gradient, rng, lambda: next(counter), angles)
        name = f"flatbed-{n:02d}-{count}-receipt{'s' if count > 1 else ''}"
        if angled:
            name = f"{suffix[1:]}-{n:02d}-{count}-receipts"
        file = name + ".jpg"
        page.save(os.path.join(root, file), quality=70, dpi=(300, 300))
        sidecar = {
            "version": 1, "document": file, "kind": "receipt",
            "render": {"width": PAGE_W, "height": PAGE_H, "dpi": 300, "photographed": False, "seed": seed,
                       "lid": lid},
            "receipts": entries,
            "pages": [{"number": 1, "text": "\n\n".join(texts)}],
        }
        with open(os.path.join(root, name + ".truth.json"), "w", encoding="utf-8") as f:
            json.dump(sidecar, f, indent=2, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()

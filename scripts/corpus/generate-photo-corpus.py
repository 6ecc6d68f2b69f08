#!/usr/bin/python3
"""Generate Folio's photographed-page corpus: corpus pages photographed on varied backgrounds, with exact corners.

How to run (from the repository root, with Debian's python):

    apt-get install python3-pil python3-numpy
    /usr/bin/python3 scripts/corpus/generate-corpus.py        # the clean pages this script photographs
    /usr/bin/python3 scripts/corpus/generate-photo-corpus.py
    /usr/bin/python3 scripts/corpus/generate-entity-pages.py && /usr/bin/python3 scripts/corpus/generate-photo-corpus.py --entities

What it writes:
    corpus/photos/photo-NN-<page>-<background>.jpg     ~1600 px long side, JPEG quality 80
    corpus/photos/photo-NN-<page>-<background>.truth.json

How: each clean page (a corpus scan at 300 dpi) is placed on a plane in 3-D, turned (tilt up to ~28°
about both axes, up to ±12° in the picture), and projected through a pinhole camera whose focal length is
0.7–1.3× the picture's long side, principal point at the centre. The plane-to-picture map is a
homography, so the four projected corners are the exact truth (`pages[].corners`, TL, TR, BR, BL of the
upright page, in picture pixels; pixel i covers [i, i + 1)). The page is composited over a procedural
background (wood, cloth, carpet, cluttered desk, light table), then lit with a gradient, crossed by a
soft shadow, blurred, given sensor noise and saved as JPEG. Some pages run out of the frame; receipts are
long and narrow. The page text truth is the source page's truth, unchanged.

Determinism: one random.Random/numpy Generator per picture, seeded by its index.
"""

import argparse
import json
import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageOps

SOURCES = [
    # (stem, file, page index in file, kind)
    ("letter", "letter-clean.png", 0, "letter"),
    ("receipt", "receipt-thermal.png", 0, "receipt"),
    ("memo", "memo-photo-exif.jpg", 0, "memo"),
    ("report1", "report-multipage.tif", 0, "report"),
    ("notice", "notice-skewed.png", 0, "notice"),
    ("report2", "report-multipage.tif", 1, "report"),
]
BACKGROUNDS = ["wood", "cloth", "carpet", "desk", "lighttable", "wood-dark"]
# Detected-data pages (scripts/corpus/generate-entity-pages.py) photographed with the same camera model into
# corpus/entities/photos: (picture index (seeds the picture), stem, file under corpus/, kind, background).
# Their truth keeps the source page's entities and barcodes: the spec sheet carries a QR code, read by
# `barcodes` on the photo and on the straightened page.
ENTITY_PHOTOS = [
    (40, "spec-sheet", "entities/scans/spec-sheet.png", "report", "wood"),
    (41, "fr-nl-adresses", "entities/scans/fr-nl-adresses.png", "letter", "desk"),
]
COUNT = 20
LONG_SIDE = 1600


def load_page(corpus, file, index):
    img = Image.open(os.path.join(corpus, file))
    if index:
        img.seek(index)
    img = ImageOps.exif_transpose(img)  # the memo's pixels are stored turned; its truth is upright
    return img.convert("L")


def page_truth(corpus, file, index):
    stem = os.path.splitext(file)[0]
    with open(os.path.join(corpus, stem + ".truth.json"), encoding="utf-8") as f:
        return json.load(f)["pages"][index]


def page_text(corpus, file, index):
    return page_truth(corpus, file, index)["text"]


def smooth_noise(rng, h, w, scale):
    """Value noise: random grid at 1/scale resolution, bicubically enlarged."""
    gh, gw = max(2, h // scale + 2), max(2, w // scale + 2)
    grid = Image.fromarray((rng.random((gh, gw)) * 255).astype(np.uint8))
    return np.asarray(grid.resize((w, h), Image.BICUBIC), dtype=np.float32) / 255.0


def background(kind, rng, h, w):
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind.startswith("wood"):
        warp = smooth_noise(rng, h, w, 60) * 40 + smooth_noise(rng, h, w, 9) * 4
        angle = rng.uniform(-0.4, 0.4)
        u = x * math.cos(angle) + y * math.sin(angle)
        grain = 0.5 + 0.5 * np.sin((u + warp) / rng.uniform(5, 11))
        base = np.array([150, 100, 60] if kind == "wood" else [95, 60, 38], np.float32)
        img = base[None, None, :] * (0.75 + 0.35 * grain[..., None])
    elif kind == "cloth":
        weave = 0.5 + 0.25 * np.sin(x * 1.9) + 0.25 * np.sin(y * 1.9)
        folds = smooth_noise(rng, h, w, 150)
        base = np.array(rng.choice([[60, 80, 140], [140, 60, 60], [80, 120, 90]]), np.float32)
        img = base[None, None, :] * (0.7 + 0.25 * weave[..., None] + 0.3 * folds[..., None])
    elif kind == "carpet":
        fibres = rng.random((h, w)).astype(np.float32)
        fibres = np.asarray(Image.fromarray((fibres * 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.8)),
                            np.float32) / 255.0
        blotch = smooth_noise(rng, h, w, 40)
        base = np.array(rng.choice([[120, 110, 100], [90, 90, 110], [150, 130, 100]]), np.float32)
        img = base[None, None, :] * (0.55 + 0.6 * fibres[..., None] + 0.2 * blotch[..., None])
    elif kind == "desk":
        base = np.array(rng.choice([[70, 72, 78], [180, 170, 150], [110, 115, 105]]), np.float32)
        img = np.ones((h, w, 3), np.float32) * base[None, None, :]
        pil = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
        d = ImageDraw.Draw(pil)
        for _ in range(int(rng.integers(5, 10))):  # notebooks, phones, pens, mugs
            cx, cy = rng.uniform(0, w), rng.uniform(0, h)
            sw, sh = rng.uniform(40, 420), rng.uniform(20, 300)
            colour = tuple(int(c) for c in rng.integers(20, 235, 3))
            if rng.random() < 0.3:
                d.ellipse([cx - sw / 3, cy - sw / 3, cx + sw / 3, cy + sw / 3], fill=colour)
            else:
                a = rng.uniform(0, math.pi)
                pts = [(cx + (sx * sw / 2) * math.cos(a) - (sy * sh / 2) * math.sin(a),
                        cy + (sx * sw / 2) * math.sin(a) + (sy * sh / 2) * math.cos(a))
                       for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]]
                d.polygon(pts, fill=colour)
        img = np.asarray(pil, np.float32)
    else:  # lighttable: a white page on a pale surface, low contrast
        tone = rng.uniform(196, 212)
        img = np.ones((h, w, 3), np.float32) * np.array([tone, tone, tone - 4], np.float32)[None, None, :]
        img *= (0.97 + 0.06 * smooth_noise(rng, h, w, 200))[..., None]
    return img


def rotation(rx, ry, rz):
    cx, sx, cy, sy, cz, sz = math.cos(rx), math.sin(rx), math.cos(ry), math.sin(ry), math.cos(rz), math.sin(rz)
    Rx = np.array([[1, 0, 0], [0, cx, -sx], [0, sx, cx]])
    Ry = np.array([[cy, 0, sy], [0, 1, 0], [-sy, 0, cy]])
    Rz = np.array([[cz, -sz, 0], [sz, cz, 0], [0, 0, 1]])
    return Rz @ Rx @ Ry


def homography(src, dst):
    a = []
    for (x, y), (u, v) in zip(src, dst):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
    a = np.array(a, np.float64)
    h = np.linalg.solve(a[:, :8], a[:, 8])
    return np.append(h, 1).reshape(3, 3)


def photograph(index, corpus, out, source=None, bg_kind=None, cut=None):
    rng = np.random.default_rng(1000 + index)
    stem, file, page_index, kind = source or SOURCES[index % len(SOURCES)]
    bg_kind = bg_kind or BACKGROUNDS[(index // len(SOURCES) + index) % len(BACKGROUNDS)]
    page = load_page(corpus, file, page_index)
    pw, ph = page.size
    portrait = ph >= pw
    W, H = (1200, LONG_SIDE) if portrait else (LONG_SIDE, 1200)
    if cut is None:
        cut = index % 8 == 5  # every eighth picture: the page runs out of the frame
    focal = rng.uniform(0.7, 1.3) * LONG_SIDE
    R = rotation(math.radians(rng.uniform(-28, 28)), math.radians(rng.uniform(-22, 22)), math.radians(rng.uniform(-12, 12)))
    k = 1.0 / max(pw, ph)
    fill = rng.uniform(0.62, 0.85) if not cut else rng.uniform(0.85, 1.0)
    Z = focal / (fill * H)
    shift = np.array([rng.uniform(-0.08, 0.08), rng.uniform(-0.06, 0.06), 0.0]) * (3 if cut else 1)
    corners_page = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    projected = []
    for (u, v) in corners_page:
        P = R @ np.array([(u - pw / 2) * k, (v - ph / 2) * k, 0.0]) + np.array([0, 0, Z]) + shift
        projected.append((W / 2 + focal * P[0] / P[2], H / 2 + focal * P[1] / P[2]))
    # Pre-shrink the page close to its pictured size so the warp does not alias the text.
    pictured = max(math.dist(projected[0], projected[3]), math.dist(projected[1], projected[2]),
                   math.dist(projected[0], projected[1]), math.dist(projected[3], projected[2]))
    s = min(1.0, 1.5 * pictured / max(pw, ph))
    small = page.resize((max(1, round(pw * s)), max(1, round(ph * s))), Image.LANCZOS)
    sw, sh = small.size
    Hm = homography([(0, 0), (sw, 0), (sw, sh), (0, sh)], projected)
    inv = np.linalg.inv(Hm)
    inv = inv / inv[2, 2]
    coeffs = tuple(inv.flatten()[:8])
    paper = rng.uniform(0.93, 1.0)
    warped = np.asarray(small.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=0), np.float32)
    mask_img = Image.new("L", (sw * 4, sh * 4), 255).resize((sw, sh))
    mask = np.asarray(mask_img.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=0),
                      np.float32) / 255.0
    tint = np.array([1.0, rng.uniform(0.97, 1.0), rng.uniform(0.92, 1.0)], np.float32) * paper
    page_rgb = warped[..., None] * tint[None, None, :]
    img = background(bg_kind, rng, H, W)
    img = img * (1 - mask[..., None]) + page_rgb * mask[..., None]
    # Lighting: a linear gradient across the frame, then a soft shadow (a hand or the phone) over part of it.
    y, x = np.mgrid[0:H, 0:W].astype(np.float32)
    a = rng.uniform(0, 2 * math.pi)
    g = ((x - W / 2) * math.cos(a) + (y - H / 2) * math.sin(a)) / max(W, H)
    img *= (rng.uniform(0.85, 1.0) + rng.uniform(0.1, 0.35) * g)[..., None]
    if index % 3 != 2:
        b = rng.uniform(0, 2 * math.pi)
        edge = (x - W * rng.uniform(0.3, 0.7)) * math.cos(b) + (y - H * rng.uniform(0.3, 0.7)) * math.sin(b)
        softness = rng.uniform(8, 40)
        shadow = 1 - rng.uniform(0.2, 0.4) / (1 + np.exp(np.clip(-edge / softness, -60, 60)))
        img *= shadow[..., None]
    pil = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    pil = pil.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.2)))
    arr = np.asarray(pil, np.float32) + rng.normal(0, rng.uniform(1.5, 3), (H, W, 3)).astype(np.float32)
    pil = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    name = f"photo-{index + 1:02d}-{stem}-{bg_kind}"
    pil.save(os.path.join(out, name + ".jpg"), quality=80, optimize=True)
    source_truth = page_truth(corpus, file, page_index)
    truth_page = {"number": 1, "text": source_truth["text"],
                  "corners": [[round(px, 2), round(py, 2)] for px, py in projected], "orientation": 0}
    for key in ("entities", "barcodes"):  # boxes of barcodes stay in the source page's pixels
        if key in source_truth:
            truth_page[key] = source_truth[key]
    truth = {
        "version": 1, "document": name + ".jpg", "kind": kind,
        "render": {"source": file, "sourcePage": page_index + 1, "background": bg_kind, "size": [W, H],
                   "focal": round(focal, 1), "cutByFrame": cut, "jpegQuality": 80, "seed": 1000 + index},
        "pages": [truth_page],
    }
    with open(os.path.join(out, name + ".truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return name


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    parser.add_argument("--out", help="write here instead of corpus/photos (e.g. a held-out set)")
    parser.add_argument("--first", type=int, default=0, help="index of the first picture (seeds follow it)")
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--background", choices=BACKGROUNDS,
                        help="every picture on this background (e.g. a stress set: lighttable)")
    parser.add_argument("--cut", action="store_true", help="every picture's page runs out of the frame")
    parser.add_argument("--entities", action="store_true",
                        help="write the photographed detected-data pages (ENTITY_PHOTOS) into corpus/entities/photos instead")
    args = parser.parse_args()
    corpus = os.path.join(args.root, "corpus")
    if args.entities:
        out = os.path.join(corpus, "entities", "photos")
        for index, stem, file, kind, bg_kind in ENTITY_PHOTOS:
            print(photograph(index, corpus, out, (stem, file, 0, kind), bg_kind))
        return
    out = args.out or os.path.join(corpus, "photos")
    os.makedirs(out, exist_ok=True)
    for i in range(args.first, args.first + args.count):
        print(photograph(i, corpus, out, bg_kind=args.background, cut=True if args.cut else None))


if __name__ == "__main__":
    main()

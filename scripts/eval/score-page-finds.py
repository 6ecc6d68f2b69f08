#!/usr/bin/python3
"""Scores `find_page` on scans from `scripts/corpus/generate-narrow-scans.py`, read back from a Folio database
(the product path: `folio ingest DIR --db DB`). A scan's page is either left whole (`assumed`: the scan is the
page) or found; a found quad counts as right when its IoU with the piece of paper on the bed is ≥ 0.85. Prints
each file and, per half (sorted file names, even index A, odd B), found right / found wrong / assumed.

    /usr/bin/python3 scripts/eval/score-page-finds.py DIR DB
"""
import json
import os
import sqlite3
import sys

from PIL import Image, ImageDraw


def iou(a, b, width, height):
    # Rasterised at a quarter of the scan's size: plenty for a 0.85 threshold on pieces ≥ 2 in wide.
    s = 0.25
    masks = []
    for quad in (a, b):
        m = Image.new("1", (int(width * s) + 1, int(height * s) + 1), 0)
        ImageDraw.Draw(m).polygon([(x * s, y * s) for x, y in quad], fill=1)
        masks.append(m)
    both = sum(1 for p, q in zip(masks[0].getdata(), masks[1].getdata()) if p and q)
    either = sum(1 for p, q in zip(masks[0].getdata(), masks[1].getdata()) if p or q)
    return both / either if either else 0.0


folder, db = sys.argv[1], sys.argv[2]
con = sqlite3.connect(db)
docs = {os.path.basename(p): i for i, p in con.execute("SELECT id, path FROM document")}
tally = {"A": [0, 0, 0, 0], "B": [0, 0, 0, 0]}  # right, wrong, assumed, unread
names = sorted(f for f in os.listdir(folder) if f.endswith(".truth.json"))
for index, truth_name in enumerate(names):
    half = "A" if index % 2 == 0 else "B"
    truth = json.load(open(os.path.join(folder, truth_name)))
    render = truth["render"]
    row = con.execute("SELECT origin, confidence, corners FROM page_geometry WHERE document_id = ? AND page = 1",
                      (docs.get(truth["document"], -1),)).fetchone()
    if row is None:
        tally[half][3] += 1
        print(f"{half} {truth['document']}: not read")
        continue
    origin, confidence, corners = row
    if origin == "assumed":
        tally[half][2] += 1
        print(f"{half} {truth['document']}: assumed")
        continue
    score = iou(json.loads(corners), render["piece_corners"], *render["pixels"])
    tally[half][0 if score >= 0.85 else 1] += 1
    print(f"{half} {truth['document']}: found at {confidence:.2f}, IoU {score:.3f}{'' if score >= 0.85 else '  WRONG'}")
for half, (right, wrong, assumed, unread) in tally.items():
    print(f"half {half}: found right {right}, found wrong (IoU < 0.85) {wrong}, assumed {assumed}, not read {unread}")

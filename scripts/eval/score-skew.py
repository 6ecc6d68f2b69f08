#!/usr/bin/python3
"""Scores straightening on pages from scripts/corpus/generate-skewed-scans.py, read back from a Folio database.

    folio ingest DIR --db DB
    /usr/bin/python3 scripts/eval/score-skew.py DIR DB [--half a|b]

For every skewed page: the angle left after Folio's straightening (the stored homography maps the final
page's pixels to the scan's: its top edge's direction in the scan, against the angle the page was turned),
the page's character error against its truth, and its unskewed twin's. A page passes when the angle left is
within 0.3° and its CER within 1.2× its twin's (plus 0.005, so a twin read perfectly does not demand
perfection). --half: only pages of even (a) or odd (b) index in sorted file-name order of the skewed pages.
"""
import json
import math
import os
import re
import sqlite3
import sys


def cer(truth, read):
    a, b = " ".join(truth.split()), " ".join(read.split())
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
        prev = cur
    return prev[-1] / max(1, len(a))


def main():
    folder, db = sys.argv[1], sys.argv[2]
    half = sys.argv[sys.argv.index("--half") + 1] if "--half" in sys.argv else None
    con = sqlite3.connect(db)
    docs = {}
    for doc_id, path in con.execute("SELECT id, path FROM document"):
        docs[os.path.basename(path)] = doc_id

    def read(name):
        doc_id = docs.get(name)
        if doc_id is None:
            return None, None
        text = "\n".join(t for (t,) in con.execute(
            "SELECT l.text FROM line l JOIN block b ON b.id = l.block_id WHERE b.document_id = ? ORDER BY b.id, l.ordinal",
            (doc_id,)))
        row = con.execute("SELECT homography, skew_angle, origin FROM page_geometry WHERE document_id = ? AND page = 1",
                          (doc_id,)).fetchone()
        return text, row

    skewed = sorted(f for f in os.listdir(folder) if f.endswith(".png") and not f.endswith("-flat.png"))
    if half:
        skewed = skewed[0 if half == "a" else 1::2]
    passed = 0
    rows = []
    for name in skewed:
        truth = json.load(open(os.path.join(folder, name[:-4] + ".truth.json")))
        angle = truth["render"]["skew_degrees_ccw"]
        twin = re.match(r"(skew-\d+-[a-z]+-[a-z]+-\d+)-", name).group(1) + "-flat.png"
        text, geo = read(name)
        twin_text, _ = read(twin)
        if text is None or twin_text is None:
            rows.append((name, angle, None, None, None, "missing"))
            continue
        h = json.loads(geo[0])
        def apply(x, y):
            w = h[6] * x + h[7] * y + h[8]
            return (h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w
        (x0, y0), (x1, y1) = apply(0, 0), apply(1000, 0)
        found = -math.degrees(math.atan2(y1 - y0, x1 - x0))  # counter-clockwise as displayed
        left = (found - angle + 180) % 360 - 180
        ref = truth["pages"][0]["text"]
        c, c0 = cer(ref, text), cer(ref, twin_text)
        ok = abs(left) <= 0.3 and c <= 1.2 * c0 + 0.005
        passed += ok
        rows.append((name, angle, left, c, c0, ("ok" if ok else "FAIL") + f" {geo[2]} skew {geo[1]:+.2f}"))
    print("| page | turned ° | left ° | CER | twin CER | |")
    print("|---|---|---|---|---|---|")
    for name, angle, left, c, c0, note in rows:
        if left is None:
            print(f"| {name} | {angle:+.1f} | | | | {note} |")
        else:
            print(f"| {name} | {angle:+.1f} | {left:+.2f} | {c:.3f} | {c0:.3f} | {note} |")
    print(f"\n{passed} of {len(skewed)} pages within 0.3° and 1.2× their twin's CER")


if __name__ == "__main__":
    main()

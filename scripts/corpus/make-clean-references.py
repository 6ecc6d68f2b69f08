#!/usr/bin/python3
"""Write the clean scans that photographed pages were made from, beside the photos' own truth, so that
`folio eval` can score the photos and their clean sources against the same ground truth in one session.

How to run (from the repository root, with Debian's python; evaluation only):

    /usr/bin/python3 scripts/corpus/make-clean-references.py corpus/photos --out /tmp/clean-refs
    .build/release/folio eval --reference none /tmp/clean-refs/full      # clean sources, full truth
    .build/release/folio eval --reference none /tmp/clean-refs/visible   # clean sources, same view as the photo
    .build/release/folio eval --reference none corpus/photos             # the photos

What it writes, for every photo truth (`render.source`, `render.sourcePage`) in the folders:
- OUT/full/STEM.png: the clean source page (300 dpi), with a truth whose text is the photo's truth text.
- OUT/visible/STEM.png: the same page; when the photo is cut by the picture's frame
  (`render.cutByFrame`), the part of the page the picture does not show is painted white, and the truth
  text is the photo's `visibleText` (scripts/corpus/annotate-visible-text.py). Pages not cut are as in full/.

Why the second set: text outside the picture cannot be read from the photo by anyone, so comparing a cut
photo with the whole clean page mixes reading errors with missing paper. The visible/ set is the clean scan
of exactly what the photo shows (the frame mapped back onto the page through the true corners, so words
half cut by the frame are half cut on both), scored against the same truth as the photo's
"cut pages on visible text" line of `folio eval`. That compares reading, photo against scan, like for like.
"""

import argparse
import importlib.util
import json
import os
import sys

import numpy as np
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("photo_corpus", os.path.join(HERE, "generate-photo-corpus.py"))
photo_corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(photo_corpus)


def frame_on_page(truth_page, render, page_size):
    """The picture's frame mapped onto the clean page: a polygon in page pixels."""
    pw, ph = page_size
    W, H = render["size"]
    to_photo = photo_corpus.homography([(0, 0), (pw, 0), (pw, ph), (0, ph)], [tuple(c) for c in truth_page["corners"]])
    to_page = np.linalg.inv(to_photo)
    polygon = []
    for x, y in [(0, 0), (W, 0), (W, H), (0, H)]:
        p = to_page @ np.array([x, y, 1.0])
        polygon.append((p[0] / p[2], p[1] / p[2]))
    return polygon


def write(folder, stem, image, truth):
    os.makedirs(folder, exist_ok=True)
    image.save(os.path.join(folder, stem + ".png"), dpi=(300, 300))
    with open(os.path.join(folder, stem + ".truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")


def reference(truth_path, root, out):
    with open(truth_path, encoding="utf-8") as f:
        truth = json.load(f)
    render = truth.get("render", {})
    if "source" not in render or len(truth.get("pages", [])) != 1:
        return None
    page = photo_corpus.load_page(os.path.join(root, "corpus"), render["source"], render.get("sourcePage", 1) - 1)
    truth_page = truth["pages"][0]
    stem = os.path.basename(truth_path)[: -len(".truth.json")]

    def sidecar(text):
        return {"version": 1, "document": stem + ".png", "kind": truth.get("kind", "page"),
                "pages": [{"number": 1, "text": text}],
                "note": f"clean source of {truth['document']} (scripts/corpus/make-clean-references.py)"}

    write(os.path.join(out, "full"), stem, page, sidecar(truth_page["text"]))
    cut = bool(render.get("cutByFrame")) and truth_page.get("visibleText") is not None
    visible = page
    if cut:
        mask = Image.new("L", page.size, 0)
        ImageDraw.Draw(mask).polygon(frame_on_page(truth_page, render, page.size), fill=255)
        visible = Image.composite(page, Image.new("L", page.size, 255), mask)
    write(os.path.join(out, "visible"), stem, visible, sidecar(truth_page["visibleText"] if cut else truth_page["text"]))
    return cut


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--out", required=True)
    parser.add_argument("--root", default=os.path.join(HERE, "..", ".."))
    args = parser.parse_args()
    for folder in args.folders:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".truth.json"):
                cut = reference(os.path.join(folder, name), args.root, args.out)
                if cut is not None:
                    print(f"{name}: clean source written{' (cut by the frame: visible part masked)' if cut else ''}")


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Record, for photographed pages cut by the picture's frame, which words of the truth text the picture shows.

How to run (from the repository root, with Debian's python and the tesseract CLI; evaluation only):

    apt-get install python3-pil python3-numpy tesseract-ocr tesseract-ocr-eng
    /usr/bin/python3 scripts/corpus/annotate-visible-text.py corpus/photos [more folders...]

What it writes: in each `*.truth.json` whose `render.cutByFrame` is true, `pages[].visibleText` (the truth
text keeping only the words that lie wholly inside the picture, line breaks kept) and
`render.visibleTextMethod`. Nothing else in the file changes; other pages are left alone. `folio eval`
(text task) scores those pages a second time against `visibleText`, on a separate, labelled line; the
full-text figure stays the headline.

How a word's place is known: the truth gives the text only, not where each word is printed. The clean
source page (`render.source`, `render.sourcePage`, a 300 dpi corpus scan) is read with the tesseract CLI
(psm 3, OMP_THREAD_LIMIT=1), which gives a box per word. The truth's words are aligned with the OCR's
words in reading order (difflib on lower-cased letters and digits); a matched truth word takes its OCR
word's box. An unmatched truth word takes the box spanning its nearest matched neighbours on the same
truth line; at a line's end it takes the line's nearest matched box widened by the length of the words up to
it, in average characters of that line. A truth line with no matched word at all cannot be placed and is kept
whole (when in doubt, text stays in the truth, which can only make the visible-text score worse). Each
box's four corners are mapped into the picture through the page-to-picture homography given by the truth
corners (source page corners (0,0), (w,0), (w,h), (0,h) → `pages[].corners`, exact by construction), and
the word is visible when all four land inside the picture, at least 1 px from its edge.
"""

import argparse
import difflib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("photo_corpus", os.path.join(HERE, "generate-photo-corpus.py"))
photo_corpus = importlib.util.module_from_spec(spec)
spec.loader.exec_module(photo_corpus)

METHOD = ("words wholly inside the picture: clean source page read by the tesseract CLI for word boxes, "
          "truth words aligned to them in reading order, boxes mapped through the true homography "
          "(scripts/corpus/annotate-visible-text.py)")


def key(word):
    k = "".join(c for c in word.lower() if c.isalnum())
    return k or word


def ocr_words(image):
    """Word boxes (left, top, right, bottom) and texts of a clean page, in reading order."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "page.png")
        image.save(path, dpi=(300, 300))
        env = dict(os.environ, OMP_THREAD_LIMIT="1")
        tsv = subprocess.run(["tesseract", path, "-", "--psm", "3", "--dpi", "300", "-l", "eng", "tsv"],
                             env=env, check=True, capture_output=True, text=True).stdout
    words = []
    for row in tsv.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) < 12 or cols[0] != "5" or not cols[11].strip():
            continue
        left, top, width, height = map(int, cols[6:10])
        words.append((cols[11].strip(), (left, top, left + width, top + height)))
    return words


def place_truth_words(text, ocr):
    """[(line index, word, box or None)] for every truth word; None when its line has no matched word."""
    truth = [(i, w) for i, line in enumerate(text.split("\n")) for w in line.split()]
    matcher = difflib.SequenceMatcher(None, [key(w) for _, w in truth], [key(w) for w, _ in ocr], autojunk=False)
    boxes = [None] * len(truth)
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            boxes[block.a + k] = ocr[block.b + k][1]
    placed = []
    for n, (line, word) in enumerate(truth):
        box = boxes[n]
        if box is None:
            same = [m for m, (l, _) in enumerate(truth) if l == line and boxes[m] is not None]
            before = [m for m in same if m < n]
            after = [m for m in same if m > n]
            if before and after:
                a, b = boxes[before[-1]], boxes[after[0]]
                box = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
            elif same:
                chars = sum(len(truth[m][1]) for m in same)
                nearest = before[-1] if before else after[0]
                # Every word from the nearest placed one up to this one, with a space each.
                span = range(nearest + 1, n + 1) if before else range(n, nearest)
                width = sum(boxes[m][2] - boxes[m][0] for m in same) / max(1, chars) * sum(len(truth[m][1]) + 1 for m in span)
                near = boxes[nearest]
                box = (near[0], near[1], near[2] + width, near[3]) if before else (near[0] - width, near[1], near[2], near[3])
        placed.append((line, word, box))
    return placed


def visible_text(truth_path, root):
    with open(truth_path, encoding="utf-8") as f:
        truth = json.load(f)
    render = truth.get("render", {})
    if not render.get("cutByFrame"):
        return None
    W, H = render["size"]
    page = photo_corpus.load_page(os.path.join(root, "corpus"), render["source"], render["sourcePage"] - 1)
    pw, ph = page.size
    ocr = ocr_words(page)
    counts = {"words": 0, "visible": 0, "unplaced": 0}
    for truth_page in truth["pages"]:
        Hm = photo_corpus.homography([(0, 0), (pw, 0), (pw, ph), (0, ph)], [tuple(c) for c in truth_page["corners"]])

        def inside(box):
            for (x, y) in [(box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3])]:
                p = Hm @ np.array([x, y, 1.0])
                u, v = p[0] / p[2], p[1] / p[2]
                if not (1 <= u <= W - 1 and 1 <= v <= H - 1):
                    return False
            return True

        lines = truth_page["text"].split("\n")
        kept = [[] for _ in lines]
        for line, word, box in place_truth_words(truth_page["text"], ocr):
            counts["words"] += 1
            if box is None:
                counts["unplaced"] += 1
            if box is None or inside(box):
                kept[line].append(word)
                counts["visible"] += 1
        truth_page["visibleText"] = "\n".join(" ".join(words) for words in kept)
    render["visibleTextMethod"] = METHOD
    with open(truth_path, "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--root", default=os.path.join(HERE, "..", ".."))
    args = parser.parse_args()
    for folder in args.folders:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".truth.json"):
                counts = visible_text(os.path.join(folder, name), args.root)
                if counts:
                    print(f"{name}: {counts['visible']} of {counts['words']} truth words visible "
                          f"({counts['unplaced']} could not be placed and were kept)")


if __name__ == "__main__":
    sys.exit(main())

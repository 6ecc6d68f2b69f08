#!/usr/bin/env python3
"""Runs reference table extractors on the ICDAR 2013 EU documents and scores them beside Folio.

For evaluation only: nothing in Folio's build, tests or CI needs these tools. Install them in a venv:

    python3 -m venv /tmp/tables-venv
    /tmp/tables-venv/bin/pip install camelot-py opencv-python-headless img2table
    apt-get install -y ghostscript poppler-utils tesseract-ocr-eng

Then, from the repository root (after `swift build`):

    OMP_THREAD_LIMIT=1 /tmp/tables-venv/bin/python scripts/eval/compare-tables.py ../shared/data/icdar2013-tables-eu /tmp/reference-tables

Tools (each writes OUT/TOOL/NAME.json, a list of tables in Folio's table shape):
- camelot-lattice, camelot-stream: Camelot on every page of the PDF (as Folio's text-layer reading);
- img2table: img2table with its TesseractOCR backend (system tesseract, one thread) on the pages that hold
  truth tables, rendered exactly as Folio's OCR evaluation renders them (`pdftoppm -r 300 -gray -png`),
  borderless tables enabled (the EU tables are mostly unruled); img2table-ruled: the same, ruled tables only.

The script does not score anything itself: it runs `folio eval --task tables --reference-json OUT DIR`,
so the reference tools' tables go through the very Swift code that scores Folio's (IoU >= 0.5 detection,
(row, column, text) cells within 10 % CER, ICDAR 2013 adjacency relations), and prints its table.
FOLIO_TABLES_OCR=0 in the environment skips Folio's own (slow) OCR reading.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

TOOLS = ["camelot-lattice", "camelot-stream", "img2table", "img2table-ruled"]
DPI = 300


def truth_pages(str_xml):
    return sorted({int(region.get("page", "1")) for region in ET.parse(str_xml).iter("region")})


def page_sizes(pdf):
    """Page heights in points as displayed, by 1-based page number."""
    out = subprocess.run(["pdfinfo", "-f", "1", "-l", "9999", pdf], capture_output=True, text=True, check=True).stdout
    # pdfinfo prints the unrotated media box and, on its own line, the page's /Rotate: a page turned by 90 or
    # 270 degrees is displayed (and rendered, and scored) with width and height swapped.
    rotations = {int(m.group(1)): int(m.group(2)) for m in re.finditer(r"Page\s+(\d+) rot:\s+(\d+)", out)}
    sizes = {}
    for m in re.finditer(r"Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts", out):
        page, w, h = int(m.group(1)), float(m.group(2)), float(m.group(3))
        if rotations.get(page, 0) % 180 == 90:
            w, h = h, w
        sizes[page] = h
    return sizes


def clean(text):
    return " ".join(str(text or "").split())


def box(x0, y0, x1, y1):
    x0, x1 = sorted((x0, x1))
    y0, y1 = sorted((y0, y1))
    return {"x": int(round(x0)), "y": int(round(y0)), "width": int(round(x1 - x0)), "height": int(round(y1 - y0))}


def camelot_tables(pdf, flavor):
    import camelot

    heights = page_sizes(pdf)
    out = []
    for table in camelot.read_pdf(pdf, pages="all", flavor=flavor):
        page = int(table.page)
        height = heights.get(page, 842.0)
        x1, y1, x2, y2 = table._bbox  # PDF points, origin bottom-left
        s = DPI / 72
        cells = []
        # Camelot's DataFrame puts a spanning cell's text in its first grid cell; that is its output.
        for r, row in enumerate(table.df.values.tolist()):
            for c, text in enumerate(row):
                if clean(text):
                    cells.append({"row": r, "column": c, "text": clean(text)})
        out.append({"page": page, "dpi": DPI, "pageHeightPoints": height,
                    "box": box(x1 * s, (height - y2) * s, x2 * s, (height - y1) * s), "cells": cells})
    return out


def render(pdf, page, prefix):
    subprocess.run(["pdftoppm", "-r", str(DPI), "-gray", "-png", "-singlefile", "-f", str(page), "-l", str(page), pdf, prefix],
                   check=True)
    return prefix + ".png"


def img2table_tables(pdf, pages, scratch, borderless):
    from img2table.document import Image
    from img2table.ocr import TesseractOCR

    ocr = TesseractOCR(n_threads=1, lang="eng")
    out = []
    for page in pages:
        png = render(pdf, page, os.path.join(scratch, "p"))
        from PIL import Image as PILImage
        with PILImage.open(png) as im:
            height_px = im.size[1]
        doc = Image(src=png)
        for table in doc.extract_tables(ocr=ocr, implicit_rows=False, borderless_tables=borderless, min_confidence=50):
            # img2table repeats a spanning cell in every grid slot it covers: one cell per distinct object,
            # at its first slot, spanning to its last.
            spans = {}
            for r, row in table.content.items():
                for c, cell in enumerate(row):
                    key = (cell.bbox.x1, cell.bbox.y1, cell.bbox.x2, cell.bbox.y2)
                    if key not in spans:
                        spans[key] = [r, c, r, c, cell.value]
                    else:
                        s = spans[key]
                        s[2], s[3] = max(s[2], r), max(s[3], c)
            cells = [{"row": r0, "column": c0, "rowSpan": r1 - r0 + 1, "columnSpan": c1 - c0 + 1, "text": clean(v)}
                     for r0, c0, r1, c1, v in spans.values() if clean(v)]
            b = table.bbox
            out.append({"page": page, "dpi": DPI, "pageHeightPoints": height_px * 72 / DPI,
                        "box": box(b.x1, b.y1, b.x2, b.y2), "cells": cells})
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data", help="directory of NAME.pdf with NAME-str.xml")
    parser.add_argument("out", help="where TOOL/NAME.json go")
    parser.add_argument("--tools", default=",".join(TOOLS), help="comma-separated subset of " + ", ".join(TOOLS))
    parser.add_argument("--folio", default=".build/debug/folio", help="folio executable")
    parser.add_argument("--pipeline", help="pipeline definition for Folio's reading (default: the built-in one)")
    parser.add_argument("--skip-run", action="store_true", help="reuse OUT's JSON, only score")
    parser.add_argument("--skip-eval", action="store_true", help="only write the JSON")
    args = parser.parse_args()
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    tools = [t for t in args.tools.split(",") if t]
    stems = sorted(f[: -len("-str.xml")] for f in os.listdir(args.data)
                   if f.endswith("-str.xml") and os.path.exists(os.path.join(args.data, f[: -len("-str.xml")] + ".pdf")))
    if not args.skip_run:
        with tempfile.TemporaryDirectory() as scratch:
            for tool in tools:
                os.makedirs(os.path.join(args.out, tool), exist_ok=True)
                started = time.time()
                for stem in stems:
                    pdf = os.path.join(args.data, stem + ".pdf")
                    try:
                        if tool.startswith("camelot-"):
                            tables = camelot_tables(pdf, tool.split("-", 1)[1])
                        else:
                            pages = truth_pages(os.path.join(args.data, stem + "-str.xml"))
                            tables = img2table_tables(pdf, pages, scratch, borderless=(tool == "img2table"))
                    except Exception as error:  # a tool failing on a file finds no table there; say so
                        print(f"{tool}: {stem}: {type(error).__name__}: {error}", file=sys.stderr)
                        tables = []
                    with open(os.path.join(args.out, tool, stem + ".json"), "w") as f:
                        json.dump(tables, f, ensure_ascii=False, indent=1)
                print(f"{tool}: {len(stems)} documents in {time.time() - started:.0f} s", file=sys.stderr)
    if args.skip_eval:
        return 0
    # Only the tools asked for: move nothing, point folio at a directory holding just those.
    with tempfile.TemporaryDirectory() as view:
        for tool in tools:
            os.symlink(os.path.abspath(os.path.join(args.out, tool)), os.path.join(view, tool))
        pipeline = ["--pipeline", args.pipeline] if args.pipeline else []
        return subprocess.run([args.folio, "eval", "--task", "tables", *pipeline, "--reference-json", view, args.data]).returncode


if __name__ == "__main__":
    sys.exit(main())

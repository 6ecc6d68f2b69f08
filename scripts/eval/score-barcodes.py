#!/usr/bin/env python3
"""Scores the `barcode` table of a Folio database that ingested a zxing-cpp style sample tree
(`../shared/data/barcodes/zxing-cpp-samples/`: one folder per symbology, NAME.txt or NAME.bin beside each
image, `falsepositives-*` must decode nothing), beside ZBar and zxing-cpp read with their own tools in the
same run: `zbarimg` (Debian zbar-tools, every symbology enabled, as Folio configures ZBar) and the
zxing-cpp Python binding (PyPI `zxing-cpp`; a newer zxing-cpp than Debian's libzxing 1.4 that Folio links).

    folio ingest DATA --db FRESH.sqlite --jobs 1
    python3 scripts/eval/score-barcodes.py DATA FRESH.sqlite [--json OUT]
    python3 scripts/eval/score-barcodes.py --truth DIR FRESH.sqlite   # generated pages (scripts/corpus/generate-barcode-pages.py)

The images are split into two halves by sorted relative path (even / odd index); each figure is printed
for both halves, so that rules written from one half's misses can be checked on the other.
A code counts as read when any code on the image has the expected payload: exactly, without a trailing
newline, as the GTIN-13 a UPC-A or UPC-E stands for (the form the sample files use), or, for GS1 codes, with
the AI parentheses or group separators taken out. Also reported: codes on false-positive images, and codes
reported twice on one image (same symbology and payload).
"""
import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys
import xml.etree.ElementTree as ET

IMAGE_EXTENSIONS = {".png", ".jpg", ".jpeg", ".webp", ".tif", ".tiff", ".bmp", ".gif", ".pnm", ".pgm", ".pbm"}


def images(root):
    found = []
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if os.path.splitext(name)[1].lower() in IMAGE_EXTENSIONS:
                found.append(f"{folder}/{name}")
    return sorted(found)


def expected(root, rel):
    stem = os.path.splitext(os.path.join(root, rel))[0]
    if os.path.exists(stem + ".txt"):
        with open(stem + ".txt", "rb") as f:
            return ("text", f.read().decode("utf-8", "replace"))
    if os.path.exists(stem + ".bin"):
        with open(stem + ".bin", "rb") as f:
            return ("bytes", f.read())
    return None


def expand_upce(code):
    if len(code) != 8 or not code.isdigit():
        return None
    n, x, check = code[0], code[1:7], code[7]
    last = x[5]
    if last in "012":
        body = x[0] + x[1] + last + "0000" + x[2] + x[3] + x[4]
    elif last == "3":
        body = x[0] + x[1] + x[2] + "00000" + x[3] + x[4]
    elif last == "4":
        body = x[0] + x[1] + x[2] + x[3] + "00000" + x[4]
    else:
        body = x[0:5] + "0000" + last
    return n + body + check


def forms(symbology, payload):
    """Every text a reading may be compared to the expected text by. An EAN/UPC read with an add-on also
    compares without it (some sample files give the main code alone); UPC-A and UPC-E as the GTIN-13 they
    stand for; GS1 strings without parentheses or group separators."""
    out = {payload, payload.rstrip("\n")}
    s = (symbology or "").lower().replace("-", "").replace("_", "")
    if s in ("upca", "composite", "ean13", "ean8") and payload.isdigit():
        if s in ("upca", "composite"):
            out.add("0" + payload)
        for main in (12, 13):
            if len(payload) - main in (2, 5):
                out.add(payload[:main])
                out.add("0" + payload[:main])
    if s == "upce" and payload[:8].isdigit():
        e = expand_upce(payload[:8])
        if e:
            out.add("0" + e + payload[8:])
            out.add("0" + e)
    stripped = payload.replace("\x1d", "")
    out.add(stripped)
    if "(" in payload:
        out.add(re.sub(r"\((\d{2,4})\)", r"\1", payload).replace("\x1d", ""))
    return out


def matches(exp, symbology, payload, raw=None):
    kind, value = exp
    if kind == "text":
        want = {value, value.rstrip("\n"), value.strip()}
        return bool(forms(symbology, payload) & want)
    if raw is not None and raw == value:
        return True
    for encoding in ("utf-8", "latin-1"):
        try:
            if payload.encode(encoding) == value:
                return True
        except UnicodeEncodeError:
            pass
    return False


def zbar_read(path):
    """zbarimg with every symbology enabled; XML keeps multi-line payloads whole."""
    try:
        out = subprocess.run(["zbarimg", "--nodbus", "-Senable", "-Sisbn10.disable", "-Sisbn13.disable", "--xml", "-q", path],
                             capture_output=True, timeout=120).stdout
    except subprocess.TimeoutExpired:
        return []
    codes = []
    try:
        tree = ET.fromstring(out.decode("utf-8", "replace"))
    except ET.ParseError:
        return codes
    for symbol in tree.iter():
        if symbol.tag.endswith("symbol"):
            element = next((c for c in symbol if c.tag.endswith("data")), None)
            data = (element.text or "") if element is not None else ""
            raw = None
            if element is not None and element.get("format") == "base64":
                import base64
                raw = base64.b64decode(data)
                data = raw.decode("utf-8", "replace")
            codes.append((symbol.get("type", ""), data, raw))
    return codes


def zxing_read(path):
    import zxingcpp
    from PIL import Image
    try:
        image = Image.open(path)
        image.load()
    except Exception:
        return []
    codes = []
    for mode in (zxingcpp.TextMode.HRI, zxingcpp.TextMode.Plain):
        try:
            results = zxingcpp.read_barcodes(image, text_mode=mode)
        except Exception:
            continue
        for r in results:
            codes.append((str(r.format).split(".")[-1], r.text, bytes(r.bytes)))
    return codes


def zxing14_read(tool, path):
    """Debian's zxing-cpp 1.4 (what Folio links) through a small program against libzxing-dev (`--zxing14 TOOL`,
    printing FORMAT, hex text, hex bytes per line): tells formats 1.4 cannot read from misses of Folio's own."""
    try:
        out = subprocess.run([tool, path], capture_output=True, timeout=120).stdout.decode()
    except subprocess.TimeoutExpired:
        return []
    codes = []
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            fmt = parts[0].replace("-", "")
            codes.append((fmt, bytes.fromhex(parts[1]).decode("utf-8", "replace").replace(" ", "") if fmt in ("EAN13", "UPCA", "UPCE") else bytes.fromhex(parts[1]).decode("utf-8", "replace"), bytes.fromhex(parts[2])))
    return codes


def folio_codes(db):
    """Codes by the document's SHA-256: Folio stores the same content once (an image repeated in two folders
    is one document)."""
    connection = sqlite3.connect(db)
    rows = connection.execute(
        "SELECT d.sha256, b.symbology, b.payload FROM barcode b JOIN document d ON d.id = b.document_id").fetchall()
    by_sha = {}
    for sha, symbology, payload in rows:
        by_sha.setdefault(sha, []).append((symbology, payload, None))
    return by_sha, {r[0] for r in connection.execute("SELECT sha256 FROM document WHERE page_count > 0")}


def sha256(path):
    import hashlib
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def score_truth(root, db):
    """Documents with NAME.truth.json (`pages[].barcodes` = [{symbology, payload}]): precision and recall of
    the codes Folio stored, per form of document (the name's last dash-separated part: text, image, scan, photo)."""
    connection = sqlite3.connect(db)
    stored = {}
    for path, page, symbology, payload in connection.execute(
            "SELECT d.path, b.page, b.symbology, b.payload FROM barcode b JOIN document d ON d.id = b.document_id"):
        stored.setdefault((os.path.basename(path), page), []).append((symbology, payload))
    forms = {}
    for name in sorted(os.listdir(root)):
        if not name.endswith(".truth.json"):
            continue
        with open(os.path.join(root, name)) as f:
            truth = json.load(f)
        document = truth["document"]
        form = os.path.splitext(document)[0].rsplit("-", 1)[-1]
        row = forms.setdefault(form, dict(documents=0, expected=0, stored=0, correct=0))
        row["documents"] += 1
        for page in truth["pages"]:
            want = [(c["symbology"], c["payload"]) for c in page.get("barcodes", [])]
            got = list(stored.get((document, page["number"]), []))
            row["expected"] += len(want)
            row["stored"] += len(got)
            for code in want:
                if code in got:
                    got.remove(code)
                    row["correct"] += 1
                else:
                    print(f"  missed {document} p{page['number']}: {code}", file=sys.stderr)
            for code in got:
                print(f"  extra {document} p{page['number']}: {code}", file=sys.stderr)
    total = dict(documents=0, expected=0, stored=0, correct=0)
    print(f"{'form':8} {'docs':>5} {'codes':>6} {'stored':>6} {'correct':>7} {'precision':>9} {'recall':>6}")
    for form, row in sorted(forms.items()) + [("all", total)]:
        if form != "all":
            for k in total:
                total[k] += row[k]
        precision = row["correct"] / row["stored"] if row["stored"] else 1.0
        recall = row["correct"] / row["expected"] if row["expected"] else 1.0
        print(f"{form:8} {row['documents']:5} {row['expected']:6} {row['stored']:6} {row['correct']:7} {precision:9.3f} {recall:6.3f}")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--truth":
        score_truth(sys.argv[2], sys.argv[3])
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("db")
    parser.add_argument("--json")
    parser.add_argument("--no-reference", action="store_true", help="score Folio alone")
    parser.add_argument("--zxing14", help="a program reading one image with Debian's zxing-cpp 1.4 (see zxing14_read)")
    args = parser.parse_args()
    root = args.data
    folio, ingested = folio_codes(args.db)
    rows = {}
    misses = []
    for index, rel in enumerate(images(root)):
        half = "A" if index % 2 == 0 else "B"
        folder = rel.split("/")[0]
        symbology = re.sub(r"-\d+$", "", folder)
        path = os.path.realpath(os.path.join(root, rel))
        fp = symbology == "falsepositives"
        exp = expected(root, rel)
        if not fp and exp is None:
            continue  # a multi-code or structured-append image without its own expected payload
        row = rows.setdefault(symbology, {h: dict(codes=0, zbar=0, zxing=0, union=0, zx14=0, union14=0,
                                                 folio=0, fp=0, twice=0, missing=0) for h in "AB"})[half]
        digest = sha256(path)
        mine = folio.get(digest, [])
        if digest not in ingested:
            row["missing"] += 1
        keys = [(s, p) for s, p, _ in mine]
        row["twice"] += len(keys) - len(set(keys))
        if fp:
            row["fp"] += len(mine)
            continue
        row["codes"] += 1
        ok_folio = any(matches(exp, s, p, r) for s, p, r in mine)
        row["folio"] += ok_folio
        if not args.no_reference:
            ok_zbar = any(matches(exp, s, p, r) for s, p, r in zbar_read(path))
            ok_zxing = any(matches(exp, s, p, r) for s, p, r in zxing_read(path))
            row["zbar"] += ok_zbar
            row["zxing"] += ok_zxing
            row["union"] += ok_zbar or ok_zxing
            ok_zx14 = bool(args.zxing14) and any(matches(exp, s, p, r) for s, p, r in zxing14_read(args.zxing14, path))
            row["zx14"] += ok_zx14
            row["union14"] += ok_zbar or ok_zx14
            if (ok_zbar or ok_zxing) and not ok_folio:
                misses.append((half, rel, [p for _, p, _ in mine], "1.4 reads" if ok_zbar or ok_zx14 else "newer zxing-cpp only"))
        elif not ok_folio:
            misses.append((half, rel, [p for _, p, _ in mine], ""))
    columns = ["codes", "zbar", "zxing", "union", "zx14", "union14", "folio", "fp", "twice"]
    header = ["symbology"] + [f"{c} {h}" for c in columns for h in "AB"]
    table = [header]
    total = {h: {c: 0 for c in columns + ["missing"]} for h in "AB"}
    for name in sorted(rows):
        line = [name]
        for c in columns:
            for h in "AB":
                line.append(str(rows[name][h][c]))
                total[h][c] += rows[name][h][c]
        for h in "AB":
            total[h]["missing"] += rows[name][h]["missing"]
        table.append(line)
    table.append(["all"] + [str(total[h][c]) for c in columns for h in "AB"])
    table.append(["both halves"] + [str(total["A"][c] + total["B"][c]) for c in columns for h in "A"] )
    widths = [max(len(r[i]) if i < len(r) else 0 for r in table) for i in range(len(header))]
    for r in table:
        print("  ".join(cell.rjust(widths[i]) if i else cell.ljust(widths[i]) for i, cell in enumerate(r)))
    print("(both halves row: " + ", ".join(columns) + "; zbar = zbarimg, zxing = PyPI zxing-cpp, zx14 = Debian's "
          "zxing-cpp 1.4, union = zbar or zxing, union14 = zbar or zx14)")
    if total["A"]["missing"] + total["B"]["missing"]:
        print(f"images not in the database: {total['A']['missing'] + total['B']['missing']}")
    print("read by the reference, not by Folio:", file=sys.stderr)
    for half, rel, got, note in misses:
        print(f"  {half} {rel}: {got} {note}", file=sys.stderr)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "total": total, "misses": misses}, f, indent=1, default=str)


if __name__ == "__main__":
    main()

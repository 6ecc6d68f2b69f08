#!/usr/bin/env python3
"""Splits a half's receipt misses by cause, from a database `score-receipts.py` wrote.

Each miss of a field (default: total and date) falls in one class:

  not a receipt   the file was filed other than `receipt` (or nothing stored): no field was read at all;
  not in text     the true value is nowhere in the stored text of the document (its lines and table cells):
                  an OCR problem, no field reader can give it back;
  reader          the true value is in the stored text and the field reader gave something else (or nothing).

Each class is split once more (after a colon) by what the stored text shows:

  total, not in text   "a total line, its figure misread" (a line with a total label holds another figure), or
                       "no total line" (no line names a total: the label, or the whole totals block, not read);
  total, reader        "on a total line, another chosen" (the true figure stands on a line a total label names), or
                       "on no total line" (its label misread, unknown, or banded apart from the figure);
  date, not in text    "a date read, its digits misread" (the text holds a date of another day), or "no date read";
  date, reader         "not parsed" (nothing was read: the shape the reader does not know), or "another date
                       chosen" (the reader took another date the text holds).
  store, not in text   "OCR damage (a line alike at 0.5)" (a stored line, or two, alike to the name at 0.5 or better:
                       the name's print read as other letters), or "not read at all" (a logo's artwork, a line lost);
  store, reader        the name is in the text when a stored line (or two lines one under the other) is alike to it at
                       0.8 after squeezing, as the scorer compares; split by where the line taken stands against the
                       name's line: "a line above taken", "a line below taken", "the name's line cut or joined" (the
                       value read shares the name's line), or "nothing read"; "only inside another line" when no line
                       is alike and the squeezed name is only part of a longer line ("ROSS" in "…CROSS…", "Meijer" in
                       a footer's sentence).

With --plain, a miss that is not in the text is looked up as well in plain Tesseract's readings of the file (no
Folio stage before them): `tesseract FILE - --psm 4` and `--psm 6` ("plain reads it as it is": a Folio stage lost
what Tesseract alone reads), the file enlarged three times, psm 6 ("plain reads it enlarged": the print is too
small as photographed), or neither ("no plain reading").

  scripts/eval/score-receipts.py wildreceipt --half A --every 2 --db /tmp/wA.sqlite ...
  scripts/eval/receipt-miss-causes.py wildreceipt --half A --every 2 --db /tmp/wA.sqlite [--plain] [--list]

Half B is refused with --list (rules are written from A; B's misses are not looked at), its counts are printed.
"""
import argparse
import importlib.util
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("score_receipts", os.path.join(HERE, "score-receipts.py"))
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)

NAMES = "(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*"
DATE_SHAPES = [
    r"\d{4}[/\-.]\d{1,2}[/\-.]\d{1,2}",
    r"\d{1,2}\s*[/\-.]\s*\d{1,2}\s*[/\-.]\s*\d{2,4}",
    r"\d{1,2}[\s\-]*" + NAMES + r"[.\s'\-]*(?:(?:19|20)\d{2}|\d{2})",
    NAMES + r"[.\s]*\d{1,2}(?:ST|ND|RD|TH)?[,.\s']*(?:(?:19|20)\d{2}|\d{2})",
]


def stored_text(connection, path):
    """The document's stored lines and table cells, one a line."""
    row = connection.execute("SELECT id FROM document WHERE path = ? ORDER BY id DESC", (path,)).fetchone()
    if row is None:
        return ""
    lines = [r[0] for r in connection.execute(
        "SELECT l.text FROM line l JOIN block b ON b.id = l.block_id WHERE b.document_id = ? ORDER BY b.ordinal, l.ordinal",
        row)]
    cells = [r[0] for r in connection.execute(
        "SELECT c.text FROM table_cell c JOIN block b ON b.id = c.block_id WHERE b.document_id = ?", row)]
    return "\n".join(lines + cells)


def amounts_in(text):
    """Every amount a token of the text reads as ("$96.70", "96,70", "1,050.00"), and a point's gap ("96 70")."""
    found = set()
    for token in re.findall(r"\d[\d.,]*\d|\d", text):
        value = score.amount(token)
        if value is not None:
            found.add(value)
    for whole, cents in re.findall(r"(\d+)\s(\d{2})\b", text):
        found.add(score.amount(whole + "." + cents))
    return found


def dates_in(text):
    found = set()
    upper = text.upper()
    for shape in DATE_SHAPES:
        for match in re.finditer(shape, upper):
            found |= score.truth_dates(match.group(0).replace(" ", "") if "/" in match.group(0) else match.group(0))
    return found


TOTAL_LABEL = re.compile(r"\bT[O0]TAL\b|\bTOTA\b|\bAMOUNT\s+DUE|\bBALANCE\s+DUE|\bTTL\b|\bGRAND|\bSUMME\b|\bTOTAAL|"
                         r"\bGESAMT|\bTOTALE\b|\bTO\s+PAY\b|\bAMOUNT\b|\bBALANCE\b", re.I)
NOT_TOTAL = re.compile(r"\bSUB[\s\-.]*T[O0]TAL|\bTOTAL\s*(?:QTY|ITEMS?|DISC|SAV|TAX|GST|VAT)", re.I)


def subcause(field, cause, truth, text, read):
    """The finer cause of a miss (see the header), from the stored lines."""
    lines = text.splitlines()
    if field == "total":
        labelled = [i for i, l in enumerate(lines) if TOTAL_LABEL.search(l) and not NOT_TOTAL.search(l)]
        # A total line's figure stands on it or on one of the two lines below (a separate block or a slant).
        near = {j for i in labelled for j in (i, i + 1, i + 2) if j < len(lines)}
        if cause == "not in text":
            return "a total line, its figure misread" if labelled else "no total line"
        if cause == "reader":
            on_total = any(amounts_in(lines[j]) & truth for j in near)
            return "on a total line, another chosen" if on_total else "on no total line"
    if field == "store" and cause == "reader":
        return store_subcause(truth, text, read)
    if field == "store" and cause == "not in text":
        return "OCR damage (a line alike at 0.5)" if name_line(truth, text, at_least=0.5) is not None else "not read at all"

    if field == "date":
        if cause == "not in text":
            return "a date read, its digits misread" if dates_in(text) else "no date read"
        if cause == "reader":
            return "not parsed" if read is None else "another date chosen"
    return None


def name_line(truth, text, at_least=0.8):
    """The index of the stored line most alike to the store name (at `at_least` or better), or None."""
    lines = text.splitlines()
    best, index = at_least, None
    for i, line in enumerate(lines):
        for candidate in (line, line + (lines[i + 1] if i + 1 < len(lines) else "")):
            alike = max(score.similarity(score.squeeze(candidate), t) for t in truth)
            if alike >= best:
                best, index = alike, i
    return index


def store_subcause(truth, text, read):
    lines = text.splitlines()
    at = name_line(truth, text)
    if at is None:
        return "only inside another line"
    if not read:
        return "nothing read"
    squeezed = score.squeeze(read)
    taken = max(range(len(lines)), key=lambda i: score.similarity(score.squeeze(lines[i]), squeezed)
                + (0.5 if score.squeeze(lines[i]) and score.squeeze(lines[i]) in squeezed else 0))
    if taken == at or score.squeeze(lines[at]) and (score.squeeze(lines[at]) in squeezed or squeezed in score.squeeze(lines[at])):
        return "the name's line cut or joined"
    return "a line above taken" if taken < at else "a line below taken"


def holds(field, truth, text):
    if field in ("total", "subtotal", "tax", "tip"):
        return bool(amounts_in(text) & truth)
    if field == "date":
        return bool(dates_in(text) & truth)
    if field == "store":
        squeezed = score.squeeze(text)
        return any(t and t in squeezed for t in truth) or name_line(truth, text) is not None
    return False


def plain_readings(path):
    """Plain Tesseract's readings of the file, no Folio stage before them: as it is (psm 4 and 6), and enlarged
    three times (ImageMagick, psm 6): small print on a small photo."""
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    tess = lambda image, psm: subprocess.run(["nice", "tesseract", image, "-", "--psm", psm], capture_output=True,
                                              text=True, env=env).stdout
    readings = {"as it is": tess(path, "4") + "\n" + tess(path, "6")}
    with tempfile.TemporaryDirectory() as folder:
        enlarged = os.path.join(folder, "enlarged.png")
        subprocess.run(["nice", "convert", path, "-resize", "300%", enlarged], capture_output=True)
        readings["enlarged"] = tess(enlarged, "6") if os.path.exists(enlarged) else ""
    return readings


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("set", choices=["wildreceipt", "generated"])
    parser.add_argument("--half", choices=["A", "B", "all"], default="A")
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--offset", type=int, default=0)
    parser.add_argument("--folder")
    parser.add_argument("--db", required=True)
    parser.add_argument("--fields", default="total,date")
    parser.add_argument("--plain", action="store_true", help="look misses not in the text up in plain Tesseract's reading")
    parser.add_argument("--list", action="store_true", help="print each miss with its class (half A only)")
    args = parser.parse_args()
    if args.list and args.half != "A":
        sys.exit("misses are listed for half A only: rules are written from A, B is held out")
    fields = args.fields.split(",")
    truths = score.load_set(args.set, args.folder)
    files = score.half(truths, args.half, args.every, args.offset)
    receipts, _, kinds = score.read_db(args.db)
    connection = sqlite3.connect(args.db)
    counts = {f: Counter() for f in fields}
    plain_cache = {}
    listing = []
    for path in files:
        truth = truths[path]["_truth"] if "_truth" in truths[path] else score.wild_truth(truths[path])
        got = receipts.get(path, {})
        text = stored_text(connection, path)
        for field in fields:
            if field not in truth:
                continue
            read = got.get("merchant" if field == "store" else field)
            if field == "store":
                ok = bool(read) and max(score.similarity(score.squeeze(read), t) for t in truth[field]) >= 0.8
            elif field == "date":
                ok = read in truth[field]
            else:
                ok = score.amount(read) in truth[field]
            if ok:
                counts[field]["right"] += 1
                continue
            if kinds.get(path) != "receipt" or path not in receipts:
                cause = "not a receipt" + (" (value in text)" if holds(field, truth[field], text) else "")
            elif holds(field, truth[field], text):
                cause = "reader"
            else:
                cause = "not in text"
                if args.plain:
                    if path not in plain_cache:
                        plain_cache[path] = plain_readings(path)
                    reads = [name for name, text in plain_cache[path].items() if holds(field, truth[field], text)]
                    cause += f": plain reads it {reads[0]}" if reads else ": no plain reading"
            detail = subcause(field, cause, truth[field], text, read)
            if detail:
                cause += ": " + detail
            counts[field][cause] += 1
            listing.append(f"{os.path.basename(path)} {field} [{cause}] read {read!r}, truth {sorted(map(str, truth[field]))}")
    print(f"{args.set} half {args.half}" + (f", every {args.every}th file" if args.every > 1 else "") +
          f" ({len(files)}), {args.db}")
    for field in fields:
        total = sum(counts[field].values())
        print(f"  {field} (n={total}): " + ", ".join(f"{k} {v}" for k, v in sorted(counts[field].items())))
    if args.list:
        for line in listing:
            print(line)


if __name__ == "__main__":
    main()

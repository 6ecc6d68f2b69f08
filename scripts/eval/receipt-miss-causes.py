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
  items                each true item (an item box's row and the price box on it, as the scorer pairs them) that no
                       read item matches (description alike at 0.8 and price equal) falls in one class:
                         "description not alike" (an item read with its price, the name otherwise: split by what
                         the read name holds against the true one: "a code or quantity glued in" (digits the truth
                         has not), "more words joined" (letters the truth has not: two rows run together, a header or
                         a currency), "cut" (the read name is part of the true one: a wrapped name's half, a word
                         lost) or "OCR's letters"); "price misread" (an item read with the name alike and another
                         price: "its price in the text" or "its price in no stored line"); "not taken as an item"
                         (no item read of it: "the price in no stored line" (the amount column lost: "its name
                         read"; or the whole row: "its name not read either"), "name and price in the text" (the row taken as no item: a header, total or other line; "the
                         total" when the receipt's total is its price, "priced 0.00" for a row the modifier rule left out, "in a table row whose cells hold
                         several printed lines" where a cell of the row holds two amounts or more: the layout joined
                         rows of the receipt into one table row), "the name in
                         no stored line" (OCR)); read items that match no true item are counted apart by what they
                         name (a totals, tax or payment line, a number or address, "a true item read wrong" when
                         they were paired with a miss above, "other").

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


EXTRA_TOTALS = re.compile(r"T[O0]TAL|\bTTL\b|\bTAX|\bVAT\b|\bGST\b|\bBALANCE|\bDUE\b|\bCHANGE|\bCASH|\bVISA|"
                          r"\bCARD|\bMASTER|\bAMEX|\bDEBIT|\bCREDIT|\bTIP|\bPAID|\bPAYMENT|\bTENDER|\bAMOUNT|\bAMT\b|"
                          r"\bAUTH|\bAPPROV|\bSAVINGS|\bYOU SAVED|\bDISCOUNT|\bMWST|\bSUMME|\bBETRAG", re.I)
EXTRA_NUMBER = re.compile(r"\b(?:TEL|PHONE|FAX|STORE|TERM|TRAN|TRANS|INVOICE|RECEIPT|CHECK|CHK|ORDER|TABLE|GUEST|SERVER|"
                          r"CASHIER|REG|ACCT|ACCOUNT|REF|DATE|TIME|ST\b|AVE\b|ROAD|STREET|BLVD)", re.I)


def name_in(description, lines):
    """Whether a stored line holds the squeezed name: alike at 0.8 to the line, or to a stretch of it as long."""
    n = len(description)
    if not n:
        return False
    for line in lines:
        squeezed = score.squeeze(line)
        if description in squeezed or score.similarity(squeezed, description) >= 0.8:
            return True
        if n >= 4 and len(squeezed) > n:
            for start in range(0, len(squeezed) - n + 1):
                if score.similarity(squeezed[start:start + n], description) >= 0.8:
                    return True
    return False


def name_difference(read, true):
    """Why a read name is not alike to the true one (the scorer's squeezed forms)."""
    if read and read in true:
        return "cut"
    # What the read name holds beyond the true one: the characters left after taking out the longest common run.
    left = read
    for size in range(len(true), 2, -1):
        found = next((true[i:i + size] for i in range(len(true) - size + 1) if true[i:i + size] in read), None)
        if found:
            left = read.replace(found, "", 1)
            break
    if len(read) > len(true) and left and score.similarity(read, true) < 0.8:
        if sum(c.isdigit() for c in left) >= len(left) / 2:
            return "a code or quantity glued in"
        if len(read) >= len(true) + 3:
            return "more words joined"
    return "OCR's letters"


def stacked_cells(connection, path):
    """The rows of the document's table cells whose cells hold several printed lines: a row with a cell of two
    amounts or more (the layout joined lines of the amount column into one cell), as [(texts of the row's cells)]."""
    row = connection.execute("SELECT id FROM document WHERE path = ? ORDER BY id DESC", (path,)).fetchone()
    if row is None:
        return []
    rows = {}
    for block, r, text in connection.execute(
            "SELECT c.block_id, c.row, c.text FROM table_cell c JOIN block b ON b.id = c.block_id WHERE b.document_id = ?", row):
        rows.setdefault((block, r), []).append(text)
    return [texts for texts in rows.values()
            if any(len([t for t in text.split() if score.amount(t) is not None and re.search(r"\d[.,]\d\d$", t)]) >= 2
                   for text in texts)]


def in_stacked_cells(description, price, cells):
    return any(name_in(description, texts) and any(price in amounts_in(t) for t in texts) for texts in cells)


def item_causes(connection, got, truth_items, text, kind_ok, path=None):
    """(causes of the true items missed, classes of the read items matching none) for one receipt; `connection` is
    the database the receipt was read from (`DB.retry.sqlite` for a file read again, its id ("retry", n))."""
    read = []
    if kind_ok:
        key = got["id"][1] if isinstance(got.get("id"), tuple) else got.get("id")
        read = [(row[0] or "", score.squeeze(row[0]), score.amount(row[1])) for row in connection.execute(
            "SELECT description, amount FROM receipt_items WHERE receipt_id = ? ORDER BY line", (key,))]
    free = list(range(len(read)))
    missed = []
    for description, price in truth_items:
        match = next((i for i in free if read[i][2] == price and score.similarity(read[i][1], description) >= 0.8), None)
        if match is not None:
            free.remove(match)
        else:
            missed.append((description, price))
    causes, paired = [], set()
    lines = text.splitlines()
    amounts = amounts_in(text)
    cells = stacked_cells(connection, path) if path else []
    for description, price in missed:
        if not kind_ok:
            causes.append(("not a receipt", description, price, None))
            continue
        same_price = [i for i in free if i not in paired and read[i][2] == price]
        alike = [i for i in free if i not in paired and read[i][1] and (
            score.similarity(read[i][1], description) >= 0.8 or (len(description) >= 4 and description in read[i][1]))]
        if same_price:
            best = max(same_price, key=lambda i: score.similarity(read[i][1], description))
            paired.add(best)
            causes.append(("description not alike: " + name_difference(read[best][1], description), description, price,
                           read[best][0]))
        elif alike:
            best = max(alike, key=lambda i: score.similarity(read[i][1], description))
            paired.add(best)
            where = "its price in the text" if price in amounts else "its price in no stored line"
            causes.append(("price misread: " + where, description, price, f"{read[best][0]} {read[best][2]}"))
        elif price not in amounts:
            # The amount column lost beside a name read, or the whole row lost.
            name = "its name read" if name_in(description, lines) else "its name not read either"
            causes.append((f"not taken as an item: the price in no stored line, {name}", description, price, None))
        elif name_in(description, lines):
            taken = next((k for k in ("total", "subtotal", "tax", "tip") if score.amount(got.get(k)) == price), None)
            detail = f" (the {taken})" if taken else " (priced 0.00: taken for a modifier)" if price == 0 else \
                " (in a table row whose cells hold several printed lines)" if in_stacked_cells(description, price, cells) else ""
            causes.append(("not taken as an item: name and price in the text" + detail, description, price, None))
        else:
            causes.append(("not taken as an item: the name in no stored line", description, price, None))
    extras = []
    for i in free:
        raw = read[i][0]
        if i in paired:
            kind = "a true item read wrong"
        elif EXTRA_TOTALS.search(raw):
            kind = "a totals, tax or payment line"
        elif EXTRA_NUMBER.search(raw) or not re.search(r"[A-Za-z]{3}", raw):
            kind = "a number, address or heading"
        else:
            kind = "other"
        extras.append((kind, raw, read[i][2]))
    return causes, extras


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
    retried = sqlite3.connect(args.db + ".retry.sqlite") if os.path.exists(args.db + ".retry.sqlite") else None
    counts = {f: Counter() for f in fields}
    extra_counts, n_items, n_read = Counter(), 0, 0
    plain_cache = {}
    listing = []
    for path in files:
        truth = truths[path]["_truth"] if "_truth" in truths[path] else score.wild_truth(truths[path])
        got = receipts.get(path, {})
        text = stored_text(connection, path)
        if "items" in fields:
            kind_ok = kinds.get(path) == "receipt" and path in receipts
            source = retried if isinstance(got.get("id"), tuple) else connection
            causes, extras = item_causes(source, got, truth["items"], stored_text(source, path), kind_ok, path)
            n_items += len(truth["items"])
            counts["items"]["right"] += len(truth["items"]) - len(causes)
            for cause, description, price, read in causes:
                counts["items"][cause] += 1
                listing.append(f"{os.path.basename(path)} item [{cause}] {description} {price}" + (f", read {read!r}" if read else ""))
            for kind, raw, price in extras:
                extra_counts[kind] += 1
                listing.append(f"{os.path.basename(path)} item read, matching none [{kind}] {raw!r} {price}")
        for field in fields:
            if field == "items":
                continue
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
    print(f"{args.set} half {args.half}" + (f", every {args.every}th file" if args.every > 1 else "") + (f" from the {args.offset}th" if args.offset else "") +
          f" ({len(files)}), {args.db}")
    for field in fields:
        total = sum(counts[field].values())
        if field == "items":
            print(f"  items (n={total} true items):")
            for k, v in sorted(counts[field].items()):
                print(f"    {v:4d}  {k}")
            print(f"  read items matching no true item ({sum(extra_counts.values())}):")
            for k, v in sorted(extra_counts.items()):
                print(f"    {v:4d}  {k}")
            continue
        print(f"  {field} (n={total}): " + ", ".join(f"{k} {v}" for k, v in sorted(counts[field].items())))
    if args.list:
        for line in listing:
            print(line)


if __name__ == "__main__":
    main()

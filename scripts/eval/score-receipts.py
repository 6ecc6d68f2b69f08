#!/usr/bin/env python3
"""Scores Folio's receipt reading through the product path.

Runs `folio ingest FILES --db FRESH` (the built-in default pipeline unless --pipeline is given) on one half of a
receipt set and scores what the `receipts` / `receipt_items` views hold against the set's truth:

  wildreceipt  ../shared/data/wildreceipt/annotations.jsonl: store name, date, total, subtotal, tax accuracy and
               line-item F1 (description similar >= 0.8 after upper-casing and dropping everything but letters and
               digits, amount equal); beside it, not the issue's figure, "items F1 digits aside": the same with
               the digits opening either name set aside (the annotators boxed a quantity or an article number with
               the name on some receipts and apart on others).
  sroie        ../shared/data/sroie-receipts/key/*.json: company, date, address, total under SROIE task 3's rules
               (exact after upper-casing and collapsing spaces, the date as a date, the total as an amount),
               precision, recall and Hmean.
  generated    a folder of generated receipts (--folder, default corpus/receipts/: NAME.truth.json with a `receipt`
               object, scripts/corpus/generate-receipts.py): scored as wildreceipt (store, date, total, subtotal, tax
               as the sum of the tax lines, line-item F1).

Halves: the files sorted by name, even index = A (rules are written from A's misses), odd index = B (figures
only; --misses refuses B). --memory on adds the `merchant_memory` stage to the pipeline, off removes it.

  scripts/eval/score-receipts.py wildreceipt --half A --jobs 2
  scripts/eval/score-receipts.py sroie --half B --pipeline pipelines/receipts.json --memory on
  scripts/eval/score-receipts.py wildreceipt --half A --db /tmp/w.sqlite --score-only --misses
"""
import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
from decimal import Decimal, InvalidOperation

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data"
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def squeeze(text):
    return re.sub(r"[^0-9A-Z]", "", (text or "").upper())


def similarity(a, b):
    """1 - edit distance / longer length."""
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return 1 - previous[-1] / max(len(a), len(b))


def leading_digits_aside(squeezed):
    """A squeezed name without the digits it opens with (a quantity or an article number), unless that is all it is."""
    return re.sub(r"^\d+", "", squeezed) or squeezed


def amount(text):
    """An amount as a Decimal: "$1,234.50" → 1234.50, "4,70" → 4.70, "224,400" → 224400."""
    if text is None:
        return None
    kept = re.sub(r"[^0-9.,\-]", "", str(text)).strip(".,")
    if not kept or not re.search(r"\d", kept):
        return None
    if "," in kept and "." not in kept:
        kept = kept.replace(",", ".") if re.search(r",\d{1,2}$", kept) else kept.replace(",", "")
    elif "," in kept and "." in kept:
        kept = kept.replace(",", "") if kept.rfind(".") > kept.rfind(",") else kept.replace(".", "").replace(",", ".")
    try:
        return Decimal(kept).quantize(Decimal("0.01"))
    except InvalidOperation:
        return None


def two_digit_year(year):
    """A year printed with two digits as receipts mean it: "95" is 1995, "17" is 2017 (pivot at 50). Read as 20xx
    always, a 1995 receipt's "08.06.95" was scored against 2095."""
    return year if year >= 100 else (2000 + year if year < 50 else 1900 + year)


def truth_dates(text):
    """The ISO dates a printed date may stand for. A numeric date whose order the print does not settle (both
    first parts 12 or less) stands for both orders: the annotations do not say which was meant."""
    t = text.upper().replace("´", "'")
    found = set()
    m = re.search(r"(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})", t)
    if m:
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= mo <= 12 and 1 <= d <= 31:
            return {"%04d-%02d-%02d" % (y, mo, d)}
    m = re.search(r"(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{2,4})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        y = two_digit_year(y)
        for mo, d in ((a, b), (b, a)):
            if 1 <= mo <= 12 and 1 <= d <= 31:
                found.add("%04d-%02d-%02d" % (y, mo, d))
        return found
    names = "(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*"
    day_first = re.search(r"(\d{1,2})[\s\-]*" + names + r"[.\s'\-]*((?:19|20)\d{2}|\d{2})", t)
    month_first = re.search(names + r"[.\s]*(\d{1,2})(?:ST|ND|RD|TH)?[,.\s']*((?:19|20)\d{2}|\d{2})", t)
    if day_first:
        day, word, year = day_first.groups()
    elif month_first:
        word, day, year = month_first.groups()
    else:
        return found
    month = MONTHS.index(word) + 1
    year = two_digit_year(int(year))
    if 1 <= int(day) <= 31:
        found.add("%04d-%02d-%02d" % (year, month, int(day)))
    return found


def reading_order(annotations):
    def key(a):
        ys = a["box"][1::2]
        xs = a["box"][0::2]
        return (round(min(ys) / 8), min(xs))
    return sorted(annotations, key=key)


def box_span(a):
    ys = a["box"][1::2]
    xs = a["box"][0::2]
    return min(xs), max(xs), min(ys), max(ys)


def wild_truth(record):
    by = {}
    for a in reading_order(record["annotations"]):
        by.setdefault(a["label"], []).append(a)
    texts = lambda label: [a["text"] for a in by.get(label, [])]
    truth = {}
    stores = texts(1)
    if stores:
        truth["store"] = [squeeze(s) for s in stores] + ([squeeze("".join(stores))] if len(stores) > 1 else [])
    dates = set()
    for d in texts(7):
        dates |= truth_dates(d)
    if texts(7) and not dates:
        dates |= truth_dates(" ".join(texts(7)))
    if dates:
        truth["date"] = dates
        truth["date_ambiguous"] = len(dates) > 1
    for field, label in (("total", 23), ("subtotal", 17), ("tip", 21)):
        values = {v for v in map(amount, texts(label)) if v is not None}
        if values:
            truth[field] = values
    taxes = [v for v in map(amount, texts(19)) if v is not None]
    if taxes:
        truth["tax"] = set(taxes) | {sum(dict.fromkeys(taxes))}
    # Line items: each item box's row (vertical overlap) joined left to right, paired with the price box on it.
    items = []
    prices = by.get(15, [])
    rows = []
    for a in by.get(11, []):
        x0, x1, y0, y1 = box_span(a)
        for row in rows:
            if min(y1, row["y1"]) - max(y0, row["y0"]) > 0.5 * min(y1 - y0, row["y1"] - row["y0"]):
                row["boxes"].append(a)
                row["y0"], row["y1"] = min(y0, row["y0"]), max(y1, row["y1"])
                break
        else:
            rows.append({"boxes": [a], "y0": y0, "y1": y1})
    used = set()
    for row in rows:
        row["boxes"].sort(key=lambda a: box_span(a)[0])
        right = max(box_span(a)[1] for a in row["boxes"])
        best = None
        for i, p in enumerate(prices):
            if i in used:
                continue
            x0, x1, y0, y1 = box_span(p)
            overlap = min(y1, row["y1"]) - max(y0, row["y0"])
            if overlap > 0.4 * min(y1 - y0, row["y1"] - row["y0"]) and x0 >= right - 5:
                if best is None or x0 < box_span(prices[best])[0]:
                    best = i
        if best is not None:
            used.add(best)
            value = amount(prices[best]["text"])
            if value is not None:
                items.append((squeeze("".join(a["text"] for a in row["boxes"])), value))
    truth["items"] = items
    return truth


def sroie_iso(text):
    parts = [p for p in re.split(r"[ /\-.,]+", text.upper()) if p]
    if len(parts) != 3:
        return None
    try:
        if len(parts[0]) == 4:
            y, mo, d = int(parts[0]), int(parts[1]), int(parts[2])
        else:
            d = int(parts[0])
            mo = int(parts[1]) if parts[1].isdigit() else next((i + 1 for i, n in enumerate(MONTHS) if parts[1].startswith(n)), 0)
            y = int(parts[2])
            y = two_digit_year(y)
    except ValueError:
        return None
    if not (1 <= mo <= 12 and 1 <= d <= 31):
        return None
    return "%04d-%02d-%02d" % (y, mo, d)


def normalize(text):
    return " ".join((text or "").upper().split())


def generated_truth(receipt):
    """A generated receipt's truth in the shape `wild_truth` gives."""
    truth = {"store": [squeeze(receipt.get("merchant"))], "items": []}
    if receipt.get("date"):
        truth["date"], truth["date_ambiguous"] = {receipt["date"]}, False
    for field in ("total", "subtotal", "tip"):
        value = amount(receipt.get(field))
        if value is not None:
            truth[field] = {value}
    taxes = [v for v in (amount(t.get("amount")) for t in receipt.get("taxes") or []) if v is not None]
    if taxes:
        truth["tax"] = {sum(taxes)}
    truth["items"] = [(squeeze(i["description"]), amount(i["amount"])) for i in receipt.get("items") or []]
    return truth


def load_set(name, folder=None):
    if name == "generated":
        folder = folder or os.path.join(ROOT, "corpus", "receipts")
        out = {}
        for entry in sorted(os.listdir(folder)):
            if not entry.endswith(".truth.json"):
                continue
            stem = entry[: -len(".truth.json")]
            image = next((os.path.join(folder, stem + e) for e in (".png", ".jpg", ".jpeg", ".pdf", ".tif", ".tiff")
                          if os.path.exists(os.path.join(folder, stem + e))), None)
            record = json.load(open(os.path.join(folder, entry)))
            if image and record.get("receipt"):
                out[os.path.abspath(image)] = {"_truth": generated_truth(record["receipt"])}
        return out
    if name == "wildreceipt":
        folder = os.path.join(DATA, "wildreceipt")
        records = [json.loads(line) for line in open(os.path.join(folder, "annotations.jsonl"))]
        return {os.path.join(folder, r["file_name"]): r for r in records}
    folder = os.path.join(DATA, "sroie-receipts")
    out = {}
    for name in sorted(os.listdir(os.path.join(folder, "key"))):
        stem = name.rsplit(".", 1)[0]
        image = next((os.path.join(folder, "images", stem + e) for e in (".jpg", ".jpeg", ".png")
                      if os.path.exists(os.path.join(folder, "images", stem + e))), None)
        if image:
            out[image] = json.load(open(os.path.join(folder, "key", name)))
    return out


def half(files, which, every=1, offset=0):
    """The half's files in sorted order; with every > 1, every n-th of them from the offset-th (a sample, reported
    as such): `--every 2 --offset 1` is the half's other sample, files no rule was looked at on yet."""
    ordered = sorted(files, key=os.path.basename)
    if which != "all":
        ordered = ordered[0::2] if which == "A" else ordered[1::2]
    return ordered[offset::every]


def pipeline_file(path, memory):
    source = path or os.path.join(ROOT, "pipelines", "default.json")
    spec = json.load(open(source))
    spec["document"] = [s for s in spec["document"] if s["stage"] != "merchant_memory"]
    if memory == "on":
        spec["document"].append({"stage": "merchant_memory"})
    elif path is None:
        return None  # the built-in default, untouched
    spec.pop("$schema", None)
    handle = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    json.dump(spec, handle)
    handle.close()
    return handle.name


def ingest(files, db, args):
    if os.path.exists(db):
        os.remove(db)
    command = ["nice", args.folio, "ingest", "--db", db, "--jobs", str(args.jobs)]
    pipeline = pipeline_file(args.pipeline, args.memory)
    if pipeline:
        command += ["--pipeline", pipeline]
    subprocess.run(command + files, stdout=subprocess.DEVNULL, stderr=None if args.verbose else subprocess.DEVNULL)


def budget_hit(db):
    """Files whose page ran out of its time budget (decode.page_seconds): on a loaded machine OCR never ran."""
    connection = sqlite3.connect(db)
    return [os.path.abspath(row[0]) for row in
            connection.execute("SELECT path FROM document WHERE diagnostics LIKE '%time budget%'")]


def still_out_of_time(db):
    """Files out of time in the first pass and, where they were read again, in the second."""
    first = set(budget_hit(db))
    retry = db + ".retry.sqlite"
    if os.path.exists(retry):
        again = read_db_only(retry)[2]
        return {p for p in first if p not in again} | set(budget_hit(retry))
    return first


def read_db(db):
    """What the views hold, by file; a file read again after its page ran out of time (DB.retry.sqlite, see
    --retry) is taken from that reading."""
    retry = db + ".retry.sqlite"
    if os.path.exists(retry) and not db.endswith(".retry.sqlite"):
        receipts, items, kinds = read_db_only(db)
        again = read_db_only(retry)
        for path in again[2]:
            receipts.pop(path, None)
        # The two databases number their receipts each from 1: the second reading's are keyed apart.
        receipts.update({path: dict(got, id=("retry", got["id"])) for path, got in again[0].items()})
        items.update({("retry", key): value for key, value in again[1].items()})
        kinds.update(again[2])
        return receipts, items, kinds
    return read_db_only(db)


def read_db_only(db):
    connection = sqlite3.connect(db)
    receipts, items, kinds = {}, {}, {}
    for row in connection.execute("SELECT source_file, receipt_id, merchant, address, date, total, subtotal, tax, tip,"
                                  " needs_review FROM receipts ORDER BY receipt_id"):
        path = os.path.abspath(row[0])
        receipts.setdefault(path, dict(zip(["id", "merchant", "address", "date", "total", "subtotal", "tax", "tip",
                                            "needs_review"], row[1:])))
    for row in connection.execute("SELECT receipt_id, description, amount FROM receipt_items ORDER BY receipt_id, line"):
        items.setdefault(row[0], []).append((squeeze(row[1]), amount(row[2])))
    for row in connection.execute("SELECT d.path, k.kind FROM document d LEFT JOIN document_kind k ON k.document_id = d.id"):
        kinds[os.path.abspath(row[0])] = row[1]
    return receipts, items, kinds


def score_wild(files, truths, db, show_misses):
    receipts, items, kinds = read_db(db)
    fields = ["store", "date", "total", "subtotal", "tax"]
    right = {f: 0 for f in fields}
    count = {f: 0 for f in fields}
    unambiguous = [0, 0]
    tp = n_true = n_found = tp_loose = 0
    misses = []
    for path in files:
        truth = truths[path]["_truth"] if "_truth" in truths[path] else wild_truth(truths[path])
        got = receipts.get(path, {})
        found = {"store": squeeze(got.get("merchant")), "date": got.get("date"), "total": amount(got.get("total")),
                 "subtotal": amount(got.get("subtotal")), "tax": amount(got.get("tax"))}
        for f in fields:
            if f not in truth:
                continue
            count[f] += 1
            if f == "store":
                ok = bool(found[f]) and max(similarity(found[f], t) for t in truth[f]) >= 0.8
            else:
                ok = found[f] is not None and found[f] in truth[f]
            right[f] += ok
            if f == "date" and not truth["date_ambiguous"]:
                unambiguous[0] += ok
                unambiguous[1] += 1
            if not ok:
                misses.append(f"{os.path.basename(path)} [{kinds.get(path)}] {f}: read {got.get({'store': 'merchant'}.get(f, f))!r}, truth {sorted(map(str, truth[f]))}")
        found_items = items.get(got.get("id"), [])
        n_true += len(truth["items"])
        n_found += len(found_items)
        # The same pairing with the digits opening either name set aside: the annotators boxed a quantity or an
        # article number with the name on some receipts ("2KUNAFA", "134991ORGANICPAST") and apart on others.
        loose = list(found_items)
        for description, price in truth["items"]:
            match = next((i for i, (d, p) in enumerate(loose) if p == price
                          and similarity(leading_digits_aside(d), leading_digits_aside(description)) >= 0.8), None)
            if match is not None:
                tp_loose += 1
                loose.pop(match)
        free = list(found_items)
        for description, price in truth["items"]:
            match = next((i for i, (d, p) in enumerate(free) if p == price and similarity(d, description) >= 0.8), None)
            if match is not None:
                tp += 1
                free.pop(match)
            elif show_misses:
                misses.append(f"{os.path.basename(path)} item missed: {description} {price}")
        if show_misses and free:
            misses.append(f"{os.path.basename(path)} items read that match none: {free}")
    precision = tp / n_found if n_found else 0
    recall = tp / n_true if n_true else 0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0
    result = {f: (right[f] / count[f] if count[f] else 0, count[f]) for f in fields}
    result["date (order printed)"] = (unambiguous[0] / unambiguous[1] if unambiguous[1] else 0, unambiguous[1])
    result["items P/R/F1"] = (precision, recall, f1)
    # Not the figure: how much of the items' misses is the annotators' boxing of quantities and article numbers.
    result["items F1 digits aside"] = (2 * tp_loose / (n_true + n_found) if n_true + n_found else 0, n_true)
    result["receipts found"] = (sum(1 for p in files if p in receipts), len(files))
    result["out of time"] = (len([p for p in budget_hit(db) if p in files]), len(files))
    result["classified receipt"] = (sum(1 for p in files if kinds.get(p) == "receipt"), len(files))
    return result, misses


def score_sroie(files, truths, db, show_misses):
    receipts, _, kinds = read_db(db)
    fields = ["company", "date", "address", "total"]
    stats = {f: [0, 0, 0] for f in fields}  # truth, predicted, correct
    misses = []
    for path in files:
        key = truths[path]
        got = receipts.get(path, {})
        found = {"company": got.get("merchant"), "date": got.get("date"), "address": got.get("address"),
                 "total": amount(got.get("total"))}
        expected = {"company": key.get("company"), "date": key.get("date") and sroie_iso(key["date"]),
                    "address": key.get("address"), "total": amount(key.get("total"))}
        for f in fields:
            if expected[f] is None:
                continue
            stats[f][0] += 1
            if found[f] is None:
                misses.append(f"{os.path.basename(path)} [{kinds.get(path)}] {f}: missed {expected[f]!r}")
                continue
            stats[f][1] += 1
            ok = found[f] == expected[f] if f == "total" else normalize(found[f]) == normalize(expected[f])
            stats[f][2] += ok
            if not ok:
                misses.append(f"{os.path.basename(path)} [{kinds.get(path)}] {f}: read {str(found[f])!r}, key {str(expected[f])!r}")
    truth = sum(s[0] for s in stats.values())
    predicted = sum(s[1] for s in stats.values())
    correct = sum(s[2] for s in stats.values())
    precision = correct / predicted if predicted else 0
    recall = correct / truth if truth else 0
    result = {f: (s[2] / s[0] if s[0] else 0, s[0]) for f, s in stats.items()}
    result["precision"] = (precision, predicted)
    result["recall"] = (recall, truth)
    result["Hmean"] = (2 * precision * recall / (precision + recall) if precision + recall else 0, len(files))
    result["out of time"] = (len([p for p in budget_hit(db) if p in files]), len(files))
    return result, misses


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("set", choices=["wildreceipt", "sroie", "generated"])
    parser.add_argument("--folder", help="the generated set's folder (default corpus/receipts)")
    parser.add_argument("--half", choices=["A", "B", "all"], default="A")
    parser.add_argument("--pipeline", help="pipeline file (default: the built-in default pipeline)")
    parser.add_argument("--memory", choices=["on", "off"], default="off")
    parser.add_argument("--every", type=int, default=1, help="score every n-th file of the half only (a sample)")
    parser.add_argument("--offset", type=int, default=0, help="with --every: start at the half's offset-th file")
    parser.add_argument("--folio", default=os.path.join(ROOT, ".build", "debug", "folio"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--db", help="database to write (default: a fresh one under /tmp)")
    parser.add_argument("--score-only", action="store_true", help="score --db as it is, without ingesting")
    parser.add_argument("--misses", action="store_true", help="print the misses (half A only)")
    parser.add_argument("--development", action="store_true",
                        help="generated set only: the folder is a development seed, its misses may be printed with --half all")
    parser.add_argument("--retry", action="store_true",
                        help="read again the files whose page ran out of its time budget (reported)")
    parser.add_argument("--skip-out-of-time", nargs="*", metavar="OTHER_DB",
                        help="leave out files still out of time after --retry in this database or the others named")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    truths = load_set(args.set, args.folder)
    files = half(truths, args.half, args.every, args.offset)
    skipped = []
    db = args.db or os.path.join(tempfile.mkdtemp(prefix="score-receipts-"), "folio.sqlite")
    if not args.score_only:
        ingest(files, db, args)
    if args.retry and budget_hit(db):
        # Pages that ran out of time (a loaded machine) are read again, once, into a second database.
        ingest([p for p in files if p in set(budget_hit(db))], db + ".retry.sqlite", args)
    if args.skip_out_of_time is not None:
        # Compare runs on the files every one of them read (a loaded machine's time budget is no reading).
        out = set()
        for other in [db] + args.skip_out_of_time:
            out |= still_out_of_time(other)
        skipped = [p for p in files if p in out]
        files = [p for p in files if p not in out]
    result, misses = (score_sroie if args.set == "sroie" else score_wild)(files, truths, db, args.misses)
    sample = f", every {args.every}th file" + (f" from the {args.offset}th" if args.offset else "") if args.every > 1 else ""
    if skipped:
        sample += f", {len(skipped)} out of time left out"
    label = f"{args.set} half {args.half}{sample} ({len(files)}), pipeline {args.pipeline or 'default'}, memory {args.memory}"
    if args.json:
        print(json.dumps({"run": label, "db": db, "result": result}, default=str))
    else:
        print(label + f"  [{db}]")
        for name, value in result.items():
            if name == "items P/R/F1":
                print(f"  {name:22} {value[0]:.3f} / {value[1]:.3f} / {value[2]:.3f}")
            elif name in ("receipts found", "classified receipt", "out of time"):
                print(f"  {name:22} {value[0]} of {value[1]}")
            else:
                print(f"  {name:22} {value[0]:.3f}  (n={value[1]})")
    if args.misses:
        # A generated development set (its own seed, --half all) is development data as a whole half A is.
        if args.half != "A" and not (args.set == "generated" and args.half == "all" and args.development):
            sys.exit("misses are shown for half A only: rules are written from A, B is held out")
        for line in misses:
            print(line, file=sys.stderr)


if __name__ == "__main__":
    main()

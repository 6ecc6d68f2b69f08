#!/usr/bin/python3
"""Score Folio's phone and date entities on WildReceipt's labelled values (issue 28).

How to run (from the repository root; WildReceipt in ../shared/data/wildreceipt):

    /usr/bin/python3 scripts/eval/score-entities-wildreceipt.py --list 60 > /tmp/wr-files.txt   # sorted names
    folio ingest $(cat /tmp/wr-files.txt) --db /tmp/wr.sqlite            # default pipeline, fresh database
    /usr/bin/python3 scripts/eval/score-entities-wildreceipt.py --db /tmp/wr.sqlite --list 60

Files are taken in sorted order of their `file_name`; even positions are half A, odd half B, and each
half is reported on its own.  A labelled value (`Tel_value`, `Date_value`; WildReceipt's text has its
spaces removed) counts as found when an entity of that kind on the receipt holds it: a phone whose
normalized digits end in the value's digits, a date whose printed text without spaces equals the value.  Precision
is not scored: WildReceipt labels one telephone and one date per receipt, and receipts print others.
"""

import argparse
import json
import os
import re
import sqlite3

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "data", "wildreceipt"))
TEL, DATE = 5, 7


def receipts(limit):
    rows = [json.loads(line) for line in open(os.path.join(ROOT, "annotations.jsonl"), encoding="utf-8")]
    rows.sort(key=lambda r: r["file_name"])
    return rows[:limit] if limit else rows


def digits(text):
    return re.sub(r"\D", "", text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", type=int, default=0, help="the first N receipts by sorted name (0: all)")
    parser.add_argument("--db", help="the database `folio ingest` wrote; without it, print the file paths")
    args = parser.parse_args()
    chosen = receipts(args.list)
    if not args.db:
        for r in chosen:
            print(os.path.normpath(os.path.join(ROOT, r["file_name"])))
        return
    db = sqlite3.connect(args.db)
    by_path = {}
    for doc_id, path in db.execute("SELECT id, path FROM document"):
        by_path[os.path.normpath(os.path.abspath(path))] = doc_id
    table = {}
    for index, r in enumerate(chosen):
        half = "A" if index % 2 == 0 else "B"
        doc_id = by_path.get(os.path.normpath(os.path.join(ROOT, r["file_name"])))
        entities = list(db.execute("SELECT kind, text, normalized FROM entity WHERE document_id = ?", (doc_id,))) if doc_id else []
        for label, kind in ((TEL, "phone"), (DATE, "date")):
            for a in r["annotations"]:
                if a["label"] != label:
                    continue
                value = a["text"]
                if kind == "phone":
                    # E.164 may add the country code the receipt does not print: the national digits end it.
                    ok = any(k == "phone" and digits(value) and digits(n).endswith(digits(value)) for k, t, n in entities)
                else:
                    ok = any(k in ("date", "date_range") and re.sub(r"\s", "", t) == value for k, t, n in entities)
                row = table.setdefault((half, kind), [0, 0])
                row[0] += ok
                row[1] += 1
    print("half  kind   found/labelled  recall")
    for (half, kind), (found, total) in sorted(table.items()):
        print(f"{half:4}  {kind:5}  {found:3}/{total:<3}         {found / total if total else 1:.3f}")


if __name__ == "__main__":
    main()

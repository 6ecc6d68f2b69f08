#!/usr/bin/env python3
"""Scores the document kind Folio stored (`document_kind`: receipt, invoice, letter, other) against the truth,
by halves (files sorted by name, even index = A, odd = B), through whatever `folio ingest` stored in DB.

The truth of a file is the `kind` of its NAME.truth.json (receipt, invoice and letter as they are; form,
report, memo, notice and every other kind count as `other`), or, for a file with no truth beside it, the kind
named with --kind (a folder of receipts: --kind receipt).

  folio ingest corpus/table-families /tmp/business --db /tmp/k.sqlite
  scripts/eval/score-kinds.py --db /tmp/k.sqlite
  scripts/eval/score-kinds.py --db /tmp/w.sqlite --kind receipt
"""
import argparse
import collections
import json
import os
import sqlite3

KINDS = ("receipt", "invoice", "letter", "other")


def truth_kind(path, default):
    truth = os.path.splitext(path)[0] + ".truth.json"
    if os.path.exists(truth):
        with open(truth) as handle:
            kind = json.load(handle).get("kind")
        if kind:
            return kind if kind in KINDS else "other"
    return default


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", required=True)
    parser.add_argument("--kind", choices=KINDS, help="the kind of files with no truth beside them")
    args = parser.parse_args()
    connection = sqlite3.connect(args.db)
    rows = connection.execute("SELECT d.path, coalesce(k.kind, 'none') FROM document d "
                              "LEFT JOIN document_kind k ON k.document_id = d.id ORDER BY d.path").fetchall()
    halves = {"A": [], "B": []}
    for index, (path, kind) in enumerate(sorted(rows)):
        truth = truth_kind(path, args.kind)
        if truth is None:
            continue
        halves["A" if index % 2 == 0 else "B"].append((truth, kind))
    for name, pairs in halves.items():
        if not pairs:
            continue
        right = sum(1 for truth, kind in pairs if truth == kind)
        print(f"half {name}: {right} of {len(pairs)} right ({right / len(pairs):.3f})")
        confusion = collections.Counter(pairs)
        for truth in KINDS:
            cells = [f"{kind} {confusion[(truth, kind)]}" for kind in KINDS + ("none",) if confusion[(truth, kind)]]
            if cells:
                print(f"  {truth:8} → " + ", ".join(cells))
        for kind in ("receipt",):
            stored = sum(1 for _, k in pairs if k == kind)
            true = sum(1 for t, _ in pairs if t == kind)
            hit = confusion[(kind, kind)]
            print(f"  {kind}: precision {hit / stored if stored else 0:.3f} ({hit}/{stored}), "
                  f"recall {hit / true if true else 0:.3f} ({hit}/{true})")


if __name__ == "__main__":
    main()

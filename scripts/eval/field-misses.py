#!/usr/bin/python3
"""Lists the true (question, answer) pairs of FUNSD half A that Folio's fields missed, each with the reason,
from a database `score-fields.py --half A` filled (the product path: `folio ingest`, default pipeline):

    scripts/eval/field-misses.py --data ../shared/data/funsd-forms --db /tmp/funsd-a.sqlite [--class CLASS] [--form NAME]

Half A only: rules are written from half A's misses; half B is only ever scored (score-fields.py).

Reasons, first that applies:
  key not read / value not read   the text is nowhere on the page at 0.8 similarity (OCR garbled or lost it)
  key with another value          a found field's key is the question, its value is something else
  value with another key          a found field's value is the answer, its key is something else
  in a table                      the key or the value lies in a table block's cells
  on one line                     key and value are read in one stored line of a text block, not split
  apart                           both read, in different text blocks, never paired
The summary counts each reason; --class lists that reason's misses with the blocks that hold key and value.
"""
import argparse
import collections
import importlib.util
import os
import sqlite3
import sys

_spec = importlib.util.spec_from_file_location("score_fields", os.path.join(os.path.dirname(__file__), "score-fields.py"))
score = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(score)

THRESHOLD = 0.8


def fuzzy_in(target, text):
    """Whether `target` (normalised) occurs in `text` (normalised) at THRESHOLD similarity, as a run of words."""
    if not target:
        return False
    words, n = text.split(), len(target.split())
    for size in range(max(1, n - 1), n + 2):
        for start in range(0, max(1, len(words) - size + 1)):
            if score.similar(target, " ".join(words[start:start + size])) >= THRESHOLD:
                return True
    return False


def blocks_of(db, doc):
    """(block id, type, text, [line texts]) of a document; a table's text is its cells, row by row."""
    result = []
    for block_id, kind, text in db.execute(
            "SELECT id, type, text FROM block WHERE document_id = ? ORDER BY ordinal", (doc,)):
        lines = [t for (t,) in db.execute("SELECT text FROM line WHERE block_id = ? ORDER BY ordinal", (block_id,))]
        if kind == "table":
            cells = [t for (t,) in db.execute(
                "SELECT text FROM table_cell WHERE block_id = ? ORDER BY row, column", (block_id,))]
            lines = cells or lines
        result.append((block_id, kind, text, lines))
    return result


def classify(key, value, found, blocks, page_text):
    if not fuzzy_in(key, page_text):
        return "key not read", ""
    if not fuzzy_in(value, page_text):
        return "value not read", ""
    for k, v in found:
        if score.similar(k, key) >= THRESHOLD:
            return "key with another value", f"found value: {v!r}"
    for k, v in found:
        if score.similar(v, value) >= THRESHOLD:
            return "value with another key", f"found key: {k!r}"

    def where(target):
        for block_id, kind, text, lines in blocks:
            if kind != "field" and any(fuzzy_in(target, score.normalise(line)) for line in lines):
                return block_id, kind, lines
        for block_id, kind, text, lines in blocks:
            if fuzzy_in(target, score.normalise(text)):
                return block_id, kind, lines
        return None, None, []

    kb, kk, klines = where(key)
    vb, vk, vlines = where(value)
    detail = f"key in {kk} {kb}, value in {vk} {vb}"
    if kk == "table" or vk == "table":
        return "in a table", detail
    if kb is not None and kb == vb and any(
            fuzzy_in(key, score.normalise(line)) and fuzzy_in(value, score.normalise(line)) for line in klines):
        return "on one line", detail
    return "apart", detail


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--class", dest="reason", help="list the misses of this reason")
    parser.add_argument("--form", help="list every miss of this form (file name without extension)")
    args = parser.parse_args()

    images = sorted(os.listdir(os.path.join(args.data, "images")))
    half_a = [name for i, name in enumerate(images) if i % 2 == 0]
    db = sqlite3.connect(args.db)
    counts = collections.Counter()
    total = 0
    for name in half_a:
        stem = name.rsplit(".", 1)[0]
        path = os.path.abspath(os.path.join(args.data, "images", name))
        pairs, _ = score.truth_of(os.path.join(args.data, "annotations", stem + ".json"))
        rows = db.execute("SELECT id FROM document WHERE path = ?", (path,)).fetchall()
        if not rows:
            continue
        doc = rows[0][0]
        found = [(score.normalise(k), score.normalise(v))
                 for k, v in db.execute("SELECT key, value FROM fields WHERE document_id = ?", (doc,))]
        found = [p for p in found if p[0] and p[1]]
        matched = {j for _, j in score.matches(found, pairs, score.pair_score)}
        blocks = blocks_of(db, doc)
        page_text = " ".join(score.normalise(w) for (w,) in db.execute(
            "SELECT w.text FROM word w JOIN line l ON l.id = w.line_id JOIN block b ON b.id = l.block_id "
            "WHERE b.document_id = ? ORDER BY b.ordinal, l.ordinal, w.ordinal", (doc,)))
        page_text += " " + " ".join(score.normalise(text) for _, _, text, _ in blocks)
        for j, (key, value) in enumerate(pairs):
            total += 1
            if j in matched:
                continue
            reason, detail = classify(key, value, found, blocks, page_text)
            counts[reason] += 1
            if reason == args.reason or stem == args.form:
                print(f"{stem}  [{reason}]  {key!r} -> {value!r}  {detail}")
    missed = sum(counts.values())
    print(f"half A: {total} true pairs, {missed} missed")
    for reason, n in counts.most_common():
        print(f"  {n:4d}  {reason}")


if __name__ == "__main__":
    sys.exit(main())

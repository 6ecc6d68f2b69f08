#!/usr/bin/python3
"""Scores Folio's key-value fields on FUNSD-style forms (annotations/NAME.json: entities labelled
question/answer/header/other, `linking` question -> answer pairs), through the product path: the forms are
ingested with `folio ingest` (default pipeline) into a fresh database, and the fields are read back from
its `fields` view, the headings and titles from `block`.

    scripts/eval/score-fields.py --folio .build/debug/folio --data ../shared/data/funsd-forms --half A --db /tmp/a.sqlite

Halves: the images sorted by file name, even index = A, odd = B. An existing --db is reused (not ingested
again), so a half is read once and scored many times.

Key-value pair F1: a found (key, value) matches a true (question, answer) link when both texts are at least
0.8 similar (difflib ratio) after normalisation (case, punctuation, spacing; a key's trailing colon);
one-to-one, greedy by similarity. Entity labelling F1: found field keys are questions, found values answers,
titles and headings headers; a found entity matches a true one of the same label at 0.8 similarity.
"""
import argparse
import difflib
import json
import os
import re
import sqlite3
import subprocess
import sys
import unicodedata


def normalise(text):
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"[^\w]+", " ", text)
    return " ".join(text.split())


def similar(a, b):
    if not a and not b:
        return 1.0
    return difflib.SequenceMatcher(None, a, b).ratio()


def match(found, truth, score):
    """Greedy one-to-one matching; returns the number of matched pairs."""
    return len(matches(found, truth, score))


def matches(found, truth, score):
    """Greedy one-to-one matching; returns the matched (found index, truth index) pairs."""
    candidates = []
    for i, f in enumerate(found):
        for j, t in enumerate(truth):
            s = score(f, t)
            if s is not None:
                candidates.append((s, i, j))
    candidates.sort(reverse=True)
    used_f, used_t, matched = set(), set(), []
    for s, i, j in candidates:
        if i in used_f or j in used_t:
            continue
        used_f.add(i)
        used_t.add(j)
        matched.append((i, j))
    return matched


def f1(correct, found, truth):
    p = correct / found if found else 0.0
    r = correct / truth if truth else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def pair_score(found, true):
    """How well a found (key, value) matches a true (question, answer): None below 0.8 on either text."""
    k, v = similar(found[0], true[0]), similar(found[1], true[1])
    return min(k, v) if k >= 0.8 and v >= 0.8 else None


def truth_of(path):
    form = json.load(open(path, encoding="utf-8"))["form"]
    by_id = {e["id"]: e for e in form}
    pairs = set()
    for e in form:
        for q, a in e.get("linking", []):
            if q in by_id and a in by_id and by_id[q]["label"] == "question" and by_id[a]["label"] == "answer":
                key, value = normalise(by_id[q]["text"]), normalise(by_id[a]["text"])
                if key and value:
                    pairs.add((key, value))
    entities = [(e["label"], normalise(e["text"])) for e in form
                if e["label"] in ("question", "answer", "header") and normalise(e["text"])]
    return sorted(pairs), entities


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folio", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--half", choices=["A", "B"], required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--stored-only", action="store_true",
                        help="score only the forms already in --db (a partial run), saying how many")
    parser.add_argument("--pipeline", help="a pipeline file for folio ingest (default: folio's default pipeline)")
    args = parser.parse_args()

    images = sorted(os.listdir(os.path.join(args.data, "images")))
    images = [name for i, name in enumerate(images) if (i % 2 == 0) == (args.half == "A")]
    paths = [os.path.abspath(os.path.join(args.data, "images", name)) for name in images]
    if not os.path.exists(args.db):
        pipeline = ["--pipeline", args.pipeline] if args.pipeline else []
        subprocess.run([args.folio, "ingest", "--db", args.db] + pipeline + paths, check=False,
                       stdout=subprocess.DEVNULL)
    db = sqlite3.connect(args.db)
    pair_counts = [0, 0, 0]
    labels = {"question": [0, 0, 0], "answer": [0, 0, 0], "header": [0, 0, 0]}
    scored = 0
    for name, path in zip(images, paths):
        stem = name.rsplit(".", 1)[0]
        pairs, entities = truth_of(os.path.join(args.data, "annotations", stem + ".json"))
        rows = db.execute("SELECT id FROM document WHERE path = ?", (path,)).fetchall()
        if args.stored_only and not rows:
            continue
        scored += 1
        found_pairs, found_entities = [], []
        if rows:
            doc = rows[0][0]
            for key, value in db.execute("SELECT key, value FROM fields WHERE document_id = ?", (doc,)):
                found_pairs.append((normalise(key), normalise(value)))
                if normalise(key):
                    found_entities.append(("question", normalise(key)))
                if normalise(value):
                    found_entities.append(("answer", normalise(value)))
            for (text,) in db.execute("SELECT text FROM block WHERE document_id = ? AND type IN ('title', 'heading')",
                                      (doc,)):
                if normalise(text):
                    found_entities.append(("header", normalise(text)))
        found_pairs = [p for p in found_pairs if p[0] and p[1]]
        pair_counts[0] += match(found_pairs, pairs, pair_score)
        pair_counts[1] += len(found_pairs)
        pair_counts[2] += len(pairs)
        for label, counts in labels.items():
            f = [t for l, t in found_entities if l == label]
            t = [t for l, t in entities if l == label]
            counts[0] += match(f, t, lambda a, b: similar(a, b) if similar(a, b) >= 0.8 else None)
            counts[1] += len(f)
            counts[2] += len(t)
    p, r, f = f1(*pair_counts)
    print(f"half {args.half}: {scored} of {len(images)} forms scored")
    print(f"key-value pairs: truth {pair_counts[2]} found {pair_counts[1]} correct {pair_counts[0]}  "
          f"P {p:.3f} R {r:.3f} F1 {f:.3f}")
    total = [sum(c[i] for c in labels.values()) for i in range(3)]
    for label, counts in list(labels.items()) + [("all entities", total)]:
        p, r, f = f1(*counts)
        print(f"{label:>12}: truth {counts[2]} found {counts[1]} correct {counts[0]}  P {p:.3f} R {r:.3f} F1 {f:.3f}")


if __name__ == "__main__":
    sys.exit(main())

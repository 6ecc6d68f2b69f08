#!/usr/bin/python3
"""What a scored key–value pairing could add to the layout rules' fields on FUNSD: fits it on half A and simulates it.

    scripts/eval/fit-field-pairing.py --data ../shared/data/funsd-forms --db /tmp/fA.sqlite [--check /tmp/fB.sqlite]

--db: a database `score-fields.py --half A` filled (the product path: `folio ingest`, default pipeline), so the
rules' fields only. The pieces the rules left (text blocks' lines, the labels of blank fields, and the labels of the
rules' fields, for a further answer) are the candidates, as the layout sees them after its field steps. Every
(key, value) candidate — the value right of the key on its row within 30 text heights, or the rest of the key's
own piece after a word boundary, a lone dash between belonging to neither — gets features (position in text heights,
the key's colon, capitals, letters and figures, the value's figures, date, check mark, lowercase start, pieces in
between) and is labelled by FUNSD's question → answer links (both texts ≥ 0.8 similar after normalisation, as
score-fields.py counts a pair). A logistic regression (numpy, L2) gives the weights; the threshold is the one that
gives half A the best pair F1 when the scored pairs are added to the rules' fields (greedy by score, a value taken
once, a key possibly several times, no piece both).

Half A only: --check prints another half's totals with the weights and threshold fitted on A (figures only).
A port of this pairing to the layout (step 3d of `PageLayout`) was measured through the product path and left out:
docs/structure.md, "A scored pairing of what the rules leave".
"""
import argparse
import importlib.util
import math
import os
import re
import sqlite3
import sys

import numpy as np

_spec = importlib.util.spec_from_file_location("score_fields", os.path.join(os.path.dirname(__file__), "score-fields.py"))
sf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sf)

CHECK_MARKS = {"x", "X", "✓", "✔", "☒", "☑", "/"}
DATE = re.compile(r"^\d{1,4}[/.\-]\d{1,2}([/.\-]\d{1,4})?$")
NAMES = ["bias", "right", "gapRight", "footOffset", "keyColon", "keyQuestion",
         "keyWords", "keyLetters", "keyCapital", "keyCaps", "keyDigits", "keyPeriod", "keyBlank", "keyTaken", "valueDigits",
         "valueWords", "valueCheck", "valueColon", "valueLower", "valueDate", "between", "nearest",
         "rightColon", "split", "splitGap", "splitDash", "splitColon"]


class Piece:
    def __init__(self, text, x, y, w, h, blank_key=False, taken_key=False, words=()):
        self.text, self.x, self.y, self.w, self.h = text, x, y, w, h
        self.words = list(words)  # (text, x, y, w, h)
        self.maxx, self.maxy = x + w, y + h
        self.blank_key, self.taken_key = blank_key, taken_key


# SubjectLine.labels (Sources/Layout/Text/LetterParts.swift): a letter's subject label heads its title, no field.
SUBJECT_LABELS = {"re", "subject", "subj", "betreff", "betr", "objet", "concerne", "oggetto", "asunto", "onderwerp",
                  "betreft", "ref", "regarding", "angelegenheit"}


def is_key(p):
    words = p.text.split()
    return (sum(c.isalpha() for c in p.text) >= 2 and len(words) <= 8 and len(p.text) <= 60
            and "".join(c for c in p.text.lower() if c.isalpha()) not in SUBJECT_LABELS
            # a street with its house number, an amount or a date ends no label ("Via Roma 15  20121 Milano")
            and not any(c.isdigit() for c in words[-1]))


def is_value(p):
    return not p.blank_key and not p.taken_key and (any(c.isalnum() for c in p.text) or p.text.strip() in CHECK_MARKS)


def share(text, test):
    chars = [c for c in text if not c.isspace()]
    return sum(1 for c in chars if test(c)) / len(chars) if chars else 0.0


def relation(k, v, h):
    """'right' when v stands right of k on its row within 30 text heights, else None. (A value under its key was
    tried: on half A it added no right pair, and on the business pages it took a street over its postal code.)"""
    overlap = min(k.maxy, v.maxy) - max(k.y, v.y)
    if v.x >= k.maxx - 0.5 * h and overlap >= 0.5 * min(k.h, v.h) and v.x - k.maxx <= 30 * h:
        return "right"
    return None


def features(k, v, rel, pieces, h):
    kt, vt = k.text.strip(), v.text.strip()
    letters = [c for c in kt if c.isalpha()]
    vletters = [c for c in vt if c.isalpha()]
    right = rel == "right"
    between = 0
    for o in pieces:
        if o is k or o is v:
            continue
        if min(k.maxy, o.maxy) - max(k.y, o.y) >= 0.5 * min(k.h, o.h) and o.x >= k.maxx - 0.5 * h and o.maxx <= v.x + 0.5 * h:
            between += 1
    colon = 1.0 if kt.endswith(":") else 0.0
    return [
        1.0,
        1.0 if right else 0.0,
        min((v.x - k.maxx) / h, 30) / 10 if right else 0.0,
        min(abs(v.maxy - k.maxy) / h, 2) if right else 0.0,
        colon,
        1.0 if kt.endswith("?") else 0.0,
        min(len(kt.split()), 8) / 4,
        share(kt, str.isalpha),
        1.0 if letters and letters[0].isupper() else 0.0,
        1.0 if len(letters) >= 2 and all(c.isupper() for c in letters) else 0.0,
        share(kt, str.isdigit),
        1.0 if kt.endswith(".") else 0.0,
        1.0 if k.blank_key else 0.0,
        1.0 if k.taken_key else 0.0,
        share(vt, str.isdigit),
        min(len(vt.split()), 12) / 6,
        1.0 if vt in CHECK_MARKS else 0.0,
        1.0 if vt.endswith(":") else 0.0,
        1.0 if vletters and vletters[0].islower() else 0.0,
        1.0 if DATE.match(vt) else 0.0,
        min(between, 3),
        1.0 if right and between == 0 else 0.0,
        colon if right else 0.0,
        0.0, 0.0, 0.0, 0.0,
    ]


def page_pieces(db, doc):
    """Per page: (pieces the rules left, the rules' fields as (key, value), median letter-word height)."""
    pages = {}
    for (page,) in db.execute("SELECT DISTINCT page FROM block WHERE document_id = ? AND page IS NOT NULL", (doc,)):
        heights = [h for (t, h) in db.execute(
            "SELECT w.text, w.height FROM word w JOIN line l ON l.id = w.line_id JOIN block b ON b.id = l.block_id "
            "WHERE b.document_id = ? AND b.page = ?", (doc, page)) if any(c.isalpha() for c in t)]
        h = sorted(heights)[len(heights) // 2] if heights else 10  # the upper middle, as the layout's median
        pieces, rule_fields = [], []
        for bid, kind, role in db.execute(
                "SELECT id, type, role FROM block WHERE document_id = ? AND page = ? ORDER BY ordinal", (doc, page)):
            if kind == "table" or kind == "list" or role in ("header", "footer"):
                continue
            lines = db.execute("SELECT text, x, y, width, height, id FROM line WHERE block_id = ? ORDER BY ordinal",
                               (bid,)).fetchall()
            if kind == "field":
                (key, value, kx, ky, kw, kh), = db.execute(
                    "SELECT key, value, key_x, key_y, key_width, key_height FROM field WHERE block_id = ?", (bid,)).fetchall()
                if value == "" and lines:
                    pieces.append(Piece(*lines[0][:5], blank_key=True))
                else:
                    rule_fields.append((key, value))
                    pieces.append(Piece(key, kx, ky, kw, kh, taken_key=True))
                continue
            pieces += [Piece(*l[:5], words=db.execute(
                "SELECT text, x, y, width, height FROM word WHERE line_id = ? ORDER BY ordinal", (l[5],)).fetchall())
                for l in lines]
        pages[page] = (pieces, rule_fields, max(1.0, h))
    return pages


DASHES = {"-", "--", "---", "—", "–", "~", "|", "="}


def splits(p):
    """(key piece, value piece, gap) for each word boundary of a piece: a lone dash between them belongs to neither."""
    words = p.words
    out = []
    for i in range(1, len(words)):
        key, value = words[:i], words[i:]
        if value[0][0] in DASHES:
            value = value[1:]
        if key[-1][0] in DASHES:
            continue
        if not value:
            continue
        gap = value[0][1] - (key[-1][1] + key[-1][3])
        out.append((box_of(key), box_of(value), gap, words[i - 1][0] in DASHES or words[i][0] in DASHES))
    return out


def box_of(words):
    x, y = min(w[1] for w in words), min(w[2] for w in words)
    return Piece(" ".join(w[0] for w in words), x, y, max(w[1] + w[3] for w in words) - x,
                 max(w[2] + w[4] for w in words) - y, words=words)


def candidates(pieces, h):
    out = []
    for p in pieces:
        if p.blank_key or p.taken_key or len(p.words) < 2:
            continue
        for k, v, gap, dash in splits(p):
            if is_key(k) and is_value(v):
                f = features(k, v, "split", [], h)
                f[NAMES.index("split")] = 1.0
                f[NAMES.index("splitGap")] = min(max(gap, 0) / h, 5)
                f[NAMES.index("splitDash")] = 1.0 if dash else 0.0
                f[NAMES.index("splitColon")] = f[NAMES.index("keyColon")]
                out.append((k, v, f, p))
    for k in pieces:
        if not is_key(k):
            continue
        for v in pieces:
            if v is k or not is_value(v):
                continue
            rel = relation(k, v, h)
            if rel:
                out.append((k, v, features(k, v, rel, pieces, h), None))
    return out


def assign(scored, threshold):
    """Greedy by score: a value once, a key may take several values, no piece both key and value."""
    keys, values, chosen = set(), set(), []
    for s, k, v, whole in sorted(scored, key=lambda t: -t[0]):
        if s < threshold:
            break
        if whole is not None:
            if id(whole) in values or id(whole) in keys:
                continue
            keys.add(id(whole))
            values.add(id(whole))
        else:
            if id(v) in values or id(v) in keys or id(k) in values:
                continue
            keys.add(id(k))
            values.add(id(v))
        chosen.append((k, v))
    return chosen


def load(db_path, data, half):
    db = sqlite3.connect(db_path)
    images = sorted(os.listdir(os.path.join(data, "images")))
    images = [n for i, n in enumerate(images) if (i % 2 == 0) == (half == "A")]
    forms = []
    for name in images:
        path = os.path.abspath(os.path.join(data, "images", name))
        rows = db.execute("SELECT id FROM document WHERE path = ?", (path,)).fetchall()
        if not rows:
            continue
        truth, _ = sf.truth_of(os.path.join(data, "annotations", name.rsplit(".", 1)[0] + ".json"))
        pages = page_pieces(db, rows[0][0])
        rule = [f for (_, fs, _) in pages.values() for f in fs]
        cands = [c for (ps, _, h) in pages.values() for c in candidates(ps, h)]
        forms.append((truth, rule, cands))
    return forms


def label(k, v, truth):
    pair = (sf.normalise(k.text), sf.normalise(v.text))
    return 1.0 if any(sf.pair_score(pair, t) is not None for t in truth) else 0.0


def totals(forms, w, threshold):
    counts = [0, 0, 0]
    for truth, rule, cands in forms:
        scored = [(1 / (1 + math.exp(-float(np.dot(w, f)))), k, v, whole) for k, v, f, whole in cands]
        new = [(k.text.rstrip(": "), v.text) for k, v in assign(scored, threshold)]
        found = [(sf.normalise(a), sf.normalise(b)) for a, b in rule + new]
        found = [p for p in found if p[0] and p[1]]
        counts[0] += sf.match(found, truth, sf.pair_score)
        counts[1] += len(found)
        counts[2] += len(truth)
    return counts


def fit(x, y, l2=1.0, steps=200):
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + l2 * np.r_[0, w[1:]]
        hess = x.T @ (x * (p * (1 - p))[:, None]) + l2 * np.diag(np.r_[1e-6, np.ones(len(w) - 1)])
        w -= np.linalg.solve(hess, grad)
    return w


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", required=True)
    parser.add_argument("--db", required=True, help="half A, rule fields only")
    parser.add_argument("--check", help="half B database: totals only")
    args = parser.parse_args()
    forms = load(args.db, args.data, "A")
    x = np.array([f for _, _, cands in forms for _, _, f, _ in cands])
    y = np.array([label(k, v, truth) for truth, _, cands in forms for k, v, _, _ in cands])
    print(f"half A: {len(forms)} forms, {len(y)} candidates, {int(y.sum())} match a true pair")
    w = fit(x, y)
    base = totals(forms, w, 2.0)
    print("rules only: correct %d found %d truth %d  F1 %.3f" % (base[0], base[1], base[2], sf.f1(*base)[2]))
    best = None
    for t in [0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5]:
        c = totals(forms, w, t)
        f = sf.f1(*c)[2]
        print("threshold %.2f: correct %d found %d  F1 %.3f" % (t, c[0], c[1], f))
        if best is None or f > best[0]:
            best = (f, t)
    print(f"threshold {best[1]}")
    for n, v in zip(NAMES, w):
        print(f"  {n:12s} {v:+.3f}")
    print("weights: [" + ", ".join(f"{v:.3f}" for v in w) + "]")
    if args.check:
        other = load(args.check, args.data, "B")
        b0, b1 = totals(other, w, 2.0), totals(other, w, best[1])
        print("check: rules only F1 %.3f (%d/%d) -> %.3f (%d/%d)" % (sf.f1(*b0)[2], b0[0], b0[1], sf.f1(*b1)[2], b1[0], b1[1]))


if __name__ == "__main__":
    sys.exit(main())

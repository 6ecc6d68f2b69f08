#!/usr/bin/python3
"""Scores orientation on multi-page image PDFs from `scripts/corpus/generate-skewed-scans.py --turned`, read back
from a Folio database: each page's stored clockwise turn (page_geometry.rotation) against the turn its
truth needs. Prints upright pages turned (must be 0) and turned pages righted.

    folio ingest DIR --db DB
    /usr/bin/python3 scripts/eval/score-turns.py DIR DB
"""
import json
import os
import sqlite3
import sys

folder, db = sys.argv[1], sys.argv[2]
con = sqlite3.connect(db)
docs = {os.path.basename(p): i for i, p in con.execute("SELECT id, path FROM document")}
upright = upright_turned = turned = righted = 0
for name in sorted(f for f in os.listdir(folder) if f.endswith(".pdf")):
    truth = json.load(open(os.path.join(folder, name[:-4] + ".truth.json")))["render"]["turns_ccw"]
    stored = dict(con.execute("SELECT page, rotation FROM page_geometry WHERE document_id = ?", (docs.get(name, -1),)))
    marks = []
    for number, turn in enumerate(truth, 1):
        got = stored.get(number)
        if turn == 0:
            upright += 1
            upright_turned += got not in (0, None)
        else:
            turned += 1
            righted += got == turn
        marks.append(f"{turn}->{got}" if got != turn else f"{turn}")
    print(f"{name}: {' '.join(marks)}")
print(f"upright pages turned: {upright_turned} of {upright}; turned pages righted: {righted} of {turned}")

#!/usr/bin/python3
"""Which date shapes, as US and European tills print them and OCR reads them, the receipt reader reads.

Writes one small receipt a shape as a PDF with a text layer (reportlab, Courier), the same US shop every time with
the shape on its own line under the address, ingests them all through the product path (`folio ingest`, the default
pipeline) into OUTDIR/shapes.sqlite and prints, for each shape, the date the `receipts` view holds against the one
meant. A text layer leaves OCR out: what fails is the reader's (or the layout's: a PDF line with wide gaps may be
taken into a table, whose cells the `extract` stage reads apart, so "25 March 2018 14:05" reads no date there).

  /usr/bin/python3 scripts/eval/receipt-date-shapes.py .build/release/folio /tmp/shapes
"""
import os
import sqlite3
import subprocess
import sys

from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A6
folio, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
# (date line, expected ISO); the US shop (month first unless the print settles it)
shapes = [
 ("Date: 03/25/2018 14:05", "2018-03-25"), ("03/25/18 2:05 PM", "2018-03-25"), ("3/5/18 12:41", "2018-03-05"),
 ("03-25-2018 14:05", "2018-03-25"), ("2018-03-25 14:05", "2018-03-25"), ("25.03.2018 14:05", "2018-03-25"),
 ("Mar 25, 2018 2:05 PM", "2018-03-25"), ("MAR 25 2018 14:05", "2018-03-25"), ("25 Mar 2018 14:05", "2018-03-25"),
 ("25-MAR-2018 14:05", "2018-03-25"), ("25MAR18 14:05", "2018-03-25"), ("25/MAR/2018 14:05", "2018-03-25"),
 ("Sunday, March 25, 2018 2:05 PM", "2018-03-25"), ("March 25th, 2018", "2018-03-25"), ("2018/03/25 14:05", "2018-03-25"),
 ("03/25/2018 14:05:33", "2018-03-25"), ("03/25/201814:05", "2018-03-25"), ("DATE:03/25/18 TIME:14:05", "2018-03-25"),
 ("Date03/25/2018", "2018-03-25"), ("SUN 03/25/2018 14:05", "2018-03-25"), ("SUN03/25/2018 14:05", "2018-03-25"),
 ("Mar.25'18 14:05", "2018-03-25"), ("25-Mar-18 14:05", "2018-03-25"), ("Mar-25-2018 14:05", "2018-03-25"),
 ("03/25/2018 2:05:33 PM", "2018-03-25"), ("03 / 25 / 2018 14:05", "2018-03-25"), ("03/25/ 2018 14:05", "2018-03-25"),
 ("3/25/2018 2:05PM", "2018-03-25"), ("Tue 12/04/2018 14:05", "2018-12-04"), ("12/04/18 14:05", "2018-12-04"),
 ("Mar 25 '18 14:05", "2018-03-25"), ("25 March 2018 14:05", "2018-03-25"), ("Sunday 25 March 2018", "2018-03-25"),
 ("03.25.18 14:05", "2018-03-25"), ("2018.03.25 14:05", "2018-03-25"), ("20180325 14:05", "2018-03-25"),
 ("03/25/2018-14:05", "2018-03-25"), ("03/25/2018@14:05", "2018-03-25"), ("Mar 25,2018 14:05", "2018-03-25"),
 ("MARCH 25, 2018", "2018-03-25"), ("Mar 25 2018 02:05PM", "2018-03-25"), ("25.03.18 14:05", "2018-03-25"),
 ("3-25-18 14:05", "2018-03-25"), ("03/25/2018 Time 14:05", "2018-03-25"), ("Order Date: 03/25/2018", "2018-03-25"),
 ("Tuesday,March27th2018", "2018-03-27"), ("05February2017 14:05", "2017-02-05"), ("14:05 03/25/2018", "2018-03-25"),
 ("14:05:33 03-25-18", "2018-03-25"), ("2:05 PM 3/25/2018", "2018-03-25"), ("03/25/18 14:05 #0042", "2018-03-25"),
 ("25-03-2018 14:05", "2018-03-25"), ("2018-3-25 14:05", "2018-03-25"),
]
files = []
for i, (shape, iso) in enumerate(shapes):
    path = os.path.join(out, f"shape-{i:02d}.pdf")
    c = canvas.Canvas(path, pagesize=A6)
    lines = ["CORNER MARKET", "481 Market St", "San Francisco, CA 94105", "Tel (415) 555-0142", shape,
             "Milk 2%                3.49", "Bread                  2.99", "Eggs Large             4.25",
             "SUBTOTAL              10.73", "SALES TAX 8.5%         0.91", "TOTAL                 11.64",
             "VISA                  11.64", "THANK YOU"]
    y = 390
    c.setFont("Courier", 9)
    for l in lines:
        c.drawString(20, y, l); y -= 14
    c.save(); files.append((path, shape, iso))
db = os.path.join(out, "shapes.sqlite")
if os.path.exists(db): os.remove(db)
subprocess.run(["nice", folio, "ingest", "--db", db, "--jobs", "1"] + [f[0] for f in files], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
con = sqlite3.connect(db)
got = {os.path.abspath(r[0]): r[1] for r in con.execute("select source_file, date from receipts")}
kinds = {os.path.abspath(r[0]): r[1] for r in con.execute("select d.path, k.kind from document d left join document_kind k on k.document_id=d.id")}
ok = 0
for path, shape, iso in files:
    d = got.get(os.path.abspath(path))
    ok += d == iso
    print(("ok  " if d == iso else "MISS"), f"{shape!r:40} read {d!r} want {iso} kind {kinds.get(os.path.abspath(path))}")
print(ok, "of", len(files))

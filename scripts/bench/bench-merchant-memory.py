#!/usr/bin/python3
"""Benchmark of the merchant memory (issue 6): `folio ingest` of one batch of N receipts with `merchant_memory`'s
second look at the batch (`revote_batch`) on, against the same batch with it off, in the same run. What the
look costs is the difference; a third run adds the memory's word model (`character_model`). The receipts are PDFs with a text layer (no OCR, so the memory's share shows):
N receipts of N/10 shops, about a third of them with one letter slipped in the name or address.

Usage: scripts/bench/bench-merchant-memory.py [--receipts N] [--jobs J] [--folio .build/release/folio]
"""
import argparse, os, random, re, sqlite3, subprocess, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--receipts", type=int, default=1000)
parser.add_argument("--jobs", type=int, default=2)
parser.add_argument("--folio", default=os.path.join(root, ".build/release/folio"))
args = parser.parse_args()
work = tempfile.mkdtemp(prefix="folio-bench-memory-")


def text_pdf(lines):
    """A one-page PDF whose text layer holds the lines in Courier."""
    text = " ".join("(" + l.replace("(", "\\(").replace(")", "\\)") + ") Tj T*" for l in lines)
    stream = "BT /F1 10 Tf 14 TL 20 560 Td " + text + " ET"
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 600] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
               "<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream),
               "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>"]
    pdf, offsets = "%PDF-1.4\n", []
    for n, obj in enumerate(objects):
        offsets.append(len(pdf))
        pdf += "%d 0 obj\n%s\nendobj\n" % (n + 1, obj)
    xref = len(pdf)
    pdf += "xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + "".join("%010d 00000 n \n" % o for o in offsets)
    return pdf + "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


random.seed(7)
words = ["MAJU", "JAYA", "TRADING", "HARDWARE", "RESTORAN", "KEDAI", "EMAS", "SENTOSA", "MINI", "MARKET", "BAKERY",
         "STATIONERY", "PERNIAGAAN", "BERSATU", "SRI", "ALAM"]
shops = max(1, args.receipts // 10)
names = [" ".join(random.sample(words, 3)) + " SDN BHD" for _ in range(shops)]
addresses = ["NO %d, JALAN %s %d/%d, %05d %s" % (random.randint(1, 99), random.choice(words), random.randint(1, 30),
                                                 random.randint(1, 9), random.randint(10000, 99999),
                                                 random.choice(["SHAH ALAM", "KLANG", "CHERAS"])) for _ in range(shops)]


def slip(text):
    if random.random() < 0.3:
        i = random.randrange(len(text))
        if text[i].isalpha():
            text = text[:i] + random.choice("ILTO") + text[i + 1:]
    return text


receipts = os.path.join(work, "receipts")
os.makedirs(receipts)
shop_of = {}
for n in range(args.receipts):
    k = random.randrange(shops)
    shop_of["r%05d.pdf" % n] = k
    with open(os.path.join(receipts, "r%05d.pdf" % n), "w") as f:
        f.write(text_pdf([slip(names[k]), slip(addresses[k]), "Date: %02d/05/2018" % (n % 28 + 1),
                          "TOTAL RM %d.%02d" % (n, n % 100)]))

print("%d receipts of %d shops, folio ingest --jobs %d (%s)" % (args.receipts, shops, args.jobs, work))
# The third row adds the word model pipelines/receipts.json gives the memory (`character_model`), which settles words
# the vote cannot; its cost is the difference from the second.
model = '"/usr/share/hunspell/id_ID.dic,/usr/share/dict/american-english"'
configurations = [("false", '"revote_batch":false'), ("true", '"revote_batch":true'),
                  ("true + character_model", '"revote_batch":true,"character_model":%s' % model)]
# "right": receipts whose stored name and address are both the shop's, as printed before any slip.
print("%-22s %9s %9s %9s" % ("revote_batch", "seconds", "revised", "right"))
for n, (revote, options) in enumerate(configurations):
    pipeline = os.path.join(work, "pipeline-%d.json" % n)
    with open(pipeline, "w") as f:
        f.write('{"name":"bench","version":1,"pages":[{"stage":"decode"},{"stage":"text_layer","options":{"min_characters":10}}],'
                '"document":[{"stage":"extract","options":{"date_order":"dmy"}},{"stage":"receipt","options":{"kind":"receipt"}},'
                '{"stage":"merchant_memory","options":{%s}}]}' % options)
    db = os.path.join(work, "folio-%d.sqlite" % n)
    start = time.monotonic()
    run = subprocess.run([args.folio, "ingest", "--db", db, "--pipeline", pipeline, "--jobs", str(args.jobs), receipts],
                         capture_output=True, text=True)
    seconds = time.monotonic() - start
    if run.returncode != 0:
        raise SystemExit(run.stderr[-2000:])
    revised = len(re.findall(r"^revised ", run.stderr, re.M))
    with sqlite3.connect(db) as store:
        stored = store.execute("SELECT source_file, merchant, address FROM receipts").fetchall()
    right = sum(1 for source, name, address in stored
                if (name, address) == (names[shop_of[os.path.basename(source)]], addresses[shop_of[os.path.basename(source)]]))
    print("%-22s %9.1f %9d %9d" % (revote, seconds, revised, right))

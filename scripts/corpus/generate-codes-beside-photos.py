#!/usr/bin/env python3
"""Photos with a code beside the page: each photo of a folder made by generate-photo-corpus.py (NAME.jpg with
NAME.truth.json holding the page's corners) gets one code — QR, Code 128, EAN-13, Data Matrix, PDF417 in turn,
made by zxing-cpp's writer, 2-3 px modules, on a white label turned up to 8 degrees — laid on the desk where it
does not touch the page, then a 0.5 px blur and JPEG 85. For the `barcodes` stage's look at a found page's
surroundings (docs/straightening.md, Speed, seventeenth pass). Writes beside-NN-SYMBOLOGY.jpg and .truth.json
(pages[0].barcodes, as scripts/eval/score-barcodes.py --truth reads them). Seeded (3031): the same output each run.

    /tmp/bc-venv/bin/python scripts/corpus/generate-codes-beside-photos.py corpus/photos OUT
    (needs numpy, pillow and zxing-cpp: see generate-barcode-pages.py)
"""
import json, os, random, sys
import numpy as np, zxingcpp
from PIL import Image, ImageDraw, ImageFilter
src, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
rng = random.Random(3031)
F = [("qrcode", zxingcpp.BarcodeFormat.QRCode, 3), ("code128", zxingcpp.BarcodeFormat.Code128, 2),
     ("ean13", zxingcpp.BarcodeFormat.EAN13, 2), ("datamatrix", zxingcpp.BarcodeFormat.DataMatrix, 3),
     ("pdf417", zxingcpp.BarcodeFormat.PDF417, 2)]
names = sorted(f for f in os.listdir(src) if f.endswith(".jpg"))
for i, name in enumerate(names):
    sym, fmt, scale = F[i % len(F)]
    payload = {"ean13": "4006381333931", "code128": f"PKG-{rng.randint(10000,99999)}",
               "qrcode": f"https://track.example.com/{rng.randint(100000,999999)}",
               "datamatrix": f"LOT:{rng.randint(10,99)};SN:{rng.randint(10000,99999)}",
               "pdf417": f"SHIP|{rng.randint(1000,9999)}|parcel"}[sym]
    code = zxingcpp.create_barcode(payload, fmt)
    m = np.array(code.to_image(scale=1, add_quiet_zones=True)) < 128
    h = m.shape[0] * scale * (24 if sym in ("code128", "ean13") and m.shape[0] == 1 else 1)
    img = Image.fromarray(np.where(m, 30, 245).astype(np.uint8)).resize((m.shape[1] * scale, max(h, m.shape[0]*scale)), Image.NEAREST)
    if sym in ("code128", "ean13"):
        img = img.resize((img.width, 40 if img.height < 40 else img.height), Image.NEAREST)
    label = Image.new("L", (img.width + 16, img.height + 16), 245); label.paste(img, (8, 8))
    label = label.rotate(rng.uniform(-8, 8), resample=Image.BICUBIC, expand=True, fillcolor=0)
    lmask = label.point(lambda v: 255 if v > 0 else 0)
    photo = Image.open(os.path.join(src, name)).convert("RGB")
    truth = json.load(open(os.path.join(src, name[:-4] + ".truth.json")))
    q = np.array(truth["pages"][0]["corners"]); c = q.mean(0); q = c + (q - c) * 1.05
    qm = Image.new("L", photo.size, 0); ImageDraw.Draw(qm).polygon([tuple(p) for p in q], fill=255); qa = np.asarray(qm)
    best = None
    for y in range(10, photo.height - label.height - 10, 20):
        for x in range(10, photo.width - label.width - 10, 20):
            if not qa[y:y + label.height, x:x + label.width].any():
                best = (x, y); break
        if best: break
    if not best:
        print("no room", name); continue
    photo.paste(label.convert("RGB"), best, lmask)
    photo = photo.filter(ImageFilter.GaussianBlur(0.5))
    stem = os.path.join(out, f"beside-{i + 1:02d}-{sym}")
    photo.save(stem + ".jpg", quality=85)
    json.dump({"version": 1, "document": os.path.basename(stem) + ".jpg", "kind": truth.get("kind", "letter"),
               "pages": [{"number": 1, "text": truth["pages"][0]["text"], "barcodes": [{"symbology": sym, "payload": payload}]}]},
              open(stem + ".truth.json", "w"), indent=1)
    print(stem, best, label.size)

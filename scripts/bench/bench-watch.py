#!/usr/bin/python3
"""Benchmark of `folio watch` (issue 7): pages per minute with --jobs 1 and --jobs 2 on the same batch, against
OCRmyPDF --jobs 2 on the same pages in the same run; peak RSS; and the latency from a file landing in the
inbox to its rows being queryable, next to that page's OCR time.

Usage: scripts/bench/bench-watch.py [--pages N] [--folio .build/release/folio]
Needs /usr/bin/python3 with python3-pil; OCRmyPDF (apt-get install ocrmypdf) only for its row. Page images are
read from ../shared/data/docbank-pages/images (never copied into the repository).
"""
import argparse, glob, json, os, re, shutil, sqlite3, subprocess, sys, tempfile, time

from PIL import Image

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--pages", type=int, default=8)
parser.add_argument("--folio", default=os.path.join(root, ".build/release/folio"))
args = parser.parse_args()
env = dict(os.environ, OMP_THREAD_LIMIT="1")
work = tempfile.mkdtemp(prefix="folio-bench-watch-")
sources = sorted(glob.glob(os.path.join(root, "../shared/data/docbank-pages/images/*.jpg")))[: args.pages]
if not sources:
    sys.exit("no page images in ../shared/data/docbank-pages/images")

# The same pages for everyone: greyscale PNGs at 200 dpi (their size is US letter at 200 dpi), and one PDF.
pages = os.path.join(work, "pages")
os.makedirs(pages)
images = []
for i, src in enumerate(sources):
    im = Image.open(src).convert("L")
    path = os.path.join(pages, "page%02d.png" % (i + 1))
    im.save(path, dpi=(200, 200))
    images.append(im)
pdf = os.path.join(work, "pages.pdf")
images[0].save(pdf, save_all=True, append_images=images[1:], resolution=200.0)


def timed(cmd):
    """Runs cmd under /usr/bin/time -v: (seconds, max RSS in MB, stdout+stderr)."""
    start = time.monotonic()
    out = subprocess.run(["/usr/bin/time", "-v"] + cmd, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - start
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", out.stderr)
    if out.returncode not in (0, 1):
        print(out.stdout, out.stderr, file=sys.stderr)
    return seconds, int(rss.group(1)) / 1024 if rss else float("nan"), out.stdout + out.stderr


# Pipelines for the PDF rows: the default one, and one doing only what OCRmyPDF does (OCR), both rendering
# the PDF at its images' own 200 dpi so that Folio and OCRmyPDF read the same pixels.
with open(os.path.join(root, "pipelines/default.json")) as f:
    full = json.load(f)
for stage in full["pages"]:
    if stage["stage"] == "rasterize":
        stage.setdefault("options", {})["dpi"] = 200
ocr_only = dict(full, name="ocr-only", pages=[s for s in full["pages"] if s["stage"] in ("decode", "text_layer", "rasterize", "ocr")],
                document=[])
pipelines = {}
for name, definition in (("default", full), ("ocr-only", ocr_only)):
    pipelines[name] = os.path.join(work, name + ".json")
    with open(pipelines[name], "w") as f:
        json.dump(definition, f)

rows = []
for jobs in (1, 2):
    inbox = os.path.join(work, "inbox%d" % jobs)
    shutil.copytree(pages, inbox)
    db = os.path.join(work, "watch%d.sqlite" % jobs)
    seconds, rss, log = timed([args.folio, "watch", inbox, "--db", db, "--once", "--settle", "0", "--jobs", str(jobs)])
    done = sqlite3.connect(db).execute("SELECT count(*) FROM job WHERE state = 'done'").fetchone()[0]
    rows.append(("folio watch --once --jobs %d (PNGs)" % jobs, len(sources), done, seconds, rss, rss / jobs))

for name, jobs in (("default", 1), ("default", 2), ("ocr-only", 1), ("ocr-only", 2)):
    inbox = os.path.join(work, "inboxpdf-%s-%d" % (name, jobs))
    os.makedirs(inbox)
    shutil.copy(pdf, inbox)
    db = os.path.join(work, "pdf-%s-%d.sqlite" % (name, jobs))
    seconds, rss, _ = timed([args.folio, "watch", inbox, "--db", db, "--once", "--settle", "0", "--jobs", str(jobs),
                             "--pipeline", pipelines[name]])
    pages_done = sqlite3.connect(db).execute("SELECT count(*) FROM page").fetchone()[0]
    rows.append(("folio watch --once --jobs %d (the same PDF, %s pipeline)" % (jobs, name), len(sources), pages_done,
                 seconds, rss, rss / jobs))

if shutil.which("ocrmypdf"):
    for jobs in (1, 2):
        seconds, rss, log = timed(["ocrmypdf", "--jobs", str(jobs), "--output-type", "pdf", "--optimize", "0",
                                   "--force-ocr", pdf, os.path.join(work, "ocrmypdf%d.pdf" % jobs)])
        rows.append(("ocrmypdf --jobs %d (the same PDF)" % jobs, len(sources), len(sources), seconds, rss, float("nan")))
else:
    print("ocrmypdf is not installed: its rows are missing (apt-get install ocrmypdf)", file=sys.stderr)

print("| run | pages | done | seconds | pages/min | peak RSS MB (process) | MB per worker |")
print("|---|---|---|---|---|---|---|")
for name, n, done, seconds, rss, per in rows:
    print("| %s | %d | %d | %.1f | %.1f | %.0f | %s |" % (name, n, done, seconds, n / seconds * 60, rss,
                                                       "%.0f" % per if per == per else "–"))

# Latency: a watcher already running and warm; a one-page scan lands (written as .part, renamed in).
print()
print("| settle s | landed → rows queryable s | OCR of that page s | whole read s |")
print("|---|---|---|---|")
for settle in ("2", "0.5"):
    inbox = os.path.join(work, "latency" + settle)
    os.makedirs(inbox)
    db = os.path.join(work, "latency%s.sqlite" % settle)
    watcher = subprocess.Popen([args.folio, "watch", inbox, "--db", db, "--settle", settle, "--jobs", "1"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # Warm-up: the first document builds the worker's Tesseract engine.
        shutil.copy(os.path.join(pages, "page02.png"), os.path.join(inbox, "warm.png"))
        while True:
            time.sleep(0.05)
            try:
                if sqlite3.connect("file:%s?mode=ro" % db, uri=True).execute(
                        "SELECT count(*) FROM job WHERE state = 'done'").fetchone()[0] == 1:
                    break
            except sqlite3.Error:
                pass
        part = os.path.join(inbox, "scan.png.part")
        shutil.copy(os.path.join(pages, "page01.png"), part)
        landed = time.monotonic()
        os.rename(part, os.path.join(inbox, "scan.png"))
        while True:
            row = sqlite3.connect("file:%s?mode=ro" % db, uri=True).execute(
                "SELECT d.timings FROM document d JOIN page p ON p.document_id = d.id WHERE d.path LIKE '%scan.png'"
            ).fetchone()
            if row:
                latency = time.monotonic() - landed
                break
            time.sleep(0.01)
        timings = {t["stage"]: t["seconds"] for t in json.loads(row[0])}
        print("| %s | %.2f | %.2f | %.2f |" % (settle, latency, timings.get("ocr", 0), sum(timings.values())))
    finally:
        watcher.terminate()
        watcher.wait()
shutil.rmtree(work)

#!/usr/bin/env bash
# Folio's speed beside the plain tesseract CLI and OCRmyPDF, in one run on the same pages.
#
#   scripts/bench/bench-speed.sh [--folio PATH] [--before PATH] [--pipeline FILE] [--before-pipeline FILE] [--jobs "1 2"]
#                                [--sets "scans photos pdf"] [--rounds N]
#
# Sets (built from the repository's corpus, untimed):
#   scans   8 clean 300 dpi business pages (PNG)
#   photos  8 phone photos of pages (JPEG, corpus/photos)
#   pdf     the 8 scans as one image PDF (img2pdf, lossless)
# For each set and each --jobs N, three readers, all with OMP_THREAD_LIMIT=1:
#   folio     `folio ingest FILES --db FRESH --jobs N` with the default pipeline (a release build: --folio)
#   before    the same with another build (--before: an earlier commit's binary, for before/after in one run)
#             (--pipeline FILE: both read with it instead, e.g. the default pipeline without its wall-time budgets,
#             which a loaded machine overruns; --before-pipeline FILE: the older build reads with this one instead,
#             for a pipeline option the older build does not know)
#   tesseract `tesseract PAGE - --psm 3`, N processes at a time over the page images (the PDF set: its pages
#             rendered once to 300 dpi PNGs by pdftoppm, untimed)
#   ocrmypdf  `ocrmypdf --jobs N --output-type pdf` on an image PDF of the set's pages (img2pdf, untimed)
# Printed: wall seconds, CPU seconds (user+system, of the whole process tree), pages/min by wall time and by
# CPU time (pages per CPU-minute: what one core reads when it is not shared), Folio's stages by the CPU time of
# the threads that ran them (summed over the set; a child process's rendering is not in them), and peak RSS (GNU time's %M: the largest single process of the tree; Folio's N workers share one process).
# The machine may be shared: compare rows within one run only; CPU seconds are steadier than wall time.
#
# Needs: GNU time (/usr/bin/time), tesseract, pdftoppm; OCRmyPDF for evaluation only, in a virtual
# environment (python3 -m venv /tmp/ocrmypdf-venv && /tmp/ocrmypdf-venv/bin/pip install ocrmypdf; it needs
# Debian's ghostscript). Set OCRMYPDF=path or leave it out (its rows are then skipped).
set -euo pipefail
cd "$(dirname "$0")/../.."

FOLIO=.build/release/folio
BEFORE=
PIPELINE=()
BEFORE_PIPELINE=()
JOBS="1 2"
SETS="scans photos pdf"
ROUNDS=1
while [ $# -gt 0 ]; do
    case "$1" in
        --folio) FOLIO=$2; shift 2 ;;
        --before) BEFORE=$2; shift 2 ;;
        --pipeline) PIPELINE=(--pipeline "$2"); shift 2 ;;
        --before-pipeline) BEFORE_PIPELINE=(--pipeline "$2"); shift 2 ;;
        --jobs) JOBS=$2; shift 2 ;;
        --sets) SETS=$2; shift 2 ;;
        --rounds) ROUNDS=$2; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 64 ;;
    esac
done
[ ${#BEFORE_PIPELINE[@]} -gt 0 ] || BEFORE_PIPELINE=("${PIPELINE[@]}")
OCRMYPDF=${OCRMYPDF:-/tmp/ocrmypdf-venv/bin/ocrmypdf}
IMG2PDF=${IMG2PDF:-$(dirname "$OCRMYPDF")/img2pdf}
export OMP_THREAD_LIMIT=1

SCRATCH=$(mktemp -d /tmp/folio-bench-speed.XXXXXX)
trap 'rm -rf "$SCRATCH"' EXIT

SCANS=(corpus/letter-clean.png corpus/structure/handbook-lists.png corpus/structure/newsletter-two-columns.png
       corpus/structure/report-tables.png corpus/entities/scans/de-rechnung.png corpus/entities/scans/ie-invoice.png
       corpus/entities/scans/order-payment.png corpus/entities/scans/us-letter.png)
PHOTOS=(corpus/photos/photo-0[1-8]-*.jpg)

to_pdf() { # OUT FILES...: an image PDF of the files, untimed
    local out=$1; shift
    if [ -x "$IMG2PDF" ]; then "$IMG2PDF" -o "$out" "$@"
    else /usr/bin/python3 - "$out" "$@" <<'EOF'
import sys
from PIL import Image
pages = [Image.open(p).convert("L") for p in sys.argv[2:]]
pages[0].save(sys.argv[1], save_all=True, append_images=pages[1:], resolution=300)
EOF
    fi
}

prepare() { # SET: fills FILES (what Folio reads), PAGES (what the CLI reads), PDF (what OCRmyPDF reads)
    local set=$1 dir=$SCRATCH/$1
    mkdir -p "$dir/pages"
    case "$set" in
        scans) FILES=("${SCANS[@]}"); PAGES=("${SCANS[@]}") ;;
        photos) FILES=("${PHOTOS[@]}"); PAGES=("${PHOTOS[@]}") ;;
        pdf) to_pdf "$dir/pages.pdf" "${SCANS[@]}"
             pdftoppm -r 300 -gray -png "$dir/pages.pdf" "$dir/pages/p"
             FILES=("$dir/pages.pdf"); PAGES=("$dir"/pages/p*.png) ;;
        *) echo "unknown set $set" >&2; exit 64 ;;
    esac
    PDF=$dir/input.pdf
    if [ "$set" = pdf ]; then PDF=$dir/pages.pdf; else to_pdf "$PDF" "${FILES[@]}"; fi
}

measure() { # NAME PAGES COMMAND...: one row
    local name=$1 pages=$2; shift 2
    local out=$SCRATCH/time.txt
    if ! /usr/bin/time -o "$out" -f '%e %U %S %M' "$@" >"$SCRATCH/out.txt" 2>"$SCRATCH/err.txt"; then
        echo "  $name failed: $(tail -3 "$SCRATCH/err.txt")" >&2
    fi
    read -r wall user sys rss <"$out"
    awk -v n="$name" -v p="$pages" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" \
        'BEGIN { printf "| %-9s | %3d | %7.2f | %7.2f | %8.1f | %8.1f | %7.0f |\n", n, p, w, u + s, p / w * 60, p / (u + s) * 60, r / 1024 }'
}

echo "bench-speed $(date -u +%FT%TZ) on $(nproc --all) cores, load $(cut -d' ' -f1-3 /proc/loadavg); folio: $FOLIO"
for set in $SETS; do
    prepare "$set"
    n=${#PAGES[@]}
    for jobs in $JOBS; do
        echo
        echo "set $set, $n pages, --jobs $jobs"
        echo "| reader    | pgs |  wall s |   CPU s | pages/min | pages/CPU-min | RSS MiB |"
        echo "|---|---|---|---|---|---|---|"
        for round in $(seq "$ROUNDS"); do
            if [ -n "$BEFORE" ]; then
                rm -f "$SCRATCH/b.sqlite"*
                measure before "$n" "$BEFORE" ingest "${FILES[@]}" --db "$SCRATCH/b.sqlite" --jobs "$jobs" "${BEFORE_PIPELINE[@]}"
            fi
            rm -f "$SCRATCH/f.sqlite"*
            measure folio "$n" "$FOLIO" ingest "${FILES[@]}" --db "$SCRATCH/f.sqlite" --jobs "$jobs" "${PIPELINE[@]}"
            measure tesseract "$n" bash -c 'printf "%s\0" "${@:2}" | xargs -0 -P "$1" -I{} tesseract {} - --psm 3' _ "$jobs" "${PAGES[@]}"
            if [ -x "$OCRMYPDF" ]; then
                measure ocrmypdf "$n" "$OCRMYPDF" --jobs "$jobs" --output-type pdf --force-ocr --optimize 0 "$PDF" "$SCRATCH/o.pdf"
            fi
        done
        if [ "$ROUNDS" = 1 ]; then
            # Where Folio's time went, summed over the set's documents: CPU seconds of each stage's threads (builds
            # from before they were recorded: wall seconds, marked so).
            for db in ${BEFORE:+b} f; do
            sqlite3 "$SCRATCH/$db.sqlite" "SELECT '  $db stages, ' || CASE WHEN max(cpu) THEN 'CPU s: ' ELSE 'wall s: ' END
                    || group_concat(stage || ' ' || printf('%.2f', s), ', ') FROM
                (SELECT json_extract(t.value, '$.stage') AS stage, json_extract(t.value, '$.cpuSeconds') IS NOT NULL AS cpu,
                        sum(coalesce(json_extract(t.value, '$.cpuSeconds'), json_extract(t.value, '$.seconds'))) AS s
                 FROM document, json_each(document.timings) t GROUP BY stage ORDER BY s DESC)" 2>/dev/null || true
            done
        fi
    done
done

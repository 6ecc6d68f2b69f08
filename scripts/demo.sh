#!/usr/bin/env bash
# Folio's main job on the sample corpus: install what is missing, build, ingest corpus/ into
# folio.sqlite, then query and search it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build -c release --product folio
folio=.build/release/folio
db=${FOLIO_DB:-folio.sqlite}
$folio ingest corpus/ --db "$db"
echo
echo "== documents"
$folio query --db "$db" "SELECT id, path, status, page_count AS pages FROM document ORDER BY id"
echo
echo "== words per page, lowest mean confidence first"
$folio query --db "$db" "SELECT d.path, p.number AS page, p.text_source, count(w.id) AS words,
  round(avg(w.confidence), 3) AS confidence
  FROM page p JOIN document d ON d.id = p.document_id
  JOIN block b ON b.document_id = d.id AND b.page = p.number
  JOIN line l ON l.block_id = b.id JOIN word w ON w.line_id = l.id
  GROUP BY p.id ORDER BY confidence"
echo
echo "== search: invoice"
$folio search --db "$db" invoice --limit 3 || true

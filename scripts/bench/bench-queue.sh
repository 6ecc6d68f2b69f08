#!/usr/bin/env bash
# The shared PostgreSQL queue's own cost: jobs claimed and completed per second by `folio worker` with a
# pipeline that does nothing but decode a tiny image, so that what is timed is the queue (claim, lease,
# bytes, document row, outcome, release of the bytes, NOTIFY), not reading.
#
#   scripts/bench/bench-queue.sh [--folio PATH] [--count N] [--workers "1x1 1x4 4x1"]
#
# One throwaway cluster with PostgreSQL's default durability (fsync and synchronous_commit on, as a site runs
# it). For each PxT of --workers (P `folio worker` processes with --jobs T): a fresh database, N distinct 8×8
# PNGs queued by `folio watch --once` (untimed), then the P workers started together with --until-empty and
# timed from start to the last exit. Printed: jobs/s = N / that time, and the documents stored (must be N).
set -euo pipefail
cd "$(dirname "$0")/../.."

FOLIO=.build/release/folio
COUNT=2000
WORKERS="1x1 1x4 4x1"
while [ $# -gt 0 ]; do
    case "$1" in
        --folio) FOLIO=$2; shift 2 ;;
        --count) COUNT=$2; shift 2 ;;
        --workers) WORKERS=$2; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 64 ;;
    esac
done
FOLIO=$(realpath "$FOLIO")
PSQL=$(ls -d /usr/lib/postgresql/*/bin/psql | sort -V | tail -n 1)

SCRATCH=$(mktemp -d /tmp/folio-bench-queue.XXXXXX)
chmod 755 "$SCRATCH"
trap 'scripts/ci/postgres-cluster.sh stop "$SCRATCH/pg"; rm -rf "$SCRATCH"' EXIT
URL=$(scripts/ci/postgres-cluster.sh start "$SCRATCH/pg")
server() { "$PSQL" "$URL" -X -q -A -t -v ON_ERROR_STOP=1 -c "$1"; }

# N distinct tiny images (8×8 grey PGM, the file's number in the first two pixel rows), made once and copied
# into each inbox.
python3 - "$SCRATCH/pages" "$COUNT" <<'EOF'
import os, sys
folder, count = sys.argv[1], int(sys.argv[2])
os.makedirs(folder)
for i in range(count):
    pixels = bytes(0 if (i >> bit) & 1 else 255 for bit in range(16)) + bytes([255] * 48)
    with open(f"{folder}/tiny-{i:05d}.pgm", "wb") as out:
        out.write(b"P5\n8 8\n255\n" + pixels)
EOF
cat >"$SCRATCH/nothing.json" <<'EOF'
{ "name": "nothing", "version": 1, "description": "Decodes the image and stops: the queue's own cost.",
  "pages": [ { "stage": "decode" } ], "document": [] }
EOF

echo "queue bench: $COUNT jobs per run, $(getconf _NPROCESSORS_ONLN) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $("$FOLIO" --version 2>/dev/null || echo folio)"
printf '%-9s %8s %9s %10s\n' workers seconds jobs/s documents
for config in $WORKERS; do
    processes=${config%x*}
    threads=${config#*x}
    db="bench_${processes}x${threads}"
    server "CREATE DATABASE $db"
    dburl=${URL/\/postgres\?//$db?}
    inbox="$SCRATCH/inbox-$db"
    mkdir -p "$inbox"
    cp "$SCRATCH/pages/"*.pgm "$inbox/"
    "$FOLIO" watch "$inbox" --db "$dburl" --once --settle 0 >"$SCRATCH/watch-$db.log" 2>&1 &
    watcher=$!
    until [ "$("$PSQL" "$dburl" -X -q -A -t -c "SELECT count(*) FROM job WHERE state = 'queued'" 2>/dev/null || echo 0)" = "$COUNT" ]; do
        sleep 0.2
    done
    start=$(date +%s.%N)
    pids=()
    for _ in $(seq "$processes"); do
        "$FOLIO" worker --db "$dburl" --jobs "$threads" --pipeline "$SCRATCH/nothing.json" --until-empty \
            >>"$SCRATCH/worker-$db.log" 2>&1 &
        pids+=($!)
    done
    wait "${pids[@]}" || true
    end=$(date +%s.%N)
    wait "$watcher" || true
    documents=$("$PSQL" "$dburl" -X -q -A -t -c "SELECT count(*) FROM document")
    awk -v c="$config" -v s="$start" -v e="$end" -v n="$COUNT" -v d="$documents" \
        'BEGIN { printf "%-9s %8.2f %9.0f %10d\n", c, e - s, n / (e - s), d }'
done

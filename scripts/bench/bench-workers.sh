#!/usr/bin/env bash
# Pages per minute against the number of workers: N `folio worker` processes sharing one PostgreSQL, beside
# `folio ingest --jobs N` on SQLite, on the same 40 real pages with the default pipeline, in one run.
#
#   scripts/bench/bench-workers.sh [--folio PATH] [--workers "1 2 3 4"] [--loopback] [--pages N]
#
# Pages: corpus/letter-clean.png and the 39 scans of corpus/entities/scans (A4 at 300 dpi, many countries);
# --pages N takes the first N of them (to try the script out).
# PostgreSQL: one throwaway cluster with default durability. For each N: a fresh database, the 40 pages
# queued by `folio watch --once` (untimed), then N workers (`--jobs 1` each) started together with
# --until-empty and timed to the last exit. Each worker runs in a network namespace of its own (`ip netns`,
# a veth pair, the server on the host's end of the pair, as a worker host would reach it over the network)
# when the machine allows it; otherwise, or with --loopback, as processes on 127.0.0.1.
# SQLite: `folio ingest PAGES --db FRESH --jobs N`, timed as a whole. Rows alternate (PostgreSQL N, SQLite N)
# so that a change in the machine's load touches both alike; the load is printed with each row.
# Printed: seconds, pages per minute (40 × 60 / seconds), documents stored (must be 40), CPU seconds of the
# Folio processes (user + system).
set -euo pipefail
cd "$(dirname "$0")/../.."

FOLIO=.build/release/folio
WORKERS="1 2 3 4"
LOOPBACK=0
COUNT=40
while [ $# -gt 0 ]; do
    case "$1" in
        --folio) FOLIO=$2; shift 2 ;;
        --workers) WORKERS=$2; shift 2 ;;
        --loopback) LOOPBACK=1; shift ;;
        --pages) COUNT=$2; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 64 ;;
    esac
done
FOLIO=$(realpath "$FOLIO")
PSQL=$(ls -d /usr/lib/postgresql/*/bin/psql | sort -V | tail -n 1)
export OMP_THREAD_LIMIT=1
PORT=54329
MAX=$(echo $WORKERS | tr ' ' '\n' | sort -n | tail -n 1)

SCRATCH=$(mktemp -d /tmp/folio-bench-workers.XXXXXX)
chmod 755 "$SCRATCH"
NAMESPACES=()
cleanup() {
    for ns in "${NAMESPACES[@]}"; do ip netns del "$ns" 2>/dev/null || true; done
    scripts/ci/postgres-cluster.sh stop "$SCRATCH/pg"
    # KEEP=1 keeps the logs (watcher, workers, ingest) for a look.
    if [ -n "${KEEP:-}" ]; then echo "logs kept in $SCRATCH" >&2; else rm -rf "$SCRATCH"; fi
}
trap cleanup EXIT

# Worker hosts: one namespace per worker, each with a veth pair 10.231.I.2 (worker) ↔ 10.231.I.1 (server).
mode="loopback (127.0.0.1)"
if [ "$LOOPBACK" = 0 ]; then
    if error=$(ip netns add folio-bench-probe 2>&1); then
        ip netns del folio-bench-probe
        for i in $(seq "$MAX"); do
            ns="folio-bench-w$i"
            ip netns add "$ns"
            NAMESPACES+=("$ns")
            ip link add "fbw${i}h" type veth peer name "fbw${i}n"
            ip link set "fbw${i}n" netns "$ns"
            ip addr add "10.231.$i.1/24" dev "fbw${i}h"
            ip link set "fbw${i}h" up
            ip netns exec "$ns" ip addr add "10.231.$i.2/24" dev "fbw${i}n"
            ip netns exec "$ns" ip link set "fbw${i}n" up
            ip netns exec "$ns" ip link set lo up
        done
        mode="network namespaces (veth pairs, server on 10.231.I.1:$PORT)"
    else
        echo "ip netns refused ($error): workers on loopback" >&2
    fi
fi
URL=$(FOLIO_PG_LISTEN='*' scripts/ci/postgres-cluster.sh start "$SCRATCH/pg" "$PORT")

# A worker's command and its database URL as that worker reaches the server.
worker_url() {  # worker number, database
    if [ ${#NAMESPACES[@]} -gt 0 ]; then echo "postgresql://postgres@10.231.$1.1:$PORT/$2"
    else echo "postgresql://postgres@127.0.0.1:$PORT/$2"; fi
}
in_host() {  # worker number, command...
    local i=$1; shift
    if [ ${#NAMESPACES[@]} -gt 0 ]; then ip netns exec "folio-bench-w$i" "$@"; else "$@"; fi
}

mkdir -p "$SCRATCH/pages"
for page in $(ls corpus/letter-clean.png corpus/entities/scans/*.png | head -n "$COUNT"); do cp "$page" "$SCRATCH/pages/"; done
PAGES=$(ls "$SCRATCH/pages" | wc -l)

cpu_of() { awk '{ print $1 + $2 }' "$@" | paste -sd+ | bc; }
now() { date +%s.%N; }
load() { cut -d' ' -f1 /proc/loadavg; }

echo "workers bench: $PAGES pages, default pipeline, $(getconf _NPROCESSORS_ONLN) cores, $("$FOLIO" --version 2>/dev/null || echo folio), workers in $mode"
printf '%-8s %-11s %8s %9s %10s %8s %6s\n' workers store seconds pages/min documents cpu-s load
for n in $WORKERS; do
    # PostgreSQL: N worker processes.
    db="bench_$n"
    "$PSQL" "$URL" -X -q -v ON_ERROR_STOP=1 -c "CREATE DATABASE $db"
    local_url=${URL/\/postgres\?//$db?}
    inbox="$SCRATCH/inbox-$n"
    mkdir -p "$inbox"
    cp "$SCRATCH/pages/"* "$inbox/"
    "$FOLIO" watch "$inbox" --db "$local_url" --once --settle 0 >"$SCRATCH/watch-$n.log" 2>&1 &
    watcher=$!
    until [ "$("$PSQL" "$local_url" -X -q -A -t -c "SELECT count(*) FROM job WHERE state = 'queued'" 2>/dev/null || echo 0)" = "$PAGES" ]; do
        sleep 0.2
    done
    before=$(load)
    start=$(now)
    pids=()
    for i in $(seq "$n"); do
        in_host "$i" /usr/bin/time -f "%U %S" -o "$SCRATCH/cpu-$n-$i" "$FOLIO" worker --db "$(worker_url "$i" "$db")" --jobs 1 \
            --until-empty >"$SCRATCH/worker-$n-$i.log" 2>&1 &
        pids+=($!)
    done
    wait "${pids[@]}" || true
    end=$(now)
    wait "$watcher" || true
    documents=$("$PSQL" "$local_url" -X -q -A -t -c "SELECT count(*) FROM document")
    awk -v n="$n" -v s="$start" -v e="$end" -v p="$PAGES" -v d="$documents" -v c="$(cpu_of "$SCRATCH"/cpu-"$n"-*)" -v l="$before" \
        'BEGIN { printf "%-8s %-11s %8.1f %9.1f %10d %8.1f %6s\n", n, "postgresql", e - s, p * 60 / (e - s), d, c, l }'

    # SQLite: one process, N threads.
    before=$(load)
    start=$(now)
    /usr/bin/time -f "%U %S" -o "$SCRATCH/cpu-sqlite-$n" "$FOLIO" ingest "$SCRATCH/pages" --db "$SCRATCH/sqlite-$n.sqlite" \
        --jobs "$n" >"$SCRATCH/ingest-$n.log" 2>&1 || true
    end=$(now)
    documents=$(sqlite3 "$SCRATCH/sqlite-$n.sqlite" "SELECT count(*) FROM document")
    awk -v n="$n" -v s="$start" -v e="$end" -v p="$PAGES" -v d="$documents" -v c="$(cpu_of "$SCRATCH/cpu-sqlite-$n")" -v l="$before" \
        'BEGIN { printf "%-8s %-11s %8.1f %9.1f %10d %8.1f %6s\n", n, "sqlite", e - s, p * 60 / (e - s), d, c, l }'
done

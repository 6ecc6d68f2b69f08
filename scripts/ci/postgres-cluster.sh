#!/bin/sh
# A throwaway PostgreSQL cluster for tests and measurements: initdb into FOLDER, a server listening only on a
# Unix socket in FOLDER (TCP on 127.0.0.1:PORT too when PORT is given; on FOLIO_PG_LISTEN's addresses instead,
# e.g. '*', with trust for clients on the server's own subnets, for workers in network namespaces), trust
# authentication, no durability settings changed unless FOLIO_PG_FAST=1 (fsync off: for tests only).
#
#   scripts/ci/postgres-cluster.sh start FOLDER [PORT]   prints the server's URL (postgresql://…)
#   scripts/ci/postgres-cluster.sh stop FOLDER           stops it (immediate) and removes FOLDER
#   scripts/ci/postgres-cluster.sh restart FOLDER        pg_ctl restart (fast), same URL
#
# initdb refuses to run as root: as root the cluster belongs to the `postgres` user (Debian's package makes
# it) and its commands run through runuser.
set -eu

command=${1:?usage: postgres-cluster.sh start|stop|restart FOLDER [PORT]}
folder=${2:?usage: postgres-cluster.sh start|stop|restart FOLDER [PORT]}
port=${3:-}

bindir=$(pg_config --bindir 2>/dev/null || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
fi
if [ ! -x "$bindir/initdb" ]; then
    echo "postgres-cluster: no initdb found (apt-get install postgresql)" >&2
    exit 1
fi

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

data="$folder/data"
case "$command" in
start)
    mkdir -p "$folder"
    if [ "$(id -u)" = 0 ]; then chown postgres "$folder"; fi
    as_owner "$bindir/initdb" --pgdata="$data" --username=postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
        >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; exit 1; }
    socket_port=${port:-5432}
    listen="''"
    [ -n "$port" ] && listen="127.0.0.1"
    if [ -n "$port" ] && [ -n "${FOLIO_PG_LISTEN:-}" ]; then
        listen="'$FOLIO_PG_LISTEN'"
        echo "host all all samenet trust" >>"$data/pg_hba.conf"
    fi
    options="-c listen_addresses=$listen -c unix_socket_directories=$folder -c port=$socket_port -c max_connections=200"
    if [ "${FOLIO_PG_FAST:-0}" = 1 ]; then
        options="$options -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    fi
    echo "$options" >"$folder/options"
    as_owner "$bindir/pg_ctl" --pgdata="$data" --log="$folder/server.log" --options="$options" --wait start >/dev/null \
        || { cat "$folder/server.log" >&2; exit 1; }
    echo "postgresql://postgres@/postgres?host=$folder&port=$socket_port"
    ;;
restart)
    as_owner "$bindir/pg_ctl" --pgdata="$data" --log="$folder/server.log" --options="$(cat "$folder/options")" \
        --mode=fast --wait restart >/dev/null
    ;;
stop)
    if [ -f "$data/postmaster.pid" ]; then
        as_owner "$bindir/pg_ctl" --pgdata="$data" --mode=immediate --wait stop >/dev/null 2>&1 || true
    fi
    rm -rf "$folder"
    ;;
*)
    echo "postgres-cluster: unknown command $command" >&2
    exit 2
    ;;
esac

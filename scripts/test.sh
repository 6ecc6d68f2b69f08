#!/usr/bin/env bash
# The whole test suite: install what is missing, build (the binary too: some tests run it), test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
# Debian's Tesseract uses OpenMP; one thread per engine is about 3× faster on small machines and
# must be set before the library loads (folio re-executes itself with it; the test runner cannot).
export OMP_THREAD_LIMIT=1
swift build --build-tests
# One throwaway PostgreSQL cluster for the run (initdb as the postgres user when root), stopped at the end even
# when tests fail; the tests that need PostgreSQL find it in FOLIO_TEST_POSTGRES_URL (without it, each test
# process starts its own).
pg_folder=$(mktemp -d "${TMPDIR:-/tmp}/folio-test-pg.XXXXXX")
chmod 755 "$pg_folder"  # the cluster's owner (postgres, when run as root) must reach its folder inside
trap 'scripts/ci/postgres-cluster.sh stop "$pg_folder/cluster"; rm -rf "$pg_folder"' EXIT
FOLIO_TEST_POSTGRES_URL=$(FOLIO_PG_FAST=1 scripts/ci/postgres-cluster.sh start "$pg_folder/cluster")
export FOLIO_TEST_POSTGRES_URL
swift test --skip-build 2>&1 | tee "${TMPDIR:-/tmp}/folio-test.log"

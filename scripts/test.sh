#!/usr/bin/env bash
# The whole test suite: install what is missing, build (the binary too: some tests run it), test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
# Debian's Tesseract uses OpenMP; one thread per engine is about 3× faster on small machines and
# must be set before the library loads (folio re-executes itself with it; the test runner cannot).
export OMP_THREAD_LIMIT=1
swift build --build-tests
swift test --skip-build 2>&1 | tee "${TMPDIR:-/tmp}/folio-test.log"

#!/bin/sh
# Round-trips Folio's receipt CSV exports through LibreOffice Calc and compares the values (evaluation only;
# nothing in the build, tests or CI needs LibreOffice: apt-get install -y libreoffice-calc-nogui).
#   scripts/eval/check-csv-libreoffice.sh DB [FOLIO]
# Exports `folio export receipts` and `--items` from DB, opens each in Calc twice (default import, which types
# dates, times and numbers; and every column imported as text), saves as ODS, converts back to CSV and checks
# that every cell still holds the same value (numbers as decimals, times as times).
set -eu
DB=$1
FOLIO=${2:-.build/release/folio}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home"   # LibreOffice's profile, away from the user's
mkdir -p "$HOME" "$WORK/typed" "$WORK/text" "$WORK/typed-back" "$WORK/text-back"
"$FOLIO" export receipts --db "$DB" --output "$WORK/receipts.csv"
"$FOLIO" export receipts --items --db "$DB" --output "$WORK/items.csv"
as_text() { python3 -c "import sys; print('/'.join(f'{i}/2' for i in range(1, int(sys.argv[1]) + 1)))" "$1"; }
to_csv='csv:Text - txt - csv (StarCalc):44,34,76,1'
for name in receipts items; do
    columns=$(head -1 "$WORK/$name.csv" | tr ',' '\n' | wc -l)
    libreoffice --headless --infilter="CSV:44,34,76,1" --convert-to ods --outdir "$WORK/typed" "$WORK/$name.csv" >/dev/null 2>&1
    libreoffice --headless --infilter="CSV:44,34,76,1,$(as_text "$columns")" --convert-to ods --outdir "$WORK/text" "$WORK/$name.csv" >/dev/null 2>&1
    libreoffice --headless --convert-to "$to_csv" --outdir "$WORK/typed-back" "$WORK/typed/$name.ods" >/dev/null 2>&1
    libreoffice --headless --convert-to "$to_csv" --outdir "$WORK/text-back" "$WORK/text/$name.ods" >/dev/null 2>&1
done
python3 - "$WORK" <<'PY'
import csv, datetime, sys
from decimal import Decimal, InvalidOperation
work = sys.argv[1]
def rows(path): return list(csv.reader(open(path, newline='', encoding='utf-8')))
def same(column, a, b):
    if a == b: return True
    try:
        if Decimal(a) == Decimal(b): return True
    except InvalidOperation: pass
    if column == 'time':
        for fmt in ('%I:%M:%S %p', '%I:%M %p', '%H:%M:%S'):
            try:
                t = datetime.datetime.strptime(b, fmt)
                if t.strftime('%H:%M:%S' if a.count(':') == 2 else '%H:%M') == a: return True
            except ValueError: pass
    return False
status = 0
for name in ('receipts', 'items'):
    original = rows(f'{work}/{name}.csv')
    for mode in ('typed', 'text'):
        back = rows(f'{work}/{mode}-back/{name}.csv')
        shape = [len(r) for r in original] == [len(r) for r in back]
        changed = [(h, a, b) for ro, rb in zip(original[1:], back[1:]) for h, a, b in zip(original[0], ro, rb) if not same(h, a, b)]
        reformatted = sum(a != b for ro, rb in zip(original[1:], back[1:]) for a, b in zip(ro, rb)) - len(changed)
        ok = shape and not changed and original[0] == back[0]
        status |= not ok
        print(f"{name:8} {mode:5} import: {len(original) - 1} rows x {len(original[0])} columns, shape {'same' if shape else 'DIFFERENT'}, "
              f"{reformatted} cells shown differently with the same value, {len(changed)} changed {changed[:3]}")
sys.exit(status)
PY

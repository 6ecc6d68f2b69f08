#!/usr/bin/python3
"""Address recall per country from a `folio eval --task entities` report, printing counts only (so a
held-out half's misses are scored without being read).

    folio eval --task entities --reference none DIR > report.txt
    scripts/eval/address-recall-by-country.py DIR report.txt

A report of one half (`folio eval --task entities --half a|b`) is scored with the same half named last
(`scripts/eval/address-recall-by-country.py DIR report.txt a|b`): the other half's addresses are not in it.

The country of a truth address: its printed country line, else its shape (US state and ZIP, Canadian,
UK, Irish, Dutch and Australian postcodes; five digits: French, Spanish or Italian street words, else
German; four digits: the town), else the page's file-name prefix.
"""
import collections, glob, json, os, re, sys

NAMES = {"USA": "US", "United States": "US", "Canada": "CA", "United Kingdom": "GB", "UK": "GB", "Ireland": "IE",
         "Deutschland": "DE", "Germany": "DE", "Österreich": "AT", "Austria": "AT", "Schweiz": "CH", "Suisse": "CH",
         "Svizzera": "CH", "Switzerland": "CH", "France": "FR", "Belgique": "BE", "België": "BE", "Belgium": "BE",
         "Nederland": "NL", "The Netherlands": "NL", "Netherlands": "NL", "España": "ES", "Spain": "ES",
         "Italia": "IT", "Italy": "IT", "Australia": "AU"}
AT = {"wien", "graz", "linz", "salzburg", "innsbruck", "klagenfurt", "villach", "wels", "bregenz", "st. pölten"}
CH = {"zürich", "zurich", "bern", "genève", "geneve", "lausanne", "basel", "lugano", "luzern", "winterthur", "st. gallen"}


def country(value, prefix):
    last = value.split(", ")[-1].strip()
    for name, code in NAMES.items():
        if last.lower() == name.lower():
            return code
    v = value
    if re.search(r", [A-Z]{2} \d{5}(-\d{4})?$", v): return "US"
    if re.search(r"[A-Z]\d[A-Z] ?\d[A-Z]\d$", v): return "CA"
    if re.search(r"(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$", v): return "IE"
    if re.search(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$", v): return "GB"
    if re.search(r"\b(NSW|VIC|QLD|SA|WA|TAS|ACT|NT) \d{4}$", v): return "AU"
    if re.search(r"\b\d{4} ?[A-Z]{2} ", v): return "NL"
    m = re.search(r"\b(\d{5}) ([^,]+)", v)
    if m:
        if re.search(r"(?i)\b(rue|avenue|boulevard|place|quai|allée|chemin|impasse|cours|route|cedex|bp|cs)\b", v): return "FR"
        if re.search(r"(?i)\b(calle|avenida|paseo|plaza|gran v[ií]a|carrer|rúa)\b|(?i:\bc/|\bavda\.|\bctra\.|\btrav\.|\bp[º°] )", v): return "ES"
        if re.search(r"(?i)\b(via|viale|corso|piazza|largo|vicolo)\b", v): return "IT"
        return "DE"
    m = re.search(r"\b\d{4} ([^,(]+)", v)
    if m:
        town = m.group(1).strip().lower()
        if town in AT: return "AT"
        if town in CH: return "CH"
        return "BE" if prefix not in ("at", "ch") else prefix.upper()
    return prefix.upper()


def main():
    folder, report = sys.argv[1], sys.argv[2]
    half = sys.argv[3] if len(sys.argv) > 3 else None
    missed = collections.Counter()
    for line in open(report, encoding="utf-8"):
        m = re.match(r"(\S+) p\d+: missed address (.*) \(\"", line)
        if m:
            missed[(m.group(1), m.group(2))] += 1
    total, found = collections.Counter(), collections.Counter()
    truths = sorted(glob.glob(os.path.join(folder, "*.truth.json")))
    # The halves of `folio eval --half`: even (a) or odd (b) places of the sorted truth files.
    truths = [t for i, t in enumerate(truths) if half is None or (i % 2 == 0) == (half == "a")]
    for truth in truths:
        data = json.load(open(truth, encoding="utf-8"))
        image = data.get("file") or os.path.basename(truth).replace(".truth.json", "")
        name = os.path.basename(truth).replace(".truth.json", "")
        files = [f for f in os.listdir(folder) if f.startswith(name + ".") and not f.endswith(".json")]
        image = files[0] if files else image
        for page in data.get("pages", []):
            for e in page.get("entities", []):
                if e.get("kind") != "address":
                    continue
                code = country(e["normalized"], name.split("-")[0])
                total[code] += 1
                if missed[(image, e["normalized"])] > 0:
                    missed[(image, e["normalized"])] -= 1
                else:
                    found[code] += 1
    codes = sorted(total)
    print(" | ".join(codes))
    print(" | ".join(f"{found[c]}/{total[c]}" for c in codes))
    low = [c for c in codes if found[c] / total[c] < 0.9]
    print("below 0.9:", " ".join(low) or "none")


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""SIGKILL `folio watch` at random moments while a hostile inbox is processed, then check nothing was lost or
doubled (issue 23). Not part of the test suite (it takes minutes); run it after changing the watcher:

    /usr/bin/python3 scripts/bench/soak-watch.py [--kills 100] [--folio .build/debug/folio]

The inbox holds, besides plain pages: 60 identical copies under one name in 12 sub-folders, card-number pages
(Tests/IngestTests/Fixtures/cards), a link to a private file outside the inbox, a name that is not UTF-8, an
empty file and a file that is not a document; more files arrive between kills. At the end one `--once` run
finishes the rest. Checked: every input's bytes exist exactly as often as they were dropped (nothing deleted,
nothing copied), no input content is left in the inbox unless Folio leaves it there on purpose (the link, the
non-UTF-8 name), each content is stored as one document at most, the private file is never read, no full card
number is in the database files, and SQLite's integrity check passes.
"""
import argparse, hashlib, os, random, shutil, signal, sqlite3, struct, subprocess, sys, tempfile, time, zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def png(index, width=64, height=24):
    rows = b"".join(b"\x00" + bytes(0 if 8 <= y < 16 and (index >> (x // 4)) & 1 else 255 for x in range(width))
                    for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def sha(data):
    return hashlib.sha256(data).hexdigest()


def luhn_cards(text):
    import re
    found = []
    for match in re.finditer(rb"(?<![\d.])\d(?:[ -]?\d){12,18}(?!\d)", text):
        digits = [int(c) for c in match.group().decode() if c.isdigit()]
        if digits[0] not in (2, 3, 4, 5, 6):
            continue
        total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(reversed(digits)))
        if total % 10 == 0:
            found.append("".join(map(str, digits)))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--folio", default=os.path.join(ROOT, ".build/debug/folio"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="folio-soak-")
    inbox, db, log = os.path.join(work, "inbox"), os.path.join(work, "folio.sqlite"), os.path.join(work, "watch.log")
    os.makedirs(inbox)
    dropped = {}  # sha → copies dropped (regular files Folio should take)
    def drop(relative, data):
        path = os.path.join(inbox, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path + ".part", "wb") as f:
            f.write(data)
        os.rename(path + ".part", path)
        dropped[sha(data)] = dropped.get(sha(data), 0) + 1

    same = png(4242)
    for folder in range(12):
        for copy in range(5):
            drop(f"race{folder}/scan{copy}.png", same)
    for name in sorted(os.listdir(os.path.join(ROOT, "Tests/IngestTests/Fixtures/cards"))):
        with open(os.path.join(ROOT, "Tests/IngestTests/Fixtures/cards", name), "rb") as f:
            drop("cards/" + name, f.read())
    drop("bad/empty.png", b"")
    drop("bad/notes.png", b"Meeting notes, not a picture.\n")
    secret = os.path.join(work, "secret.png")
    with open(secret, "wb") as f:
        f.write(png(31337))
    os.chmod(secret, 0o600)
    os.symlink(secret, os.path.join(inbox, "link.png"))
    with open(os.path.join(inbox.encode(), b"bad\xffname.png"), "wb") as f:
        f.write(png(31338))

    rng = random.Random(23)
    counter = 0
    started = time.time()
    with open(log, "ab") as out:
        for kill in range(args.kills):
            process = subprocess.Popen([args.folio, "watch", inbox, "--db", db, "--settle", "0.2", "--jobs", "2"],
                                       stdout=out, stderr=out, env=dict(os.environ, OMP_THREAD_LIMIT="1"))
            for _ in range(rng.randint(0, 3)):
                counter += 1
                drop(f"more/k{counter}.png", png(1000 + counter))
            time.sleep(rng.uniform(0.3, 2.5))
            process.send_signal(signal.SIGKILL)
            process.wait()
        final = subprocess.run([args.folio, "watch", inbox, "--db", db, "--settle", "0.2", "--jobs", "2", "--once"],
                               stdout=out, stderr=out, env=dict(os.environ, OMP_THREAD_LIMIT="1"))
    seconds = time.time() - started

    # Every file below the work folder by content (the link and the non-UTF-8 name are what Folio leaves).
    present = {}
    left_in_inbox = []
    for folder, _, names in os.walk(inbox.encode()):
        for name in names:
            path = os.path.join(folder, name)
            if os.path.islink(path) or name.endswith(b".error.txt") or name == b".folio-watch.lock":
                continue
            with open(path, "rb") as f:
                digest = sha(f.read())
            present[digest] = present.get(digest, 0) + 1
            relative = os.path.relpath(path, inbox.encode())
            if not relative.split(b"/")[0] in (b"archive", b"failed", b"duplicates"):
                left_in_inbox.append(relative)
    lost = {d: n for d, n in dropped.items() if present.get(d, 0) < n}
    doubled = {d: present[d] for d, n in dropped.items() if present.get(d, 0) > n}
    connection = sqlite3.connect(db)
    stored = connection.execute("SELECT sha256, count(*) FROM document GROUP BY sha256 HAVING count(*) > 1").fetchall()
    unfinished = connection.execute("SELECT count(*) FROM job WHERE state IN ('queued', 'running')").fetchone()[0]
    secret_read = connection.execute("SELECT count(*) FROM document WHERE sha256 = ?", (sha(png(31337)),)).fetchone()[0]
    integrity = connection.execute("PRAGMA integrity_check").fetchone()[0]
    states = dict(connection.execute("SELECT state, count(*) FROM job GROUP BY state").fetchall())
    connection.close()
    cards = []
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            with open(db + suffix, "rb") as f:
                cards += luhn_cards(f.read())
    print(f"{args.kills} SIGKILLs in {seconds:.0f} s, then one --once run (exit {final.returncode})")
    print(f"inputs dropped: {sum(dropped.values())} files, {len(dropped)} contents; jobs by state: {states}")
    print(f"lost: {len(lost)}; doubled: {len(doubled)}; contents stored twice: {len(stored)}; unfinished jobs: {unfinished}")
    print(f"left in the inbox: {[p.decode(errors='backslashreplace') for p in left_in_inbox]}")
    print(f"private file read: {secret_read}; full card numbers in the database files: {len(cards)}; integrity: {integrity}")
    ok = (not lost and not doubled and not stored and unfinished == 0 and secret_read == 0 and not cards
          and integrity == "ok" and left_in_inbox == [b"bad\xffname.png"])
    print("OK" if ok else f"FAILED (work folder kept: {work})")
    if ok:
        shutil.rmtree(work)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

-- The watched inbox's durable job table (folio watch), and the tags a document gets from its sub-folder.
-- A job is one file found in the inbox: queued → running → done | failed | duplicate.
-- Crash safety: before a file is moved, the job records where it goes (target_path) and what it will become
-- (outcome) in the same transaction that stores the document; the rename comes next, then state = outcome.
-- A 'running' job found at start-up belonged to a dead watcher: with no target it is queued again, with a
-- target it is finished (the rename redone if it had not happened).
CREATE TABLE job (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL,  -- where the file is read from (the inbox, or failed/ after `folio retry`)
    relative_path TEXT NOT NULL,  -- path below the inbox when found, for logs
    byte_count INTEGER NOT NULL,  -- size when it was found ready
    modified_at REAL NOT NULL,  -- mtime when found ready, seconds since 1970
    tag TEXT,  -- the sub-folder below the inbox ('receipts/2024'), NULL at the top
    pipeline TEXT,  -- the pipeline file for its folder, NULL for the default
    state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'duplicate')),
    attempts INTEGER NOT NULL DEFAULT 0,  -- claims so far (a claim by a watcher that died counts too)
    last_error TEXT,
    next_attempt_at REAL,  -- backoff: not claimed before this time (seconds since 1970)
    sha256 TEXT,
    document_id INTEGER REFERENCES document (id) ON DELETE SET NULL,  -- stored, or the one it duplicates
    outcome TEXT CHECK (outcome IN ('done', 'failed', 'duplicate')),  -- decided; state follows after the move
    target_path TEXT,  -- where the file is being moved; NULL when it stays in place
    moved INTEGER NOT NULL DEFAULT 0 CHECK (moved IN (0, 1)),
    pages INTEGER,
    seconds REAL,  -- wall time of the last attempt
    created_at REAL NOT NULL,
    finished_at REAL
) STRICT;

-- One live job per file path: a file seen again while queued or running is not queued twice.
CREATE UNIQUE INDEX job_live_path ON job (path) WHERE state IN ('queued', 'running');
CREATE INDEX job_state ON job (state, next_attempt_at);
CREATE INDEX job_path ON job (path, byte_count, modified_at);

CREATE TABLE document_tag (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (document_id, tag)
) STRICT;

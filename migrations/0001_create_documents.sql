-- Folio's first schema: documents, their pages and content, and full-text search over block text.
-- Shipped migrations never change (the migrator checks their SHA-256): add 0002_….sql instead.
-- Boxes are pixels of the rectified page at page.dpi, origin top-left; confidences are 0…1.

-- One row per distinct file content (sha256); a failed read is a row too, with no pages.
-- AUTOINCREMENT: a retry replaces a failed row, and its id must not be handed to the new one, so an id
-- printed earlier never names other content.
CREATE TABLE document (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sha256 TEXT NOT NULL UNIQUE,
    path TEXT NOT NULL,
    media_type TEXT NOT NULL,
    byte_count INTEGER NOT NULL,
    page_count INTEGER,  -- NULL when the read failed
    status TEXT NOT NULL CHECK (status IN ('succeeded', 'partial', 'failed')),
    error TEXT,  -- the first error diagnostic, one line
    diagnostics TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(diagnostics)),  -- [{severity, stage, page?, message}]
    timings TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(timings)),  -- [{seconds, stage}]
    ingested_at TEXT NOT NULL,  -- ISO 8601, UTC
    schema_version INTEGER  -- Document.schemaVersion; NULL when the read failed
) STRICT;

CREATE INDEX document_path ON document (path);

CREATE TABLE page (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number >= 1),
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    dpi INTEGER NOT NULL,
    text_source TEXT NOT NULL CHECK (text_source IN ('ocr', 'text_layer', 'none')),
    confidence REAL,  -- mean word confidence; NULL for a page without words
    UNIQUE (document_id, number)
) STRICT;

-- Blocks in reading order; a list's items are blocks whose parent_id is the list.
-- page, x, y, width, height and confidence repeat the first provenance entry (block_provenance has all).
CREATE TABLE block (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    parent_id INTEGER REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,  -- position among the blocks of the document (or of the parent list)
    key TEXT NOT NULL,  -- Block.id, "b7"
    type TEXT NOT NULL CHECK (type IN ('title', 'heading', 'paragraph', 'list', 'list_item', 'table')),
    text TEXT NOT NULL,
    page INTEGER,
    x INTEGER,
    y INTEGER,
    width INTEGER,
    height INTEGER,
    confidence REAL,
    level INTEGER,  -- headings
    marker TEXT,  -- list items
    depth INTEGER,  -- list items
    item_count INTEGER,  -- lists: number of items; NULL when the block has no item list at all
    row_count INTEGER,  -- tables; NULL for other blocks
    column_count INTEGER,  -- tables; NULL for other blocks
    UNIQUE (document_id, key)
) STRICT;

CREATE INDEX block_parent ON block (parent_id, ordinal);

CREATE TABLE block_provenance (
    id INTEGER PRIMARY KEY,
    block_id INTEGER NOT NULL REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    page INTEGER NOT NULL,
    x INTEGER NOT NULL,
    y INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    confidence REAL NOT NULL,
    UNIQUE (block_id, ordinal)
) STRICT;

CREATE TABLE line (
    id INTEGER PRIMARY KEY,
    block_id INTEGER NOT NULL REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    text TEXT NOT NULL,  -- its words joined by spaces
    x INTEGER NOT NULL,
    y INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    confidence REAL NOT NULL,
    UNIQUE (block_id, ordinal)
) STRICT;

CREATE TABLE word (
    id INTEGER PRIMARY KEY,
    line_id INTEGER NOT NULL REFERENCES line (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    text TEXT NOT NULL,
    x INTEGER NOT NULL,
    y INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    confidence REAL NOT NULL,
    UNIQUE (line_id, ordinal)
) STRICT;

-- A table's cells, flat; the grid (block.row_count × block.column_count) follows from row, column and spans.
CREATE TABLE table_cell (
    id INTEGER PRIMARY KEY,
    block_id INTEGER NOT NULL REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,  -- the cell's position in Table.cells
    row INTEGER NOT NULL,
    column INTEGER NOT NULL,
    row_span INTEGER NOT NULL,
    column_span INTEGER NOT NULL,
    text TEXT NOT NULL,
    is_header INTEGER NOT NULL CHECK (is_header IN (0, 1)),
    x INTEGER NOT NULL,
    y INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    confidence REAL NOT NULL,
    UNIQUE (block_id, ordinal)
) STRICT;

-- Full-text search over block text; external content, kept in step with block by the triggers below.
CREATE VIRTUAL TABLE block_fts USING fts5 (
    text,
    content = 'block',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER block_fts_insert AFTER INSERT ON block BEGIN
    INSERT INTO block_fts (rowid, text) VALUES (new.id, new.text);
END;

CREATE TRIGGER block_fts_delete AFTER DELETE ON block BEGIN
    INSERT INTO block_fts (block_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;

CREATE TRIGGER block_fts_update AFTER UPDATE ON block BEGIN
    INSERT INTO block_fts (block_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO block_fts (rowid, text) VALUES (new.id, new.text);
END;

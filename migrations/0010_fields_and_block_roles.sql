-- Key–value fields and block roles (issue 26). A `field` block holds one label with its value
-- ("Invoice no: 4711"); the `field` table has its key and value with both boxes, and the `fields` view is
-- the one to query ("every invoice number": SELECT * FROM fields WHERE key_normalized = 'invoice no').
-- `block.role` now also says what a non-prose paragraph is: an address, a salutation, a closing, a
-- signature, a caption (besides a running header or footer).

-- Widening two CHECK constraints: SQLite's documented procedure for changing a CHECK in place
-- (https://sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema Changes"): the stored
-- table text is rewritten, rows stay as they are (every existing value passes the wider check).
-- RESET rereads the schema now; the CREATE TABLE below bumps the schema cookie for other connections.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(replace(sql,
    'CHECK (type IN (''title'', ''heading'', ''paragraph'', ''list'', ''list_item'', ''table''))',
    'CHECK (type IN (''title'', ''heading'', ''paragraph'', ''list'', ''list_item'', ''table'', ''field''))'),
    'CHECK (role IN (''header'', ''footer''))',
    'CHECK (role IN (''header'', ''footer'', ''address'', ''salutation'', ''closing'', ''signature'', ''caption''))')
WHERE type = 'table' AND name = 'block';
PRAGMA writable_schema = RESET;

-- One row per field block. Boxes are pixels of the page, like every other box; a blank value has no box.
CREATE TABLE field (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    block_id INTEGER NOT NULL UNIQUE REFERENCES block (id) ON DELETE CASCADE,
    page INTEGER NOT NULL,
    key TEXT NOT NULL,  -- as printed, without its colon: 'Rechnungs-Nr.'
    key_normalized TEXT NOT NULL,  -- lower case, no accents or punctuation, single spaces: 'rechnungs nr'
    value TEXT NOT NULL,  -- '' for a blank field
    key_x INTEGER NOT NULL,
    key_y INTEGER NOT NULL,
    key_width INTEGER NOT NULL,
    key_height INTEGER NOT NULL,
    value_x INTEGER,
    value_y INTEGER,
    value_width INTEGER,
    value_height INTEGER
) STRICT;

CREATE INDEX field_document ON field (document_id, page);
CREATE INDEX field_key ON field (key_normalized);

CREATE VIEW fields AS
SELECT f.document_id, f.page, f.key, f.key_normalized, f.value
FROM field f JOIN block b ON b.id = f.block_id
ORDER BY f.document_id, b.ordinal;

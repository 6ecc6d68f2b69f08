-- Document structure (issue 4): numbers read from table cells, running headers and footers, and one SQL
-- view per extracted table, registered in table_view. The views themselves are created by Folio in the
-- same transaction as the document's rows (their columns depend on each table's header row).

-- The cell's number as an exact decimal ("-1234.50": '.' before decimals, no grouping), for money and
-- anything that must add up exactly; number_real holds the same value as a float for convenient
-- comparisons and sums (never use it for money); unit is the currency symbol or code, or '%'.
ALTER TABLE table_cell ADD COLUMN number TEXT;
ALTER TABLE table_cell ADD COLUMN number_real REAL;
ALTER TABLE table_cell ADD COLUMN unit TEXT;

-- 'header' or 'footer' for a page's running header or footer; NULL for the body.
ALTER TABLE block ADD COLUMN role TEXT CHECK (role IN ('header', 'footer'));

-- One row per table view: SELECT * FROM "<name>" gives the table's body rows, columns named from its
-- header row. Dropped with its document (see DocumentStore+Tables.swift).
CREATE TABLE table_view (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,  -- "<file stem>_<document id>_table_<n>", lowercase letters, digits and _
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    block_id INTEGER NOT NULL UNIQUE REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,  -- 1-based position among the document's tables
    header_rows INTEGER NOT NULL,  -- leading rows that name the columns (not in the view)
    columns TEXT NOT NULL CHECK (json_valid(columns))  -- the view's column names, in order, as a JSON array
) STRICT;

CREATE INDEX table_view_document ON table_view (document_id);

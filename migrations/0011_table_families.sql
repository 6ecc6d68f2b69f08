-- Table families (issue 26): tables whose header rows name the same columns, after normalisation (the
-- column names of their views: lowercase, accents dropped, punctuation as "_"), in any order, across
-- documents. Each family has one view, "family_<columns>" (alphabetical), holding the body rows of every member table
-- with the document they come from, so "every invoice line item" is one SELECT. Families and their views
-- are created by Folio in the same transaction as a member's document (DocumentStore+TableFamilies.swift);
-- a family outlives its members (its view then has no rows).

CREATE TABLE table_family (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,  -- the family's view: "family_" and its column names in alphabetical order, [a-z0-9_] only
    signature TEXT NOT NULL UNIQUE,  -- the normalised column names, sorted, as a JSON array: what members share
    columns TEXT NOT NULL CHECK (json_valid(columns))  -- the view's table columns in order (its first member's), JSON
) STRICT;

-- The family a table view belongs to; NULL for a table without a header naming at least two columns.
ALTER TABLE table_view ADD COLUMN family_id INTEGER REFERENCES table_family (id);

CREATE INDEX table_view_family ON table_view (family_id);

-- Where each named column of a table view sits in its table, so a family's view can line up members that
-- print the same columns in another order.
CREATE TABLE table_view_column (
    table_view_id INTEGER NOT NULL REFERENCES table_view (id) ON DELETE CASCADE,
    "column" INTEGER NOT NULL,  -- 0-based column of the table
    name TEXT NOT NULL,  -- the view's column name for it
    is_numeric INTEGER NOT NULL CHECK (is_numeric IN (0, 1)),  -- every filled body cell a number: the view shows number_real
    PRIMARY KEY (table_view_id, "column")
) STRICT;

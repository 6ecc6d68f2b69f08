CREATE TABLE barcode (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page INTEGER NOT NULL,
    ordinal INTEGER NOT NULL,  -- order on the page
    symbology TEXT NOT NULL,  -- 'qrcode', 'ean13', 'code128', …
    payload TEXT NOT NULL,
    polygon TEXT NOT NULL CHECK (json_valid(polygon)),  -- [{"x":…,"y":…}, …] page pixels
    x INTEGER, y INTEGER, width INTEGER, height INTEGER,  -- the polygon's bounding box
    decoders TEXT NOT NULL  -- 'zbar', 'zxing' or 'zxing,zbar'
, gs1 TEXT, gtin TEXT CHECK (gtin IS NULL OR (length(gtin) = 14 AND gtin NOT GLOB '*[^0-9]*'))) STRICT;

CREATE INDEX barcode_document ON barcode (document_id, page);

CREATE INDEX barcode_gtin ON barcode (gtin) WHERE gtin IS NOT NULL;

CREATE INDEX barcode_payload ON barcode (symbology, payload);

CREATE TABLE block (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    parent_id INTEGER REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,  -- position among the blocks of the document (or of the parent list)
    key TEXT NOT NULL,  -- Block.id, "b7"
    type TEXT NOT NULL CHECK (type IN ('title', 'heading', 'paragraph', 'list', 'list_item', 'table', 'field')),
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
    column_count INTEGER, role TEXT CHECK (role IN ('header', 'footer', 'address', 'salutation', 'closing', 'signature', 'caption', 'date', 'fragment')),  -- tables; NULL for other blocks
    UNIQUE (document_id, key)
) STRICT;

CREATE VIRTUAL TABLE block_fts USING fts5 (
    text,
    content = 'block',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE 'block_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

CREATE TABLE 'block_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

CREATE TRIGGER block_fts_delete AFTER DELETE ON block BEGIN
    INSERT INTO block_fts (block_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;

CREATE TABLE 'block_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

CREATE TABLE 'block_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

CREATE TRIGGER block_fts_insert AFTER INSERT ON block BEGIN
    INSERT INTO block_fts (rowid, text) VALUES (new.id, new.text);
END;

CREATE TRIGGER block_fts_update AFTER UPDATE ON block BEGIN
    INSERT INTO block_fts (block_fts, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO block_fts (rowid, text) VALUES (new.id, new.text);
END;

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

CREATE INDEX block_role ON block (role);

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

CREATE TABLE document_kind (
    document_id INTEGER PRIMARY KEY REFERENCES document (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('receipt', 'invoice', 'letter', 'other')),
    confidence REAL NOT NULL,  -- 0…1
    forced INTEGER NOT NULL CHECK (forced IN (0, 1))  -- 1 when the pipeline set the kind
) STRICT;

CREATE INDEX document_kind_kind ON document_kind (kind);

CREATE INDEX document_path ON document (path);

CREATE TABLE document_tag (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (document_id, tag)
) STRICT;

CREATE TABLE entity (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    block_id INTEGER NOT NULL REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,  -- order within the document
    kind TEXT NOT NULL CHECK (kind IN ('email', 'url', 'phone', 'date', 'date_range', 'time', 'money', 'address', 'iban',
                                       'payment_card', 'percentage', 'tracking_number', 'flight_number', 'measurement')),
    text TEXT NOT NULL,  -- as printed; a payment card's digits masked but the last four
    normalized TEXT NOT NULL,  -- email lowercased, E.164 phone, ISO 8601 date, '1234.50 EUR', IBAN compact, masked card
    components TEXT CHECK (components IS NULL OR json_valid(components)),  -- {"street": …, "postcode": …} etc.
    cell_row INTEGER,  -- for an entity in a table cell
    cell_column INTEGER,
    start INTEGER NOT NULL,  -- offset in Unicode scalars in the block's (or cell's) text: substr(text, start + 1, length)
    length INTEGER NOT NULL,
    page INTEGER NOT NULL,
    x INTEGER, y INTEGER, width INTEGER, height INTEGER,  -- union of the words covered; NULL when unknown
    confidence REAL NOT NULL,
    amount TEXT,  -- money: decimal text in the currency's minor digits ('-1234.50')
    currency TEXT,  -- money: ISO 4217 code
    amount_minor INTEGER,  -- money: the amount in minor units (cents), for exact comparisons and sums
    email_domain TEXT  -- email: the part after '@', lowercase
) STRICT;

CREATE INDEX entity_block ON entity (block_id);

CREATE INDEX entity_document ON entity (document_id);

CREATE INDEX entity_email_domain ON entity (email_domain) WHERE email_domain IS NOT NULL;

CREATE INDEX entity_kind_normalized ON entity (kind, normalized);

CREATE INDEX entity_money ON entity (currency, amount_minor) WHERE kind = 'money';

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
, device INTEGER, inode INTEGER) STRICT;

CREATE INDEX job_finished ON job (state, finished_at);

CREATE UNIQUE INDEX job_live_path ON job (path) WHERE state IN ('queued', 'running');

CREATE INDEX job_path ON job (path, byte_count, modified_at);

CREATE INDEX job_state ON job (state, next_attempt_at);

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

CREATE TABLE page_geometry (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page INTEGER NOT NULL CHECK (page >= 1),
    origin TEXT NOT NULL CHECK (origin IN ('found', 'assumed')),  -- found in a photo, or the whole image (scan)
    confidence REAL NOT NULL CHECK (confidence BETWEEN 0 AND 1),
    corners TEXT NOT NULL CHECK (json_valid(corners)),  -- [[x, y] × 4]: TL, TR, BR, BL of the upright page
    homography TEXT NOT NULL CHECK (json_valid(homography)),  -- row-major 3×3: final page pixels → source pixels
    rotation INTEGER NOT NULL CHECK (rotation IN (0, 90, 180, 270)),  -- clockwise turn applied
    skew_angle REAL NOT NULL,  -- clockwise degrees applied by deskew
    PRIMARY KEY (document_id, page)
) STRICT;

CREATE TABLE paper_region (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page INTEGER NOT NULL,
    region INTEGER NOT NULL,  -- 0-based, in reading order
    center_x REAL NOT NULL, center_y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
    angle REAL NOT NULL,  -- degrees, clockwise as displayed
    PRIMARY KEY (document_id, page, region)
) STRICT;

CREATE TABLE "receipt" (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page INTEGER NOT NULL DEFAULT 1,  -- 1-based page the receipt was read from
    region INTEGER NOT NULL DEFAULT 0,  -- 0-based piece of paper on that page; 0 for a page read whole
    region_x INTEGER, region_y INTEGER, region_width INTEGER, region_height INTEGER,  -- its box on the page, NULL for a whole page
    region_angle REAL,  -- degrees the piece lies turned (clockwise as displayed)
    merchant TEXT,
    address TEXT,
    phone TEXT,  -- E.164 when the extract stage could tell the country
    tax_id TEXT,
    date TEXT,  -- ISO 8601
    time TEXT,  -- HH:MM or HH:MM:SS
    currency TEXT,  -- ISO 4217
    subtotal TEXT, subtotal_minor INTEGER,
    tax TEXT, tax_minor INTEGER,  -- the sum of the tax lines
    tip TEXT, tip_minor INTEGER,
    total TEXT, total_minor INTEGER,
    amount_paid TEXT, amount_paid_minor INTEGER,
    change TEXT, change_minor INTEGER,
    payment_method TEXT CHECK (payment_method IS NULL OR payment_method IN ('cash', 'card')),
    card_brand TEXT,
    card_last4 TEXT CHECK (card_last4 IS NULL OR (length(card_last4) = 4 AND card_last4 NOT GLOB '*[^0-9]*')),
    receipt_number TEXT,
    balances INTEGER NOT NULL CHECK (balances IN (0, 1)),
    needs_review INTEGER NOT NULL CHECK (needs_review IN (0, 1)),  -- 1 when it does not balance
    problems TEXT NOT NULL CHECK (json_valid(problems)),  -- ["items sum to …", …]
    corrections TEXT NOT NULL CHECK (json_valid(corrections)),  -- [{"field":"total","read":"60.80","corrected":"60.30"}]
    detail TEXT NOT NULL CHECK (json_valid(detail)),  -- the whole Receipt as JSON (fields with boxes and confidences)
    UNIQUE (document_id, page, region)
) STRICT;

CREATE INDEX receipt_date ON receipt (date);

CREATE VIEW receipt_items AS
SELECT l.receipt_id, r.document_id, d.path AS source_file, r.page, r.region, r.date, r.merchant, r.currency,
       l.ordinal AS line, l.description, l.quantity, l.unit_price, l.amount, l.discount,
       l.amount_minor + coalesce(l.discount_minor, 0) AS net_minor
FROM receipt_line l JOIN receipt r ON r.id = l.receipt_id JOIN document d ON d.id = r.document_id;

CREATE TABLE "receipt_line" (
    id INTEGER PRIMARY KEY,
    receipt_id INTEGER NOT NULL REFERENCES "receipt" (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    description TEXT NOT NULL,
    quantity TEXT,  -- decimal ('2', '0.455')
    unit_price TEXT, unit_price_minor INTEGER,
    amount TEXT NOT NULL, amount_minor INTEGER NOT NULL,  -- as printed, before the discount
    discount TEXT, discount_minor INTEGER,  -- negative
    page INTEGER NOT NULL,
    x INTEGER, y INTEGER, width INTEGER, height INTEGER,
    confidence REAL NOT NULL
) STRICT;

CREATE INDEX receipt_line_receipt ON receipt_line (receipt_id);

CREATE TABLE "receipt_tax" (
    id INTEGER PRIMARY KEY,
    receipt_id INTEGER NOT NULL REFERENCES "receipt" (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    label TEXT NOT NULL,
    rate TEXT,  -- percent as a decimal ('6', '7.7')
    amount TEXT NOT NULL,
    amount_minor INTEGER NOT NULL
) STRICT;

CREATE INDEX receipt_tax_receipt ON receipt_tax (receipt_id);

CREATE VIEW receipts AS
SELECT r.id AS receipt_id, r.document_id, d.path AS source_file, r.page, r.region, r.date, r.time, r.merchant,
       r.address, r.phone, r.tax_id, r.currency, r.subtotal, r.tax, r.tip, r.total, r.total_minor, r.amount_paid,
       r.change, r.payment_method, r.card_brand, r.card_last4, r.receipt_number, r.balances, r.needs_review,
       (SELECT count(*) FROM receipt_line l WHERE l.receipt_id = r.id) AS item_count
FROM receipt r JOIN document d ON d.id = r.document_id;

CREATE TABLE schema_migrations (
    id TEXT PRIMARY KEY,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL
) STRICT;

CREATE TABLE sqlite_sequence(name,seq);

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
    confidence REAL NOT NULL, number TEXT, number_real REAL, unit TEXT,
    UNIQUE (block_id, ordinal)
) STRICT;

CREATE TABLE table_family (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,  -- the family's view: "family_" and its column names in alphabetical order, [a-z0-9_] only
    signature TEXT NOT NULL UNIQUE,  -- the normalised column names, sorted, as a JSON array: what members share
    columns TEXT NOT NULL CHECK (json_valid(columns))  -- the view's table columns in order (its first member's), JSON
) STRICT;

CREATE TABLE table_view (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,  -- "<file stem>_<document id>_table_<n>", lowercase letters, digits and _
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    block_id INTEGER NOT NULL UNIQUE REFERENCES block (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,  -- 1-based position among the document's tables
    header_rows INTEGER NOT NULL,  -- leading rows that name the columns (not in the view)
    columns TEXT NOT NULL CHECK (json_valid(columns))  -- the view's column names, in order, as a JSON array
, family_id INTEGER REFERENCES table_family (id)) STRICT;

CREATE TABLE table_view_column (
    table_view_id INTEGER NOT NULL REFERENCES table_view (id) ON DELETE CASCADE,
    "column" INTEGER NOT NULL,  -- 0-based column of the table
    name TEXT NOT NULL,  -- the view's column name for it
    is_numeric INTEGER NOT NULL CHECK (is_numeric IN (0, 1)),  -- every filled body cell a number: the view shows number_real
    PRIMARY KEY (table_view_id, "column")
) STRICT;

CREATE INDEX table_view_document ON table_view (document_id);

CREATE INDEX table_view_family ON table_view (family_id);

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

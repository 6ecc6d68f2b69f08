-- Several receipts per document: one flatbed scan can hold several receipts (the `receipt_regions` stage
-- finds each piece of paper). `receipt` was keyed by document (0006); it is rebuilt keyed by document, page
-- and region, with the region's place on the page. Existing receipts become page 1, region 0 (the whole
-- page). `receipt_tax` and `receipt_line` are rebuilt too: with foreign keys on, dropping the old `receipt`
-- would otherwise delete their rows. Ids are kept, so line items stay with their receipts.

DROP VIEW receipt_items;
DROP VIEW receipts;

CREATE TABLE receipt_0007 (
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

INSERT INTO receipt_0007 (id, document_id, page, region, merchant, address, phone, tax_id, date, time, currency,
                          subtotal, subtotal_minor, tax, tax_minor, tip, tip_minor, total, total_minor, amount_paid,
                          amount_paid_minor, change, change_minor, payment_method, card_brand, card_last4,
                          receipt_number, balances, needs_review, problems, corrections, detail)
SELECT id, document_id, 1, 0, merchant, address, phone, tax_id, date, time, currency, subtotal, subtotal_minor, tax,
       tax_minor, tip, tip_minor, total, total_minor, amount_paid, amount_paid_minor, change, change_minor,
       payment_method, card_brand, card_last4, receipt_number, balances, needs_review, problems, corrections, detail
FROM receipt;

CREATE TABLE receipt_tax_0007 (
    id INTEGER PRIMARY KEY,
    receipt_id INTEGER NOT NULL REFERENCES receipt_0007 (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    label TEXT NOT NULL,
    rate TEXT,  -- percent as a decimal ('6', '7.7')
    amount TEXT NOT NULL,
    amount_minor INTEGER NOT NULL
) STRICT;

INSERT INTO receipt_tax_0007 SELECT id, receipt_id, ordinal, label, rate, amount, amount_minor FROM receipt_tax;

CREATE TABLE receipt_line_0007 (
    id INTEGER PRIMARY KEY,
    receipt_id INTEGER NOT NULL REFERENCES receipt_0007 (id) ON DELETE CASCADE,
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

INSERT INTO receipt_line_0007
SELECT id, receipt_id, ordinal, description, quantity, unit_price, unit_price_minor, amount, amount_minor, discount,
       discount_minor, page, x, y, width, height, confidence
FROM receipt_line;

-- Children first: the old parent then has nothing left to cascade to.
DROP TABLE receipt_line;
DROP TABLE receipt_tax;
DROP TABLE receipt;

-- Renaming rewrites the children's foreign keys to the new name (SQLite ≥ 3.26, legacy_alter_table off).
ALTER TABLE receipt_0007 RENAME TO receipt;
ALTER TABLE receipt_tax_0007 RENAME TO receipt_tax;
ALTER TABLE receipt_line_0007 RENAME TO receipt_line;

-- UNIQUE (document_id, page, region) already indexes receipts by document.
CREATE INDEX receipt_date ON receipt (date);
CREATE INDEX receipt_tax_receipt ON receipt_tax (receipt_id);
CREATE INDEX receipt_line_receipt ON receipt_line (receipt_id);

-- Pieces of paper found on each page (`receipt_regions`), so a loaded document has them back.
CREATE TABLE paper_region (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page INTEGER NOT NULL,
    region INTEGER NOT NULL,  -- 0-based, in reading order
    center_x REAL NOT NULL, center_y REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL,
    angle REAL NOT NULL,  -- degrees, clockwise as displayed
    PRIMARY KEY (document_id, page, region)
) STRICT;

-- Receipts with their source file, one row each (what `folio export receipts` prints); page and region
-- tell apart the receipts of one scan.
CREATE VIEW receipts AS
SELECT r.id AS receipt_id, r.document_id, d.path AS source_file, r.page, r.region, r.date, r.time, r.merchant,
       r.address, r.phone, r.tax_id, r.currency, r.subtotal, r.tax, r.tip, r.total, r.total_minor, r.amount_paid,
       r.change, r.payment_method, r.card_brand, r.card_last4, r.receipt_number, r.balances, r.needs_review,
       (SELECT count(*) FROM receipt_line l WHERE l.receipt_id = r.id) AS item_count
FROM receipt r JOIN document d ON d.id = r.document_id;

-- Line items with their receipt's date, merchant and currency (what `folio export receipts --items` prints).
CREATE VIEW receipt_items AS
SELECT l.receipt_id, r.document_id, d.path AS source_file, r.page, r.region, r.date, r.merchant, r.currency,
       l.ordinal AS line, l.description, l.quantity, l.unit_price, l.amount, l.discount,
       l.amount_minor + coalesce(l.discount_minor, 0) AS net_minor
FROM receipt_line l JOIN receipt r ON r.id = l.receipt_id JOIN document d ON d.id = r.document_id;

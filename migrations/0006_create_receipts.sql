-- Document kind and receipts (the `receipt` stage). Depends on 0001's document table.
-- Money is exact: TEXT decimals as printed in the receipt's digits ('12.50', '-0.50') plus INTEGER minor
-- units (cents) for sums and comparisons, never REAL. Dates are ISO 8601 TEXT ('2024-03-05').

-- One row per classified document: receipt, invoice, letter or other.
CREATE TABLE document_kind (
    document_id INTEGER PRIMARY KEY REFERENCES document (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('receipt', 'invoice', 'letter', 'other')),
    confidence REAL NOT NULL,  -- 0…1
    forced INTEGER NOT NULL CHECK (forced IN (0, 1))  -- 1 when the pipeline set the kind
) STRICT;

CREATE INDEX document_kind_kind ON document_kind (kind);

-- One row per receipt.
CREATE TABLE receipt (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL UNIQUE REFERENCES document (id) ON DELETE CASCADE,
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
    detail TEXT NOT NULL CHECK (json_valid(detail))  -- the whole Receipt as JSON (fields with boxes and confidences)
) STRICT;

CREATE INDEX receipt_date ON receipt (date);

-- One row per tax line of a receipt.
CREATE TABLE receipt_tax (
    id INTEGER PRIMARY KEY,
    receipt_id INTEGER NOT NULL REFERENCES receipt (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    label TEXT NOT NULL,
    rate TEXT,  -- percent as a decimal ('6', '7.7')
    amount TEXT NOT NULL,
    amount_minor INTEGER NOT NULL
) STRICT;

CREATE INDEX receipt_tax_receipt ON receipt_tax (receipt_id);

-- One row per line item of a receipt, in printed order.
CREATE TABLE receipt_line (
    id INTEGER PRIMARY KEY,
    receipt_id INTEGER NOT NULL REFERENCES receipt (id) ON DELETE CASCADE,
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

-- Receipts with their source file, one row each (what `folio export receipts` prints).
CREATE VIEW receipts AS
SELECT r.id AS receipt_id, r.document_id, d.path AS source_file, r.date, r.time, r.merchant, r.address, r.phone,
       r.tax_id, r.currency, r.subtotal, r.tax, r.tip, r.total, r.total_minor, r.amount_paid, r.change,
       r.payment_method, r.card_brand, r.card_last4, r.receipt_number, r.balances, r.needs_review,
       (SELECT count(*) FROM receipt_line l WHERE l.receipt_id = r.id) AS item_count
FROM receipt r JOIN document d ON d.id = r.document_id;

-- Line items with their receipt's date, merchant and currency (what `folio export receipts --items` prints).
CREATE VIEW receipt_items AS
SELECT l.receipt_id, r.document_id, d.path AS source_file, r.date, r.merchant, r.currency, l.ordinal AS line,
       l.description, l.quantity, l.unit_price, l.amount, l.discount,
       l.amount_minor + coalesce(l.discount_minor, 0) AS net_minor
FROM receipt_line l JOIN receipt r ON r.id = l.receipt_id JOIN document d ON d.id = r.document_id;

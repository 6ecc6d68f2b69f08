-- Detected data (the `extract` stage) and barcodes (the `barcodes` stage).
-- Depends only on 0001's tables. Money is exact: a TEXT decimal plus INTEGER minor units, never REAL.

-- One row per entity found in a block's (or table cell's) text.
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

CREATE INDEX entity_document ON entity (document_id);
CREATE INDEX entity_block ON entity (block_id);
-- "all IBANs", "this phone number", "documents dated 2024-03-05"
CREATE INDEX entity_kind_normalized ON entity (kind, normalized);
-- "amounts over 1000 EUR"
CREATE INDEX entity_money ON entity (currency, amount_minor) WHERE kind = 'money';
-- "documents mentioning example.com"
CREATE INDEX entity_email_domain ON entity (email_domain) WHERE email_domain IS NOT NULL;

-- One row per code read on a page (ZBar and zxing-cpp merged).
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
) STRICT;

CREATE INDEX barcode_document ON barcode (document_id, page);
CREATE INDEX barcode_payload ON barcode (symbology, payload);

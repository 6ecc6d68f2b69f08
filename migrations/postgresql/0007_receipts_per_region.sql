-- PostgreSQL mirror of migrations/0007_receipts_per_region.sql: several receipts per document, keyed by
-- document, page and region. SQLite rebuilds its tables to change a key; PostgreSQL alters them in place.
-- The receipts and receipt_items views (created here, as 0006 shipped none on PostgreSQL) are SQLite's.
ALTER TABLE receipt DROP CONSTRAINT receipt_document_id_key;
ALTER TABLE receipt ADD COLUMN page bigint NOT NULL DEFAULT 1;
ALTER TABLE receipt ADD COLUMN region bigint NOT NULL DEFAULT 0;
ALTER TABLE receipt ADD COLUMN region_x bigint;
ALTER TABLE receipt ADD COLUMN region_y bigint;
ALTER TABLE receipt ADD COLUMN region_width bigint;
ALTER TABLE receipt ADD COLUMN region_height bigint;
ALTER TABLE receipt ADD COLUMN region_angle double precision;
ALTER TABLE receipt ADD CONSTRAINT receipt_document_page_region UNIQUE (document_id, page, region);

CREATE TABLE paper_region (
    document_id bigint NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page bigint NOT NULL,
    region bigint NOT NULL,
    center_x double precision NOT NULL, center_y double precision NOT NULL,
    width double precision NOT NULL, height double precision NOT NULL,
    angle double precision NOT NULL,
    PRIMARY KEY (document_id, page, region)
);

CREATE VIEW receipts AS
SELECT r.id AS receipt_id, r.document_id, d.path AS source_file, r.page, r.region, r.date, r.time, r.merchant,
       r.address, r.phone, r.tax_id, r.currency, r.subtotal, r.tax, r.tip, r.total, r.total_minor, r.amount_paid,
       r.change, r.payment_method, r.card_brand, r.card_last4, r.receipt_number, r.balances, r.needs_review,
       (SELECT count(*) FROM receipt_line l WHERE l.receipt_id = r.id) AS item_count
FROM receipt r JOIN document d ON d.id = r.document_id;

CREATE VIEW receipt_items AS
SELECT l.receipt_id, r.document_id, d.path AS source_file, r.page, r.region, r.date, r.merchant, r.currency,
       l.ordinal AS line, l.description, l.quantity, l.unit_price, l.amount, l.discount,
       l.amount_minor + coalesce(l.discount_minor, 0) AS net_minor
FROM receipt_line l JOIN receipt r ON r.id = l.receipt_id JOIN document d ON d.id = r.document_id;

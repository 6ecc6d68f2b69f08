-- PostgreSQL mirror of migrations/0009_barcode_gs1_gtin.sql; see there.
ALTER TABLE barcode ADD COLUMN gs1 text;
ALTER TABLE barcode ADD COLUMN gtin text CHECK (gtin IS NULL OR gtin ~ '^[0-9]{14}$');

CREATE INDEX barcode_gtin ON barcode (gtin) WHERE gtin IS NOT NULL;

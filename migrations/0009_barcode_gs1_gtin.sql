-- Barcodes in one payload convention per symbology (issue 27; see `PayloadConvention` and README *Detected data
-- and barcodes*). `payload` keeps the raw text: a GS1 code's element string with AIs unbracketed (GS, U+001D,
-- after a variable-length field that another follows), UPC-E's 8 printed digits. Two forms beside it:
-- `gs1`, the element string with AIs in parentheses; `gtin`, the 14-digit GTIN of a retail code.
-- From this migration on, `polygon` and the box are in pixels of the page's image as decoded (rendered, for a
-- PDF page), before any straightening; `page_geometry.homography` maps the final page's pixels to them.
ALTER TABLE barcode ADD COLUMN gs1 TEXT;  -- '(01)09501101530003(17)250101'; NULL for codes without GS1 data
ALTER TABLE barcode ADD COLUMN gtin TEXT CHECK (gtin IS NULL OR (length(gtin) = 14 AND gtin NOT GLOB '*[^0-9]*'));

-- "every code of this product", whichever way it was printed (EAN-13, UPC-A, UPC-E, ITF-14, DataBar)
CREATE INDEX barcode_gtin ON barcode (gtin) WHERE gtin IS NOT NULL;

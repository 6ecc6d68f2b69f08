-- Where each page lies in the image it was read from, and how it was straightened (find_page, rectify,
-- orient, deskew). One row per examined page; pages never examined (PDF text layer) have none.
-- Coordinates are pixels of the source image after EXIF orientation, origin top-left.
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

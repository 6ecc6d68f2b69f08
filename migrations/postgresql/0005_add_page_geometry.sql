-- PostgreSQL mirror of migrations/0005_add_page_geometry.sql; see there.
CREATE TABLE page_geometry (
    document_id bigint NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    page bigint NOT NULL CHECK (page >= 1),
    origin text NOT NULL CHECK (origin IN ('found', 'assumed')),
    confidence double precision NOT NULL CHECK (confidence BETWEEN 0 AND 1),
    corners text NOT NULL CHECK (corners::jsonb IS NOT NULL),
    homography text NOT NULL CHECK (homography::jsonb IS NOT NULL),
    rotation bigint NOT NULL CHECK (rotation IN (0, 90, 180, 270)),
    skew_angle double precision NOT NULL,
    PRIMARY KEY (document_id, page)
);

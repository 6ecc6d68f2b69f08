-- A letter's date line ("Lyon, le 16 mai 2026") is a paragraph with role 'date', not prose (issue 26).
-- Widening the role CHECK in place, as 0010 did (https://sqlite.org/lang_altertable.html, "Making Other
-- Kinds Of Table Schema Changes"): every stored value passes the wider check. RESET rereads the schema now;
-- the CREATE INDEX below (prose is `role IS NULL`, what search and review ask for) bumps the schema cookie
-- for other connections.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql,
    'CHECK (role IN (''header'', ''footer'', ''address'', ''salutation'', ''closing'', ''signature'', ''caption''))',
    'CHECK (role IN (''header'', ''footer'', ''address'', ''salutation'', ''closing'', ''signature'', ''caption'', ''date''))')
WHERE type = 'table' AND name = 'block';
PRAGMA writable_schema = RESET;
CREATE INDEX block_role ON block (role);

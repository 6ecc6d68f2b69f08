-- A short piece of text that is no sentence and that no other structure took (a label or value left alone, a row
-- of a table the layout did not find, a speck read as a mark) is a paragraph with role 'fragment', not prose
-- (issue 26). Widening the role CHECK in place, as 0013 did; making the role index again bumps the schema cookie
-- for other connections.
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql,
    'CHECK (role IN (''header'', ''footer'', ''address'', ''salutation'', ''closing'', ''signature'', ''caption'', ''date''))',
    'CHECK (role IN (''header'', ''footer'', ''address'', ''salutation'', ''closing'', ''signature'', ''caption'', ''date'', ''fragment''))')
WHERE type = 'table' AND name = 'block';
PRAGMA writable_schema = RESET;
DROP INDEX block_role;
CREATE INDEX block_role ON block (role);

-- PostgreSQL mirror of migrations/0014_fragment_role.sql; see there.
ALTER TABLE block DROP CONSTRAINT block_role_check;
ALTER TABLE block ADD CONSTRAINT block_role_check
    CHECK (role IN ('header', 'footer', 'address', 'salutation', 'closing', 'signature', 'caption', 'date', 'fragment'));

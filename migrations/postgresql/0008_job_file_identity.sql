-- PostgreSQL mirror of migrations/0008_job_file_identity.sql; see there.
ALTER TABLE job ADD COLUMN device bigint;
ALTER TABLE job ADD COLUMN inode bigint;

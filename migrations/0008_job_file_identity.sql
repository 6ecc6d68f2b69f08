-- The file a job read, by device and inode (rename(2) keeps both): a job is recorded as moved only when
-- its own file is at its target, and a watcher killed between a rename and its record finds the file it
-- moved among the target's variants by inode, never mistaking another job's file for its own.
ALTER TABLE job ADD COLUMN device INTEGER;
ALTER TABLE job ADD COLUMN inode INTEGER;

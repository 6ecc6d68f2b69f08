-- The job table keeps every finished job as history, so it only grows: `folio status`'s throughput (jobs done
-- since a time) reads the done jobs by when they finished instead of all of them.
CREATE INDEX job_finished ON job (state, finished_at);
-- A worker finishing a job drops the job's bytes unless another job still holds them: only live and failed
-- jobs hold any, so this index stays small, and the check no longer reads the whole history per job.
CREATE INDEX job_blob ON job (blob_sha256) WHERE blob_sha256 IS NOT NULL;

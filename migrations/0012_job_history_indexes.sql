-- The job table keeps every finished job as history, so it only grows: `folio status`'s throughput (jobs done
-- since a time) reads the done jobs by when they finished instead of all of them.
CREATE INDEX job_finished ON job (state, finished_at);

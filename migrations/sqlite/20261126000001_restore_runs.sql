-- Restores asked for in the admin area and run by the worker (issue 16), with their progress.
-- No backup holds this table: a restore replaces every table a backup holds, and the run's own
-- record must outlive that.
create table restore_runs (
    id integer primary key autoincrement,
    backup_id integer not null,
    status text not null check (status in ('queued', 'verifying', 'restoring', 'writing_media', 'completed', 'failed')),
    rows_done integer not null default 0,
    rows_total integer not null default 0,
    files_written integer not null default 0,
    sessions_ended integer,
    error text,
    requested_by text not null,
    created_at text not null,
    updated_at text not null,
    finished_at text
);

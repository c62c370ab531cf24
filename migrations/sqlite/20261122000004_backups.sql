-- Backups (issue 4): a running backup's heartbeat, so that a row left in_progress by a worker
-- that died can be told from one still running; single-use break-glass tokens for /direct-backup.
alter table backup_history add column heartbeat_at text;

create table break_glass_tokens (
    token_hash text primary key,
    created_by text not null,
    created_at text not null,
    expires_at text not null,
    used_at text
);

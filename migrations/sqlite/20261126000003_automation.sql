-- Automation (issue 11): rules on cron schedules, the history of their runs, and the feed items
-- already imported. A scheduled tick is claimed by moving next_run_at forward from the value
-- read (compare and swap), so one worker of many runs it; the runs table is the runs' queue.
create table automation_rules (
    id integer primary key autoincrement,
    name text not null,
    schedule text not null,
    time_zone text not null,
    action text not null check (action in ('publish_scheduled', 'import_feed', 'recompute_trending', 'send_digest', 'backup', 'rebuild_site', 'translation_reminder')),
    settings text not null default '{}',
    enabled integer not null default 1,
    timeout_seconds integer not null default 600,
    next_run_at text,
    created_at text not null,
    updated_at text not null
);
create index automation_rules_due on automation_rules (next_run_at) where enabled = 1;

-- Not in backups, like restore_runs: history of this installation, not content.
create table automation_runs (
    id integer primary key autoincrement,
    rule_id integer not null references automation_rules (id) on delete cascade,
    trigger text not null check (trigger in ('schedule', 'manual')),
    scheduled_for text not null,
    status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
    started_at text,
    finished_at text,
    duration_ms integer,
    output text,
    error text,
    requested_by text,
    unique (rule_id, trigger, scheduled_for)
);
create index automation_runs_rule on automation_runs (rule_id, id desc);
create index automation_runs_queued on automation_runs (status, id) where status in ('queued', 'running');

-- What feed imports took in, so a second run (or another rule on the same feed) skips it.
create table feed_items (
    id integer primary key autoincrement,
    guid text not null unique,
    url text,
    article_id integer references articles (id) on delete set null,
    rule_id integer,
    imported_at text not null
);
create unique index feed_items_url on feed_items (url) where url is not null;

insert into automation_rules (name, schedule, time_zone, action, settings, created_at, updated_at)
values
    ('Publish scheduled content', '* * * * *', 'Europe/Bucharest', 'publish_scheduled', '{}',
     strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
    ('Recompute trending', '*/10 * * * *', 'Europe/Bucharest', 'recompute_trending', '{}',
     strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
    ('Daily backup', '0 3 * * *', 'Europe/Bucharest', 'backup', '{"kind":"comprehensive"}',
     strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'), strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));

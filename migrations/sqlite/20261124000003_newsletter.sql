-- Newsletter (issue 9): double opt-in subscribers with their language and tokens, campaigns, and
-- one delivery row per recipient so a campaign survives a worker that dies mid-way.
-- (SQLite cannot add a referencing column with a default: the language is checked on write.)
alter table newsletter_subscribers add column language text not null default 'en';
alter table newsletter_subscribers add column status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'unsubscribed', 'bouncing'));
alter table newsletter_subscribers add column confirm_token_hash text;
alter table newsletter_subscribers add column confirm_sent_at text;
alter table newsletter_subscribers add column confirmed_at text;
alter table newsletter_subscribers add column unsubscribe_token text;
alter table newsletter_subscribers add column unsubscribed_at text;
alter table newsletter_subscribers add column bounces integer not null default 0;
alter table newsletter_subscribers add column updated_at text;
create unique index newsletter_subscribers_confirm on newsletter_subscribers (confirm_token_hash);
create unique index newsletter_subscribers_unsubscribe on newsletter_subscribers (unsubscribe_token);
create index newsletter_subscribers_status on newsletter_subscribers (status, language);

create table newsletter_campaigns (
    id integer primary key autoincrement,
    subject text not null,
    language text not null references languages (code),
    kind text not null check (kind in ('manual', 'digest')),
    body_html text not null,
    body_text text not null,
    status text not null check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
    scheduled_at text,
    started_at text,
    finished_at text,
    heartbeat_at text,
    recipients integer not null default 0,
    created_by text not null,
    created_at text not null,
    updated_at text not null
);

create table newsletter_deliveries (
    id integer primary key autoincrement,
    campaign_id integer not null references newsletter_campaigns (id) on delete cascade,
    subscriber_id integer not null references newsletter_subscribers (id) on delete cascade,
    status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
    attempts integer not null default 0,
    next_attempt_at text,
    last_error text,
    sent_at text,
    unique (campaign_id, subscriber_id)
);
create index newsletter_deliveries_queue on newsletter_deliveries (campaign_id, status, next_attempt_at);

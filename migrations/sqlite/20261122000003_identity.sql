-- Identity and access (issue 3): accounts, sessions, one-time links, API keys, rate limits and
-- the audit log. The PostgreSQL twin has the same shape. Secrets are stored only as hashes.
create table users (
    id text primary key,
    email text not null unique,
    password_hash text not null,
    language text not null default 'en' references languages (code),
    email_confirmed_at text,
    disabled_at text,
    last_sign_in_at text,
    created_at text not null,
    updated_at text not null
);

-- One row per refresh token; a sign-in starts a family (the session) and every refresh adds a
-- row to it. A rotated token presented again revokes its whole family.
create table refresh_tokens (
    id integer primary key autoincrement,
    family_id text not null,
    user_id text not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at text not null,
    expires_at text not null,
    rotated_at text,
    revoked_at text
);
create index refresh_tokens_family on refresh_tokens (family_id);
create index refresh_tokens_user on refresh_tokens (user_id);

-- Single-use links sent by mail: password recovery and sign-up confirmation.
create table one_time_tokens (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('recovery', 'confirmation')),
    created_at text not null,
    expires_at text not null,
    used_at text
);
create index one_time_tokens_user on one_time_tokens (user_id, purpose);

create table api_keys (
    id text primary key,
    name text not null,
    prefix text not null,
    key_hash text not null unique,
    scope text not null check (scope in ('content:read', 'content:write', 'admin')),
    created_by text not null,
    created_at text not null,
    last_used_at text,
    expires_at text,
    revoked_at text
);

-- Fixed-window counters shared by every server process on the database.
create table rate_limits (
    bucket text primary key,
    window_started_at integer not null,
    hits integer not null
);

create table audit_log (
    id integer primary key autoincrement,
    actor_type text not null check (actor_type in ('user', 'api_key', 'operator')),
    actor_id text not null,
    actor_label text not null,
    action text not null,
    target text not null,
    ip_address text,
    created_at text not null
);
create index audit_log_created on audit_log (created_at desc, id desc);

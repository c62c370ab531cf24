-- Two-factor authentication (issue 15): authenticator-app factors, the challenges that raise a
-- session to aal2, and single-use recovery codes. A factor's secret is stored sealed with a key
-- derived from the server's secret, so the database and its backups never hold it in clear.
create table auth_factors (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    kind text not null check (kind in ('totp')),
    friendly_name text,
    secret_sealed text not null,
    status text not null check (status in ('unverified', 'verified')),
    -- The last 30-second step whose code was accepted: a code is accepted once.
    last_used_step bigint,
    created_at text not null,
    verified_at text
);
create index auth_factors_user on auth_factors (user_id);

create table auth_challenges (
    id text primary key,
    factor_id text not null references auth_factors (id) on delete cascade,
    -- The session (refresh-token family) the challenge raises.
    session_id text not null,
    created_at text not null,
    expires_at text not null,
    verified_at text
);
create index auth_challenges_factor on auth_challenges (factor_id);

create table recovery_codes (
    id integer primary key autoincrement,
    user_id text not null references users (id) on delete cascade,
    code_hash text not null unique,
    created_at text not null,
    used_at text
);
create index recovery_codes_user on recovery_codes (user_id);

-- The assurance level of a session: aal2 once a second factor was verified in it.
alter table refresh_tokens add column aal text not null default 'aal1' check (aal in ('aal1', 'aal2'));

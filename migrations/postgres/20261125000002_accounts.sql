-- Accounts (issue 15): one-time sign-in codes, the device and address of each session, a
-- display name, and pending changes of address.

-- One live code per address (a new request replaces it). The address may have no account yet:
-- the first sign-in with a code creates it.
create table sign_in_codes (
    email text primary key,
    code_hash text not null,
    -- The language of the account the first sign-in creates.
    language text not null default 'en',
    attempts integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null
);

-- What the account page shows of each session: the device and address of its last use.
alter table refresh_tokens add column user_agent text;
alter table refresh_tokens add column ip_address text;

-- The name comments and mails use; empty means the address is shown.
alter table users add column display_name text;

-- A change of address waits for a link mailed to the new one.
create table email_changes (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    new_email text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
);
create index email_changes_user on email_changes (user_id);

-- OpenID Connect sign-in (issue 15). A login in progress: its state (hashed), the nonce the ID
-- token must carry, the PKCE verifier (sealed like factor secrets), where to go after; once the
-- provider answered, a single-use hand-off code (hashed) that the site exchanges for a session.
create table oidc_logins (
    state_hash text primary key,
    provider text not null,
    nonce text not null,
    verifier_sealed text not null,
    language text not null,
    next_path text,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    handoff_hash text unique,
    user_id text references users (id) on delete cascade
);

-- The provider accounts an account signs in with: linked once by a verified address, then
-- found by the provider's subject even if the address changes there.
create table user_identities (
    provider text not null,
    subject text not null,
    user_id text not null references users (id) on delete cascade,
    email text not null,
    created_at timestamptz not null,
    last_sign_in_at timestamptz not null,
    primary key (provider, subject)
);
create index user_identities_user on user_identities (user_id);

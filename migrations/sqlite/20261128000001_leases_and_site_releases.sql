-- Several nodes (issue 13). A lease is held by one process at a time across every node, for
-- work that must not run twice at once (a site build): it ends when released or, if its
-- holder died, when it expires (unix milliseconds). Not site content: in no backup.
create table leases (
    name text primary key,
    holder text not null,
    expires_at bigint not null
);

-- The site release every server serves with NEWS_STORAGE=s3 (one row): a manifest in the
-- bucket under site/releases/. Not in backups: a release belongs to the bucket it was
-- uploaded to, and a restored site is built again anyway.
create table site_releases (
    id integer primary key check (id = 1),
    release text not null,
    published_at text not null
);

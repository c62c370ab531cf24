-- The prerendered site: how far the content change log has been built into it (one row).
create table site_builds (
    id integer primary key check (id = 1),
    outbox_cursor bigint not null,
    built_at text not null
);

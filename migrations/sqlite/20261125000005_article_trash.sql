-- Deleted articles (issue 16): the whole article as the NDJSON export writes it, kept 30 days
-- for a restore, then purged by the worker's housekeeping. Its comments and reactions are not
-- kept (they go with the article).
create table article_trash (
    id integer primary key,
    title text not null,
    language text not null,
    article text not null,
    deleted_at text not null,
    deleted_by text not null
);

create index article_trash_deleted_at on article_trash (deleted_at);

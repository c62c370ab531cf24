-- Reader comments, kept on the server and moderated (DESIGN.md deviation 1). Replies go one
-- level deep; deleting an article or a comment deletes what hangs from it.
create table comments (
    id integer primary key autoincrement,
    article_id integer not null references articles (id) on delete cascade,
    parent_id integer references comments (id) on delete cascade,
    user_id text,
    user_fingerprint text,
    author_name text not null,
    text text not null,
    status text not null check (status in ('approved', 'held', 'rejected')),
    ip_address text,
    user_agent text,
    created_at text not null,
    updated_at text not null,
    moderated_at text,
    moderated_by text
);
-- The public listing: an article's approved comments, oldest first.
create index comments_article on comments (article_id, status, created_at, id);
-- The moderation queue: by status, newest first.
create index comments_queue on comments (status, created_at, id);
-- Cascading deletes and the reply checks look comments up by parent.
create index comments_parent on comments (parent_id);
-- Whether an anonymous reader already has an approved comment.
create index comments_fingerprint on comments (user_fingerprint, status);

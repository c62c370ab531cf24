-- no-transaction
-- The article editor (issue 16): two more statuses (draft: not yet published; scheduled: the
-- worker publishes it at published_at), a slug the editor may set (null follows the title),
-- a version that every save moves on (a save over a newer version is refused), the time the
-- title, excerpt or content last changed (a translation older than that is stale), and the
-- revisions every save keeps.
--
-- SQLite cannot change a check constraint in place, so the table is rebuilt. Foreign keys are
-- off meanwhile (dropping the old table would otherwise cascade to comments and tags), and the
-- id sequence is carried over so that the id of a purged article is never given again.
pragma foreign_keys = off;
begin;
create temp table kept_sequence as select seq from sqlite_sequence where name = 'articles';
create table articles_rebuilt (
    id integer primary key autoincrement,
    title text not null,
    excerpt text not null default '',
    content text not null default '',
    image_url text,
    imagecaption text,
    category text not null default 'news',
    subcategory text,
    author text not null default 'Unknown Author',
    published_at text not null,
    created_at text not null,
    updated_at text not null,
    featured integer not null default 0,
    trending integer not null default 0,
    views integer not null default 0,
    language text not null default 'en' references languages (code),
    user_id text,
    editor_id text,
    status text not null default 'published'
        check (status in ('draft', 'scheduled', 'published', 'archived', 'rejected')),
    uses_blocks integer not null default 0,
    geographic_scope text not null default 'international',
    trust_score real not null default 0.8,
    estimated_reading_time integer not null default 1,
    linked_article_id integer references articles (id) on delete set null deferrable initially deferred,
    manual_language_override integer not null default 0,
    editorial_signature text not null default 'AI Generator',
    trending_manual integer,
    trending_score real not null default 0,
    slug text,
    version integer not null default 1,
    content_changed_at text not null
);
insert into articles_rebuilt
select id, title, excerpt, content, image_url, imagecaption, category, subcategory, author,
       published_at, created_at, updated_at, featured, trending, views, language, user_id,
       editor_id, status, uses_blocks, geographic_scope, trust_score, estimated_reading_time,
       linked_article_id, manual_language_override, editorial_signature, trending_manual,
       trending_score, null, 1, updated_at
from articles;
drop table articles;
alter table articles_rebuilt rename to articles;
insert into sqlite_sequence (name, seq)
select 'articles', seq from kept_sequence where not exists (select 1 from sqlite_sequence where name = 'articles');
update sqlite_sequence set seq = max(seq, coalesce((select seq from kept_sequence), 0)) where name = 'articles';
drop table kept_sequence;
create index articles_listing on articles (status, language, published_at desc, id desc);
create index articles_category on articles (category, subcategory, published_at desc);
create index articles_views on articles (status, views desc);
create index articles_linked on articles (linked_article_id);

-- One article as a save left it, in the form the NDJSON export writes. An autosave replaces
-- the article's latest revision while that is an autosave by the same person.
create table article_revisions (
    id integer primary key autoincrement,
    article_id integer not null references articles (id) on delete cascade,
    version integer not null,
    title text not null,
    article text not null,
    autosave integer not null,
    saved_at text not null,
    saved_by text not null
);
create index article_revisions_article on article_revisions (article_id, id desc);
commit;
pragma foreign_keys = on;

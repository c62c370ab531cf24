-- Content schema of spec §3 (server-side entities). The PostgreSQL twin has the same shape.
create table languages (
    code text primary key,
    name text not null,
    flag text not null
);
insert into languages (code, name, flag) values
    ('en', 'English', '/media/flags/en.svg'),
    ('ro', 'Română', '/media/flags/ro.svg');

create table categories (
    slug text primary key,
    slug_ro text not null unique,
    name_en text not null,
    name_ro text not null,
    menu_position integer
);

create table category_aliases (
    alias text primary key,
    category text not null references categories (slug) on delete cascade
);

create table subcategories (
    category text not null references categories (slug) on delete cascade,
    slug text not null,
    name_en text not null,
    name_ro text not null,
    position integer not null,
    primary key (category, slug)
);

create table articles (
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
    status text not null default 'published' check (status in ('published', 'archived', 'rejected')),
    uses_blocks integer not null default 0,
    geographic_scope text not null default 'international',
    trust_score real not null default 0.8,
    estimated_reading_time integer not null default 1,
    linked_article_id integer references articles (id) on delete set null deferrable initially deferred,
    manual_language_override integer not null default 0,
    editorial_signature text not null default 'AI Generator'
);
create index articles_listing on articles (status, language, published_at desc, id desc);
create index articles_category on articles (category, subcategory, published_at desc);
create index articles_views on articles (status, views desc);
-- Translation links are looked up from both sides (and checked on every insert).
create index articles_linked on articles (linked_article_id);

create table article_tags (
    article_id integer not null references articles (id) on delete cascade,
    tag text not null,
    position integer not null,
    primary key (article_id, tag)
);
create index article_tags_tag on article_tags (tag);

-- Change log written in the same transaction as every article write; each server process
-- applies it to its own search index (issue 2).
create table search_outbox (
    id integer primary key autoincrement,
    article_id integer not null,
    created_at text not null
);

create table admin_users (
    id text primary key,
    created_at text not null
);

create table article_metrics (
    article_id integer primary key references articles (id) on delete cascade,
    total_views integer not null default 0,
    total_likes integer not null default 0,
    total_bookmarks integer not null default 0,
    total_shares integer not null default 0,
    unique_viewers integer not null default 0
);

create table user_interactions (
    id integer primary key autoincrement,
    article_id integer not null references articles (id) on delete cascade,
    user_id text,
    user_fingerprint text,
    interaction_type text not null check (interaction_type in ('view', 'like', 'bookmark', 'share')),
    ip_address text,
    user_agent text,
    metadata text,
    created_at text not null
);
create index user_interactions_article on user_interactions (article_id, interaction_type);

create table newsletter_subscribers (
    id integer primary key autoincrement,
    email text not null unique,
    created_at text not null
);

create table backup_history (
    id integer primary key autoincrement,
    backup_type text not null check (backup_type in ('enhanced_comprehensive', 'comprehensive')),
    status text not null check (status in ('completed', 'failed', 'in_progress')),
    created_at text not null,
    file_size_mb real,
    expires_at text,
    download_url text,
    backup_data text,
    error_message text
);

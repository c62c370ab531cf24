-- Podcast episodes (issue 11). The guid is made once and never changed: podcast apps know an
-- episode by it. Audio is an upload under media/audio/ or an address elsewhere.
create table podcast_episodes (
    id integer primary key autoincrement,
    title text not null,
    description text not null default '',
    audio_url text not null,
    audio_type text not null,
    audio_bytes integer,
    duration_seconds integer,
    image_url text,
    language text not null references languages (code),
    season integer,
    episode integer,
    explicit integer not null default 0,
    status text not null check (status in ('draft', 'scheduled', 'published')),
    published_at text,
    article_id integer references articles (id) on delete set null,
    linked_episode_id integer references podcast_episodes (id) on delete set null,
    guid text not null unique,
    slug text not null,
    created_at text not null,
    updated_at text not null
);
create index podcast_episodes_listing on podcast_episodes (language, status, published_at desc, id desc);

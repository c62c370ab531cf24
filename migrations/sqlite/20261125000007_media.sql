-- Uploaded images (issue 16): each is kept only as WebP variants under media/uploads/{key}/
-- ({width}.webp); the key is the start of the upload's SHA-256, so the same image uploaded
-- twice is one entry.
create table media (
    id integer primary key autoincrement,
    key text not null unique,
    original_name text not null,
    format text not null,
    width integer not null,
    height integer not null,
    widths text not null,
    bytes integer not null,
    alt text not null default '',
    uploaded_at text not null,
    uploaded_by text not null
);
create index media_uploaded on media (uploaded_at desc, id desc);

-- Which uploads each article's image and text use, written with the article, so the library
-- can say what is unused without reading every article.
create table article_media (
    article_id integer not null references articles (id) on delete cascade,
    media_key text not null,
    primary key (article_id, media_key)
);
create index article_media_key on article_media (media_key);

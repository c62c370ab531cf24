-- PostgreSQL gets a trigram index for the admin list's title search here; SQLite reads the
-- titles from the `articles_title` index (20261125000009), which is fast at this scale.
select 1;

-- The admin list's title search (`lower(title) like '%…%'`) reads a trigram index instead of
-- every title (issue 16). pg_trgm is a trusted extension: the database's owner may create it.
create extension if not exists pg_trgm;
create index articles_title_trigrams on articles using gin (lower(title) gin_trgm_ops);

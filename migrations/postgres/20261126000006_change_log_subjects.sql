-- Podcast episodes' changes go through the change log too, for the site build (their pages are
-- prerendered) and each process's response cache; `article_id` holds the id of the subject.
alter table search_outbox add column subject text not null default 'article';

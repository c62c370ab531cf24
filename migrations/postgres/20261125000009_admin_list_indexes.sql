-- The admin article list (issue 16): every status, newest first, walks this index instead of
-- sorting the whole table, and its title search reads titles from an index rather than whole
-- rows (the content makes the table large).
create index articles_recent on articles (published_at desc, id desc, status);
create index articles_title on articles (status, title, published_at);

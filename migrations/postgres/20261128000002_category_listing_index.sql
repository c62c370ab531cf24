-- no-transaction
-- The public category and subcategory pages (issue 13): their page and count are found on this
-- index alone. Built concurrently, so that reads and writes go on meanwhile; one statement, as
-- PostgreSQL runs several sent at once in one transaction, where `concurrently` is refused.
create index concurrently articles_category_listing on articles (category, status, language, published_at desc, id desc, subcategory);

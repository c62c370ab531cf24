-- The public category and subcategory pages (issue 13): their page and count are found on this
-- index alone. With only `articles_category`, every matching row was read for its status and
-- language, which SQLite stores after the content, on the row's overflow pages: a category
-- page of 10,000 articles served 258 requests a second, the language list 3,098.
create index articles_category_listing on articles (category, status, language, published_at desc, id desc, subcategory);

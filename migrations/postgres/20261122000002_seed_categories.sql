-- The canonical categories, their Romanian slugs and aliases (spec §2, §3). menu_position orders
-- the site's category menu; categories without one are valid but not in the menu.
insert into categories (slug, slug_ro, name_en, name_ro, menu_position) values
    ('news', 'stiri', 'News', 'Știri', 1),
    ('politics', 'politica', 'Politics', 'Politică', 2),
    ('sports', 'sport', 'Sports', 'Sport', 3),
    ('business', 'afaceri', 'Business', 'Afaceri', 4),
    ('tech', 'tehnologie', 'Tech', 'Tehnologie', 5),
    ('lifestyle', 'lifestyle', 'Lifestyle', 'Lifestyle', 6),
    ('podcast', 'podcast', 'Podcast', 'Podcast', 7),
    ('opinion', 'opinie', 'Opinion', 'Opinie', 8),
    ('science', 'stiinta', 'Science', 'Știință', null),
    ('entertainment', 'divertisment', 'Entertainment', 'Divertisment', null),
    ('education', 'educatie', 'Education', 'Educație', null),
    ('environment', 'mediu', 'Environment', 'Mediu', null),
    ('games', 'jocuri', 'Games', 'Jocuri', null),
    ('health', 'sanatate', 'Health', 'Sănătate', null),
    ('culture', 'cultura', 'Culture', 'Cultură', null);

insert into category_aliases (alias, category) values
    ('tehnologie', 'tech'),
    ('technology', 'tech'),
    ('politica', 'politics'),
    ('afaceri', 'business'),
    ('stiinta', 'science'),
    ('sport', 'sports'),
    ('divertisment', 'entertainment'),
    ('educatie', 'education'),
    ('mediu', 'environment'),
    ('opinie', 'opinion'),
    ('stiri', 'news'),
    ('jocuri', 'games'),
    ('sanatate', 'health'),
    ('cultura', 'culture');

insert into subcategories (category, slug, name_en, name_ro, position) values
    ('politics', 'local', 'Local', 'Local', 1),
    ('politics', 'national', 'National', 'Național', 2),
    ('politics', 'international', 'International', 'Internațional', 3),
    ('sports', 'local', 'Local', 'Local', 1),
    ('sports', 'national', 'National', 'Național', 2),
    ('sports', 'international', 'International', 'Internațional', 3);

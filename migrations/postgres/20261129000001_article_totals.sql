-- The totals of the article lists (issue 13), kept per combination of the columns a list is
-- filtered by, so that a list's total is a sum over a few hundred rows rather than a count of
-- every matching article: at a million articles PostgreSQL counted a category page with a
-- parallel scan of the whole table. The triggers keep it in the writing transaction; views
-- change none of its columns and fire nothing. Inserts and deletes are counted per statement
-- (a restore's COPY and its delete are one update of each total, not one per row). A bulk import
-- sets `news.totals_deferred` and counts again once at its end: one row updated per article in
-- one transaction leaves a chain of versions that each later update walks, which made a
-- million-article import several times slower.
create table article_totals (
    status text not null,
    language text not null,
    category text not null,
    -- '' for none, as a key cannot hold null.
    subcategory text not null,
    featured boolean not null,
    trending boolean not null,
    n bigint not null,
    primary key (status, language, category, subcategory, featured, trending)
);

create function article_totals_insert() returns trigger language plpgsql as $$
begin
    if current_setting('news.totals_deferred', true) = 'on' then
        return null;
    end if;
    insert into article_totals as t (status, language, category, subcategory, featured, trending, n)
    select status, language, category, coalesce(subcategory, ''), featured, trending, count(*)
    from inserted group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict (status, language, category, subcategory, featured, trending) do update set n = t.n + excluded.n;
    return null;
end $$;

create function article_totals_delete() returns trigger language plpgsql as $$
begin
    if current_setting('news.totals_deferred', true) = 'on' then
        return null;
    end if;
    update article_totals t set n = t.n - d.n
    from (select status, language, category, coalesce(subcategory, '') as subcategory, featured, trending, count(*) as n
          from deleted group by 1, 2, 3, 4, 5, 6) d
    where (t.status, t.language, t.category, t.subcategory, t.featured, t.trending)
        = (d.status, d.language, d.category, d.subcategory, d.featured, d.trending);
    return null;
end $$;

create function article_totals_update() returns trigger language plpgsql as $$
begin
    if current_setting('news.totals_deferred', true) = 'on' then
        return null;
    end if;
    update article_totals set n = n - 1
    where (status, language, category, subcategory, featured, trending)
        = (old.status, old.language, old.category, coalesce(old.subcategory, ''), old.featured, old.trending);
    insert into article_totals as t (status, language, category, subcategory, featured, trending, n)
    values (new.status, new.language, new.category, coalesce(new.subcategory, ''), new.featured, new.trending, 1)
    on conflict (status, language, category, subcategory, featured, trending) do update set n = t.n + 1;
    return null;
end $$;

create trigger article_totals_insert after insert on articles
    referencing new table as inserted for each statement execute function article_totals_insert();
create trigger article_totals_delete after delete on articles
    referencing old table as deleted for each statement execute function article_totals_delete();
create trigger article_totals_update after update of status, language, category, subcategory, featured, trending on articles
    for each row when ((old.status, old.language, old.category, old.subcategory, old.featured, old.trending)
        is distinct from (new.status, new.language, new.category, new.subcategory, new.featured, new.trending))
    execute function article_totals_update();

-- In the migration's transaction, after the triggers: the triggers' lock holds writes (not
-- reads) until the totals below are in, so no article is counted twice or missed.
insert into article_totals (status, language, category, subcategory, featured, trending, n)
select status, language, category, coalesce(subcategory, ''), featured, trending, count(*)
from articles group by 1, 2, 3, 4, 5, 6;

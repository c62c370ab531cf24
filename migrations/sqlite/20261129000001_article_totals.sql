-- The totals of the article lists (issue 13), kept per combination of the columns a list is
-- filtered by, so that a list's total is a sum over a few hundred rows rather than a count of
-- every matching article. The triggers keep it in the writing transaction; views change none
-- of its columns and fire nothing.
create table article_totals (
    status text not null,
    language text not null,
    category text not null,
    -- '' for none, as on PostgreSQL, where a key cannot hold null.
    subcategory text not null,
    featured integer not null,
    trending integer not null,
    n integer not null,
    primary key (status, language, category, subcategory, featured, trending)
) without rowid;

create trigger article_totals_insert after insert on articles begin
    insert into article_totals (status, language, category, subcategory, featured, trending, n)
    values (new.status, new.language, new.category, coalesce(new.subcategory, ''), new.featured, new.trending, 1)
    on conflict (status, language, category, subcategory, featured, trending) do update set n = n + 1;
end;

create trigger article_totals_delete after delete on articles begin
    update article_totals set n = n - 1
    where (status, language, category, subcategory, featured, trending)
        = (old.status, old.language, old.category, coalesce(old.subcategory, ''), old.featured, old.trending);
end;

create trigger article_totals_update after update of status, language, category, subcategory, featured, trending on articles
when (old.status, old.language, old.category, old.subcategory, old.featured, old.trending)
    is not (new.status, new.language, new.category, new.subcategory, new.featured, new.trending)
begin
    update article_totals set n = n - 1
    where (status, language, category, subcategory, featured, trending)
        = (old.status, old.language, old.category, coalesce(old.subcategory, ''), old.featured, old.trending);
    insert into article_totals (status, language, category, subcategory, featured, trending, n)
    values (new.status, new.language, new.category, coalesce(new.subcategory, ''), new.featured, new.trending, 1)
    on conflict (status, language, category, subcategory, featured, trending) do update set n = n + 1;
end;

insert into article_totals (status, language, category, subcategory, featured, trending, n)
select status, language, category, coalesce(subcategory, ''), featured, trending, count(*)
from articles group by 1, 2, 3, 4, 5, 6;

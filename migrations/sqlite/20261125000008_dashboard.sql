-- The admin dashboard (issue 16). Each counted view, new like or bookmark and counted share adds
-- to its article's count of the day (UTC, 'YYYY-MM-DD'), in the transaction that records it.
-- The worker sums those into per-language totals, this week's top articles and the day's
-- subscriber counts once a minute, so the dashboard reads a few hundred rows, never the
-- interactions.
create table article_daily (
    article_id integer not null references articles (id) on delete cascade,
    day text not null,
    kind text not null check (kind in ('view', 'like', 'bookmark', 'share')),
    count integer not null,
    primary key (article_id, day, kind)
);
create index article_daily_day on article_daily (day, kind, article_id);

create table daily_totals (
    day text not null,
    language text not null,
    kind text not null,
    count integer not null,
    primary key (day, language, kind)
);

create table top_week (
    article_id integer primary key references articles (id) on delete cascade,
    views integer not null,
    likes integer not null,
    shares integer not null
);

create table subscriber_daily (
    day text not null,
    status text not null,
    count integer not null,
    primary key (day, status)
);

-- When the worker last summed the counts.
create table dashboard_refresh (
    id integer primary key check (id = 1),
    refreshed_at text not null
);

-- What was recorded before: a reader's first view, likes and bookmarks that stand, shares.
insert into article_daily (article_id, day, kind, count)
select article_id, substr(created_at, 1, 10), interaction_type, count(*)
from user_interactions
where interaction_type in ('view', 'like', 'bookmark', 'share')
group by article_id, substr(created_at, 1, 10), interaction_type;

insert into daily_totals (day, language, kind, count)
select d.day, a.language, d.kind, sum(d.count)
from article_daily d join articles a on a.id = d.article_id
group by d.day, a.language, d.kind;

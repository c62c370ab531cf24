-- A million reader interactions over the last 30 days, spread over the bench's articles, with
-- the daily counts the server keeps as they happen and the sums its worker makes of them.
insert into user_interactions (article_id, user_fingerprint, interaction_type, created_at, counted_at)
with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000)
select (select min(id) from articles) + ((i / 30) * 7919) % (select count(*) from articles),
       'bench-' || i,
       case i % 10 when 0 then 'like' when 1 then 'share' when 2 then 'bookmark' else 'view' end,
       now() - (i % 30) * interval '1 day', now() - (i % 30) * interval '1 day'
from n;

insert into article_daily (article_id, day, kind, count)
select article_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), interaction_type, count(*) from user_interactions
where user_fingerprint like 'bench-%'
group by article_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), interaction_type
on conflict (article_id, day, kind) do update set count = excluded.count;

insert into daily_totals (day, language, kind, count)
select d.day, a.language, d.kind, sum(d.count) from article_daily d join articles a on a.id = d.article_id
group by d.day, a.language, d.kind
on conflict (day, language, kind) do update set count = excluded.count;

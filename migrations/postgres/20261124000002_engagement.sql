-- Reader engagement (spec §3 article_metrics and user_interactions, §4 and §7 Interactions).
-- A reader likes, bookmarks and first views an article at most once: the unique indexes make a
-- double click or a race unable to count twice. Shares may repeat.
create unique index user_interactions_account_once on user_interactions (article_id, user_id, interaction_type)
    where user_id is not null and interaction_type <> 'share';
create unique index user_interactions_browser_once on user_interactions (article_id, user_fingerprint, interaction_type)
    where user_id is null and interaction_type <> 'share';

-- When the interaction last counted: its creation, or for a view the latest repeat that counted
-- again (once per reader per 30 minutes). Popular windows and trending read it.
alter table user_interactions add column counted_at timestamptz;
update user_interactions set counted_at = created_at;
alter table user_interactions alter column counted_at set not null;
create index user_interactions_window on user_interactions (interaction_type, counted_at, article_id);

-- A reader's saved articles, newest bookmark first (also their shares, and the rows moved to an
-- account at sign-in).
create index user_interactions_account on user_interactions (user_id, interaction_type, created_at)
    where user_id is not null;
create index user_interactions_browser on user_interactions (user_fingerprint, interaction_type, created_at)
    where user_id is null;

-- IP addresses and user agents are forgotten after a while; only rows still holding them are looked at.
create index user_interactions_pii on user_interactions (created_at)
    where ip_address is not null or user_agent is not null;

-- `trending` stays the flag lists filter on. An editor's choice (`trending_manual`, null when the
-- editor left it to the computation) wins over the computed score's top places. Articles flagged
-- before this migration were flagged by editors.
alter table articles add column trending_manual boolean;
alter table articles add column trending_score double precision not null default 0;
update articles set trending_manual = true where trending;

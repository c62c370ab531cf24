-- The games' player profile of a signed-in reader (issue 12, spec §3), kept so that it follows
-- them between devices: one JSON document per account, merged with each device's copy
-- (core/src/games.rs). `version` makes each merge a compare-and-set, so two devices saving at
-- once both count. The account's data: exported with it, deleted with it, in backups.
create table game_profiles (
    user_id text primary key references users (id) on delete cascade,
    profile text not null,
    version bigint not null,
    updated_at timestamptz not null
);

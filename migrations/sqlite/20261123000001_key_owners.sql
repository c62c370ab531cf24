-- Security review (issue 8): an API key remembers the account that made it, so that disabling
-- the account or taking its admin right away can revoke its keys too. Keys made by an operator
-- (newsctl) have none.
alter table api_keys add column created_by_user_id text references users (id) on delete set null;
create index api_keys_created_by_user on api_keys (created_by_user_id);

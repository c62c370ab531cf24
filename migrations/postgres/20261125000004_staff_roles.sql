-- Staff roles (issue 16): an admin_users row is an admin, or an editor who works on content
-- only. Every existing row was an admin.
alter table admin_users add column role text not null default 'admin' check (role in ('admin', 'editor'));

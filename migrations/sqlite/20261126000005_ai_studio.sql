-- AI Studio (issue 11): each request to the AI provider is a run the worker carries out, with
-- what was asked, the text streamed so far, the outcome, the model, the prompt template's
-- version and the tokens used (the daily budget sums them). Not in backups: history, like
-- automation_runs.
create table ai_runs (
    id integer primary key autoincrement,
    action text not null check (action in ('draft', 'translate', 'suggest', 'summarize')),
    status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
    language text not null,
    tone text not null default 'neutral',
    source_article_id integer,
    input text not null default '',
    partial text not null default '',
    result text,
    article_id integer,
    model text,
    prompt_version integer,
    prompt_tokens integer not null default 0,
    completion_tokens integer not null default 0,
    error text,
    requested_by text not null,
    created_at text not null,
    updated_at text not null,
    finished_at text
);
create index ai_runs_created on ai_runs (created_at);

-- The drafts AI Studio wrote: none is published until an editor has marked it reviewed.
create table ai_drafts (
    article_id integer primary key references articles (id) on delete cascade,
    run_id integer not null,
    reviewed_at text,
    reviewed_by text
);

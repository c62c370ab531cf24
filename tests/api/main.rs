//! API and storage integration tests: the real server on a random port, over a fresh SQLite
//! file or a fresh PostgreSQL database per test. Tests whose name contains `postgres` need a
//! server (see `helpers::postgres_admin_url`); the test script skips them, and says so, only
//! where none runs and CI is not set.

mod access;
mod account;
mod ai;
mod articles;
mod auth;
mod automation;

mod backups;
mod codes;
mod comments;
mod dashboard;
mod editing;
mod factors;
mod feeds;
mod file_modes;
mod games;
mod helpers;
mod interactions;
mod mail;
mod media;
mod metrics;
mod newsletter;
mod oidc;
mod openapi;
mod podcasts;
mod search;
mod security;
mod site;
mod site_plan;
mod staff;
mod storage;

//! `/api/v1/admin/...`: the newsroom's endpoints. Every handler takes `Admin` or `Editor` as its
//! first extractor, so the caller is checked before anything else is read (a test walks every
//! route of the OpenAPI document with no token, a reader's token and an admin's).

pub mod ai;
pub mod api_keys;
pub mod articles;
pub mod audit;
pub mod automation;
pub mod backups;
pub mod comments;
pub mod dashboard;
pub mod media;
pub mod newsletter;
pub mod podcasts;
pub mod revisions;
pub mod translations;
pub mod users;

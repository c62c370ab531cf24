//! Domain types, storage, search and the operators' data formats, shared by the server, the
//! worker and `newsctl`. Nothing here knows HTTP or the command line.

pub mod ai;
pub mod auth;
pub mod automation;
pub mod backup;
pub mod comments;
pub mod config;
pub mod demo;
pub mod domain;
pub mod error;
pub mod feeds;
pub mod fs;
pub mod games;
pub mod heartbeat;
pub mod lease;
pub mod mail;
pub mod markdown;
pub mod media;
pub mod memory;
pub mod ndjson;
pub mod newsletter;
pub mod podcasts;
pub mod request;
pub mod s3;
pub mod search;
pub mod site;
pub mod store;

pub use config::Config;
pub use error::{Error, Result};
pub use search::SearchIndex;
pub use store::Store;

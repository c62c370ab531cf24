//! One module per noun of `newsctl`.

pub mod article;
pub mod config;
pub mod search;
pub mod seed;
pub mod serve;

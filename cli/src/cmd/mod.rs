//! One module per noun of `newsctl`.

pub mod ai;
pub mod apikey;
pub mod article;
pub mod audit;
pub mod automation;
pub mod backup;
pub mod comment;
pub mod config;
pub mod doctor;
pub mod newsletter;
pub mod podcast;
pub mod search;
pub mod seed;
pub mod serve;
pub mod site;
pub mod user;

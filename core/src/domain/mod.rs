//! Pure domain types and rules of spec §3–§5; no storage here.

pub mod article;
pub mod category;
pub mod interaction;
pub mod reader;
pub mod text;

pub use article::{Article, ArticleDraft, ArticleFilter, ArticleSummary, Language, Status, StatusFilter};
pub use category::{Categories, CategoryMenuItem, SubcategoryMenuItem};
pub use reader::{Fingerprint, Reader};

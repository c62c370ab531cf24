//! Pure domain types and rules of spec §3–§5; no storage here.

pub mod ai;
pub mod article;
pub mod automation;
pub mod backups;
pub mod category;
pub mod comment;
pub mod identity;
pub mod interaction;
pub mod jobs;
pub mod newsletter;
pub mod podcast;
pub mod reader;
pub mod text;

pub use article::{
    Article, ArticleAddress, ArticleDraft, ArticleFilter, ArticleOrder, ArticleSummary, Language, SitemapArticle,
    Status, StatusFilter,
};
pub use category::{Categories, CategoryMenuItem, SubcategoryMenuItem};
pub use comment::{
    Comment, CommentFilter, CommentStatus, ModeratedComment, ModerationRules, NewComment, PresetComment,
};
pub use reader::{Fingerprint, Reader};

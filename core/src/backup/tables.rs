//! What a backup holds of the database: every table, in an order that satisfies foreign keys on
//! restore, each column with the portable type it is written as. A test compares this list
//! with the live schema of both backends, so a new column cannot be left out silently.

/// How a column travels in NDJSON: integers and reals as numbers, booleans as booleans, text as
/// strings, timestamps as RFC 3339 strings in UTC to the microsecond, JSON documents (jsonb on
/// PostgreSQL, text on SQLite) as JSON. Any of them may be null.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnType {
    Int,
    Real,
    Text,
    Bool,
    Time,
    Json,
}

#[derive(Debug)]
pub struct Table {
    pub name: &'static str,
    pub columns: &'static [(&'static str, ColumnType)],
    /// A total order, so that two dumps of the same data are byte for byte the same.
    pub order_by: &'static str,
    /// The generated id column, whose sequence must move past restored ids on PostgreSQL.
    pub identity: Option<&'static str>,
}

use ColumnType::{Bool, Int, Json, Real, Text, Time};

pub const TABLES: &[Table] = &[
    Table {
        name: "languages",
        columns: &[("code", Text), ("name", Text), ("flag", Text)],
        order_by: "code",
        identity: None,
    },
    Table {
        name: "categories",
        columns: &[
            ("slug", Text),
            ("slug_ro", Text),
            ("name_en", Text),
            ("name_ro", Text),
            ("menu_position", Int),
        ],
        order_by: "slug",
        identity: None,
    },
    Table {
        name: "category_aliases",
        columns: &[("alias", Text), ("category", Text)],
        order_by: "alias",
        identity: None,
    },
    Table {
        name: "subcategories",
        columns: &[
            ("category", Text),
            ("slug", Text),
            ("name_en", Text),
            ("name_ro", Text),
            ("position", Int),
        ],
        order_by: "category, slug",
        identity: None,
    },
    Table {
        name: "users",
        columns: &[
            ("id", Text),
            ("email", Text),
            ("password_hash", Text),
            ("language", Text),
            ("email_confirmed_at", Time),
            ("disabled_at", Time),
            ("last_sign_in_at", Time),
            ("created_at", Time),
            ("updated_at", Time),
        ],
        order_by: "id",
        identity: None,
    },
    Table {
        name: "articles",
        columns: &[
            ("id", Int),
            ("title", Text),
            ("excerpt", Text),
            ("content", Text),
            ("image_url", Text),
            ("imagecaption", Text),
            ("category", Text),
            ("subcategory", Text),
            ("author", Text),
            ("published_at", Time),
            ("created_at", Time),
            ("updated_at", Time),
            ("featured", Bool),
            ("trending", Bool),
            ("views", Int),
            ("language", Text),
            ("user_id", Text),
            ("editor_id", Text),
            ("status", Text),
            ("uses_blocks", Bool),
            ("geographic_scope", Text),
            ("trust_score", Real),
            ("estimated_reading_time", Int),
            ("linked_article_id", Int),
            ("manual_language_override", Bool),
            ("editorial_signature", Text),
            ("trending_manual", Bool),
            ("trending_score", Real),
        ],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "article_tags",
        columns: &[("article_id", Int), ("tag", Text), ("position", Int)],
        order_by: "article_id, tag",
        identity: None,
    },
    Table {
        name: "search_outbox",
        columns: &[("id", Int), ("article_id", Int), ("created_at", Time)],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "admin_users",
        columns: &[("id", Text), ("created_at", Time)],
        order_by: "id",
        identity: None,
    },
    Table {
        name: "article_metrics",
        columns: &[
            ("article_id", Int),
            ("total_views", Int),
            ("total_likes", Int),
            ("total_bookmarks", Int),
            ("total_shares", Int),
            ("unique_viewers", Int),
        ],
        order_by: "article_id",
        identity: None,
    },
    Table {
        name: "user_interactions",
        columns: &[
            ("id", Int),
            ("article_id", Int),
            ("user_id", Text),
            ("user_fingerprint", Text),
            ("interaction_type", Text),
            ("ip_address", Text),
            ("user_agent", Text),
            ("metadata", Json),
            ("created_at", Time),
            ("counted_at", Time),
        ],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "newsletter_subscribers",
        columns: &[("id", Int), ("email", Text), ("created_at", Time)],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "backup_history",
        columns: &[
            ("id", Int),
            ("backup_type", Text),
            ("status", Text),
            ("created_at", Time),
            ("file_size_mb", Real),
            ("expires_at", Time),
            ("download_url", Text),
            ("backup_data", Json),
            ("error_message", Text),
            ("heartbeat_at", Time),
        ],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "refresh_tokens",
        columns: &[
            ("id", Int),
            ("family_id", Text),
            ("user_id", Text),
            ("token_hash", Text),
            ("created_at", Time),
            ("expires_at", Time),
            ("rotated_at", Time),
            ("revoked_at", Time),
        ],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "one_time_tokens",
        columns: &[
            ("token_hash", Text),
            ("user_id", Text),
            ("purpose", Text),
            ("created_at", Time),
            ("expires_at", Time),
            ("used_at", Time),
        ],
        order_by: "token_hash",
        identity: None,
    },
    Table {
        name: "api_keys",
        columns: &[
            ("id", Text),
            ("name", Text),
            ("prefix", Text),
            ("key_hash", Text),
            ("scope", Text),
            ("created_by", Text),
            ("created_by_user_id", Text),
            ("created_at", Time),
            ("last_used_at", Time),
            ("expires_at", Time),
            ("revoked_at", Time),
        ],
        order_by: "id",
        identity: None,
    },
    Table {
        name: "rate_limits",
        columns: &[("bucket", Text), ("window_started_at", Int), ("hits", Int)],
        order_by: "bucket",
        identity: None,
    },
    Table {
        name: "audit_log",
        columns: &[
            ("id", Int),
            ("actor_type", Text),
            ("actor_id", Text),
            ("actor_label", Text),
            ("action", Text),
            ("target", Text),
            ("ip_address", Text),
            ("created_at", Time),
        ],
        order_by: "id",
        identity: Some("id"),
    },
    Table {
        name: "break_glass_tokens",
        columns: &[
            ("token_hash", Text),
            ("created_by", Text),
            ("created_at", Time),
            ("expires_at", Time),
            ("used_at", Time),
        ],
        order_by: "token_hash",
        identity: None,
    },
];

/// Tables the migrations fill with reference data; a database holding only those is empty.
pub const REFERENCE_TABLES: &[&str] = &["languages", "categories", "category_aliases", "subcategories"];

pub fn table(name: &str) -> Option<&'static Table> {
    TABLES.iter().find(|t| t.name == name)
}

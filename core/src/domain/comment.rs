//! Reader comments (spec §3, §5, §6). DESIGN.md deviation 1: they are kept on the server and
//! moderated, so the rules that hold a comment for review live here as pure functions.

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Reader;
use super::text::fold_romanian;
use crate::{Error, Result};

/// Long enough for a considered answer, short enough that a page of comments stays readable.
pub const MAX_TEXT_CHARS: usize = 5_000;
pub const MAX_NAME_CHARS: usize = 80;
/// Spec §5: the title and message of an empty comment.
pub const EMPTY_TITLE: &str = "Comment cannot be empty";
pub const EMPTY_MESSAGE: &str = "Please write something before submitting.";
/// Spec §8: the title of every other refused comment.
pub const FAILED_TITLE: &str = "Failed to add comment";
/// Spec §5: the author of a comment with neither a name nor an account.
pub const ANONYMOUS: &str = "Anonymous";

/// An approved comment written straight into the store by the demo content, not posted by a
/// reader: it has no account, browser id or client address, and skips the moderation rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresetComment {
    pub article_id: i64,
    /// The index of an earlier comment of the same batch that this one answers.
    pub reply_to: Option<usize>,
    pub author_name: String,
    pub text: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CommentStatus {
    /// Shown to readers.
    Approved,
    /// Waiting for an editor: a moderation rule held it.
    Held,
    /// Refused by an editor; kept so that the decision can be reviewed.
    Rejected,
}

impl CommentStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Approved => "approved",
            Self::Held => "held",
            Self::Rejected => "rejected",
        }
    }

    /// A status filter as the admin list and `newsctl comment list` take it: `all` is `None`.
    pub fn parse_filter(raw: &str) -> Result<Option<Self>> {
        match raw {
            "all" => Ok(None),
            other => other.parse().map(Some).map_err(|_| {
                Error::invalid(
                    "status",
                    format!("unknown status {other:?}; expected held, approved, rejected or all"),
                )
            }),
        }
    }
}

impl FromStr for CommentStatus {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "approved" => Ok(Self::Approved),
            "held" => Ok(Self::Held),
            "rejected" => Ok(Self::Rejected),
            other => Err(Error::invalid(
                "status",
                format!("unknown status {other:?}; expected approved, held or rejected"),
            )),
        }
    }
}

impl fmt::Display for CommentStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An editor's decision on a comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject,
}

impl Decision {
    pub fn status(self) -> CommentStatus {
        match self {
            Self::Approve => CommentStatus::Approved,
            Self::Reject => CommentStatus::Rejected,
        }
    }

    /// The audit log's name for it.
    pub fn action(self) -> &'static str {
        match self {
            Self::Approve => "comment.approve",
            Self::Reject => "comment.reject",
        }
    }
}

/// A comment as readers see it. Nothing here identifies the reader beyond the name shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Comment {
    pub id: i64,
    pub article_id: i64,
    /// The comment this one answers; replies go one level deep.
    pub parent_id: Option<i64>,
    pub author_name: String,
    /// Plain text as written. Show it as text: it is never HTML.
    pub text: String,
    pub status: CommentStatus,
    pub created_at: DateTime<Utc>,
}

/// A comment as editors see it: who wrote it, from where, and who decided on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ModeratedComment {
    #[serde(flatten)]
    pub comment: Comment,
    pub user_id: Option<String>,
    pub user_fingerprint: Option<String>,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    pub updated_at: DateTime<Utc>,
    pub moderated_at: Option<DateTime<Utc>>,
    /// The editor, API key or operator who approved or rejected it last.
    pub moderated_by: Option<String>,
}

/// The admin list's filters; `None` is every status, every article.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CommentFilter {
    pub status: Option<CommentStatus>,
    pub article_id: Option<i64>,
}

/// What a reader sends, with who they are and where from.
#[derive(Clone, Debug)]
pub struct NewComment {
    pub article_id: i64,
    pub parent_id: Option<i64>,
    pub text: String,
    pub name: Option<String>,
    pub reader: Reader,
    /// A signed-in reader's address, whose local part is the default author name.
    pub account_email: Option<String>,
    /// The client address, limited and kept for editors.
    pub ip_address: String,
    pub user_agent: Option<String>,
}

/// The text and author name of a comment, checked and ready to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedComment {
    pub text: String,
    pub author_name: String,
}

impl NewComment {
    /// Spec §5: the text must hold something besides whitespace; the name is optional and
    /// falls back to the account's identity, else 'Anonymous'.
    pub fn check(&self) -> Result<CheckedComment> {
        let text = plain(&self.text);
        if text.is_empty() {
            return Err(Error::invalid("text", EMPTY_MESSAGE));
        }
        if text.chars().count() > MAX_TEXT_CHARS {
            return Err(Error::invalid(
                "text",
                format!("A comment can be at most {MAX_TEXT_CHARS} characters."),
            ));
        }
        let name = self.name.as_deref().map(plain).unwrap_or_default();
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(Error::invalid(
                "name",
                format!("A name can be at most {MAX_NAME_CHARS} characters."),
            ));
        }
        let author_name = if !name.is_empty() {
            name
        } else {
            self.account_email
                .as_deref()
                .and_then(|email| email.split('@').next())
                .filter(|local| !local.is_empty())
                .map_or_else(|| ANONYMOUS.to_string(), str::to_string)
        };
        Ok(CheckedComment { text, author_name })
    }
}

/// Trimmed, without control characters but line breaks and tabs: PostgreSQL refuses NUL in
/// text, and the others only serve to disguise a comment. `\r\n` becomes `\n`.
fn plain(raw: &str) -> String {
    raw.chars()
        .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
        .collect::<String>()
        .trim()
        .to_string()
}

/// Why a comment waits for an editor instead of appearing at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HoldReason {
    Link,
    BannedWord,
    FirstAnonymous,
}

impl HoldReason {
    /// For the log line that says why a comment waits.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Link => "link",
            Self::BannedWord => "banned_word",
            Self::FirstAnonymous => "first_anonymous",
        }
    }
}

/// The operator's moderation rules (`NEWS_COMMENT_*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModerationRules {
    /// Links are what spam is for.
    hold_links: bool,
    /// Each entry a word or a phrase, already folded by `words`.
    banned: Vec<Vec<String>>,
    /// Until an anonymous reader has one comment approved, their comments wait.
    hold_first_anonymous: bool,
}

impl ModerationRules {
    pub fn new(hold_links: bool, banned_words: &[String], hold_first_anonymous: bool) -> Self {
        Self {
            hold_links,
            banned: banned_words
                .iter()
                .map(|entry| words(entry))
                .filter(|phrase| !phrase.is_empty())
                .collect(),
            hold_first_anonymous,
        }
    }

    /// The first rule that holds this comment, if any. `approved_before` says whether the
    /// reader already has an approved comment (only asked for anonymous readers).
    pub fn hold_reason(&self, comment: &CheckedComment, reader: &Reader, approved_before: bool) -> Option<HoldReason> {
        let fields = [comment.text.as_str(), comment.author_name.as_str()];
        if self.hold_links && fields.iter().any(|field| has_link(field)) {
            return Some(HoldReason::Link);
        }
        if fields.iter().any(|field| self.has_banned_word(field)) {
            return Some(HoldReason::BannedWord);
        }
        if self.hold_first_anonymous && matches!(reader, Reader::Anonymous(_)) && !approved_before {
            return Some(HoldReason::FirstAnonymous);
        }
        None
    }

    /// Whether `hold_reason` needs to know if the reader has an approved comment.
    pub fn asks_about_history(&self, reader: &Reader) -> bool {
        self.hold_first_anonymous && matches!(reader, Reader::Anonymous(_))
    }

    /// Whole words (or phrases of whole words), case and Romanian diacritics ignored: a banned
    /// 'prost' holds "PROȘT" but not "prostată".
    fn has_banned_word(&self, text: &str) -> bool {
        if self.banned.is_empty() {
            return false;
        }
        let text = words(text);
        self.banned
            .iter()
            .any(|phrase| text.windows(phrase.len()).any(|window| window == phrase.as_slice()))
    }
}

/// The words of `text`, lowercased with Romanian diacritics folded (both the cedilla and the
/// comma-below forms).
fn words(text: &str) -> Vec<String> {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(fold_romanian)
        .collect::<String>()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_string)
        .collect()
}

/// Top-level domains that spam uses without a scheme; others need `http(s)://` or `www.`.
const BARE_DOMAIN_ENDINGS: &[&str] = &[
    "com", "net", "org", "ro", "info", "biz", "io", "co", "ru", "xyz", "top", "online", "site", "shop", "me", "eu",
];

/// A URL with a scheme, a `www.` address, or a bare domain like `example.com`. Sentences that
/// end with a full stop and a space ("it was. Then") are not domains.
pub fn has_link(text: &str) -> bool {
    let lower = text.to_lowercase();
    if lower.contains("://") || lower.contains("www.") {
        return true;
    }
    lower.split_whitespace().any(|token| {
        let token = token.trim_matches(|c: char| !c.is_alphanumeric());
        let host = token.split('/').next().unwrap_or_default();
        match host.rsplit_once('.') {
            Some((name, ending)) => {
                !name.is_empty()
                    && name.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '.')
                    && BARE_DOMAIN_ENDINGS.contains(&ending)
            }
            None => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use rstest::rstest;

    use super::*;

    fn comment(text: &str, name: Option<&str>, email: Option<&str>) -> NewComment {
        NewComment {
            article_id: 1,
            parent_id: None,
            text: text.into(),
            name: name.map(str::to_string),
            reader: Reader::identify(None, Some("0123456789")).unwrap(),
            account_email: email.map(str::to_string),
            ip_address: "192.0.2.1".into(),
            user_agent: None,
        }
    }

    fn message(err: Error) -> String {
        match err {
            Error::Invalid { message, .. } => message,
            other => panic!("not a validation error: {other}"),
        }
    }

    #[rstest]
    #[case::empty("")]
    #[case::spaces("   ")]
    #[case::lines(" \n\t\r\n ")]
    #[case::only_control("\u{0}\u{7}")]
    fn empty_text_is_refused_with_the_spec_message(#[case] text: &str) {
        assert_eq!(message(comment(text, None, None).check().unwrap_err()), EMPTY_MESSAGE);
    }

    #[test]
    fn text_is_trimmed_kept_as_written_and_limited() {
        let checked = comment("  <b>bold</b>\r\nline two\u{0}  ", None, None).check().unwrap();
        assert_eq!(checked.text, "<b>bold</b>\nline two");
        assert!(comment(&"ă".repeat(MAX_TEXT_CHARS), None, None).check().is_ok());
        let err = comment(&"a".repeat(MAX_TEXT_CHARS + 1), None, None)
            .check()
            .unwrap_err();
        assert!(message(err).contains("5000 characters"));
    }

    #[rstest]
    #[case::given(Some("  Ana  "), Some("ion@example.ro"), "Ana")]
    #[case::account(None, Some("ion.popescu@example.ro"), "ion.popescu")]
    #[case::blank_name_uses_the_account(Some("   "), Some("ion@example.ro"), "ion")]
    #[case::anonymous(None, None, ANONYMOUS)]
    #[case::blank_and_anonymous(Some(""), None, ANONYMOUS)]
    fn the_name_falls_back_to_the_account_then_anonymous(
        #[case] name: Option<&str>,
        #[case] email: Option<&str>,
        #[case] expected: &str,
    ) {
        assert_eq!(comment("hi", name, email).check().unwrap().author_name, expected);
    }

    #[test]
    fn a_long_name_is_refused() {
        assert!(comment("hi", Some(&"n".repeat(MAX_NAME_CHARS)), None).check().is_ok());
        let err = comment("hi", Some(&"n".repeat(MAX_NAME_CHARS + 1)), None)
            .check()
            .unwrap_err();
        assert!(message(err).contains("80 characters"));
    }

    #[rstest]
    #[case::scheme("see https://spam.example/x", true)]
    #[case::upper_scheme("HTTP://X.Y", true)]
    #[case::www("visit www.example", true)]
    #[case::bare_domain("cheap pills at pills.com today", true)]
    #[case::bare_ro_with_path("vezi site.ro/oferta", true)]
    #[case::in_parentheses("(example.net)", true)]
    #[case::sentence("It was late. Then it rained.", false)]
    #[case::no_space_sentence("Done.ok", false)]
    #[case::number("Inflation hit 5.2 percent", false)]
    #[case::plain("Bravo, un articol bun!", false)]
    fn links_are_found(#[case] text: &str, #[case] link: bool) {
        assert_eq!(has_link(text), link, "{text}");
    }

    fn checked(text: &str) -> CheckedComment {
        CheckedComment {
            text: text.into(),
            author_name: ANONYMOUS.into(),
        }
    }

    #[test]
    fn banned_words_match_whole_words_without_case_or_diacritics() {
        let rules = ModerationRules::new(false, &["prost".into(), "Țeapă mare".into(), "  ".into()], false);
        let reader = Reader::identify(Some("u1"), None).unwrap();
        for held in ["Ești PROȘT", "esti prost!", "o ţeapă   MARE", "prost"] {
            assert_eq!(
                rules.hold_reason(&checked(held), &reader, true),
                Some(HoldReason::BannedWord),
                "{held}"
            );
        }
        for kept in ["prostată", "neprost", "o țeapă", "mare țeapă"] {
            assert_eq!(rules.hold_reason(&checked(kept), &reader, true), None, "{kept}");
        }
    }

    #[test]
    fn a_banned_word_in_the_name_holds_too() {
        let rules = ModerationRules::new(false, &["spam".into()], false);
        let mut comment = checked("fine");
        comment.author_name = "Spam King".into();
        let reader = Reader::identify(Some("u1"), None).unwrap();
        assert_eq!(rules.hold_reason(&comment, &reader, true), Some(HoldReason::BannedWord));
    }

    #[test]
    fn links_are_held_only_when_the_rule_is_on() {
        let reader = Reader::identify(Some("u1"), None).unwrap();
        let link = checked("https://example.com");
        assert_eq!(
            ModerationRules::new(true, &[], false).hold_reason(&link, &reader, true),
            Some(HoldReason::Link)
        );
        assert_eq!(
            ModerationRules::new(false, &[], false).hold_reason(&link, &reader, true),
            None
        );
    }

    #[test]
    fn an_anonymous_readers_first_comment_waits_when_the_rule_is_on() {
        let rules = ModerationRules::new(false, &[], true);
        let anonymous = Reader::identify(None, Some("0123456789")).unwrap();
        let signed_in = Reader::identify(Some("u1"), None).unwrap();
        assert!(rules.asks_about_history(&anonymous));
        assert!(!rules.asks_about_history(&signed_in));
        assert_eq!(
            rules.hold_reason(&checked("hi"), &anonymous, false),
            Some(HoldReason::FirstAnonymous)
        );
        assert_eq!(rules.hold_reason(&checked("hi"), &anonymous, true), None);
        assert_eq!(rules.hold_reason(&checked("hi"), &signed_in, false), None);
        assert!(!ModerationRules::new(false, &[], false).asks_about_history(&anonymous));
    }

    #[test]
    fn statuses_parse_with_all_as_no_filter() {
        assert_eq!(CommentStatus::parse_filter("held").unwrap(), Some(CommentStatus::Held));
        assert_eq!(CommentStatus::parse_filter("all").unwrap(), None);
        assert!(CommentStatus::parse_filter("pending").is_err());
        assert_eq!("rejected".parse::<CommentStatus>().unwrap().to_string(), "rejected");
    }
}

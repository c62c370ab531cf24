//! Who a reader is, for likes, bookmarks, views, shares and comments (spec §6): a signed-in
//! reader's account, or for an anonymous reader the random id the site keeps in the browser
//! (the spec's "fingerprint"; DESIGN.md deviation 7: never real browser fingerprinting).

use crate::{Error, Result};

/// The browser's random id. It arrives from the reader, so it is checked like any input:
/// 8 to 64 characters of ASCII letters, digits, `-` and `_` (a UUID fits).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fingerprint(String);

impl Fingerprint {
    pub const MIN_LEN: usize = 8;
    pub const MAX_LEN: usize = 64;

    pub fn parse(raw: &str) -> Result<Self> {
        let valid = (Self::MIN_LEN..=Self::MAX_LEN).contains(&raw.len())
            && raw.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if valid {
            Ok(Self(raw.to_string()))
        } else {
            Err(Error::invalid(
                "fingerprint",
                format!(
                    "fingerprint must be {} to {} letters, digits, '-' or '_'",
                    Self::MIN_LEN,
                    Self::MAX_LEN
                ),
            ))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The reader an interaction or a comment belongs to. A signed-in reader is their account even
/// when the browser also sends its fingerprint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reader {
    User { id: String },
    Anonymous(Fingerprint),
}

impl Reader {
    /// The signed-in account if there is one, else the fingerprint, which is then required.
    pub fn identify(user_id: Option<&str>, fingerprint: Option<&str>) -> Result<Self> {
        match (user_id, fingerprint) {
            (Some(id), _) => Ok(Self::User { id: id.to_string() }),
            (None, Some(raw)) => Fingerprint::parse(raw).map(Self::Anonymous),
            (None, None) => Err(Error::invalid(
                "fingerprint",
                "an anonymous reader must send the fingerprint the site keeps in the browser",
            )),
        }
    }

    /// The `user_id` and `user_fingerprint` columns of the reader's rows.
    pub fn columns(&self) -> (Option<&str>, Option<&str>) {
        match self {
            Self::User { id } => (Some(id), None),
            Self::Anonymous(fingerprint) => (None, Some(fingerprint.as_str())),
        }
    }

    /// One key per reader, for per-reader rate limits.
    pub fn key(&self) -> String {
        match self {
            Self::User { id } => format!("user:{id}"),
            Self::Anonymous(fingerprint) => format!("fp:{}", fingerprint.as_str()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_are_checked_like_input() {
        assert!(Fingerprint::parse("0b9c6f1e-1f7a-4c43-9a55-3c1f2d7e8a90").is_ok());
        assert!(Fingerprint::parse("abc_DEF-12").is_ok());
        for bad in [
            "",
            "short",
            &"x".repeat(65),
            "has space1",
            "semi;colon",
            "ünicode123",
            "<script>",
        ] {
            assert!(Fingerprint::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_signed_in_reader_is_their_account() {
        let reader = Reader::identify(Some("u1"), Some("0123456789")).unwrap();
        assert_eq!(reader.columns(), (Some("u1"), None));
        let anonymous = Reader::identify(None, Some("0123456789")).unwrap();
        assert_eq!(anonymous.columns(), (None, Some("0123456789")));
        assert!(Reader::identify(None, None).is_err());
        assert!(Reader::identify(None, Some("bad id!")).is_err());
    }
}

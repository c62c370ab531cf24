//! The server's secret and the random tokens it hands out. One 64-byte secret, generated on first
//! start into the data directory (or given by configuration so that several nodes share it),
//! derives the access-token signing key, the key that hashes stored tokens and the key that seals
//! the secrets of second factors. It is never logged and never packed into a backup.

use std::io::Write as _;
use std::path::Path;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use chacha20poly1305::aead::{Aead as _, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use hmac::{Hmac, Mac};
use rand::RngCore as _;
use sha2::Sha256;

use crate::{Error, Result};

const SECRET_BYTES: usize = 64;
/// API keys start with this, so that a leaked key is recognisable (and scannable) as ours.
pub const API_KEY_PREFIX: &str = "nk_";
const VISIBLE_PREFIX_CHARS: usize = 11;
const NONCE_BYTES: usize = 24;

#[derive(Clone)]
pub struct AuthKeys {
    signing: Vec<u8>,
    token_hashing: Vec<u8>,
    sealing: Vec<u8>,
}

impl std::fmt::Debug for AuthKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AuthKeys(***)")
    }
}

impl AuthKeys {
    /// The configured secret (base64, at least 32 bytes) or the one in `file`, made on first use.
    pub fn load_or_create(file: &Path, configured: Option<&str>) -> Result<Self> {
        if let Some(encoded) = configured {
            let secret = STANDARD
                .decode(encoded.trim())
                .map_err(|_| Error::Config("NEWS_AUTH_SECRET must be base64".into()))?;
            if secret.len() < 32 {
                return Err(Error::Config("NEWS_AUTH_SECRET must hold at least 32 bytes".into()));
            }
            return Ok(Self::from_secret(&secret));
        }
        match std::fs::read_to_string(file) {
            Ok(encoded) => {
                let secret = STANDARD
                    .decode(encoded.trim())
                    .ok()
                    .filter(|secret| secret.len() >= 32)
                    .ok_or_else(|| Error::Config(format!("{} is not a valid secret file", file.display())))?;
                Ok(Self::from_secret(&secret))
            }
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                let mut secret = vec![0u8; SECRET_BYTES];
                rand::rng().fill_bytes(&mut secret);
                match write_private(file, STANDARD.encode(&secret).as_bytes()) {
                    Ok(()) => Ok(Self::from_secret(&secret)),
                    // Another process made it first: use theirs.
                    Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => Self::load_or_create(file, None),
                    Err(err) => Err(Error::io(format!("cannot create {}", file.display()), err)),
                }
            }
            Err(err) => Err(Error::io(format!("cannot read {}", file.display()), err)),
        }
    }

    /// The keys of this installation: `NEWS_AUTH_SECRET`, or `auth.key` in the data directory.
    pub fn from_config(config: &crate::Config) -> Result<Self> {
        Self::load_or_create(
            &config.auth_key_file(),
            config.auth_secret.as_ref().map(|secret| secret.expose()),
        )
    }

    pub fn from_secret(secret: &[u8]) -> Self {
        Self {
            signing: derive(secret, b"access-token signing"),
            token_hashing: derive(secret, b"stored token hashing"),
            sealing: derive(secret, b"factor secret sealing"),
        }
    }

    pub(crate) fn signing_key(&self) -> &[u8] {
        &self.signing
    }

    /// A keyed hash of a long random token (refresh token, mail link, API key). Tokens carry
    /// 256 random bits, so one fast HMAC is as safe as a slow hash and costs microseconds.
    pub fn hash_token(&self, token: &str) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.token_hashing).expect("HMAC takes any key length");
        mac.update(token.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    /// Encrypts a secret that must be read back (an authenticator's seed), bound to `context`
    /// (the row it belongs to, so that it cannot be moved to another): base64 of a random
    /// XChaCha20 nonce and the ciphertext.
    pub fn seal(&self, plain: &[u8], context: &str) -> String {
        let mut nonce = [0u8; NONCE_BYTES];
        rand::rng().fill_bytes(&mut nonce);
        let sealed = self
            .cipher()
            .encrypt(
                &XNonce::from(nonce),
                Payload {
                    msg: plain,
                    aad: context.as_bytes(),
                },
            )
            .expect("encryption in memory cannot fail");
        STANDARD.encode([nonce.as_slice(), &sealed].concat())
    }

    /// The secret `seal` made for `context`; an error when it was sealed with another server
    /// secret (a restore onto another installation), for another row, or altered.
    pub fn open(&self, sealed: &str, context: &str) -> Result<Vec<u8>> {
        let refused = || Error::Config("a sealed secret cannot be opened with this server's secret".into());
        let bytes = STANDARD.decode(sealed).map_err(|_| refused())?;
        if bytes.len() <= NONCE_BYTES {
            return Err(refused());
        }
        let (nonce, sealed) = bytes.split_at(NONCE_BYTES);
        let nonce: [u8; NONCE_BYTES] = nonce.try_into().map_err(|_| refused())?;
        self.cipher()
            .decrypt(
                &XNonce::from(nonce),
                Payload {
                    msg: sealed,
                    aad: context.as_bytes(),
                },
            )
            .map_err(|_| refused())
    }

    fn cipher(&self) -> XChaCha20Poly1305 {
        <XChaCha20Poly1305 as chacha20poly1305::KeyInit>::new_from_slice(&self.sealing)
            .expect("the sealing key is 32 bytes")
    }
}

fn derive(secret: &[u8], purpose: &[u8]) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(purpose);
    mac.finalize().into_bytes().to_vec()
}

/// Creates `file` readable by its owner only, failing if it appeared meanwhile (two processes
/// starting at once must not end up with different secrets).
fn write_private(file: &Path, contents: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = file.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut handle = options.open(file)?;
    handle.write_all(contents)?;
    handle.sync_all()
}

/// 256 random bits, URL-safe: refresh tokens and mail links.
/// Whether `text` is written as `new_opaque_token` writes its tokens (URL-safe base64): what
/// is not cannot be anyone's link, and is not looked up.
pub fn looks_like_opaque_token(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

pub fn new_opaque_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A new API key and its visible prefix.
pub fn new_api_key() -> (String, String) {
    let key = format!("{API_KEY_PREFIX}{}", new_opaque_token());
    let prefix = key[..VISIBLE_PREFIX_CHARS].to_string();
    (key, prefix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_file_is_made_once_and_private() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("auth.key");
        let first = AuthKeys::load_or_create(&file, None).unwrap();
        let second = AuthKeys::load_or_create(&file, None).unwrap();
        assert_eq!(first.hash_token("t"), second.hash_token("t"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
        }
        assert_eq!(format!("{first:?}"), "AuthKeys(***)");
    }

    #[test]
    fn a_configured_secret_wins_and_must_be_long() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("auth.key");
        let configured = STANDARD.encode([7u8; 32]);
        let keys = AuthKeys::load_or_create(&file, Some(&configured)).unwrap();
        assert_eq!(keys.hash_token("t"), AuthKeys::from_secret(&[7u8; 32]).hash_token("t"));
        assert!(!file.exists());
        assert!(AuthKeys::load_or_create(&file, Some(&STANDARD.encode([1u8; 8]))).is_err());
    }

    #[test]
    fn sealed_secrets_open_only_with_the_same_key_and_context() {
        let keys = AuthKeys::from_secret(&[3u8; 32]);
        let sealed = keys.seal(b"seed", "factor-1");
        assert_ne!(keys.seal(b"seed", "factor-1"), sealed, "a fresh nonce each time");
        assert_eq!(keys.open(&sealed, "factor-1").unwrap(), b"seed");
        assert!(keys.open(&sealed, "factor-2").is_err());
        assert!(AuthKeys::from_secret(&[4u8; 32]).open(&sealed, "factor-1").is_err());
        let mut altered = STANDARD.decode(&sealed).unwrap();
        *altered.last_mut().unwrap() ^= 1;
        assert!(keys.open(&STANDARD.encode(altered), "factor-1").is_err());
        assert!(keys.open("not base64!", "factor-1").is_err());
        assert!(keys.open("", "factor-1").is_err());
    }

    #[test]
    fn api_keys_have_a_visible_prefix() {
        let (key, prefix) = new_api_key();
        assert!(key.starts_with(&prefix) && prefix.starts_with(API_KEY_PREFIX));
        assert_eq!(key.len(), API_KEY_PREFIX.len() + 43);
        assert_ne!(new_api_key().0, key);
    }
}

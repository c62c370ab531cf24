//! Time-based one-time passwords (RFC 6238 over RFC 4226): the codes of authenticator apps.
//! SHA-1, six digits and 30-second steps, because that is what every app accepts from an
//! `otpauth://` URI without asking.

use hmac::{Hmac, Mac};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use rand::RngCore as _;
use sha1::Sha1;

/// Seconds per step.
pub const STEP_SECONDS: i64 = 30;
const DIGITS: u32 = 6;
/// 160 bits, the HMAC-SHA1 block-size-friendly length RFC 4226 recommends.
const SECRET_BYTES: usize = 20;
/// Steps accepted on either side of the current one: a phone's clock a little off still works.
const DRIFT_STEPS: i64 = 1;

/// A factor's shared secret.
pub struct TotpSecret(Vec<u8>);

impl std::fmt::Debug for TotpSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TotpSecret(***)")
    }
}

impl TotpSecret {
    pub fn generate() -> Self {
        let mut bytes = vec![0u8; SECRET_BYTES];
        rand::rng().fill_bytes(&mut bytes);
        Self(bytes)
    }

    pub fn from_bytes(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// The secret as authenticator apps take it when typed in: base32 without padding.
    pub fn base32(&self) -> String {
        base32(&self.0)
    }

    /// The code of step `step` (RFC 4226's HOTP with the step as counter).
    pub fn code_at(&self, step: i64) -> String {
        let mut mac = Hmac::<Sha1>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(&step.to_be_bytes());
        let digest = mac.finalize().into_bytes();
        let offset = usize::from(digest[digest.len() - 1] & 0x0f);
        let truncated = u32::from_be_bytes([
            digest[offset],
            digest[offset + 1],
            digest[offset + 2],
            digest[offset + 3],
        ]) & 0x7fff_ffff;
        format!("{:0width$}", truncated % 10u32.pow(DIGITS), width = DIGITS as usize)
    }

    /// The step whose code `code` is, within the drift window around `unix_seconds` and after
    /// `last_used` (a code already accepted, or one older than it, is refused: each code works
    /// once). Compared in constant time.
    pub fn matching_step(&self, code: &str, unix_seconds: i64, last_used: Option<i64>) -> Option<i64> {
        let code = code.trim();
        if code.len() != DIGITS as usize || !code.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let now = step_of(unix_seconds);
        (now - DRIFT_STEPS..=now + DRIFT_STEPS)
            .filter(|step| last_used.is_none_or(|used| *step > used))
            .find(|step| constant_time_eq(self.code_at(*step).as_bytes(), code.as_bytes()))
    }

    /// The `otpauth://` URI an app reads from a QR code.
    pub fn uri(&self, issuer: &str, account: &str) -> String {
        let label = format!("{}:{}", percent_encode(issuer), percent_encode(account));
        format!(
            "otpauth://totp/{label}?secret={}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECONDS}",
            self.base32(),
            percent_encode(issuer)
        )
    }
}

pub fn step_of(unix_seconds: i64) -> i64 {
    unix_seconds.div_euclid(STEP_SECONDS)
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// RFC 4648 base32, upper case, no padding.
fn base32(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    let (mut buffer, mut bits) = (0u32, 0u32);
    for byte in bytes {
        buffer = (buffer << 8) | u32::from(*byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

/// Everything but RFC 3986's unreserved characters is percent-encoded in the URI's label.
const LABEL: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'.').remove(b'_').remove(b'~');

fn percent_encode(text: &str) -> String {
    utf8_percent_encode(text, LABEL).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1 (its eight-digit codes, of which apps show the last six).
    #[test]
    fn rfc_6238_test_vectors() {
        let secret = TotpSecret::from_bytes(b"12345678901234567890".to_vec());
        for (time, code) in [
            (59, "287082"),
            (1_111_111_109, "081804"),
            (1_111_111_111, "050471"),
            (1_234_567_890, "005924"),
            (2_000_000_000, "279037"),
            (20_000_000_000, "353130"),
        ] {
            assert_eq!(secret.code_at(step_of(time)), code, "at {time}");
        }
    }

    #[test]
    fn one_step_of_drift_either_way_and_each_code_once() {
        let secret = TotpSecret::generate();
        let now = 1_800_000_000;
        let step = step_of(now);
        for drift in [-1, 0, 1] {
            let code = secret.code_at(step + drift);
            assert_eq!(
                secret.matching_step(&code, now, None),
                Some(step + drift),
                "drift {drift}"
            );
        }
        for far in [-2, 2] {
            let code = secret.code_at(step + far);
            assert_eq!(secret.matching_step(&code, now, None), None, "drift {far}");
        }
        let code = secret.code_at(step);
        assert_eq!(secret.matching_step(&code, now, Some(step)), None, "replayed");
        assert_eq!(
            secret.matching_step(&secret.code_at(step - 1), now, Some(step)),
            None,
            "older than the last code used"
        );
        assert_eq!(secret.matching_step(&format!(" {code} "), now, None), Some(step));
        for bad in ["", "12345", "1234567", "12345a", "１２３４５６"] {
            assert_eq!(secret.matching_step(bad, now, None), None, "{bad:?}");
        }
    }

    #[test]
    fn base32_matches_rfc_4648() {
        for (plain, encoded) in [
            ("", ""),
            ("f", "MY"),
            ("fo", "MZXQ"),
            ("foo", "MZXW6"),
            ("foob", "MZXW6YQ"),
            ("fooba", "MZXW6YTB"),
            ("foobar", "MZXW6YTBOI"),
        ] {
            assert_eq!(base32(plain.as_bytes()), encoded);
        }
    }

    #[test]
    fn the_uri_names_issuer_account_and_parameters() {
        let secret = TotpSecret::from_bytes(b"12345678901234567890".to_vec());
        assert_eq!(
            secret.uri("Știri Newsroom", "ana+1@example.ro"),
            "otpauth://totp/%C8%98tiri%20Newsroom:ana%2B1%40example.ro?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ\
             &issuer=%C8%98tiri%20Newsroom&algorithm=SHA1&digits=6&period=30"
        );
        assert_eq!(format!("{secret:?}"), "TotpSecret(***)");
    }
}

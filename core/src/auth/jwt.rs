//! Access tokens: HS256 JWTs, short-lived, bound to this API by audience and issuer. Only HS256
//! is accepted, so a token claiming `alg: none` or another algorithm is refused.

use chrono::{DateTime, Duration, Utc};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use super::AuthKeys;
use crate::domain::identity::Aal;
use crate::{Error, Result};

pub const AUDIENCE: &str = "news-api";
const ISSUER: &str = "newsroom";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The user's id.
    pub sub: String,
    pub email: String,
    /// The session (refresh-token family) the token was issued for.
    pub sid: String,
    pub aud: String,
    pub iss: String,
    pub iat: i64,
    pub exp: i64,
    /// The session's assurance level when the token was issued (absent in older tokens: aal1).
    #[serde(default)]
    pub aal: Aal,
}

#[derive(Clone)]
pub struct TokenSigner {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    lifetime: Duration,
}

impl TokenSigner {
    pub fn new(keys: &AuthKeys, lifetime: Duration) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[AUDIENCE]);
        validation.set_issuer(&[ISSUER]);
        validation.set_required_spec_claims(&["exp", "sub", "aud", "iss"]);
        // Nodes share a clock source; a few seconds of skew at most.
        validation.leeway = 5;
        Self {
            encoding: EncodingKey::from_secret(keys.signing_key()),
            decoding: DecodingKey::from_secret(keys.signing_key()),
            validation,
            lifetime,
        }
    }

    pub fn lifetime(&self) -> Duration {
        self.lifetime
    }

    /// Claims at aal1; a session raised by a second factor sets `aal`.
    pub fn claims_for(&self, user_id: &str, email: &str, session_id: &str, now: DateTime<Utc>) -> Claims {
        Claims {
            sub: user_id.into(),
            email: email.into(),
            sid: session_id.into(),
            aud: AUDIENCE.into(),
            iss: ISSUER.into(),
            iat: now.timestamp(),
            exp: (now + self.lifetime).timestamp(),
            aal: Aal::Aal1,
        }
    }

    pub fn sign(&self, claims: &Claims) -> Result<String> {
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &self.encoding)
            .map_err(|e| Error::Config(format!("cannot sign an access token: {e}")))
    }

    /// The claims of a valid token; `Unauthorized` for anything else (expired, tampered, for
    /// another audience, another algorithm).
    pub fn verify(&self, token: &str) -> Result<Claims> {
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|e| {
                let reason = match e.kind() {
                    jsonwebtoken::errors::ErrorKind::ExpiredSignature => "The access token has expired.",
                    _ => "The access token is invalid.",
                };
                Error::Unauthorized(reason.into())
            })
    }
}

#[cfg(test)]
mod tests {
    use base64::Engine as _;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    use super::*;

    fn signer() -> TokenSigner {
        TokenSigner::new(&AuthKeys::from_secret(&[1; 32]), Duration::minutes(15))
    }

    #[test]
    fn a_signed_token_verifies() {
        let signer = signer();
        let claims = signer.claims_for("u1", "a@b.ro", "s1", Utc::now());
        assert_eq!(signer.verify(&signer.sign(&claims).unwrap()).unwrap(), claims);
    }

    #[test]
    fn tampered_expired_and_foreign_tokens_are_refused() {
        let signer = signer();
        let now = Utc::now();
        let good = signer.sign(&signer.claims_for("u1", "a@b.ro", "s1", now)).unwrap();

        let other = TokenSigner::new(&AuthKeys::from_secret(&[2; 32]), Duration::minutes(15));
        let wrong_key = other.sign(&other.claims_for("u1", "a@b.ro", "s1", now)).unwrap();
        assert!(signer.verify(&wrong_key).is_err());

        let mut expired = signer.claims_for("u1", "a@b.ro", "s1", now - Duration::hours(1));
        expired.exp = (now - Duration::minutes(1)).timestamp();
        let err = signer.verify(&signer.sign(&expired).unwrap()).unwrap_err();
        assert!(err.to_string().contains("expired"));

        let mut foreign = signer.claims_for("u1", "a@b.ro", "s1", now);
        foreign.aud = "another-api".into();
        assert!(signer.verify(&signer.sign(&foreign).unwrap()).is_err());

        let (_, rest) = good.split_once('.').unwrap();
        let (payload, _) = rest.split_once('.').unwrap();
        let none = format!(
            "{}.{payload}.",
            URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#)
        );
        assert!(signer.verify(&none).is_err());

        let mut claims = signer.claims_for("u1", "a@b.ro", "s1", now);
        claims.sub = "admin".into();
        let forged_payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).unwrap());
        let signature = good.rsplit('.').next().unwrap();
        let header = good.split('.').next().unwrap();
        assert!(
            signer
                .verify(&format!("{header}.{forged_payload}.{signature}"))
                .is_err()
        );
    }
}

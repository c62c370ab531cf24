//! OpenID Connect sign-in (spec §7 OAuth authorize): the authorization code flow with PKCE,
//! state and nonce, against any provider that publishes a discovery document. The ID token's
//! signature is checked against the provider's published keys, and its issuer, audience,
//! lifetime and nonce against what this login expects. Accounts are linked by a verified
//! address only. The browser gets no token in a URL: the callback hands the site a single-use
//! code that `POST /api/v1/auth/token?grant_type=oidc` exchanges for a session.

use std::collections::HashMap;
use std::time::{Duration as StdDuration, Instant};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{Duration, Utc};
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tokio::sync::Mutex;
use utoipa::ToSchema;

use super::accounts::Accounts;
use super::{Session, new_opaque_token};
use crate::config::{OidcProviderConfig, Secret};
use crate::domain::Language;
use crate::domain::interaction::ClientInfo;
use crate::store::{PendingLogin, ProviderAccount};
use crate::{Error, Result};

/// How long a reader has at the provider before the login is void.
const LOGIN_LIFETIME: Duration = Duration::minutes(10);
/// How long the site has to exchange the hand-off code.
const HANDOFF_LIFETIME: Duration = Duration::minutes(2);
/// Discovery documents and keys are asked for again after this long (keys also on an unknown `kid`).
const CACHE_LIFETIME: StdDuration = StdDuration::from_secs(3600);
const HTTP_TIMEOUT: StdDuration = StdDuration::from_secs(10);
/// Clock difference tolerated between this server and the provider.
const LEEWAY_SECS: u64 = 60;
/// Asymmetric algorithms only: a shared-secret or unsigned token is refused.
const ALGORITHMS: [Algorithm; 8] = [
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::PS384,
    Algorithm::PS512,
    Algorithm::ES256,
    Algorithm::ES384,
];

const LOGIN_EXPIRED: &str = "This sign-in has expired or was already used. Please try again.";

/// Why a provider's answer signed nobody in; the sign-in page says it in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The state is unknown, used or expired.
    Expired,
    /// The provider vouches for no address.
    UnverifiedEmail,
    /// The provider refused, or its answer did not check out.
    ProviderFailed,
    SignUpsClosed,
    AccountDisabled,
}

impl Refusal {
    pub fn code(self) -> &'static str {
        match self {
            Self::Expired => "expired",
            Self::UnverifiedEmail => "unverified_email",
            Self::ProviderFailed => "provider_failed",
            Self::SignUpsClosed => "sign_ups_closed",
            Self::AccountDisabled => "account_disabled",
        }
    }
}

/// What the provider's answer leads to, short of an account.
enum Outcome {
    Account(super::User),
    Refused(Refusal),
}

/// A provider as the sign-in page lists it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ProviderInfo {
    pub name: String,
    pub label: String,
}

/// Where the provider's answer leads: the site's sign-in page, with a hand-off code or a reason.
#[derive(Debug)]
pub enum Landing {
    SignedIn {
        language: Language,
        next: Option<String>,
        handoff: String,
    },
    Refused {
        language: Language,
        reason: Refusal,
    },
}

#[derive(Clone, Debug, Deserialize)]
struct Discovery {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    jwks_uri: String,
    userinfo_endpoint: Option<String>,
}

#[derive(Deserialize)]
struct TokenAnswer {
    id_token: String,
    access_token: Option<String>,
}

/// What the userinfo endpoint says of the signed-in account (RFC: OpenID Connect Core §5.3).
#[derive(Deserialize)]
struct UserInfo {
    sub: String,
    email: Option<String>,
    email_verified: Option<serde_json::Value>,
}

/// The ID token claims this product reads (its lifetime, issuer and audience are checked by
/// the validation).
#[derive(Debug, Deserialize)]
pub(crate) struct IdClaims {
    pub sub: String,
    pub nonce: Option<String>,
    pub email: Option<String>,
    /// A boolean by the standard; some providers send the string "true".
    pub email_verified: Option<serde_json::Value>,
}

impl IdClaims {
    fn verified_email(&self) -> Option<String> {
        let verified = matches!(&self.email_verified, Some(serde_json::Value::Bool(true)))
            || matches!(&self.email_verified, Some(serde_json::Value::String(s)) if s == "true");
        self.email
            .as_deref()
            .filter(|_| verified)
            .and_then(|email| super::normalize_email(email).ok())
    }
}

/// The configured providers with their discovery documents and keys, cached.
pub struct OidcProviders {
    configs: Vec<OidcProviderConfig>,
    http: reqwest::Client,
    cache: Mutex<HashMap<String, Cached>>,
}

struct Cached {
    discovery: Discovery,
    keys: JwkSet,
    fetched: Instant,
}

impl OidcProviders {
    pub fn new(configs: Vec<OidcProviderConfig>) -> Self {
        let http = reqwest::Client::builder()
            .timeout(HTTP_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_else(|err| {
                tracing::error!(error = %err, "the OpenID Connect client falls back to reqwest's defaults");
                reqwest::Client::new()
            });
        Self {
            configs,
            http,
            cache: Mutex::new(HashMap::new()),
        }
    }

    pub fn list(&self) -> Vec<ProviderInfo> {
        self.configs
            .iter()
            .map(|config| ProviderInfo {
                name: config.name.clone(),
                label: if config.label.is_empty() {
                    config.name.clone()
                } else {
                    config.label.clone()
                },
            })
            .collect()
    }

    fn config(&self, name: &str) -> Result<&OidcProviderConfig> {
        self.configs
            .iter()
            .find(|config| config.name == name)
            .ok_or_else(|| Error::NotFound(format!("sign-in provider {name}")))
    }

    /// The provider's discovery document and keys; asked for again when older than an hour,
    /// or with `refresh` (a token signed with a key not seen yet).
    async fn provider(&self, config: &OidcProviderConfig, refresh: bool) -> Result<(Discovery, JwkSet)> {
        let mut cache = self.cache.lock().await;
        if let Some(cached) = cache.get(&config.name)
            && !refresh
            && cached.fetched.elapsed() < CACHE_LIFETIME
        {
            return Ok((cached.discovery.clone(), cached.keys.clone()));
        }
        let issuer = checked_issuer(&config.issuer)?;
        let discovery: Discovery = self
            .get_json(&format!("{issuer}/.well-known/openid-configuration"))
            .await?;
        if discovery.issuer.trim_end_matches('/') != issuer {
            return Err(provider_error(format!(
                "{} says its issuer is {}, not {issuer}",
                config.name, discovery.issuer
            )));
        }
        let keys: JwkSet = self.get_json(&discovery.jwks_uri).await?;
        cache.insert(
            config.name.clone(),
            Cached {
                discovery: discovery.clone(),
                keys: keys.clone(),
                fetched: Instant::now(),
            },
        );
        Ok((discovery, keys))
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, url: &str) -> Result<T> {
        let response = self
            .http
            .get(url)
            .send()
            .await
            .and_then(reqwest::Response::error_for_status)
            .map_err(|e| provider_error(format!("GET {url}: {e}")))?;
        response
            .json()
            .await
            .map_err(|e| provider_error(format!("GET {url}: {e}")))
    }

    /// Exchanges the authorization code at the token endpoint (client_secret_basic, PKCE).
    async fn exchange(
        &self,
        config: &OidcProviderConfig,
        discovery: &Discovery,
        code: &str,
        verifier: &str,
        redirect_uri: &str,
    ) -> Result<TokenAnswer> {
        let secret = config.client_secret.as_ref().map(Secret::expose).unwrap_or_default();
        let response = self
            .http
            .post(&discovery.token_endpoint)
            .basic_auth(form_encode(&config.client_id), Some(form_encode(secret)))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", redirect_uri),
                ("code_verifier", verifier),
            ])
            .send()
            .await
            .map_err(|e| provider_error(format!("token endpoint of {}: {e}", config.name)))?;
        let status = response.status();
        if !status.is_success() {
            let body = response.text().await.unwrap_or_default();
            return Err(provider_error(format!(
                "token endpoint of {} answered {status}: {}",
                config.name,
                body.chars().take(300).collect::<String>()
            )));
        }
        response
            .json()
            .await
            .map_err(|e| provider_error(format!("token endpoint of {}: {e}", config.name)))
    }

    /// Providers that keep the address out of the ID token (as the standard allows when an
    /// access token is issued) give it at the userinfo endpoint, for the same subject.
    async fn complete_claims(&self, discovery: &Discovery, answer: &TokenAnswer, claims: &mut IdClaims) -> Result<()> {
        let (None, Some(endpoint), Some(token)) = (&claims.email, &discovery.userinfo_endpoint, &answer.access_token)
        else {
            return Ok(());
        };
        let response = self
            .http
            .get(endpoint)
            .bearer_auth(token)
            .send()
            .await
            .and_then(reqwest::Response::error_for_status)
            .map_err(|e| provider_error(format!("userinfo: {e}")))?;
        let info: UserInfo = response
            .json()
            .await
            .map_err(|e| provider_error(format!("userinfo: {e}")))?;
        if info.sub != claims.sub {
            return Err(provider_error(
                "userinfo names another subject than the ID token".into(),
            ));
        }
        claims.email = info.email;
        claims.email_verified = info.email_verified;
        Ok(())
    }

    /// The ID token's claims once its signature, issuer, audience, lifetime and nonce hold.
    async fn verify(&self, config: &OidcProviderConfig, id_token: &str, nonce: &str) -> Result<IdClaims> {
        let header = jsonwebtoken::decode_header(id_token).map_err(|e| provider_error(format!("ID token: {e}")))?;
        let (discovery, mut keys) = self.provider(config, false).await?;
        let kid = header.kid.as_deref();
        if kid.is_some_and(|kid| keys.find(kid).is_none()) {
            keys = self.provider(config, true).await?.1;
        }
        verify_id_token(id_token, &keys, &discovery.issuer, &config.client_id, nonce)
    }
}

/// Checks an ID token against the provider's keys and this login's expectations.
pub(crate) fn verify_id_token(
    id_token: &str,
    keys: &JwkSet,
    issuer: &str,
    client_id: &str,
    nonce: &str,
) -> Result<IdClaims> {
    let invalid = |why: String| provider_error(format!("ID token: {why}"));
    let header = jsonwebtoken::decode_header(id_token).map_err(|e| invalid(e.to_string()))?;
    if !ALGORITHMS.contains(&header.alg) {
        return Err(invalid(format!("algorithm {:?} is not accepted", header.alg)));
    }
    let jwk = match header.kid.as_deref() {
        Some(kid) => keys.find(kid),
        None if keys.keys.len() == 1 => keys.keys.first(),
        None => None,
    }
    .ok_or_else(|| invalid("signed with a key the provider does not publish".into()))?;
    let key = DecodingKey::from_jwk(jwk).map_err(|e| invalid(e.to_string()))?;
    let mut validation = Validation::new(header.alg);
    validation.set_audience(&[client_id]);
    validation.set_issuer(&[issuer]);
    validation.set_required_spec_claims(&["exp", "iat", "iss", "aud", "sub"]);
    validation.leeway = LEEWAY_SECS;
    let claims = jsonwebtoken::decode::<IdClaims>(id_token, &key, &validation)
        .map_err(|e| invalid(e.to_string()))?
        .claims;
    if claims.nonce.as_deref() != Some(nonce) {
        return Err(invalid("its nonce is not this login's".into()));
    }
    Ok(claims)
}

impl Accounts {
    /// The providers the sign-in page offers.
    pub fn oidc_providers(&self) -> Vec<ProviderInfo> {
        self.inner.oidc.list()
    }

    /// Starts a login at `provider`: the address to send the browser to.
    pub async fn oidc_authorize(&self, provider: &str, language: Language, next: Option<&str>) -> Result<String> {
        let oidc = &self.inner.oidc;
        let config = oidc.config(provider)?;
        let (discovery, _) = oidc.provider(config, false).await?;
        let state = new_opaque_token();
        let nonce = new_opaque_token();
        let verifier = new_opaque_token();
        let state_hash = self.inner.keys.hash_token(&state);
        let login = PendingLogin {
            provider: config.name.clone(),
            nonce: nonce.clone(),
            verifier_sealed: self.inner.keys.seal(verifier.as_bytes(), &state_hash),
            language: language.code().into(),
            next_path: next.filter(|path| is_site_path(path)).map(Into::into),
        };
        self.inner
            .store
            .start_oidc_login(&state_hash, &login, Utc::now() + LOGIN_LIFETIME)
            .await?;
        let mut scopes = vec!["openid".to_string()];
        if config.scopes.is_empty() {
            scopes.extend(["email".into(), "profile".into()]);
        } else {
            scopes.extend(config.scopes.iter().filter(|s| *s != "openid").cloned());
        }
        let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
        let url = reqwest::Url::parse_with_params(
            &discovery.authorization_endpoint,
            &[
                ("response_type", "code"),
                ("client_id", config.client_id.as_str()),
                ("redirect_uri", self.oidc_redirect_uri().as_str()),
                ("scope", scopes.join(" ").as_str()),
                ("state", state.as_str()),
                ("nonce", nonce.as_str()),
                ("code_challenge", challenge.as_str()),
                ("code_challenge_method", "S256"),
            ],
        )
        .map_err(|e| provider_error(format!("authorization endpoint of {provider}: {e}")))?;
        Ok(url.into())
    }

    /// The provider's answer: a hand-off code for the site, or why not. A state that is
    /// unknown, used or expired is refused before anything else is looked at.
    pub async fn oidc_callback(
        &self,
        state: &str,
        code: Option<&str>,
        provider_error: Option<&str>,
    ) -> Result<Landing> {
        let state_hash = self.inner.keys.hash_token(state);
        let Some(login) = self.inner.store.take_oidc_login(&state_hash).await? else {
            return Ok(Landing::Refused {
                language: Language::En,
                reason: Refusal::Expired,
            });
        };
        let language: Language = login.language.parse().unwrap_or(Language::En);
        let refused = |reason| Ok(Landing::Refused { language, reason });
        let (Some(code), None) = (code, provider_error) else {
            tracing::info!(provider = %login.provider, error = provider_error, "OpenID Connect sign-in refused at the provider");
            return refused(Refusal::ProviderFailed);
        };
        let user = match self.oidc_user(&login, &state_hash, code).await {
            Ok(Outcome::Account(user)) if user.disabled_at.is_some() => return refused(Refusal::AccountDisabled),
            Ok(Outcome::Account(user)) => user,
            Ok(Outcome::Refused(reason)) => return refused(reason),
            Err(err) => {
                tracing::warn!(provider = %login.provider, error = %err, "OpenID Connect sign-in failed");
                return refused(Refusal::ProviderFailed);
            }
        };
        let handoff = new_opaque_token();
        self.inner
            .store
            .finish_oidc_login(
                &state_hash,
                &self.inner.keys.hash_token(&handoff),
                &user.id,
                HANDOFF_LIFETIME,
            )
            .await?;
        Ok(Landing::SignedIn {
            language,
            next: login.next_path,
            handoff,
        })
    }

    /// Exchanges the code and checks the ID token: the account it signs in to.
    async fn oidc_user(&self, login: &PendingLogin, state_hash: &str, code: &str) -> Result<Outcome> {
        let oidc = &self.inner.oidc;
        let config = oidc.config(&login.provider)?;
        let (discovery, _) = oidc.provider(config, false).await?;
        let verifier = String::from_utf8(self.inner.keys.open(&login.verifier_sealed, state_hash)?)
            .map_err(|_| Error::Config("a sealed PKCE verifier is not text".into()))?;
        let answer = oidc
            .exchange(config, &discovery, code, &verifier, &self.oidc_redirect_uri())
            .await?;
        let mut claims = oidc.verify(config, &answer.id_token, &login.nonce).await?;
        oidc.complete_claims(&discovery, &answer, &mut claims).await?;
        let Some(email) = claims.verified_email() else {
            return Ok(Outcome::Refused(Refusal::UnverifiedEmail));
        };
        let who = ProviderAccount {
            provider: &config.name,
            subject: &claims.sub,
            email: &email,
        };
        Ok(
            match self
                .inner
                .store
                .oidc_account(&who, &login.language, self.inner.settings.allow_sign_up)
                .await?
            {
                Some(user) => Outcome::Account(user),
                None => Outcome::Refused(Refusal::SignUpsClosed),
            },
        )
    }

    /// A hand-off code from the callback for a session.
    pub async fn sign_in_with_oidc(&self, handoff: &str, client: &ClientInfo) -> Result<Session> {
        let invalid = || Error::Unauthorized(LOGIN_EXPIRED.into());
        let user_id = self
            .inner
            .store
            .take_oidc_handoff(&self.inner.keys.hash_token(handoff))
            .await?
            .ok_or_else(invalid)?;
        let user = self.inner.store.user_by_id(&user_id).await?;
        if user.disabled_at.is_some() {
            return Err(Error::Unauthorized("This account is disabled.".into()));
        }
        self.start_session(user, client).await
    }

    fn oidc_redirect_uri(&self) -> String {
        format!("{}/api/v1/auth/callback", self.inner.settings.public_url)
    }
}

fn provider_error(message: String) -> Error {
    Error::Upstream(message)
}

/// The issuer without a trailing slash; https, or http on this machine (a test provider).
fn checked_issuer(issuer: &str) -> Result<String> {
    let url = reqwest::Url::parse(issuer).map_err(|e| Error::Config(format!("issuer {issuer}: {e}")))?;
    let loopback = matches!(url.host_str(), Some("127.0.0.1" | "localhost" | "[::1]"));
    if url.scheme() != "https" && !(url.scheme() == "http" && loopback) {
        return Err(Error::Config(format!("issuer {issuer} must use https")));
    }
    Ok(issuer.trim_end_matches('/').to_string())
}

/// A path of this site to go back to: `/…`, never `//host` or a full URL.
fn is_site_path(path: &str) -> bool {
    path.starts_with('/') && !path.starts_with("//") && !path.contains('\\')
}

/// RFC 6749 §2.3.1: the client id and secret are form-encoded before basic authentication.
fn form_encode(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_of_the_site_are_followed() {
        assert!(is_site_path("/en/account"));
        for not_ours in [
            "//evil.example/x",
            "https://evil.example",
            "en/account",
            "/\\evil.example",
        ] {
            assert!(!is_site_path(not_ours), "{not_ours}");
        }
    }

    #[test]
    fn issuers_use_https_except_on_this_machine() {
        assert_eq!(
            checked_issuer("https://accounts.google.com/").unwrap(),
            "https://accounts.google.com"
        );
        assert!(checked_issuer("http://127.0.0.1:9000").is_ok());
        assert!(checked_issuer("http://idp.example.com").is_err());
    }

    /// Two P-256 keys made for these tests with `openssl genpkey`: the provider's and a stranger's.
    const PROVIDER_KEY: &str = "-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgmphX/oezssbwfaHF
xf7jTk/ENu6HKVKjRgib4re4fMyhRANCAATZ4Ne+V9WCc7ZFOUxc78Czdb5neHW9
wrZQrktyFSzugJCg7OsBoLIsVkCrDQrFDaTcYhacn/qreUlwEwzk0AEe
-----END PRIVATE KEY-----";
    const STRANGER_KEY: &str = "-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgCfSDiBBYVxrriPcn
7R4uXkGt/ZExN+CDYkq5r4T2TaehRANCAARFQsB9dR1M0pPXM0W0G74uZgJzJNgt
4ee3taNE2/HhhQq02+k1td/h1oCGWtqLxPNVvvcm7raBekZrtr2oOOMs
-----END PRIVATE KEY-----";
    const ISSUER: &str = "https://id.example";

    /// A PEM key's PKCS#8 DER bytes.
    fn ec_key(pem: &str) -> jsonwebtoken::EncodingKey {
        let body: String = pem.lines().filter(|line| !line.starts_with("-----")).collect();
        jsonwebtoken::EncodingKey::from_ec_der(&base64::engine::general_purpose::STANDARD.decode(body).unwrap())
    }

    fn published_keys() -> JwkSet {
        let key = ec_key(PROVIDER_KEY);
        let mut jwk = jsonwebtoken::jwk::Jwk::from_encoding_key(&key, Algorithm::ES256).unwrap();
        jwk.common.key_id = Some("k1".into());
        JwkSet { keys: vec![jwk] }
    }

    fn token(pem: &str, alg: Algorithm, claims: serde_json::Value) -> String {
        let mut header = jsonwebtoken::Header::new(alg);
        header.kid = Some("k1".into());
        let key = match alg {
            Algorithm::HS256 => jsonwebtoken::EncodingKey::from_secret(b"shared"),
            _ => ec_key(pem),
        };
        jsonwebtoken::encode(&header, &claims, &key).unwrap()
    }

    fn claims(change: impl FnOnce(&mut serde_json::Value)) -> serde_json::Value {
        let now = Utc::now().timestamp();
        let mut claims = serde_json::json!({
            "iss": ISSUER, "aud": "newsroom", "sub": "u-1", "iat": now, "exp": now + 300,
            "nonce": "n-1", "email": "Ana@Example.org", "email_verified": true,
        });
        change(&mut claims);
        claims
    }

    fn check(token: &str) -> Result<IdClaims> {
        verify_id_token(token, &published_keys(), ISSUER, "newsroom", "n-1")
    }

    #[test]
    fn a_token_signed_by_the_provider_for_this_login_is_accepted() {
        let claims = check(&token(PROVIDER_KEY, Algorithm::ES256, claims(|_| {}))).unwrap();
        assert_eq!(claims.sub, "u-1");
        assert_eq!(claims.verified_email().as_deref(), Some("ana@example.org"));
    }

    #[test]
    fn expired_foreign_or_misaddressed_tokens_are_refused() {
        let now = Utc::now().timestamp();
        let refused = [
            (
                "expired",
                token(
                    PROVIDER_KEY,
                    Algorithm::ES256,
                    claims(|c| {
                        c["iat"] = (now - 7200).into();
                        c["exp"] = (now - 3600).into();
                    }),
                ),
            ),
            (
                "another login's nonce",
                token(PROVIDER_KEY, Algorithm::ES256, claims(|c| c["nonce"] = "n-2".into())),
            ),
            (
                "no nonce",
                token(
                    PROVIDER_KEY,
                    Algorithm::ES256,
                    claims(|c| {
                        c.as_object_mut().unwrap().remove("nonce");
                    }),
                ),
            ),
            (
                "another client",
                token(
                    PROVIDER_KEY,
                    Algorithm::ES256,
                    claims(|c| c["aud"] = "someone-else".into()),
                ),
            ),
            (
                "another issuer",
                token(
                    PROVIDER_KEY,
                    Algorithm::ES256,
                    claims(|c| c["iss"] = "https://evil.example".into()),
                ),
            ),
            (
                "a stranger's key",
                token(STRANGER_KEY, Algorithm::ES256, claims(|_| {})),
            ),
            ("a shared secret", token(PROVIDER_KEY, Algorithm::HS256, claims(|_| {}))),
        ];
        for (what, token) in refused {
            assert!(matches!(check(&token), Err(Error::Upstream(_))), "{what} was accepted");
        }
        let mut tampered = token(PROVIDER_KEY, Algorithm::ES256, claims(|_| {}));
        tampered.insert(tampered.find('.').unwrap() + 5, 'A');
        assert!(check(&tampered).is_err(), "a changed payload");
    }

    #[test]
    fn only_a_verified_address_is_taken() {
        let verified = |value: serde_json::Value| {
            IdClaims {
                sub: "u".into(),
                nonce: None,
                email: Some("a@example.org".into()),
                email_verified: Some(value),
            }
            .verified_email()
        };
        assert!(verified(true.into()).is_some());
        assert!(verified("true".into()).is_some());
        assert!(verified(false.into()).is_none());
        assert!(verified("yes".into()).is_none());
    }

    #[test]
    fn client_credentials_are_form_encoded() {
        assert_eq!(form_encode("a b+c/d:é"), "a+b%2Bc%2Fd%3A%C3%A9");
    }
}

//! Who is calling: every API request's `Authorization: Bearer …` is resolved once, here, into a
//! `Caller` (anonymous, a signed-in user, or an API key), and the read rate limit is applied.
//! Admin routes are wrapped in `require`, so no admin endpoint can forget its check.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use news_core::auth::{Actor, ApiKey, Claims, Scope};
use news_core::store::LAST_USED_PRECISION;

use crate::{ApiError, AppState};

/// How long a key lookup is trusted: a revocation made on another node takes effect within it.
const KEY_CACHE_TTL: Duration = Duration::from_secs(1);
const KEY_CACHE_MAX: usize = 10_000;

pub const NOT_ADMIN: &str = "You don't have admin privileges for this application.";
pub const ADMIN_CHECK_FAILED: &str = "Unable to verify admin access. Please try again.";

#[derive(Clone, Debug)]
pub enum Caller {
    Anonymous,
    User(Claims),
    ApiKey(Arc<ApiKey>),
}

/// The client's address: the peer, or the proxy's `X-Forwarded-For` when it is trusted.
#[derive(Clone, Debug)]
pub struct ClientIp(pub String);

impl<S: Send + Sync> FromRequestParts<S> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(parts.extensions.get::<Caller>().cloned().unwrap_or(Caller::Anonymous))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ClientIp {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(parts
            .extensions
            .get::<ClientIp>()
            .cloned()
            .unwrap_or_else(|| ClientIp("unknown".into())))
    }
}

/// The signed-in user of a request with a valid access token.
pub struct SignedIn(pub Claims);

impl<S: Send + Sync> FromRequestParts<S> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match Caller::from_request_parts(parts, state).await? {
            Caller::User(claims) => Ok(Self(claims)),
            _ => Err(ApiError::unauthorized("Sign in to continue.")),
        }
    }
}

/// Auth state shared by the requests of one process.
pub struct Gate {
    keys: Mutex<HashMap<String, CachedKey>>,
    /// Per client address, and per API key at ten times the rate.
    limits: Option<(DefaultKeyedRateLimiter<String>, DefaultKeyedRateLimiter<String>)>,
    trust_forwarded_for: bool,
    started: Instant,
    /// Seconds after `started` when idle clients were last dropped from the limiters.
    swept_at: AtomicU64,
}

struct CachedKey {
    key: Option<Arc<ApiKey>>,
    fetched: Instant,
    touched: Option<Instant>,
}

impl Gate {
    /// `reads_per_minute` per client address (ten times as many per API key); 0 for no limit.
    pub fn new(reads_per_minute: u32, trust_forwarded_for: bool) -> Self {
        Self {
            keys: Mutex::default(),
            limits: NonZeroU32::new(reads_per_minute).map(|n| {
                let keys = n.saturating_mul(NonZeroU32::new(10).expect("ten is not zero"));
                (
                    RateLimiter::keyed(Quota::per_minute(n)),
                    RateLimiter::keyed(Quota::per_minute(keys)),
                )
            }),
            trust_forwarded_for,
            started: Instant::now(),
            swept_at: AtomicU64::new(0),
        }
    }

    /// Forgets a key at once (it was just revoked on this node).
    pub fn forget_key(&self, id: &str) {
        self.lock()
            .retain(|_, cached| cached.key.as_ref().is_none_or(|k| k.id != id));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, CachedKey>> {
        self.keys.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The key with this hash, from the cache when fetched within the last second. Also says
    /// whether its last use should be written now (at most once a minute per key and node).
    async fn api_key(&self, state: &AppState, hash: String) -> Result<(Option<Arc<ApiKey>>, bool), ApiError> {
        let now = Instant::now();
        {
            let mut keys = self.lock();
            if let Some(cached) = keys.get_mut(&hash)
                && now.duration_since(cached.fetched) < KEY_CACHE_TTL
            {
                let touch = cached.key.is_some() && due(cached.touched, now);
                if touch {
                    cached.touched = Some(now);
                }
                return Ok((cached.key.clone(), touch));
            }
        }
        let key = state.store.api_key_by_hash(&hash).await?.map(Arc::new);
        let mut keys = self.lock();
        if keys.len() >= KEY_CACHE_MAX {
            keys.retain(|_, cached| now.duration_since(cached.fetched) < KEY_CACHE_TTL);
        }
        let touched = keys.get(&hash).and_then(|cached| cached.touched);
        let touch = key.is_some() && due(touched, now);
        keys.insert(
            hash,
            CachedKey {
                key: key.clone(),
                fetched: now,
                touched: if touch { Some(now) } else { touched },
            },
        );
        Ok((key, touch))
    }

    fn client_ip(&self, headers: &HeaderMap, peer: Option<IpAddr>) -> String {
        let forwarded = self
            .trust_forwarded_for
            .then(|| {
                headers
                    .get("x-forwarded-for")?
                    .to_str()
                    .ok()?
                    .rsplit(',')
                    .next()
                    .map(str::trim)
            })
            .flatten()
            .and_then(|ip| ip.parse::<IpAddr>().ok());
        forwarded
            .or(peer)
            .map_or_else(|| "unknown".to_string(), |ip| ip.to_string())
    }

    fn within_read_limit(&self, caller: &Caller, ip: &str) -> bool {
        let Some((per_ip, per_key)) = &self.limits else {
            return true;
        };
        // Once a minute, the state of clients not seen lately is dropped to bound memory.
        let now = self.started.elapsed().as_secs();
        let swept = self.swept_at.load(Ordering::Relaxed);
        if now >= swept + 60
            && self
                .swept_at
                .compare_exchange(swept, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            per_ip.retain_recent();
            per_key.retain_recent();
        }
        match caller {
            Caller::ApiKey(key) => per_key.check_key(&key.id).is_ok(),
            _ => per_ip.check_key(&ip.to_string()).is_ok(),
        }
    }
}

fn due(touched: Option<Instant>, now: Instant) -> bool {
    touched.is_none_or(|at| now.duration_since(at) >= LAST_USED_PRECISION.to_std().unwrap_or_default())
}

/// Middleware on every API route: resolves the caller and applies the read rate limit.
pub async fn authenticate(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0.ip());
    let ip = state.gate.client_ip(request.headers(), peer);
    let caller = match bearer(request.headers()) {
        None => Caller::Anonymous,
        Some(token) => match resolve(&state, token).await {
            Ok(caller) => caller,
            Err(err) => return err.into_response(),
        },
    };
    if !state.gate.within_read_limit(&caller, &ip) {
        return ApiError::rate_limited(60).into_response();
    }
    request.extensions_mut().insert(ClientIp(ip));
    request.extensions_mut().insert(caller);
    next.run(request).await
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

async fn resolve(state: &AppState, token: &str) -> Result<Caller, ApiError> {
    if token.starts_with(news_core::auth::API_KEY_PREFIX) {
        let (key, touch) = state
            .gate
            .api_key(state, state.accounts.keys().hash_token(token))
            .await?;
        let key = key
            .filter(|key| key.is_usable(chrono::Utc::now()))
            .ok_or_else(|| ApiError::unauthorized("The API key is invalid, expired or revoked."))?;
        if touch {
            let store = state.store.clone();
            let id = key.id.clone();
            tokio::spawn(async move {
                if let Err(err) = store.touch_api_key(&id, chrono::Utc::now()).await {
                    tracing::warn!(error = %err, "could not note an API key's last use");
                }
            });
        }
        return Ok(Caller::ApiKey(key));
    }
    let claims = state.accounts.signer().verify(token)?;
    Ok(Caller::User(claims))
}

/// An admin: a user in admin_users, or an API key with the admin scope. Taken first by every
/// `/api/v1/admin` handler (a test walks them all).
pub struct Admin(pub Actor);

/// Someone who may write content: an admin, or an API key with content:write.
pub struct Editor(pub Actor);

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        authorize(parts, state, Scope::Admin).await.map(Self)
    }
}

impl FromRequestParts<AppState> for Editor {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        authorize(parts, state, Scope::ContentWrite).await.map(Self)
    }
}

/// The `Actor` of a caller holding `needed`: an admin user holds every scope, an API key its own.
async fn authorize(parts: &mut Parts, state: &AppState, needed: Scope) -> Result<Actor, ApiError> {
    let ClientIp(ip) = ClientIp::from_request_parts(parts, state).await?;
    match Caller::from_request_parts(parts, state).await? {
        Caller::Anonymous => Err(ApiError::unauthorized("Sign in as an admin to continue.")),
        Caller::ApiKey(key) if key.scope.allows(needed) => Ok(Actor::api_key(&key, Some(ip))),
        Caller::ApiKey(_) => Err(ApiError::forbidden(NOT_ADMIN)),
        Caller::User(claims) => match state.store.is_admin(&claims.sub).await {
            Ok(true) => Ok(Actor::user(&claims.sub, &claims.email, Some(ip))),
            Ok(false) => Err(ApiError::forbidden(NOT_ADMIN)),
            Err(err) => {
                tracing::error!(error = %err, "admin check failed");
                Err(ApiError::unavailable(ADMIN_CHECK_FAILED))
            }
        },
    }
}

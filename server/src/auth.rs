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
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use news_core::auth::{Aal, Actor, ApiKey, Claims, MFA_REQUIRED, Scope, StaffRole, address_group};
use news_core::domain::interaction::ClientInfo;
use news_core::store::{AdminSession, LAST_USED_PRECISION};

use crate::{ApiError, AppState};

/// How long a key lookup is trusted: a revocation made on another node takes effect within it.
const KEY_CACHE_TTL: Duration = Duration::from_secs(1);
/// Lookups remembered at most; past it the cache starts over (amortised, never a scan per miss).
const KEY_CACHE_MAX: usize = 10_000;
/// Client address groups the read limiter tracks at most. Past it (after dropping idle ones),
/// every request shares one overflow allowance until groups go idle: a flood of addresses
/// cannot grow memory, and while it lasts it is throttled as one client.
const TRACKED_ADDRESSES_MAX: usize = 100_000;
const OVERFLOW_GROUP: &str = "overflow";

pub const NOT_ADMIN: &str = "You don't have admin privileges for this application.";
pub const SIGN_IN: &str = "Sign in to continue.";
pub const SESSION_ENDED: &str = "Your session has ended. Please sign in again.";
pub const ADMIN_CHECK_FAILED: &str = "Unable to verify admin access. Please try again.";
pub const ADMINS_ONLY: &str = "Only an admin can do this; editors work on content.";
pub const MFA_ENROLMENT_REQUIRED: &str = "Set up two-factor authentication to continue.";

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

/// The client's address and user agent: what a session remembers of its device.
#[derive(Clone, Debug)]
pub struct Client(pub ClientInfo);

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let ClientIp(ip) = ClientIp::from_request_parts(parts, state).await?;
        let agent = parts
            .headers
            .get(header::USER_AGENT)
            .and_then(|value| value.to_str().ok());
        Ok(Client(ClientInfo::new(Some(ip), agent)))
    }
}

/// The signed-in user of a request with a valid access token whose session is live. Checked
/// in the database on each of the account's routes, so that signing out, a password reset or
/// ending the session from another device locks the token out at once, not when it expires.
pub struct SignedIn(pub Claims);

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Caller::User(claims) = Caller::from_request_parts(parts, state).await? else {
            return Err(ApiError::unauthorized(SIGN_IN));
        };
        match state.store.session_is_live(&claims.sub, &claims.sid).await? {
            true => Ok(Self(claims)),
            false => Err(ApiError::unauthorized(SESSION_ENDED)),
        }
    }
}

/// Auth state shared by the requests of one process.
pub struct Gate {
    keys: Mutex<HashMap<String, CachedKey>>,
    tracked_max: usize,
    /// Per client address, and per API key at ten times the rate.
    limits: Option<(DefaultKeyedRateLimiter<String>, DefaultKeyedRateLimiter<String>)>,
    trust_forwarded_for: bool,
    started: Instant,
    /// Seconds after `started` when idle clients were last dropped from the limiters.
    swept_at: AtomicU64,
}

/// A key hash as this process knows it.
enum Lookup {
    /// Looked up within the last second: the key (`None` if there is none) and whether to
    /// note its use.
    Fresh(Option<Arc<ApiKey>>, bool),
    /// A key that existed when last looked up: looked up again without charging the address.
    Stale,
    /// Never seen, or known not to exist: looked up (or refused) under the address's limit.
    Unseen,
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
            tracked_max: TRACKED_ADDRESSES_MAX,
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

    /// What this process knows of the key with this hash. Also says whether its last use
    /// should be written now (at most once a minute per key and node).
    fn lookup(&self, hash: &str) -> Lookup {
        let now = Instant::now();
        let mut keys = self.lock();
        let Some(cached) = keys.get_mut(hash) else {
            return Lookup::Unseen;
        };
        if now.duration_since(cached.fetched) >= KEY_CACHE_TTL {
            return match cached.key {
                Some(_) => Lookup::Stale,
                None => Lookup::Unseen,
            };
        }
        let touch = cached.key.is_some() && due(cached.touched, now);
        if touch {
            cached.touched = Some(now);
        }
        Lookup::Fresh(cached.key.clone(), touch)
    }

    /// Looks the key up in the database and remembers the answer, found or not.
    async fn fetch_key(&self, state: &AppState, hash: String) -> Result<(Option<Arc<ApiKey>>, bool), ApiError> {
        let key = state.store.api_key_by_hash(&hash).await?.map(Arc::new);
        let now = Instant::now();
        let mut keys = self.lock();
        if keys.len() >= KEY_CACHE_MAX && !keys.contains_key(&hash) {
            keys.clear();
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

    /// The client's address: the peer's, or with `NEWS_TRUST_FORWARDED_FOR` the one the
    /// proxy appended last (the last entry of the last `X-Forwarded-For` line; earlier
    /// entries and lines come from the client and prove nothing).
    fn client_ip(&self, headers: &HeaderMap, peer: Option<IpAddr>) -> String {
        let forwarded = self
            .trust_forwarded_for
            .then(|| {
                headers
                    .get_all("x-forwarded-for")
                    .iter()
                    .next_back()?
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

    /// Counts a request against its client address group's allowance.
    fn within_address_limit(&self, ip: &str) -> bool {
        let Some((per_ip, _)) = &self.limits else {
            return true;
        };
        self.sweep();
        let mut group = address_group(ip);
        if per_ip.len() >= self.tracked_max {
            per_ip.retain_recent();
            if per_ip.len() >= self.tracked_max {
                group = OVERFLOW_GROUP.to_string();
            }
        }
        per_ip.check_key(&group).is_ok()
    }

    /// Counts a request against an API key's (higher) allowance.
    fn within_key_limit(&self, key: &ApiKey) -> bool {
        let Some((_, per_key)) = &self.limits else {
            return true;
        };
        self.sweep();
        per_key.check_key(&key.id).is_ok()
    }

    /// Once a minute, the state of clients not seen lately is dropped to bound memory.
    fn sweep(&self) {
        let Some((per_ip, per_key)) = &self.limits else {
            return;
        };
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
    }
}

fn due(touched: Option<Instant>, now: Instant) -> bool {
    touched.is_none_or(|at| now.duration_since(at) >= LAST_USED_PRECISION.to_std().unwrap_or_default())
}

/// Middleware on every API route: resolves the caller and applies the read rate limit. The
/// client address's limit is applied before any credential is looked up or checked, so that
/// wrong keys and tokens are limited too; only a key this process has already found to exist
/// is limited by its own, higher allowance instead.
pub async fn authenticate(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|info| info.0.ip());
    let ip = state.gate.client_ip(request.headers(), peer);
    let caller = match resolve(&state, request.headers(), &ip).await {
        Ok(caller) => caller,
        Err(err) => return err.into_response(),
    };
    request.extensions_mut().insert(ClientIp(ip));
    request.extensions_mut().insert(caller);
    next.run(request).await
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

fn too_many() -> ApiError {
    ApiError::rate_limited(60)
}

async fn resolve(state: &AppState, headers: &HeaderMap, ip: &str) -> Result<Caller, ApiError> {
    let gate = &state.gate;
    let Some(token) = bearer(headers) else {
        return match gate.within_address_limit(ip) {
            true => Ok(Caller::Anonymous),
            false => Err(too_many()),
        };
    };
    if !token.starts_with(news_core::auth::API_KEY_PREFIX) {
        if !gate.within_address_limit(ip) {
            return Err(too_many());
        }
        return Ok(Caller::User(state.accounts.signer().verify(token)?));
    }
    let hash = state.accounts.keys().hash_token(token);
    let (key, touch) = match gate.lookup(&hash) {
        Lookup::Fresh(Some(key), touch) if key.is_usable(chrono::Utc::now()) => (Some(key), touch),
        Lookup::Fresh(known, touch) => match gate.within_address_limit(ip) {
            true => (known, touch),
            false => return Err(too_many()),
        },
        Lookup::Stale => gate.fetch_key(state, hash).await?,
        Lookup::Unseen => match gate.within_address_limit(ip) {
            true => gate.fetch_key(state, hash).await?,
            false => return Err(too_many()),
        },
    };
    let key = key
        .filter(|key| key.is_usable(chrono::Utc::now()))
        .ok_or_else(|| ApiError::unauthorized("The API key is invalid, expired or revoked."))?;
    if !gate.within_key_limit(&key) {
        return Err(too_many());
    }
    if touch {
        let store = state.store.clone();
        let id = key.id.clone();
        tokio::spawn(async move {
            if let Err(err) = store.touch_api_key(&id, chrono::Utc::now()).await {
                tracing::warn!(error = %err, "could not note an API key's last use");
            }
        });
    }
    Ok(Caller::ApiKey(key))
}

/// An admin: a user in admin_users with the admin role, or an API key with the admin scope.
/// Taken first by every `/api/v1/admin` handler (a test walks them all).
pub struct Admin(pub Actor);

/// Someone who may work on content: staff of either role, or an API key with content:write.
pub struct Editor(pub Actor);

/// Someone who may work on content (as `Editor`), and whether they may also do an admin's
/// work: for pages that show admins more, checked once.
pub struct Staff {
    pub actor: Actor,
    pub admin: bool,
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        authorize(parts, state, Scope::Admin)
            .await
            .map(|(actor, _)| Self(actor))
    }
}

impl FromRequestParts<AppState> for Editor {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        authorize(parts, state, Scope::ContentWrite)
            .await
            .map(|(actor, _)| Self(actor))
    }
}

impl FromRequestParts<AppState> for Staff {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let (actor, held) = authorize(parts, state, Scope::ContentWrite).await?;
        Ok(Self {
            actor,
            admin: held.allows(Scope::Admin),
        })
    }
}

/// The `Actor` of a caller holding `needed`, and the scope it holds: an admin user holds every
/// scope, an editor content:write, an API key its own.
async fn authorize(parts: &mut Parts, state: &AppState, needed: Scope) -> Result<(Actor, Scope), ApiError> {
    let ClientIp(ip) = ClientIp::from_request_parts(parts, state).await?;
    match Caller::from_request_parts(parts, state).await? {
        Caller::Anonymous => Err(ApiError::unauthorized("Sign in as an admin to continue.")),
        Caller::ApiKey(key) if key.scope.allows(needed) => Ok((Actor::api_key(&key, Some(ip)), key.scope)),
        Caller::ApiKey(_) => Err(ApiError::forbidden(NOT_ADMIN)),
        Caller::User(claims) => match staff_access(state, &claims).await? {
            StaffAccess::Granted(role) if role.scope().allows(needed) => {
                Ok((Actor::user(&claims.sub, &claims.email, Some(ip)), role.scope()))
            }
            StaffAccess::Granted(_) => Err(ApiError::forbidden(ADMINS_ONLY)),
            StaffAccess::NotStaff => Err(ApiError::forbidden(NOT_ADMIN)),
            StaffAccess::NeedsAal2 => Err(ApiError::new(StatusCode::FORBIDDEN, "mfa_required", MFA_REQUIRED)),
            StaffAccess::NeedsFactor => Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "mfa_enrollment_required",
                MFA_ENROLMENT_REQUIRED,
            )),
        },
    }
}

/// What a signed-in user may do on staff routes now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StaffAccess {
    Granted(StaffRole),
    NotStaff,
    /// Staff with a second factor, in a session not raised to aal2 yet.
    NeedsAal2,
    /// Staff without a second factor where `NEWS_REQUIRE_STAFF_MFA` wants one.
    NeedsFactor,
}

/// Whether a signed-in user may act as staff now: an admin with an enabled account whose
/// session is still live, at aal2 if the account has a second factor (and with one at all
/// where staff must). Checked in the database on every admin request, so that signing out, a
/// password reset or disabling the account takes effect at once, not when the access token
/// expires. A session that has ended is a 401 (sign in again).
pub async fn staff_access(state: &AppState, claims: &Claims) -> Result<StaffAccess, ApiError> {
    match state.store.admin_session(&claims.sub, &claims.sid).await {
        Ok(AdminSession::Staff { has_factor: true, .. }) if claims.aal != Aal::Aal2 => Ok(StaffAccess::NeedsAal2),
        Ok(AdminSession::Staff { has_factor: false, .. }) if state.accounts.require_staff_mfa() => {
            Ok(StaffAccess::NeedsFactor)
        }
        Ok(AdminSession::Staff { role, .. }) => Ok(StaffAccess::Granted(role)),
        Ok(AdminSession::NotAdmin) => Ok(StaffAccess::NotStaff),
        Ok(AdminSession::Ended) => Err(ApiError::unauthorized(SESSION_ENDED)),
        Err(err) => {
            tracing::error!(error = %err, "admin check failed");
            Err(ApiError::unavailable(ADMIN_CHECK_FAILED))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_the_tracked_maximum_addresses_share_one_allowance() {
        let gate = Gate {
            tracked_max: 3,
            ..Gate::new(1, false)
        };
        for ip in ["192.0.2.1", "192.0.2.2"] {
            assert!(gate.within_address_limit(ip), "{ip}");
            assert!(!gate.within_address_limit(ip), "{ip} a second time");
        }
        assert!(
            gate.within_address_limit("192.0.2.3"),
            "the third group fills the table"
        );
        assert!(gate.within_address_limit("192.0.2.4"), "the overflow allowance");
        assert!(!gate.within_address_limit("192.0.2.5"), "shared by every address");
        let (per_ip, _) = gate.limits.as_ref().unwrap();
        assert_eq!(per_ip.len(), 4, "three addresses and the overflow group");
    }
}

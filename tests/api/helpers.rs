//! `spawn_app`: the real server on a random port over a fresh database of either backend.

use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use news_core::Config;
use news_core::Store;
use news_core::auth::TotpSecret;
use news_core::config::{DatabaseUrl, Secret};
use news_core::domain::{Article, ArticleDraft};
use news_server::{App, AppState};
use news_worker::Worker;
use serde_json::Value;
use sqlx::Connection;
use tempfile::TempDir;
use tokio::sync::watch;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub store: Store,
    pub state: AppState,
    /// The app's worker, run on demand by `run_pending_jobs`.
    pub worker: Worker,
    pub config: Config,
    pub database_url: DatabaseUrl,
    _data_dir: TempDir,
    _database: Option<TestDatabase>,
    stop: watch::Sender<bool>,
}

/// The PostgreSQL server tests run against; CI has one on 127.0.0.1:5432.
pub fn postgres_admin_url() -> String {
    std::env::var("NEWS_TEST_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

/// A database created for one test and dropped after it.
pub struct TestDatabase {
    pub name: String,
    pub url: String,
}

impl TestDatabase {
    pub async fn create() -> Self {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let admin = postgres_admin_url();
        let name = format!(
            "news_test_{}_{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        let mut conn = sqlx::PgConnection::connect(&admin)
            .await
            .unwrap_or_else(|e| panic!("PostgreSQL tests need a server at {admin} (set NEWS_TEST_POSTGRES_URL): {e}"));
        sqlx::query(sqlx::AssertSqlSafe(format!("drop database if exists {name}")))
            .execute(&mut conn)
            .await
            .unwrap();
        sqlx::query(sqlx::AssertSqlSafe(format!("create database {name}")))
            .execute(&mut conn)
            .await
            .unwrap();
        let base = admin.rsplit_once('/').map(|(base, _)| base).unwrap_or(&admin);
        Self {
            url: format!("{base}/{name}"),
            name,
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let name = self.name.clone();
        let admin = postgres_admin_url();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                if let Ok(mut conn) = sqlx::PgConnection::connect(&admin).await {
                    let sql = format!("drop database if exists {name} with (force)");
                    let _ = sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut conn).await;
                }
            });
        })
        .join()
        .ok();
    }
}

/// A fresh database of `backend` in its own data directory.
pub async fn open_store(backend: Backend) -> (Store, TempDir, Option<TestDatabase>) {
    let data_dir = tempfile::tempdir().unwrap();
    let (url, database) = match backend {
        Backend::Sqlite => (
            DatabaseUrl::new(format!("sqlite://{}", data_dir.path().join("news.db").display())),
            None,
        ),
        Backend::Postgres => {
            let db = TestDatabase::create().await;
            (DatabaseUrl::new(db.url.clone()), Some(db))
        }
    };
    (Store::open(&url).await.unwrap(), data_dir, database)
}

pub async fn spawn_app(backend: Backend) -> TestApp {
    spawn_app_with(backend, &[]).await
}

/// Starts the server after writing `articles` (kept ids), so the search index opens on them.
pub async fn spawn_app_with(backend: Backend, articles: &[ArticleDraft]) -> TestApp {
    let (store, data_dir, database) = open_store(backend).await;
    if !articles.is_empty() {
        store.import_articles(articles.to_vec()).await.unwrap();
    }
    serve_store(store, data_dir, database, |_| {}).await
}

/// Starts the server with configuration changed by `configure`.
pub async fn spawn_configured(backend: Backend, configure: impl FnOnce(&mut Config)) -> TestApp {
    let (store, data_dir, database) = open_store(backend).await;
    serve_store(store, data_dir, database, configure).await
}

/// The test configuration: the data directory, mail to the capturing SMTP server.
pub fn test_config(data_dir: &std::path::Path) -> Config {
    Config {
        data_dir: data_dir.to_path_buf(),
        site_dir: data_dir.join("site"),
        smtp_url: Some(Secret::new(format!("smtp://127.0.0.1:{}", crate::mail::smtp_port()))),
        search_sync_ms: 50,
        // Site builds need Node and the web app; the browser tests cover them.
        site_rebuild: false,
        ..Config::default()
    }
}

/// Another server process on the same database and auth secret as `app` (as on a second node).
pub async fn spawn_second_node(app: &TestApp) -> TestApp {
    spawn_second_node_with(app, |_| {}).await
}

/// Another node on `app`'s database, with its own empty data directory, configured by `configure`.
pub async fn spawn_second_node_with(app: &TestApp, configure: impl FnOnce(&mut Config)) -> TestApp {
    let url = app.database_url.clone();
    let store = Store::open(&url).await.unwrap();
    let data_dir = tempfile::tempdir().unwrap();
    std::fs::copy(app.config.auth_key_file(), data_dir.path().join("auth.key")).unwrap();
    serve_store(store, data_dir, None, configure).await
}

async fn serve_store(
    store: Store,
    data_dir: TempDir,
    database: Option<TestDatabase>,
    configure: impl FnOnce(&mut Config),
) -> TestApp {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let mut config = test_config(data_dir.path());
    // Links in mail and the OpenID Connect redirect address name this server.
    config.public_url = Some(address.clone());
    configure(&mut config);
    let site_dir = &config.site_dir;
    std::fs::create_dir_all(site_dir.join("en")).unwrap();
    std::fs::write(site_dir.join("index.html"), "<!doctype html><title>shell</title>").unwrap();
    std::fs::write(site_dir.join("en/index.html"), "<!doctype html><title>home en</title>").unwrap();
    let database_url = database
        .as_ref()
        .map(|db| DatabaseUrl::new(db.url.clone()))
        .unwrap_or_else(|| config.database());
    let app = App::builder(config.clone(), store.clone())
        .serve(listener)
        .poll_every(Duration::from_millis(20))
        .build()
        .await
        .unwrap();
    let state = app.state().unwrap().clone();
    let worker = app.worker().clone();
    let (stop, mut stopped) = watch::channel(false);
    tokio::spawn(app.run(async move {
        let _ = stopped.wait_for(|s| *s).await;
    }));
    TestApp {
        address,
        client: reqwest::Client::new(),
        store,
        state,
        worker,
        config,
        database_url,
        _data_dir: data_dir,
        _database: database,
        stop,
    }
}

impl Drop for TestApp {
    /// A test that leaves a job queued has not seen its effect: fail it, unless it already failed.
    fn drop(&mut self) {
        let _ = self.stop.send(true);
        if std::thread::panicking() {
            return;
        }
        let url = self.database_url.clone();
        let left = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                let store = Store::open(&url).await.unwrap();
                let jobs = store.unfinished_jobs(chrono::Utc::now()).await.unwrap();
                store.close().await;
                jobs
            })
        })
        .join()
        .unwrap();
        assert!(
            left.is_empty(),
            "jobs left queued at the end of the test (call run_pending_jobs): {left:?}"
        );
    }
}

impl TestApp {
    pub async fn get(&self, path: &str) -> (u16, Value) {
        let response = self.client.get(format!("{}{path}", self.address)).send().await.unwrap();
        let status = response.status().as_u16();
        let text = response.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, body)
    }

    pub async fn get_ok(&self, path: &str) -> Value {
        let (status, body) = self.get(path).await;
        assert_eq!(status, 200, "GET {path}: {body}");
        body
    }

    /// Asserts a 4xx with the API's error shape and returns the error code.
    pub async fn get_error(&self, path: &str, expected: u16) -> String {
        let (status, body) = self.get(path).await;
        assert_eq!(status, expected, "GET {path}: {body}");
        let message = body["error"]["message"]
            .as_str()
            .unwrap_or_else(|| panic!("no error shape: {body}"));
        assert!(!message.is_empty());
        body["error"]["code"].as_str().unwrap().to_string()
    }

    pub async fn create(&self, draft: ArticleDraft) -> Article {
        self.store.create_article(draft, None).await.unwrap()
    }

    /// Sends `method path` with an optional bearer token and JSON body; the status, the body
    /// (JSON, or the text as a string) and the headers.
    pub async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (u16, Value, reqwest::header::HeaderMap) {
        let mut request = self.client.request(method, format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let text = response.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, body, headers)
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
        let (status, body, _) = self.call(reqwest::Method::POST, path, token, Some(body)).await;
        (status, body)
    }

    pub async fn get_as(&self, path: &str, token: &str) -> (u16, Value) {
        let (status, body, _) = self.call(reqwest::Method::GET, path, Some(token), None).await;
        (status, body)
    }

    /// An access token for the account of `session`, signed with the server's key but expired
    /// five minutes ago.
    pub fn expired_token(&self, session: &Value) -> String {
        let signer = self.state.accounts.signer();
        let now = chrono::Utc::now();
        let user = &session["user"];
        let mut claims = signer.claims_for(
            user["id"].as_str().unwrap(),
            user["email"].as_str().unwrap(),
            "s",
            now - chrono::Duration::hours(1),
        );
        claims.exp = (now - chrono::Duration::minutes(5)).timestamp();
        signer.sign(&claims).unwrap()
    }

    /// Signs up through the API, then signs in, and returns the session.
    pub async fn sign_up(&self, email: &str, password: &str) -> Value {
        let (status, body) = self
            .post(
                "/api/v1/auth/signup",
                None,
                serde_json::json!({ "email": email, "password": password }),
            )
            .await;
        assert_eq!(status, 201, "sign-up of {email}: {body}");
        assert_eq!(
            body,
            serde_json::json!({ "message": "Check your email for a confirmation link!" })
        );
        let (status, session) = self.sign_in(email, password).await;
        assert_eq!(status, 200, "sign-in of {email}: {session}");
        session
    }

    pub async fn sign_in(&self, email: &str, password: &str) -> (u16, Value) {
        self.post(
            "/api/v1/auth/token?grant_type=password",
            None,
            serde_json::json!({ "email": email, "password": password }),
        )
        .await
    }

    /// A signed-in reader's access token.
    pub async fn reader_token(&self, email: &str) -> String {
        self.sign_up(email, "reader password 1").await["access_token"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// A signed-in reader whose address is confirmed (who may comment).
    pub async fn confirmed_reader_token(&self, email: &str) -> String {
        self.confirmed_user(email, "reader password 1").await;
        let (status, session) = self.sign_in(email, "reader password 1").await;
        assert_eq!(status, 200, "{session}");
        session["access_token"].as_str().unwrap().to_string()
    }

    /// An account made as `newsctl user create` makes it (its address vouched for).
    pub async fn confirmed_user(&self, email: &str, password: &str) -> news_core::auth::User {
        let password_hash = self.state.accounts.hasher().hash(password).await.unwrap();
        let new = news_core::store::NewUser {
            email: email.into(),
            password_hash,
            language: "en".into(),
            confirmed: true,
        };
        self.store.create_user(new, None).await.unwrap()
    }

    /// The actions of the audit log under `action` (a noun or a whole action), newest first.
    pub async fn audit_actions(&self, admin: &str, action: &str) -> Vec<String> {
        let (status, log) = self
            .get_as(&format!("/api/v1/admin/audit?action={action}"), admin)
            .await;
        assert_eq!(status, 200, "{log}");
        log["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|entry| entry["action"].as_str().unwrap().to_string())
            .collect()
    }

    /// A signed-in admin's session.
    pub async fn admin_session(&self, email: &str) -> Value {
        self.staff_session(email, news_core::auth::StaffRole::Admin).await
    }

    /// A signed-in staff member's session, in `role`.
    pub async fn staff_session(&self, email: &str, role: news_core::auth::StaffRole) -> Value {
        let user = self.confirmed_user(email, "admin password 1").await;
        self.store
            .grant_role(&user.id, role, &news_core::auth::Actor::operator("test"))
            .await
            .unwrap();
        let (status, session) = self.sign_in(email, "admin password 1").await;
        assert_eq!(status, 200, "{session}");
        session
    }

    /// A signed-in admin's access token.
    pub async fn admin_token(&self, email: &str) -> String {
        self.admin_session(email).await["access_token"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// Enrols and activates an authenticator for the session's user: the session raised to
    /// aal2, the secret, the factor's id and the recovery codes.
    pub async fn enrol_factor(&self, session: &Value) -> (Value, TotpSecret, String, Vec<String>) {
        let token = session["access_token"].as_str().unwrap();
        let (status, enrolment) = self
            .post(
                "/api/v1/auth/factors",
                Some(token),
                serde_json::json!({ "friendly_name": "Phone" }),
            )
            .await;
        assert_eq!(status, 201, "{enrolment}");
        let secret = secret_of(&enrolment);
        let id = enrolment["id"].as_str().unwrap().to_string();
        let (status, verified) = self
            .post(
                &format!("/api/v1/auth/factors/{id}/verify"),
                Some(token),
                serde_json::json!({ "code": secret.code_at(step_now()) }),
            )
            .await;
        assert_eq!(status, 200, "{verified}");
        let codes = verified["recovery_codes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|code| code.as_str().unwrap().to_string())
            .collect();
        (verified["session"].clone(), secret, id, codes)
    }

    /// Runs every job that is due until the queue is empty, as the worker would in the
    /// background; tests call it instead of sleeping.
    pub async fn run_pending_jobs(&self) {
        self.worker.run_pending(Duration::from_secs(60)).await.unwrap();
    }

    /// Applies the outbox to the search index now, as the background follower would.
    pub async fn sync_search(&self) {
        self.state.search.sync(&self.store).await.unwrap();
    }
}

/// The app's secret from its base32 form (RFC 4648, no padding).
pub fn secret_of(enrolment: &Value) -> TotpSecret {
    let text = enrolment["secret"].as_str().unwrap();
    let (mut buffer, mut bits, mut bytes) = (0u32, 0u32, Vec::new());
    for c in text.bytes() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'2'..=b'7' => c - b'2' + 26,
            _ => panic!("not base32: {text}"),
        };
        buffer = (buffer << 5) | u32::from(value);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            bytes.push((buffer >> bits) as u8);
        }
    }
    TotpSecret::from_bytes(bytes)
}

/// The current 30-second step of authenticator codes.
pub fn step_now() -> i64 {
    chrono::Utc::now().timestamp().div_euclid(30)
}

/// Runs one statement on the app's database, for putting rows into states tests need (an
/// expired backup, a silent worker) without waiting for them.
pub async fn execute_sql(app: &TestApp, sql: &str) {
    let url = app.database_url.expose();
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        sqlx::query(sqlx::AssertSqlSafe(sql.to_string()))
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        sqlx::query(sqlx::AssertSqlSafe(sql.to_string()))
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
}

/// The one number a `select count(*) …` gives on the app's database.
pub async fn count_rows(app: &TestApp, sql: &str) -> i64 {
    let url = app.database_url.expose();
    let sql = sqlx::AssertSqlSafe(sql.to_string());
    if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        let count = sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap();
        pool.close().await;
        count
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        let count = sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap();
        pool.close().await;
        count
    }
}

/// An address no other test (or earlier run against the same mail server) uses.
pub fn unique_email(tag: &str) -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!(
        "{tag}-{}-{nanos}-{}@example.com",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    )
}

pub fn draft(id: i64, title: &str, language: &str) -> ArticleDraft {
    ArticleDraft {
        id: Some(id),
        title: title.into(),
        language: Some(language.into()),
        published_at: Some(chrono::DateTime::from_timestamp(1_760_000_000 + id * 3600, 0).unwrap()),
        ..Default::default()
    }
}

pub fn ids(body: &Value) -> Vec<i64> {
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_i64().unwrap())
        .collect()
}

/// Someone calling the API in one role: an anonymous reader, a signed-in reader, an admin, or
/// an API key. Made by `TestApp::anonymous`, `reader`, `admin` and `api_key`.
pub struct Caller<'a> {
    app: &'a TestApp,
    token: Option<String>,
}

impl Caller<'_> {
    pub async fn get(&self, path: &str) -> (u16, Value) {
        let (status, body, _) = self
            .app
            .call(reqwest::Method::GET, path, self.token.as_deref(), None)
            .await;
        (status, body)
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let (status, body, _) = self
            .app
            .call(reqwest::Method::POST, path, self.token.as_deref(), Some(body))
            .await;
        (status, body)
    }
}

impl TestApp {
    pub fn anonymous(&self) -> Caller<'_> {
        Caller { app: self, token: None }
    }

    /// A new signed-in reader.
    pub async fn reader(&self) -> Caller<'_> {
        let token = self.reader_token(&unique_email("reader")).await;
        Caller {
            app: self,
            token: Some(token),
        }
    }

    /// A new signed-in admin.
    pub async fn admin(&self) -> Caller<'_> {
        let token = self.admin_token(&unique_email("admin")).await;
        Caller {
            app: self,
            token: Some(token),
        }
    }

    /// A client holding a new API key of `scope`.
    pub async fn api_key(&self, scope: news_core::auth::Scope) -> Caller<'_> {
        let (key, prefix) = news_core::auth::new_api_key();
        let new = news_core::store::NewApiKey {
            name: format!("{} client", scope.as_str()),
            scope,
            key_hash: self.state.accounts.keys().hash_token(&key),
            prefix,
            expires_at: None,
        };
        self.store
            .create_api_key(new, &news_core::auth::Actor::operator("test"))
            .await
            .unwrap();
        Caller {
            app: self,
            token: Some(key),
        }
    }
}

/// A restore's progress, for tests that do not follow it.
pub fn no_progress() -> news_core::backup::OnRestoreStep {
    std::sync::Arc::new(|_| {})
}

/// Media for a restore whose files the test does not look at: a fresh directory that is not
/// there yet (the restore makes it if the backup has media).
pub fn scratch_media() -> news_core::media::MediaFiles {
    let path = tempfile::tempdir().unwrap().path().to_path_buf();
    news_core::media::MediaFiles::local(path)
}

/// The S3-compatible server the tests use: s3s-fs, started by `ops/test.sh` on loopback
/// (`NEWS_TEST_S3_ENDPOINT`, default http://127.0.0.1:8014, keys AKIATEST/secretsecret, a
/// bucket named `backups`), with every key under `prefix`.
pub fn s3_config(config: &mut Config, prefix: &str) {
    config.storage = news_core::config::StorageKind::S3;
    config.s3 = news_core::config::S3Config {
        bucket: Some("backups".into()),
        endpoint: Some(std::env::var("NEWS_TEST_S3_ENDPOINT").unwrap_or_else(|_| "http://127.0.0.1:8014".into())),
        path_style: true,
        prefix: prefix.to_string(),
        access_key: Some(news_core::config::Secret::new("AKIATEST")),
        secret_key: Some(news_core::config::Secret::new("secretsecret")),
        ..Default::default()
    };
}

/// A key prefix no other test uses.
pub fn s3_prefix() -> String {
    format!("test-{}/", unique_email("s3").replace(['@', '.'], "-"))
}

/// Posts `bytes` as the file `name` of a multipart form to `path`, with more `fields`.
pub async fn upload_form(
    app: &TestApp,
    path: &str,
    token: &str,
    name: &str,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> (u16, Value) {
    let mut form = reqwest::multipart::Form::new().part(
        "file",
        reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()),
    );
    for (key, value) in fields {
        form = form.text(key.to_string(), value.to_string());
    }
    let response = app
        .client
        .post(format!("{}{path}", app.address))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

//! Runs the built `newsctl` on a temporary data directory and checks stdout, stderr and the exit
//! code, as an operator would see them.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

mod faults;
mod telemetry;

fn newsctl(data_dir: &Path, args: &[&str]) -> Output {
    newsctl_with(data_dir, args, &[])
}

/// `newsctl` with more settings in its environment.
fn newsctl_with(data_dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_newsctl"))
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env_remove("NEWS_DATABASE_URL")
        .env_remove("DATABASE_URL")
        .envs(env.iter().copied())
        .output()
        .expect("newsctl runs")
}

fn ok(data_dir: &Path, args: &[&str]) -> String {
    let out = newsctl(data_dir, args);
    assert!(
        out.status.success(),
        "newsctl {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Asserts failure with one plain sentence on stderr, and returns it.
fn fails(data_dir: &Path, args: &[&str]) -> String {
    let out = newsctl(data_dir, args);
    assert!(!out.status.success(), "newsctl {args:?} should fail");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line on stderr: {stderr}");
    stderr
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

#[test]
fn seeding_then_listing_and_showing_articles() {
    let dir = tempfile::tempdir().unwrap();
    assert!(ok(dir.path(), &["seed", "demo", "--pairs", "8"]).contains("Loaded 16 demo articles"));
    assert!(dir.path().join("media/demo/news-1.svg").is_file());
    assert!(dir.path().join("media/placeholders/health.svg").is_file());
    assert!(ok(dir.path(), &["search", "reindex"]).contains("Indexed 16 published articles"));
    let listed = json(&ok(dir.path(), &["--json", "article", "list", "--language", "ro"]));
    assert_eq!(listed["total"], 8);
    let table = ok(dir.path(), &["article", "list", "--category", "tehnologie"]);
    assert!(table.contains("tech") && table.contains("2 of 2 articles"), "{table}");
    let shown = json(&ok(dir.path(), &["--json", "article", "show", "2"]));
    assert_eq!(
        (shown["language"].as_str(), shown["linked_article_id"].as_i64()),
        (Some("ro"), Some(1))
    );
    assert!(fails(dir.path(), &["article", "show", "999"]).contains("article 999 not found"));
    assert!(fails(dir.path(), &["seed", "demo"]).contains("already has 16 articles"));
    assert!(fails(dir.path(), &["article", "list", "--status", "pending"]).contains("unknown status"));
    assert!(fails(dir.path(), &["article", "show", "abc"]).contains("invalid value 'abc'"));
}

#[test]
fn creating_from_markdown_and_changing_status() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("story.md");
    std::fs::write(&file, "---\ntitle: Podul nou\nlanguage: ro\ncategory: Sport\nsubcategory: Local\ntags: [poduri]\n---\nTextul *articolului*.\n<script>x()</script>\n").unwrap();
    let created = json(&ok(
        dir.path(),
        &["--json", "article", "create", "--file", file.to_str().unwrap()],
    ));
    assert_eq!(
        (created["category"].as_str(), created["subcategory"].as_str()),
        (Some("sports"), Some("local"))
    );
    assert!(created["content"].as_str().unwrap().contains("<em>articolului</em>"));
    assert!(!created["content"].as_str().unwrap().contains("script"));
    let id = created["id"].to_string();
    assert_eq!(
        json(&ok(dir.path(), &["--json", "article", "archive", &id]))["status"],
        "archived"
    );
    assert_eq!(
        json(&ok(dir.path(), &["--json", "article", "reject", &id]))["status"],
        "rejected"
    );
    assert_eq!(
        json(&ok(dir.path(), &["--json", "article", "unpublish", &id]))["status"],
        "draft"
    );
    assert!(
        fails(
            dir.path(),
            &["article", "schedule", &id, "--at", "2020-01-01T00:00:00Z"]
        )
        .contains("future")
    );
    let scheduled = json(&ok(
        dir.path(),
        &[
            "--json",
            "article",
            "schedule",
            &id,
            "--at",
            "2099-06-01T09:30:00+03:00",
        ],
    ));
    assert_eq!(
        (scheduled["status"].as_str(), scheduled["published_at"].as_str()),
        (Some("scheduled"), Some("2099-06-01T06:30:00Z"))
    );
    assert_eq!(
        json(&ok(dir.path(), &["--json", "article", "publish", &id]))["status"],
        "published"
    );
    assert!(ok(dir.path(), &["article", "revisions", &id]).contains("operator:"));
    let translation = json(&ok(dir.path(), &["--json", "article", "translate", &id]));
    assert_eq!(
        (translation["language"].as_str(), translation["status"].as_str()),
        (Some("en"), Some("draft"))
    );
    let translation_id = translation["id"].to_string();
    assert!(ok(dir.path(), &["article", "unlink", &id]).contains(&id));
    assert!(fails(dir.path(), &["article", "unlink", &id]).contains("not found"));
    assert!(
        ok(dir.path(), &["article", "link", &id, &translation_id])
            .contains(&format!("translation: article {translation_id}"))
    );
    assert!(ok(dir.path(), &["article", "delete", &id]).contains("Moved article"));
    assert!(fails(dir.path(), &["article", "delete", &id]).contains("not found"));
    let trash = ok(dir.path(), &["article", "list", "--trash"]);
    assert!(trash.contains(&id) && trash.contains("operator:"), "{trash}");
    let restored = json(&ok(dir.path(), &["--json", "article", "restore", &id]));
    assert_eq!(
        (restored["id"].to_string(), restored["status"].as_str()),
        (id.clone(), Some("published"))
    );
    assert!(fails(dir.path(), &["article", "restore", &id]).contains("not found"));
    assert!(fails(dir.path(), &["article", "delete", &id, "--purge"]).contains("--yes"));
    assert!(ok(dir.path(), &["article", "show", &id]).contains(&id));
    assert!(ok(dir.path(), &["article", "delete", &id, "--purge", "--yes"]).contains("for good"));
    assert!(fails(dir.path(), &["article", "restore", &id]).contains("not found"));
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, r#"{"title": "x", "language": "fr"}"#).unwrap();
    assert!(fails(dir.path(), &["article", "create", "--file", bad.to_str().unwrap()]).contains("expected en or ro"));
}

#[test]
fn export_then_import_into_a_new_site_is_exact() {
    let source = tempfile::tempdir().unwrap();
    ok(source.path(), &["seed", "demo", "--pairs", "6"]);
    let exported = ok(source.path(), &["article", "export"]);
    assert_eq!(exported.lines().count(), 12);
    let file = source.path().join("articles.ndjson");
    std::fs::write(&file, &exported).unwrap();
    let target = tempfile::tempdir().unwrap();
    assert!(ok(target.path(), &["article", "import", file.to_str().unwrap()]).contains("Imported 12 articles"));
    assert_eq!(ok(target.path(), &["article", "export"]), exported);
    let broken = source.path().join("broken.ndjson");
    std::fs::write(&broken, format!("{exported}{{oops\n")).unwrap();
    let empty = tempfile::tempdir().unwrap();
    assert!(fails(empty.path(), &["article", "import", broken.to_str().unwrap()]).contains("line 13"));
    assert_eq!(
        json(&ok(empty.path(), &["--json", "article", "list"]))["total"],
        0,
        "nothing half-written"
    );
}

#[test]
fn config_check_redacts_secrets() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_newsctl"))
        .args(["config", "check"])
        .env("NEWS_DATABASE_URL", "postgres://news:hunter2@db.example:5432/news")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(
        text.contains("postgres://news:***@db.example:5432/news") && !text.contains("hunter2"),
        "{text}"
    );
    let migrated = ok(dir.path(), &["migrate"]);
    assert!(migrated.contains("create content"), "{migrated}");
}

/// Runs newsctl with `stdin` as its standard input.
fn ok_with_stdin(data_dir: &Path, args: &[&str], stdin: &str) -> String {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_newsctl"))
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env_remove("NEWS_DATABASE_URL")
        .env_remove("DATABASE_URL")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn users_admins_and_the_audit_log() {
    let dir = tempfile::tempdir().unwrap();
    let created = json(&ok(dir.path(), &["--json", "user", "create", "Editor@Example.com"]));
    assert_eq!(created["user"]["email"], "editor@example.com");
    assert!(
        created["user"]["email_confirmed_at"].is_string(),
        "an operator vouches for the address"
    );
    assert_eq!(
        created["password"].as_str().unwrap().len(),
        20,
        "a generated password is shown once"
    );

    let typed = ok_with_stdin(
        dir.path(),
        &[
            "user",
            "create",
            "reader@example.com",
            "--password-stdin",
            "--language",
            "ro",
        ],
        "a typed password\n",
    );
    assert!(
        typed.contains("Created reader@example.com.") && !typed.contains("Password:"),
        "{typed}"
    );
    assert!(fails(dir.path(), &["user", "create", "reader@example.com"]).contains("already exists"));
    assert!(fails(dir.path(), &["user", "create", "not-an-address"]).contains("valid email address"));
    let weak = newsctl(dir.path(), &["user", "create", "weak@example.com", "--password-stdin"]);
    assert!(!weak.status.success());

    assert!(ok(dir.path(), &["admin", "add", "editor@example.com"]).contains("is now an admin"));
    assert!(ok(dir.path(), &["admin", "add", "EDITOR@example.com"]).contains("was already an admin"));
    assert!(
        ok(dir.path(), &["admin", "add", "editor@example.com", "--role", "editor"])
            .contains("is now an editor (was an admin)")
    );
    assert!(
        fails(dir.path(), &["admin", "add", "editor@example.com", "--role", "chief"])
            .contains("expected admin or editor")
    );
    assert!(fails(dir.path(), &["admin", "add", "ghost@example.com"]).contains("not found"));
    let admins = ok(dir.path(), &["admin", "list"]);
    assert!(
        admins.contains("editor@example.com") && admins.contains("editor") && !admins.contains("reader@example.com"),
        "{admins}"
    );
    let users = ok(dir.path(), &["user", "list"]);
    assert!(users.contains("2 of 2 accounts"), "{users}");

    ok(dir.path(), &["user", "disable", "reader@example.com"]);
    let listed = json(&ok(dir.path(), &["--json", "user", "list"]));
    let reader = listed["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["email"] == "reader@example.com")
        .unwrap();
    assert!(reader["disabled_at"].is_string());
    ok(dir.path(), &["user", "enable", "reader@example.com"]);
    let reset = json(&ok(
        dir.path(),
        &["--json", "user", "reset-password", "reader@example.com"],
    ));
    assert_eq!(reset["password"].as_str().unwrap().len(), 20);
    assert!(ok(dir.path(), &["admin", "remove", "editor@example.com"]).contains("no longer staff"));
    assert!(fails(dir.path(), &["admin", "remove", "editor@example.com"]).contains("not found"));

    let audit = json(&ok(dir.path(), &["--json", "audit", "list"]));
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "staff.remove",
            "user.reset_password",
            "user.enable",
            "user.disable",
            "staff.grant",
            "staff.grant",
            "user.create",
            "user.create"
        ]
    );
    assert!(audit[0]["actor_label"].as_str().unwrap().starts_with("operator:"));
    let table = ok(dir.path(), &["audit", "list", "--action", "staff"]);
    assert!(
        table.contains("staff.remove") && table.contains("staff.grant") && !table.contains("user.create"),
        "{table}"
    );
}

#[test]
fn admin_rights_are_refused_to_an_unconfirmed_address_until_the_operator_acts() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["migrate"]);
    let at = "2026-01-01T00:00:00Z";
    // Someone signed up first with the staff address and holds a session.
    run_sql(
        dir.path(),
        &[
            &format!(
                "insert into users (id, email, password_hash, language, created_at, updated_at) values ('u1', 'staff@example.com', 'x', 'en', '{at}', '{at}')"
            ),
            &format!(
                "insert into refresh_tokens (family_id, user_id, token_hash, created_at, expires_at) values ('f1', 'u1', 'h1', '{at}', '2099-01-01T00:00:00Z')"
            ),
        ],
    );
    let refused = fails(dir.path(), &["admin", "add", "staff@example.com"]);
    assert!(
        refused.contains("has not confirmed")
            && refused.contains("newsctl user reset-password staff@example.com --send-link")
            && refused.contains("--force"),
        "{refused}"
    );
    let refused = fails(dir.path(), &["user", "create", "staff@example.com", "--admin"]);
    assert!(
        refused.contains("already has an account") && refused.contains("newsctl admin add"),
        "{refused}"
    );
    assert!(!ok(dir.path(), &["admin", "list"]).contains("staff@example.com"));

    let sent = ok(
        dir.path(),
        &["user", "reset-password", "staff@example.com", "--send-link"],
    );
    assert!(
        sent.contains("Mailed a password reset link to staff@example.com"),
        "{sent}"
    );
    let mails: Vec<String> = std::fs::read_dir(dir.path().join("mail"))
        .unwrap()
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    assert!(
        mails.iter().any(|mail| mail.contains("reset-password?token=")),
        "{mails:?}"
    );

    let forced = json(&ok(
        dir.path(),
        &["--json", "admin", "add", "staff@example.com", "--force"],
    ));
    assert_eq!(
        (forced["changed"].as_bool(), forced["role"].as_str()),
        (Some(true), Some("admin"))
    );
    assert_eq!(forced["password"].as_str().unwrap().len(), 20);
    assert!(forced["user"]["email_confirmed_at"].is_string());
    let admins = ok(dir.path(), &["admin", "list"]);
    assert!(admins.contains("staff@example.com"), "{admins}");

    let live = "select count(*) from refresh_tokens where user_id = 'u1' and revoked_at is null";
    assert_eq!(count(dir.path(), live), 0, "the squatter's session ended");

    // A key the account made is listed with its maker and offered for revocation.
    run_sql(
        dir.path(),
        &[&format!(
            "insert into api_keys (id, name, prefix, key_hash, scope, created_by, created_by_user_id, created_at) values ('k1', 'staff key', 'nk_abc', 'kh', 'admin', 'staff@example.com', 'u1', '{at}')"
        )],
    );
    let listed = json(&ok(dir.path(), &["--json", "apikey", "list"]));
    assert_eq!(listed[0]["created_by_user_id"], "u1");
    let removed = ok(dir.path(), &["admin", "remove", "staff@example.com"]);
    assert!(
        removed.contains("still work (k1)") && removed.contains("--revoke-keys"),
        "{removed}"
    );
    let disabled = ok(dir.path(), &["user", "disable", "staff@example.com", "--revoke-keys"]);
    assert!(
        disabled.contains("Revoked the 1 API key(s) staff@example.com made: k1."),
        "{disabled}"
    );
    assert!(ok(dir.path(), &["apikey", "list"]).contains("revoked"));
}

#[test]
fn config_check_refuses_a_long_token_lifetime_and_redacts_query_passwords() {
    let run = |name: &str, value: &str| {
        Command::new(env!("CARGO_BIN_EXE_newsctl"))
            .args(["config", "check"])
            .env(name, value)
            .output()
            .unwrap()
    };
    let out = run("NEWS_ACCESS_TOKEN_MINUTES", "1440");
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("NEWS_ACCESS_TOKEN_MINUTES must be between 1 and 60"),
        "{stderr}"
    );
    let out = run(
        "NEWS_DATABASE_URL",
        "postgres://db.example/news?user=news&password=hunter2",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(text.contains("password=***") && !text.contains("hunter2"), "{text}");
}

#[test]
fn api_keys_are_printed_once_and_revoked() {
    let dir = tempfile::tempdir().unwrap();
    let created = ok(
        dir.path(),
        &[
            "apikey",
            "create",
            "--name",
            "Feed importer",
            "--scope",
            "content:write",
            "--expires",
            "90d",
        ],
    );
    let key = created
        .lines()
        .find_map(|line| line.strip_prefix("Key: "))
        .unwrap_or_else(|| panic!("no key in {created}"))
        .to_string();
    assert!(key.starts_with("nk_"));
    assert!(dir.path().join("auth.key").is_file(), "the secret is made on first use");
    let listed = ok(dir.path(), &["apikey", "list"]);
    assert!(
        listed.contains("Feed importer") && listed.contains("active") && !listed.contains(&key),
        "{listed}"
    );
    let keys = json(&ok(dir.path(), &["--json", "apikey", "list"]));
    let id = keys[0]["id"].as_str().unwrap().to_string();
    assert!(keys[0]["expires_at"].is_string());
    assert!(ok(dir.path(), &["apikey", "revoke", &id]).contains("Revoked Feed importer"));
    assert!(ok(dir.path(), &["apikey", "list"]).contains("revoked"));
    assert!(fails(dir.path(), &["apikey", "create", "--name", "x", "--scope", "root"]).contains("unknown scope"));
    assert!(
        fails(
            dir.path(),
            &[
                "apikey",
                "create",
                "--name",
                "x",
                "--scope",
                "admin",
                "--expires",
                "soon"
            ]
        )
        .contains("90d")
    );
    assert!(fails(dir.path(), &["apikey", "revoke", "nope"]).contains("not found"));
    let audit = ok(dir.path(), &["audit", "list", "--action", "api_key"]);
    assert!(
        audit.contains("api_key.create") && audit.contains("api_key.revoke"),
        "{audit}"
    );
}

#[test]
fn backups_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["seed", "demo", "--pairs", "8"]);
    let made = json(&ok(dir.path(), &["--json", "backup", "create", "--now"]));
    assert_eq!(
        (made["status"].as_str(), made["backup_type"].as_str()),
        (Some("completed"), Some("comprehensive"))
    );
    let table = ok(dir.path(), &["backup", "list"]);
    for column in [
        "Type",
        "Status",
        "Created",
        "Size",
        "Expires",
        "standard",
        "completed",
        "1 backups",
    ] {
        assert!(table.contains(column), "{column} in {table}");
    }
    assert!(ok(dir.path(), &["backup", "verify", "1"]).contains("The backup is whole"));
    let file = dir.path().join("copy.tar.zst");
    assert!(ok(dir.path(), &["backup", "download", "1", "-o", file.to_str().unwrap()]).contains("Saved backup 1"));
    assert_eq!(
        std::fs::metadata(&file).unwrap().permissions().mode() & 0o777,
        0o600,
        "a downloaded backup is private"
    );
    assert!(ok(dir.path(), &["backup", "verify", file.to_str().unwrap()]).contains("16 articles"));

    let other = tempfile::tempdir().unwrap();
    let restored = ok(other.path(), &["backup", "restore", file.to_str().unwrap()]);
    assert!(
        restored.contains("Restored")
            && restored.contains("Every session was ended")
            && restored.contains("sign in again"),
        "{restored}"
    );
    assert_eq!(json(&ok(other.path(), &["--json", "article", "list"]))["total"], 16);
    assert!(fails(other.path(), &["backup", "restore", file.to_str().unwrap()]).contains("--force"));
    let forced = json(&ok(
        other.path(),
        &["--json", "backup", "restore", file.to_str().unwrap(), "--force"],
    ));
    assert_eq!(forced["sessions_ended"], 0, "{forced}");

    let mut bytes = std::fs::read(&file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    let damaged = dir.path().join("damaged.tar.zst");
    std::fs::write(&damaged, bytes).unwrap();
    assert!(fails(dir.path(), &["backup", "verify", damaged.to_str().unwrap()]).contains("damaged"));
    assert!(
        fails(
            other.path(),
            &["backup", "restore", damaged.to_str().unwrap(), "--force"]
        )
        .contains("damaged")
    );
    assert_eq!(
        json(&ok(other.path(), &["--json", "article", "list"]))["total"],
        16,
        "nothing written"
    );

    let token = ok(dir.path(), &["backup", "emergency-token"]);
    assert_eq!(token.trim().len(), 43, "{token}");
    assert!(ok(dir.path(), &["backup", "delete", "1"]).contains("Deleted backup 1"));
    assert!(ok(dir.path(), &["backup", "list"]).contains("0 backups"));
    assert!(fails(dir.path(), &["backup", "delete", "1"]).contains("not found"));
    assert!(fails(dir.path(), &["backup", "verify", "nope"]).contains("neither a backup file nor a backup id"));
    let audit = ok(dir.path(), &["audit", "list", "--action", "backup"]);
    assert!(
        audit.contains("backup.create")
            && audit.contains("backup.download")
            && audit.contains("backup.delete")
            && audit.contains("backup.emergency_token"),
        "{audit}"
    );
    ok(dir.path(), &["jobs", "list", "--failed"]);
}

/// `newsctl` started on the data directory and left running (a worker, a server, a restore).
fn spawn(data_dir: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_newsctl"))
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env_remove("NEWS_DATABASE_URL")
        .env_remove("DATABASE_URL")
        // Site rebuilds need Node and the web app; the browser tests cover them.
        .env("NEWS_SITE_REBUILD", "false")
        .envs(env.iter().copied())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap()
}

/// A loopback port nothing listens on now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `newsctl serve` with `flags` and `env` on a free loopback port, once it answers `/readyz`:
/// the process and its address.
fn serve_until_ready(data_dir: &Path, flags: &[&str], env: &[(&str, &str)]) -> (std::process::Child, String) {
    let bind = format!("127.0.0.1:{}", free_port());
    let mut env = env.to_vec();
    env.extend([("NEWS_BIND", bind.as_str()), ("NEWS_SEED_DEMO", "false")]);
    let server = spawn(data_dir, &[&["serve"], flags].concat(), &env);
    let base = format!("http://{bind}");
    let started = std::time::Instant::now();
    while !answers_ready(&bind) {
        assert!(
            started.elapsed().as_secs() < 60,
            "the server did not answer /readyz within a minute"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    (server, base)
}

/// Whether the server at `bind` answers `GET /readyz` with 200.
fn answers_ready(bind: &str) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(bind) else {
        return false;
    };
    let mut answer = String::new();
    stream.write_all(b"GET /readyz HTTP/1.0\r\n\r\n").is_ok()
        && stream.read_to_string(&mut answer).is_ok()
        && answer.split(' ').nth(1) == Some("200")
}

/// Runs statements on the data directory's SQLite database, for states no command makes.
fn run_sql(data_dir: &Path, statements: &[&str]) {
    let url = format!("sqlite://{}", data_dir.join("news.db").display());
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        for statement in statements {
            sqlx::query(sqlx::AssertSqlSafe(statement.to_string()))
                .execute(&pool)
                .await
                .unwrap();
        }
        pool.close().await;
    });
}

/// The number a counting query on the data directory's SQLite database answers.
fn count(data_dir: &Path, query: &str) -> i64 {
    let url = format!("sqlite://{}", data_dir.join("news.db").display());
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        let (n,): (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(query.to_string()))
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        n
    })
}

#[test]
fn moderating_comments_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["seed", "demo", "--pairs", "2"]);
    let columns = "article_id, user_fingerprint, author_name, text, status, ip_address, created_at, updated_at";
    run_sql(
        dir.path(),
        &[
            &format!(
                "insert into comments ({columns}) values (1, 'browser-0001', 'Ana', 'see www.example.org', 'held', \
                 '192.0.2.7', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z')"
            ),
            &format!(
                "insert into comments ({columns}) values (1, 'browser-0002', 'Ion', 'Bravo', 'approved', \
                 '192.0.2.8', '2026-01-01T11:00:00Z', '2026-01-01T11:00:00Z')"
            ),
        ],
    );
    let queue = ok(dir.path(), &["comment", "list"]);
    assert!(
        queue.contains("see www.example.org") && queue.contains("192.0.2.7") && queue.contains("1 of 1 comments"),
        "{queue}"
    );
    let all = json(&ok(
        dir.path(),
        &["--json", "comment", "list", "--status", "all", "--article", "1"],
    ));
    assert_eq!(all["total"], 2);
    assert_eq!(all["items"][0]["author_name"], "Ion", "newest first");
    let approved = json(&ok(dir.path(), &["--json", "comment", "approve", "1"]));
    assert_eq!(approved["status"], "approved");
    assert!(approved["moderated_by"].as_str().unwrap().starts_with("operator:"));
    assert_eq!(json(&ok(dir.path(), &["--json", "comment", "list"]))["total"], 0);
    assert!(ok(dir.path(), &["comment", "reject", "1"]).contains("Comment 1 is now rejected."));
    assert!(ok(dir.path(), &["comment", "delete", "1"]).contains("Deleted comment 1"));
    assert!(fails(dir.path(), &["comment", "approve", "1"]).contains("comment 1 not found"));
    assert!(fails(dir.path(), &["comment", "list", "--status", "pending"]).contains("unknown status"));
    let audited = json(&ok(dir.path(), &["--json", "audit", "list", "--action", "comment"]));
    let actions: Vec<&str> = audited
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["comment.delete", "comment.reject", "comment.approve"]);
}

#[test]
fn an_operator_resets_the_second_factor_of_a_lost_device() {
    let dir = tempfile::tempdir().unwrap();
    let created = json(&ok(dir.path(), &["--json", "user", "create", "staff@example.com"]));
    let id = created["user"]["id"].as_str().unwrap();
    run_sql(
        dir.path(),
        &[
            &format!(
                "insert into auth_factors (id, user_id, kind, secret_sealed, status, created_at) \
                 values ('f1', '{id}', 'totp', 'sealed', 'verified', '2026-11-24T10:00:00Z')"
            ),
            &format!(
                "insert into recovery_codes (user_id, code_hash, created_at) values ('{id}', 'h', '2026-11-24T10:00:00Z')"
            ),
            &format!(
                "insert into refresh_tokens (family_id, user_id, token_hash, created_at, expires_at) \
                 values ('s1', '{id}', 't', '2026-11-24T10:00:00Z', '2099-01-01T00:00:00Z')"
            ),
        ],
    );
    let reset = ok(dir.path(), &["user", "mfa-reset", "STAFF@example.com"]);
    assert!(
        reset.contains("Removed 1 second factor(s) and the recovery codes of staff@example.com"),
        "{reset}"
    );
    assert_eq!(count(dir.path(), "select count(*) from auth_factors"), 0);
    assert_eq!(count(dir.path(), "select count(*) from recovery_codes"), 0);
    assert_eq!(
        count(
            dir.path(),
            "select count(*) from refresh_tokens where revoked_at is null"
        ),
        0,
        "its sessions end"
    );
    let again = json(&ok(dir.path(), &["--json", "user", "mfa-reset", "staff@example.com"]));
    assert_eq!(again["factors_removed"], 0);
    assert!(fails(dir.path(), &["user", "mfa-reset", "ghost@example.com"]).contains("not found"));
    let audit = json(&ok(
        dir.path(),
        &["--json", "audit", "list", "--action", "user.mfa_reset"],
    ));
    assert_eq!(audit.as_array().unwrap().len(), 2);
    assert_eq!(audit[0]["target"], "staff@example.com");
}

#[test]
fn an_operator_exports_and_deletes_an_account() {
    let dir = tempfile::tempdir().unwrap();
    let created = json(&ok(dir.path(), &["--json", "user", "create", "leaving@example.com"]));
    let id = created["user"]["id"].as_str().unwrap().to_string();
    ok(dir.path(), &["user", "create", "staying@example.com"]);
    let file = dir.path().join("export.json");
    let wrote = ok(
        dir.path(),
        &["user", "export", "leaving@example.com", "-o", file.to_str().unwrap()],
    );
    assert!(wrote.contains("Wrote the data of leaving@example.com"), "{wrote}");
    let export: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(export["account"]["email"], "leaving@example.com");
    assert!(!export.to_string().contains("staying@example.com"));
    assert!(export["account"].get("password_hash").is_none());

    let refused = fails(dir.path(), &["user", "delete", "leaving@example.com"]);
    assert!(refused.contains("run again with --yes"), "{refused}");
    assert_eq!(count(dir.path(), "select count(*) from users"), 2, "nothing deleted");
    let deleted = ok(dir.path(), &["user", "delete", "leaving@example.com", "--yes"]);
    assert!(deleted.contains("Deleted leaving@example.com"), "{deleted}");
    assert_eq!(count(dir.path(), "select count(*) from users"), 1);
    assert_eq!(
        count(
            dir.path(),
            &format!(
                "select count(*) from audit_log where target like '%leaving%' or target = '{id}' or actor_id = '{id}'"
            )
        ),
        0,
        "the audit log keeps no address or id"
    );
    assert_eq!(
        count(
            dir.path(),
            "select count(*) from audit_log where action = 'user.delete'"
        ),
        1
    );
    assert!(fails(dir.path(), &["user", "delete", "leaving@example.com", "--yes"]).contains("not found"));
}

#[test]
fn subscribers_are_searched_and_a_scheduled_campaign_is_cancelled() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["migrate"]);
    run_sql(
        dir.path(),
        &[
            "insert into newsletter_subscribers (email, language, status, unsubscribe_token, created_at) values \
           ('ana@example.ro', 'ro', 'confirmed', 'u1', '2026-01-01T00:00:00Z'), \
           ('ANDREI@example.ro', 'ro', 'pending', 'u2', '2026-01-01T00:00:00Z'), \
           ('ana@example.com', 'en', 'confirmed', 'u3', '2026-01-01T00:00:00Z')",
        ],
    );
    let found = json(&ok(
        dir.path(),
        &[
            "--json",
            "newsletter",
            "subscribers",
            "--language",
            "ro",
            "--search",
            "an",
        ],
    ));
    let emails: Vec<&str> = found
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails, ["ANDREI@example.ro", "ana@example.ro"]);

    let id = create_campaign(dir.path(), "Later", "ro", "Salut");
    ok(
        dir.path(),
        &["newsletter", "campaign", "send", &id, "--at", "2099-01-01T07:00:00Z"],
    );
    let cancelled = json(&ok(dir.path(), &["--json", "newsletter", "campaign", "cancel", &id]));
    assert_eq!(cancelled["status"], "draft", "{cancelled}");
    let refused = fails(dir.path(), &["newsletter", "campaign", "cancel", &id]);
    assert!(refused.contains("only a scheduled campaign"), "{refused}");
}

/// Writes a draft campaign from Markdown with `newsctl`; returns its id.
fn create_campaign(data_dir: &Path, subject: &str, language: &str, markdown: &str) -> String {
    let file = data_dir.join(format!("campaign-{language}.md"));
    std::fs::write(&file, markdown).unwrap();
    let args = [
        "--json",
        "newsletter",
        "campaign",
        "create",
        "--subject",
        subject,
        "--lang",
        language,
        "--file",
        file.to_str().unwrap(),
    ];
    json(&ok(data_dir, &args))["id"].as_i64().unwrap().to_string()
}

#[test]
fn automation_rules_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["init"]);
    let table = ok(dir.path(), &["automation", "list"]);
    assert!(
        table.contains("Publish scheduled content") && table.contains("every minute (* * * * *)"),
        "{table}"
    );
    let created = json(&ok(
        dir.path(),
        &[
            "--json",
            "automation",
            "create",
            "--name",
            "Backup at dawn",
            "--schedule",
            "0 5 * * *",
            "--action",
            "backup",
            "--kind",
            "enhanced",
            "--time-zone",
            "UTC",
        ],
    ));
    assert_eq!(created["description"], "every day at 05:00 UTC");
    assert_eq!(created["settings"]["kind"], "enhanced_comprehensive");
    let id = created["id"].as_i64().unwrap().to_string();

    // Bad input: one plain sentence, nothing written.
    assert!(
        fails(
            dir.path(),
            &[
                "automation",
                "create",
                "--name",
                "x",
                "--schedule",
                "6am",
                "--action",
                "backup"
            ]
        )
        .contains("schedule")
    );
    assert!(fails(dir.path(), &["automation", "edit", &id, "--time-zone", "Mars/Base"]).contains("time zone"));
    assert_eq!(
        json(&ok(dir.path(), &["--json", "automation", "list"]))
            .as_array()
            .unwrap()
            .len(),
        4
    );

    let edited = json(&ok(
        dir.path(),
        &["--json", "automation", "edit", &id, "--schedule", "30 4 * * 0"],
    ));
    assert_eq!(edited["description"], "every Sunday at 04:30 UTC");
    assert_eq!(
        edited["settings"]["kind"], "enhanced_comprehensive",
        "what was not given stays"
    );
    assert_eq!(
        json(&ok(dir.path(), &["--json", "automation", "disable", &id]))["enabled"],
        false
    );
    assert_eq!(
        json(&ok(dir.path(), &["--json", "automation", "enable", &id]))["enabled"],
        true
    );

    // Run now, here: the trending rule succeeds and its run is in the history.
    let rules = json(&ok(dir.path(), &["--json", "automation", "list"]));
    let trending = rules
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["action"] == "recompute_trending")
        .unwrap();
    let trending = trending["id"].as_i64().unwrap().to_string();
    let run = json(&ok(dir.path(), &["--json", "automation", "run", &trending]));
    assert_eq!(
        (run["status"].as_str(), run["trigger"].as_str()),
        (Some("succeeded"), Some("manual"))
    );
    let runs = ok(dir.path(), &["automation", "runs", &trending]);
    assert!(
        runs.contains("manual") && runs.contains("articles changed their trending flag"),
        "{runs}"
    );

    // A run that fails exits non-zero with the reason.
    let feed = json(&ok(
        dir.path(),
        &[
            "--json",
            "automation",
            "create",
            "--name",
            "Dead feed",
            "--schedule",
            "0 * * * *",
            "--action",
            "import_feed",
            "--url",
            "http://127.0.0.1:9/feed.xml",
            "--category",
            "news",
            "--language",
            "en",
        ],
    ));
    let feed = feed["id"].as_i64().unwrap().to_string();
    assert!(fails(dir.path(), &["automation", "run", &feed]).contains("fetching http://127.0.0.1:9/feed.xml failed"));
    ok(dir.path(), &["automation", "delete", &feed]);
    assert!(fails(dir.path(), &["automation", "runs", &feed]).contains("not found"));
}

#[test]
fn podcast_episodes_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["init"]);
    // 383 MPEG-1 Layer III frames of 417 bytes: 10 s.
    let mut frame = vec![0u8; 417];
    frame[..4].copy_from_slice(&[0xff, 0xfb, 0x90, 0x00]);
    let audio = dir.path().join("briefing.mp3");
    std::fs::write(&audio, frame.repeat(383)).unwrap();
    let created = json(&ok(
        dir.path(),
        &[
            "--json",
            "podcast",
            "create",
            "--title",
            "Morning briefing",
            "--language",
            "en",
            "--file",
            audio.to_str().unwrap(),
            "--season",
            "1",
            "--episode",
            "2",
        ],
    ));
    assert_eq!(
        (created["duration_seconds"].as_i64(), created["status"].as_str()),
        (Some(10), Some("draft"))
    );
    let kept = dir
        .path()
        .join("media")
        .join(created["audio_url"].as_str().unwrap().trim_start_matches("/media/"));
    assert_eq!(std::fs::metadata(&kept).unwrap().len(), 383 * 417);
    let id = created["id"].as_i64().unwrap().to_string();

    let not_audio = dir.path().join("notes.mp3");
    std::fs::write(&not_audio, "just text").unwrap();
    assert!(
        fails(
            dir.path(),
            &[
                "podcast",
                "create",
                "--title",
                "x",
                "--language",
                "en",
                "--file",
                not_audio.to_str().unwrap()
            ]
        )
        .contains("MP3 or M4A")
    );

    let scheduled = json(&ok(
        dir.path(),
        &["--json", "podcast", "publish", &id, "--at", "2099-01-01T06:00:00+02:00"],
    ));
    assert_eq!(scheduled["status"], "scheduled");
    assert_eq!(
        json(&ok(dir.path(), &["--json", "podcast", "publish", &id]))["status"],
        "published"
    );
    let table = ok(dir.path(), &["podcast", "list", "--status", "published"]);
    assert!(
        table.contains("Morning briefing") && table.contains("S1 · E2") && table.contains("0:10"),
        "{table}"
    );
    ok(dir.path(), &["podcast", "delete", &id]);
    assert!(!kept.exists(), "the audio goes with its only episode");
    assert!(fails(dir.path(), &["podcast", "delete", &id]).contains("not found"));
}

fn ai_provider() -> String {
    std::env::var("NEWS_TEST_AI_URL").unwrap_or_else(|_| "http://127.0.0.1:4012/v1".into())
}

/// `newsctl` with the test AI provider configured.
fn newsctl_ai(data_dir: &Path, args: &[&str]) -> Output {
    let url = ai_provider();
    let env = [
        ("NEWS_AI_BASE_URL", url.as_str()),
        ("NEWS_AI_MODEL", "test-model"),
        ("NEWS_AI_API_KEY", "test-ai-key"),
    ];
    newsctl_with(data_dir, args, &env)
}

#[test]
fn ai_studio_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["seed", "demo", "--pairs", "2"]);
    // Without a provider: one sentence saying what to set.
    assert!(fails(dir.path(), &["ai", "suggest", "1"]).contains("NEWS_AI_BASE_URL"));

    let notes = dir.path().join("notes.txt");
    std::fs::write(
        &notes,
        "The new tram line opens on Friday with twelve stops across the city.",
    )
    .unwrap();
    let out = newsctl_ai(
        dir.path(),
        &["--json", "ai", "draft", notes.to_str().unwrap(), "--language", "en"],
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let run = json(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(run["status"], "succeeded");
    let draft = run["article_id"].as_i64().unwrap().to_string();
    let shown = json(&ok(dir.path(), &["--json", "article", "show", &draft]));
    assert_eq!(shown["editorial_signature"], "AI Generator");
    assert!(
        shown["title"]
            .as_str()
            .unwrap()
            .starts_with("Report: The new tram line")
    );
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("test-ai-key"),
        "the key is never printed"
    );

    let out = newsctl_ai(dir.path(), &["ai", "suggest", "1"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success() && text.contains("\"titles\"") && text.contains("test-model"),
        "{text}"
    );
}

/// `doctor` checks what is configured for real, and fails, saying what to fix, when one is down.
#[test]
fn doctor_checks_each_configured_service_and_says_what_to_fix() {
    let dir = tempfile::tempdir().unwrap();
    ok(dir.path(), &["init"]);
    let smtp_port = std::env::var("NEWS_TEST_SMTP_PORT").unwrap_or_else(|_| "1025".into());
    let s3 = std::env::var("NEWS_TEST_S3_ENDPOINT").unwrap_or_else(|_| "http://127.0.0.1:8014".into());
    let live = [
        ("NEWS_SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}")),
        ("NEWS_STORAGE", "s3".into()),
        ("NEWS_S3_BUCKET", "backups".into()),
        ("NEWS_S3_ENDPOINT", s3),
        ("NEWS_S3_PATH_STYLE", "1".into()),
        ("NEWS_S3_ACCESS_KEY", "AKIATEST".into()),
        ("NEWS_S3_SECRET_KEY", "secretsecret".into()),
    ];
    let env = |changes: &[(&'static str, &str)]| -> Vec<(&'static str, String)> {
        live.iter()
            .map(|(key, value)| {
                let changed = changes.iter().find(|(k, _)| k == key).map(|(_, v)| v.to_string());
                (*key, changed.unwrap_or_else(|| value.clone()))
            })
            .collect()
    };
    let run = |env: Vec<(&'static str, String)>| {
        let pairs: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        newsctl_with(dir.path(), &["--json", "doctor"], &pairs)
    };
    let status_of = |out: &Output, check: &str| -> String {
        let rows = json(&String::from_utf8_lossy(&out.stdout));
        let row = rows
            .as_array()
            .unwrap()
            .iter()
            .find(|row| row["check"] == check)
            .unwrap()
            .clone();
        row["status"].as_str().unwrap().to_string()
    };

    let healthy = run(env(&[]));
    assert!(healthy.status.success(), "{}", String::from_utf8_lossy(&healthy.stderr));
    for check in [
        "configuration",
        "disk",
        "database",
        "clock",
        "search index",
        "S3",
        "SMTP",
    ] {
        assert_eq!(status_of(&healthy, check), "ok", "{check}");
    }
    assert_eq!(status_of(&healthy, "backups"), "warn", "no backup yet");
    assert_eq!(status_of(&healthy, "AI provider"), "skip");

    let broken = run(env(&[
        ("NEWS_SMTP_URL", "smtp://127.0.0.1:9"),
        ("NEWS_S3_SECRET_KEY", "wrong"),
    ]));
    assert!(!broken.status.success());
    assert_eq!(status_of(&broken, "SMTP"), "fail");
    assert_eq!(status_of(&broken, "S3"), "fail");
    assert!(String::from_utf8_lossy(&broken.stderr).contains("2 check(s) failed"));
}

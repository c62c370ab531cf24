//! The games' player profile kept with the account (`/api/v1/games/profile`): two devices'
//! copies merge without counting anything twice, a stale copy takes nothing away, saves from
//! both devices at once all land, bad copies are refused with nothing stored, and the profile
//! goes with the account's export and deletion.

use reqwest::Method;
use rstest::rstest;
use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, count_rows, spawn_app, unique_email};

const PATH: &str = "/api/v1/games/profile";

fn stats(games: u64, best: u64, streak: u64, last: &str) -> Value {
    json!({
        "gamesPlayed": games, "bestScore": best, "totalTime": games * 100, "averageTime": 100,
        "winStreak": streak, "currentStreak": streak, "lastPlayed": last
    })
}

fn empty_stats() -> Value {
    json!({ "gamesPlayed": 0, "bestScore": 0, "totalTime": 0, "averageTime": 0, "winStreak": 0, "currentStreak": 0, "lastPlayed": null })
}

fn profile(name: &str, game: &str, stats: Value, achievements: Value) -> Value {
    let mut all = json!({ "sudoku": empty_stats(), "tetris": empty_stats(), "rubik": empty_stats() });
    all[game] = stats;
    json!({ "name": name, "totalGamesPlayed": 0, "favoriteGame": null, "achievements": achievements, "stats": all })
}

async fn put(app: &TestApp, token: &str, body: Value) -> (u16, Value) {
    let (status, body, _) = app.call(Method::PUT, PATH, Some(token), Some(body)).await;
    (status, body)
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn two_devices_profiles_merge_without_counting_twice(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.confirmed_reader_token(&unique_email("player")).await;

    let (status, body) = app.get_as(PATH, &token).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["name"], "Player");
    assert_eq!(body["totalGamesPlayed"], 0);

    let phone = profile(
        "Ana",
        "sudoku",
        stats(4, 1200, 4, "2026-11-20T10:00:00Z"),
        json!([{ "id": "first-sudoku", "earnedAt": "2026-11-01T09:00:00Z" }]),
    );
    let (status, body) = put(&app, &token, phone.clone()).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["totalGamesPlayed"], 4);
    assert_eq!(body["favoriteGame"], "sudoku");

    let mut laptop = profile(
        "Player",
        "tetris",
        stats(6, 800, 1, "2026-11-25T10:00:00Z"),
        json!([{ "id": "first-tetris", "earnedAt": "2026-11-24T09:00:00Z" }]),
    );
    laptop["stats"]["sudoku"] = stats(1, 300, 0, "2026-11-21T10:00:00Z");
    let (status, merged) = put(&app, &token, laptop).await;
    assert_eq!(status, 200, "{merged}");
    assert_eq!(merged["name"], "Ana", "a chosen name wins over the default");
    assert_eq!(
        merged["stats"]["sudoku"]["gamesPlayed"], 4,
        "the larger count, not the sum"
    );
    assert_eq!(merged["stats"]["sudoku"]["bestScore"], 1200);
    assert_eq!(
        merged["stats"]["sudoku"]["currentStreak"], 0,
        "the streak of the copy played last"
    );
    assert_eq!(merged["stats"]["sudoku"]["winStreak"], 4);
    assert_eq!(merged["stats"]["tetris"]["gamesPlayed"], 6);
    assert_eq!(merged["totalGamesPlayed"], 10);
    assert_eq!(merged["favoriteGame"], "tetris");
    let ids: Vec<&str> = merged["achievements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["first-sudoku", "first-tetris"]);

    let (_, again) = put(&app, &token, phone).await;
    assert_eq!(again, merged, "the phone's stale copy takes nothing away");
    assert_eq!(app.get_as(PATH, &token).await.1, merged);

    let (status, other) = app
        .get_as(PATH, &app.confirmed_reader_token(&unique_email("other")).await)
        .await;
    assert_eq!(status, 200);
    assert_eq!(other["totalGamesPlayed"], 0, "each account has its own profile");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn saves_from_several_devices_at_once_all_land(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let token = app.confirmed_reader_token(&unique_email("busy")).await;
    let saves = ["sudoku", "tetris", "rubik"].map(|game| {
        let (app, token) = (&app, token.as_str());
        async move {
            put(
                app,
                token,
                profile("Player", game, stats(3, 100, 3, "2026-11-20T10:00:00Z"), json!([])),
            )
            .await
        }
    });
    for (status, body) in futures::future::join_all(saves).await {
        assert_eq!(status, 200, "{body}");
    }
    let (_, body) = app.get_as(PATH, &token).await;
    assert_eq!(body["totalGamesPlayed"], 9, "no save was lost: {body}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn bad_copies_are_refused_and_nothing_is_stored(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    assert_eq!(app.get(PATH).await.0, 401, "signed in only");
    let (status, _, _) = app
        .call(
            Method::PUT,
            PATH,
            None,
            Some(profile("Ana", "sudoku", empty_stats(), json!([]))),
        )
        .await;
    assert_eq!(status, 401);

    let token = app.confirmed_reader_token(&unique_email("cheat")).await;
    let unknown = profile(
        "Ana",
        "sudoku",
        empty_stats(),
        json!([{ "id": "won-everything", "earnedAt": "2026-11-01T09:00:00Z" }]),
    );
    let twice = profile(
        "Ana",
        "sudoku",
        empty_stats(),
        json!([{ "id": "games-10", "earnedAt": "2026-11-01T09:00:00Z" }, { "id": "games-10", "earnedAt": "2026-11-02T09:00:00Z" }]),
    );
    let long_name = profile(&"ș".repeat(41), "sudoku", empty_stats(), json!([]));
    let absurd = profile(
        "Ana",
        "rubik",
        stats(2_000_000_000, 1, 1, "2026-11-20T10:00:00Z"),
        json!([]),
    );
    for (body, status) in [(unknown, 422), (twice, 422), (long_name, 422), (absurd, 422)] {
        let (got, error) = put(&app, &token, body).await;
        assert_eq!(got, status, "{error}");
        assert!(error["error"]["message"].is_string(), "{error}");
    }
    let mut negative = profile("Ana", "sudoku", empty_stats(), json!([]));
    negative["stats"]["sudoku"]["bestScore"] = json!(-5);
    let mut extra = profile("Ana", "sudoku", empty_stats(), json!([]));
    extra["stats"]["chess"] = empty_stats();
    for body in [negative, extra, json!("a profile")] {
        let (status, error) = put(&app, &token, body).await;
        assert!(status == 400 || status == 422, "{status} {error}");
    }
    assert_eq!(count_rows(&app, "select count(*) from game_profiles").await, 0);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_profile_goes_with_the_account_export_and_deletion(#[case] backend: Backend) {
    let app = spawn_app(backend).await;
    let email = unique_email("leaving");
    let password = "leaving password 1";
    app.confirmed_user(&email, password).await;
    let (_, session) = app.sign_in(&email, password).await;
    let token = session["access_token"].as_str().unwrap().to_string();
    put(
        &app,
        &token,
        profile("Ana", "rubik", stats(2, 1500, 2, "2026-11-20T10:00:00Z"), json!([])),
    )
    .await;

    let (status, export) = app.get_as("/api/v1/auth/user/export", &token).await;
    assert_eq!(status, 200, "{export}");
    assert_eq!(export["game_profile"]["stats"]["rubik"]["bestScore"], 1500);

    let (status, body, _) = app
        .call(
            Method::DELETE,
            "/api/v1/auth/user",
            Some(&token),
            Some(json!({ "password": password })),
        )
        .await;
    assert_eq!(status, 204, "{body}");
    assert_eq!(count_rows(&app, "select count(*) from game_profiles").await, 0);
}

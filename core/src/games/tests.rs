use chrono::{DateTime, Utc};

use super::*;

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

fn stats(games_played: u64, best_score: u64, total_time: u64, current_streak: u64, last: &str) -> GameStats {
    GameStats {
        games_played,
        best_score,
        total_time,
        average_time: 0,
        win_streak: current_streak,
        current_streak,
        last_played: Some(at(last)),
    }
}

fn profile(name: &str, sudoku: GameStats, achievements: &[(&str, &str)]) -> PlayerProfile {
    PlayerProfile {
        name: name.into(),
        total_games_played: 0,
        favorite_game: None,
        achievements: achievements
            .iter()
            .map(|(id, when)| Achievement {
                id: (*id).into(),
                earned_at: at(when),
            })
            .collect(),
        stats: StatsByGame {
            sudoku,
            ..StatsByGame::default()
        },
    }
    .validate()
    .unwrap()
}

#[test]
fn merging_keeps_the_larger_counters_and_the_streak_of_the_copy_played_last() {
    let phone = profile(
        "Ana",
        stats(4, 900, 400, 3, "2026-11-20T10:00:00Z"),
        &[("first-sudoku", "2026-11-01T00:00:00Z")],
    );
    let laptop = profile(
        "Player",
        stats(6, 700, 500, 1, "2026-11-25T10:00:00Z"),
        &[
            ("first-sudoku", "2026-11-03T00:00:00Z"),
            ("streak-5-sudoku", "2026-11-24T00:00:00Z"),
        ],
    );
    let merged = phone.clone().merge(laptop.clone());
    assert_eq!(merged.name, "Ana", "a chosen name wins over the default");
    assert_eq!(merged.stats.sudoku.games_played, 6);
    assert_eq!(merged.stats.sudoku.best_score, 900);
    assert_eq!(merged.stats.sudoku.total_time, 500);
    assert_eq!(merged.stats.sudoku.average_time, 83);
    assert_eq!(merged.stats.sudoku.current_streak, 1);
    assert_eq!(merged.stats.sudoku.win_streak, 3);
    assert_eq!(merged.total_games_played, 6);
    assert_eq!(merged.favorite_game, Some(Game::Sudoku));
    let ids: Vec<(&str, DateTime<Utc>)> = merged
        .achievements
        .iter()
        .map(|a| (a.id.as_str(), a.earned_at))
        .collect();
    assert_eq!(
        ids,
        [
            ("first-sudoku", at("2026-11-01T00:00:00Z")),
            ("streak-5-sudoku", at("2026-11-24T00:00:00Z"))
        ],
        "each achievement once, at its earliest date"
    );
    assert_eq!(laptop.merge(phone), merged, "the order of the copies does not matter");
}

#[test]
fn merging_a_copy_again_changes_nothing() {
    let stored = profile(
        "Ana",
        stats(4, 900, 400, 3, "2026-11-20T10:00:00Z"),
        &[("first-sudoku", "2026-11-01T00:00:00Z")],
    );
    let merged = stored.clone().merge(stored.clone());
    assert_eq!(merged, stored);
    let stale = profile("Player", stats(2, 100, 100, 0, "2026-11-10T10:00:00Z"), &[]);
    assert_eq!(stored.clone().merge(stale), stored, "a stale device takes nothing away");
}

#[test]
fn derived_fields_are_recomputed_whatever_the_copy_says() {
    let copy = PlayerProfile {
        total_games_played: 99,
        favorite_game: Some(Game::Rubik),
        stats: StatsByGame {
            tetris: stats(2, 10, 5, 0, "2026-11-20T10:00:00Z"),
            ..StatsByGame::default()
        },
        ..PlayerProfile::default()
    };
    let valid = copy.validate().unwrap();
    assert_eq!(valid.total_games_played, 2);
    assert_eq!(valid.favorite_game, Some(Game::Tetris));
    assert_eq!(valid.stats.tetris.average_time, 3);
}

#[test]
fn a_tie_in_games_goes_to_the_game_played_last_then_to_the_first_listed() {
    let mut copy = PlayerProfile::default();
    copy.stats.sudoku = stats(2, 0, 0, 0, "2026-11-20T10:00:00Z");
    copy.stats.rubik = stats(2, 0, 0, 0, "2026-11-21T10:00:00Z");
    assert_eq!(copy.clone().validate().unwrap().favorite_game, Some(Game::Rubik));
    copy.stats.rubik.last_played = copy.stats.sudoku.last_played;
    assert_eq!(copy.validate().unwrap().favorite_game, Some(Game::Sudoku));
}

#[test]
fn a_copy_is_refused_for_an_unknown_or_repeated_achievement_a_long_name_or_absurd_counters() {
    let with = |f: &dyn Fn(&mut PlayerProfile)| {
        let mut copy = PlayerProfile::default();
        f(&mut copy);
        copy.validate()
    };
    let achievement = |id: &str| Achievement {
        id: id.into(),
        earned_at: at("2026-11-01T00:00:00Z"),
    };
    assert!(with(&|p| p.achievements.push(achievement("made-up"))).is_err());
    assert!(
        with(&|p| p
            .achievements
            .extend([achievement("games-10"), achievement("games-10")]))
        .is_err()
    );
    assert!(with(&|p| p.name = "ș".repeat(41)).is_err());
    assert_eq!(with(&|p| p.name = "ș".repeat(40)).unwrap().name.chars().count(), 40);
    assert_eq!(with(&|p| p.name = "   ".into()).unwrap().name, DEFAULT_PLAYER_NAME);
    assert!(with(&|p| p.stats.rubik.best_score = MAX_COUNTER + 1).is_err());
    assert_eq!(achievement_ids().len(), 15);
}

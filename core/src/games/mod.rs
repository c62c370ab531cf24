//! The games' player profile of a signed-in reader (spec §3 Game player profile, §4
//! Achievements). The browser keeps the profile and plays without the server
//! (web/src/features/games/profile); a signed-in reader's browser sends its copy, which is
//! merged here with the account's, so the profile follows them between devices.
//!
//! The merge is a join: each counter takes the larger of the two, the streak and the last game
//! come from the copy played last, achievements are the union. Merging a copy twice, or in any
//! order, gives the same profile, so a device that sends a stale copy cannot take anything away.
//! What it cannot do is add up games two devices played offline at the same time: each game
//! counter then keeps the larger device's count.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Error, Result};

pub const DEFAULT_PLAYER_NAME: &str = "Player";
pub const MAX_PLAYER_NAME: usize = 40;
/// Far above any real count or score, so that a damaged copy cannot overflow the sums.
const MAX_COUNTER: u64 = 1_000_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Game {
    Sudoku,
    Tetris,
    Rubik,
}

impl Game {
    pub const ALL: [Game; 3] = [Game::Sudoku, Game::Tetris, Game::Rubik];

    fn slug(self) -> &'static str {
        match self {
            Game::Sudoku => "sudoku",
            Game::Tetris => "tetris",
            Game::Rubik => "rubik",
        }
    }
}

/// One game's stats: times in seconds, `lastPlayed` null before the first game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameStats {
    pub games_played: u64,
    pub best_score: u64,
    pub total_time: u64,
    pub average_time: u64,
    /// The longest run of wins.
    pub win_streak: u64,
    /// The wins since the last loss.
    pub current_streak: u64,
    pub last_played: Option<DateTime<Utc>>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatsByGame {
    pub sudoku: GameStats,
    pub tetris: GameStats,
    pub rubik: GameStats,
}

impl StatsByGame {
    pub fn get(&self, game: Game) -> &GameStats {
        match game {
            Game::Sudoku => &self.sudoku,
            Game::Tetris => &self.tetris,
            Game::Rubik => &self.rubik,
        }
    }

    fn get_mut(&mut self, game: Game) -> &mut GameStats {
        match game {
            Game::Sudoku => &mut self.sudoku,
            Game::Tetris => &mut self.tetris,
            Game::Rubik => &mut self.rubik,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Achievement {
    /// first-{game}, high-score-{game}, streak-5-{game}, streak-10-{game}, games-10, games-50
    /// or games-100.
    pub id: String,
    pub earned_at: DateTime<Utc>,
}

/// The profile of spec §3. `totalGamesPlayed` and `favoriteGame` are derived from the stats:
/// whatever a copy says of them is recomputed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerProfile {
    pub name: String,
    pub total_games_played: u64,
    pub favorite_game: Option<Game>,
    pub achievements: Vec<Achievement>,
    pub stats: StatsByGame,
}

impl Default for PlayerProfile {
    fn default() -> Self {
        Self {
            name: DEFAULT_PLAYER_NAME.into(),
            total_games_played: 0,
            favorite_game: None,
            achievements: Vec::new(),
            stats: StatsByGame::default(),
        }
    }
}

/// Every achievement of spec §4, by id.
pub fn achievement_ids() -> Vec<String> {
    let mut ids: Vec<String> = Game::ALL
        .iter()
        .flat_map(|game| ["first", "high-score", "streak-5", "streak-10"].map(|kind| format!("{kind}-{}", game.slug())))
        .collect();
    ids.extend([10, 50, 100].map(|total| format!("games-{total}")));
    ids
}

impl PlayerProfile {
    /// A copy from a browser, checked: a known achievement at most once, a name of at most
    /// `MAX_PLAYER_NAME` characters (blank is the default), no counter beyond reason.
    pub fn validate(mut self) -> Result<Self> {
        let name = self.name.trim();
        if name.chars().count() > MAX_PLAYER_NAME {
            return Err(Error::invalid("name", format!("at most {MAX_PLAYER_NAME} characters")));
        }
        self.name = if name.is_empty() {
            DEFAULT_PLAYER_NAME.into()
        } else {
            name.into()
        };
        let known = achievement_ids();
        let mut seen = std::collections::BTreeSet::new();
        for achievement in &self.achievements {
            if !known.contains(&achievement.id) {
                return Err(Error::invalid(
                    "achievements",
                    format!("unknown achievement {}", achievement.id),
                ));
            }
            if !seen.insert(achievement.id.as_str()) {
                return Err(Error::invalid(
                    "achievements",
                    format!("{} is listed twice", achievement.id),
                ));
            }
        }
        for game in Game::ALL {
            let stats = self.stats.get(game);
            let counters = [
                stats.games_played,
                stats.best_score,
                stats.total_time,
                stats.average_time,
                stats.win_streak,
                stats.current_streak,
            ];
            if counters.iter().any(|&n| n > MAX_COUNTER) {
                return Err(Error::invalid(
                    "stats",
                    format!("a {} counter is out of range", game.slug()),
                ));
            }
        }
        Ok(self.derived())
    }

    /// The profile with its derived fields recomputed from the stats, and its achievements in
    /// the order they were earned.
    fn derived(mut self) -> Self {
        self.achievements
            .sort_by(|a, b| a.earned_at.cmp(&b.earned_at).then_with(|| a.id.cmp(&b.id)));
        for game in Game::ALL {
            let stats = self.stats.get_mut(game);
            stats.average_time = (stats.total_time + stats.games_played / 2)
                .checked_div(stats.games_played)
                .unwrap_or(0);
        }
        self.total_games_played = Game::ALL.iter().map(|&game| self.stats.get(game).games_played).sum();
        self.favorite_game = favorite_game(&self.stats);
        self
    }

    /// This profile joined with another copy of it (see the module's comment). A name other
    /// than the default wins over the default; between two chosen names, the other copy's.
    pub fn merge(self, other: PlayerProfile) -> PlayerProfile {
        let name = if other.name == DEFAULT_PLAYER_NAME {
            self.name
        } else {
            other.name
        };
        let mut achievements: BTreeMap<String, DateTime<Utc>> = BTreeMap::new();
        for each in self.achievements.into_iter().chain(other.achievements) {
            achievements
                .entry(each.id)
                .and_modify(|at| *at = (*at).min(each.earned_at))
                .or_insert(each.earned_at);
        }
        let achievements = achievements
            .into_iter()
            .map(|(id, earned_at)| Achievement { id, earned_at })
            .collect();
        let mut stats = StatsByGame::default();
        for game in Game::ALL {
            *stats.get_mut(game) = merge_stats(self.stats.get(game), other.stats.get(game));
        }
        PlayerProfile {
            name,
            total_games_played: 0,
            favorite_game: None,
            achievements,
            stats,
        }
        .derived()
    }
}

fn merge_stats(a: &GameStats, b: &GameStats) -> GameStats {
    let latest = if b.last_played > a.last_played { b } else { a };
    GameStats {
        games_played: a.games_played.max(b.games_played),
        best_score: a.best_score.max(b.best_score),
        total_time: a.total_time.max(b.total_time),
        average_time: 0,
        win_streak: a.win_streak.max(b.win_streak),
        current_streak: latest.current_streak,
        last_played: latest.last_played,
    }
}

/// The game played most; a tie goes to the one played last (as the browser decides).
fn favorite_game(stats: &StatsByGame) -> Option<Game> {
    Game::ALL
        .into_iter()
        .rev()
        .filter(|&game| stats.get(game).games_played > 0)
        .max_by(|&a, &b| {
            let (a, b) = (stats.get(a), stats.get(b));
            a.games_played
                .cmp(&b.games_played)
                .then(a.last_played.cmp(&b.last_played))
        })
}

#[cfg(test)]
mod tests;

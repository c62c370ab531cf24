/**
 * The player profile of spec §3 and the achievements of §4, as pure functions: the browser keeps
 * the profile (profile-store.ts) and a signed-in reader's copy is merged on the server with the
 * same rules (core/src/games.rs), so each device can play offline and nothing counts twice.
 */
import { GAMES, type Game } from '../../../../config/paths';

export const DEFAULT_PLAYER_NAME = 'Player';
export const MAX_PLAYER_NAME = 40;

export interface GameStats {
  gamesPlayed: number;
  bestScore: number;
  /** Seconds, over every finished game. */
  totalTime: number;
  /** Seconds, rounded. */
  averageTime: number;
  /** The longest run of wins. */
  winStreak: number;
  /** The wins since the last loss. */
  currentStreak: number;
  /** ISO 8601, null before the first game. */
  lastPlayed: string | null;
}

export type AchievementId =
  | `first-${Game}`
  | `high-score-${Game}`
  | `streak-5-${Game}`
  | `streak-10-${Game}`
  | 'games-10'
  | 'games-50'
  | 'games-100';

export interface Achievement {
  id: AchievementId;
  /** ISO 8601. */
  earnedAt: string;
}

export interface PlayerProfile {
  name: string;
  totalGamesPlayed: number;
  favoriteGame: Game | null;
  achievements: Achievement[];
  stats: Record<Game, GameStats>;
}

/** One finished game, as a game screen reports it. */
export interface GameResult {
  game: Game;
  score: number;
  /** Solved (Sudoku, cube) or, in Tetris, at least WIN_LINES lines cleared. */
  won: boolean;
  seconds: number;
}

/** A Tetris game counts as won once it clears this many lines (level 2). */
export const TETRIS_WIN_LINES = 10;
/** A best score earns its achievement above this (spec §4: above 1000). */
export const HIGH_SCORE = 1000;
export const STREAK_ACHIEVEMENTS = [5, 10] as const;
export const TOTAL_ACHIEVEMENTS = [10, 50, 100] as const;

export function emptyStats(): GameStats {
  return { gamesPlayed: 0, bestScore: 0, totalTime: 0, averageTime: 0, winStreak: 0, currentStreak: 0, lastPlayed: null };
}

export function emptyProfile(): PlayerProfile {
  return {
    name: DEFAULT_PLAYER_NAME,
    totalGamesPlayed: 0,
    favoriteGame: null,
    achievements: [],
    stats: { sudoku: emptyStats(), tetris: emptyStats(), rubik: emptyStats() },
  };
}

function playedAt(stats: GameStats): number {
  return stats.lastPlayed ? Date.parse(stats.lastPlayed) : 0;
}

/** The game played most; a tie goes to the one played last (then to the first listed). */
export function favoriteGame(stats: Record<Game, GameStats>): Game | null {
  let favorite: Game | null = null;
  for (const game of GAMES) {
    const each = stats[game];
    if (each.gamesPlayed === 0) continue;
    const best = favorite && stats[favorite];
    if (
      !best ||
      each.gamesPlayed > best.gamesPlayed ||
      (each.gamesPlayed === best.gamesPlayed && playedAt(each) > playedAt(best))
    ) {
      favorite = game;
    }
  }
  return favorite;
}

/** The achievements a result earns, given the stats before it and the profile's totals after it. */
export function achievementsEarned(before: GameStats, after: GameStats, result: GameResult, totalGames: number): AchievementId[] {
  const earned: AchievementId[] = [];
  if (before.gamesPlayed === 0) earned.push(`first-${result.game}`);
  if (result.score > HIGH_SCORE && result.score > before.bestScore) earned.push(`high-score-${result.game}`);
  if (result.won && after.currentStreak === 5) earned.push(`streak-5-${result.game}`);
  if (result.won && after.currentStreak === 10) earned.push(`streak-10-${result.game}`);
  for (const total of TOTAL_ACHIEVEMENTS) if (totalGames >= total) earned.push(`games-${String(total)}` as AchievementId);
  return earned;
}

/** The profile after one finished game, and the achievements it earned for the first time. */
export function recordResult(
  profile: PlayerProfile,
  result: GameResult,
  now: Date,
): { profile: PlayerProfile; earned: AchievementId[] } {
  const before = profile.stats[result.game];
  const seconds = Math.max(0, Math.round(result.seconds));
  const gamesPlayed = before.gamesPlayed + 1;
  const totalTime = before.totalTime + seconds;
  const currentStreak = result.won ? before.currentStreak + 1 : 0;
  const after: GameStats = {
    gamesPlayed,
    bestScore: Math.max(before.bestScore, Math.max(0, Math.round(result.score))),
    totalTime,
    averageTime: Math.round(totalTime / gamesPlayed),
    winStreak: Math.max(before.winStreak, currentStreak),
    currentStreak,
    lastPlayed: now.toISOString(),
  };
  const stats = { ...profile.stats, [result.game]: after };
  const totalGamesPlayed = profile.totalGamesPlayed + 1;
  const known = new Set(profile.achievements.map((each) => each.id));
  const earned = achievementsEarned(before, after, result, totalGamesPlayed).filter((id) => !known.has(id));
  const earnedAt = now.toISOString();
  return {
    profile: {
      ...profile,
      totalGamesPlayed,
      favoriteGame: favoriteGame(stats),
      stats,
      achievements: [...profile.achievements, ...earned.map((id) => ({ id, earnedAt }))],
    },
    earned,
  };
}

/** The name as kept: trimmed, at most MAX_PLAYER_NAME characters, the default when empty. */
export function cleanName(name: string): string {
  const trimmed = Array.from(name.trim()).slice(0, MAX_PLAYER_NAME).join('');
  return trimmed || DEFAULT_PLAYER_NAME;
}

export const ACHIEVEMENT_IDS: readonly AchievementId[] = [
  ...GAMES.flatMap((game): AchievementId[] => [`first-${game}`, `high-score-${game}`, `streak-5-${game}`, `streak-10-${game}`]),
  ...TOTAL_ACHIEVEMENTS.map((total) => `games-${String(total)}` as AchievementId),
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
}

function parseStats(value: unknown): GameStats {
  if (!isRecord(value)) return emptyStats();
  const lastPlayed = typeof value.lastPlayed === 'string' && !Number.isNaN(Date.parse(value.lastPlayed)) ? value.lastPlayed : null;
  return {
    gamesPlayed: count(value.gamesPlayed),
    bestScore: count(value.bestScore),
    totalTime: count(value.totalTime),
    averageTime: count(value.averageTime),
    winStreak: count(value.winStreak),
    currentStreak: count(value.currentStreak),
    lastPlayed,
  };
}

/** A stored or received profile, with anything damaged or unknown in it reset to its default. */
export function parseProfile(value: unknown): PlayerProfile {
  if (!isRecord(value)) return emptyProfile();
  const stats = isRecord(value.stats) ? value.stats : {};
  const parsed = { sudoku: parseStats(stats.sudoku), tetris: parseStats(stats.tetris), rubik: parseStats(stats.rubik) };
  const seen = new Set<string>();
  const achievements = (Array.isArray(value.achievements) ? value.achievements : []).flatMap((each): Achievement[] => {
    if (!isRecord(each) || typeof each.id !== 'string' || typeof each.earnedAt !== 'string') return [];
    const id = ACHIEVEMENT_IDS.find((known) => known === each.id);
    if (!id || seen.has(id)) return [];
    seen.add(id);
    return [{ id, earnedAt: each.earnedAt }];
  });
  return {
    name: typeof value.name === 'string' ? cleanName(value.name) : DEFAULT_PLAYER_NAME,
    totalGamesPlayed: GAMES.reduce((sum, game) => sum + parsed[game].gamesPlayed, 0),
    favoriteGame: favoriteGame(parsed),
    achievements,
    stats: parsed,
  };
}

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYER_NAME,
  MAX_PLAYER_NAME,
  cleanName,
  emptyProfile,
  parseProfile,
  recordResult,
  type GameResult,
  type PlayerProfile,
} from './profile';

const NOW = new Date('2026-11-27T10:00:00Z');

function play(profile: PlayerProfile, results: readonly GameResult[], at = NOW) {
  let current = profile;
  const earned: string[][] = [];
  for (const result of results) {
    const next = recordResult(current, result, at);
    current = next.profile;
    earned.push(next.earned);
  }
  return { profile: current, earned };
}

const win = (score = 100): GameResult => ({ game: 'sudoku', score, won: true, seconds: 60 });
const loss: GameResult = { game: 'sudoku', score: 0, won: false, seconds: 30 };

describe('recordResult', () => {
  it('counts a game into the stats of its game and the totals', () => {
    const { profile } = play(emptyProfile(), [win(300), { game: 'sudoku', score: 200, won: true, seconds: 91 }]);
    expect(profile.totalGamesPlayed).toBe(2);
    expect(profile.favoriteGame).toBe('sudoku');
    expect(profile.stats.sudoku).toEqual({
      gamesPlayed: 2,
      bestScore: 300,
      totalTime: 151,
      averageTime: 76,
      winStreak: 2,
      currentStreak: 2,
      lastPlayed: NOW.toISOString(),
    });
    expect(profile.stats.tetris.gamesPlayed).toBe(0);
  });

  it('earns the first game of each game once', () => {
    const { earned } = play(emptyProfile(), [win(), win(), { game: 'rubik', score: 0, won: false, seconds: 5 }]);
    expect(earned).toEqual([['first-sudoku'], [], ['first-rubik']]);
  });

  it('earns the high score above 1000 only, and only when it improves the best', () => {
    expect(play(emptyProfile(), [win(999)]).earned[0]).not.toContain('high-score-sudoku');
    expect(play(emptyProfile(), [win(1000)]).earned[0]).not.toContain('high-score-sudoku');
    expect(play(emptyProfile(), [win(1001)]).earned[0]).toContain('high-score-sudoku');
    const before = { ...emptyProfile(), stats: { ...emptyProfile().stats, sudoku: { ...emptyProfile().stats.sudoku, gamesPlayed: 1, bestScore: 1500 } } };
    expect(play(before, [win(1200)]).earned[0]).toEqual([]);
  });

  it('earns the win streaks at exactly 5 and 10 wins in a row', () => {
    const { earned, profile } = play(emptyProfile(), Array.from({ length: 11 }, () => win()));
    expect(earned[3]).not.toContain('streak-5-sudoku');
    expect(earned[4]).toContain('streak-5-sudoku');
    expect(earned[5]).not.toContain('streak-5-sudoku');
    expect(earned[9]).toContain('streak-10-sudoku');
    expect(earned[10]).toEqual([]);
    expect(profile.stats.sudoku.winStreak).toBe(11);
  });

  it('starts the streak again after a loss and keeps the longest', () => {
    const { earned, profile } = play(emptyProfile(), [win(), win(), win(), win(), loss, win(), win(), win(), win()]);
    expect(earned.flat()).not.toContain('streak-5-sudoku');
    expect(profile.stats.sudoku.currentStreak).toBe(4);
    expect(profile.stats.sudoku.winStreak).toBe(4);
  });

  it('earns the totals at 10, 50 and 100 games over every game', () => {
    const games = Array.from({ length: 100 }, (_, i): GameResult => ({ game: i % 3 === 0 ? 'sudoku' : i % 3 === 1 ? 'tetris' : 'rubik', score: 1, won: false, seconds: 1 }));
    const { earned } = play(emptyProfile(), games);
    const at = (total: number) => earned[total - 1];
    expect(at(9)).not.toContain('games-10');
    expect(at(10)).toContain('games-10');
    expect(at(11)).not.toContain('games-10');
    expect(at(49)).not.toContain('games-50');
    expect(at(50)).toContain('games-50');
    expect(at(100)).toContain('games-100');
    expect(earned.flat().filter((id) => id.startsWith('games-'))).toEqual(['games-10', 'games-50', 'games-100']);
  });

  it('names as favourite the game played most, the last played on a tie', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    const { profile } = play(emptyProfile(), [{ game: 'tetris', score: 1, won: false, seconds: 1 }], early);
    expect(recordResult(profile, { game: 'rubik', score: 1, won: false, seconds: 1 }, NOW).profile.favoriteGame).toBe('rubik');
  });
});

describe('the name', () => {
  it('is trimmed, cut to the limit and never empty', () => {
    expect(cleanName('  Ana ')).toBe('Ana');
    expect(cleanName('   ')).toBe(DEFAULT_PLAYER_NAME);
    expect(Array.from(cleanName('ș'.repeat(60)))).toHaveLength(MAX_PLAYER_NAME);
  });
});

describe('parseProfile', () => {
  it('keeps what is valid and resets what is damaged', () => {
    const parsed = parseProfile({
      name: 'Ana',
      totalGamesPlayed: 999,
      stats: { sudoku: { gamesPlayed: 3, bestScore: -5, totalTime: 'x', lastPlayed: 'not a date' }, tetris: null },
      achievements: [
        { id: 'first-sudoku', earnedAt: '2026-11-01T00:00:00Z' },
        { id: 'first-sudoku', earnedAt: '2026-11-02T00:00:00Z' },
        { id: 'made-up', earnedAt: '2026-11-01T00:00:00Z' },
        'junk',
      ],
    });
    expect(parsed.name).toBe('Ana');
    expect(parsed.totalGamesPlayed).toBe(3);
    expect(parsed.stats.sudoku).toMatchObject({ gamesPlayed: 3, bestScore: 0, totalTime: 0, lastPlayed: null });
    expect(parsed.stats.tetris.gamesPlayed).toBe(0);
    expect(parsed.achievements).toEqual([{ id: 'first-sudoku', earnedAt: '2026-11-01T00:00:00Z' }]);
  });

  it('gives an empty profile for anything that is not one', () => {
    expect(parseProfile(null)).toEqual(emptyProfile());
    expect(parseProfile([1, 2])).toEqual(emptyProfile());
  });
});

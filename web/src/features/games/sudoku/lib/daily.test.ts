// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dailyLevel, dailyPuzzle, utcDate } from './daily';
import { analyse } from './grade';
import { serializeGrid } from './grid';
import { countSolutions } from './solver';

describe('dailyPuzzle', () => {
  it('is the same puzzle for everyone on a date', () => {
    expect(dailyPuzzle('2026-11-26')).toEqual(dailyPuzzle('2026-11-26'));
  });

  it('is a different puzzle on another date', () => {
    const days = ['2026-11-26', '2026-11-27', '2027-11-26', '2026-12-03'].map((date) => serializeGrid(dailyPuzzle(date)?.givens ?? []));
    expect(new Set(days).size).toBe(4);
  });

  it("is a proper puzzle of the weekday's level", () => {
    const puzzle = dailyPuzzle('2026-11-26'); // a Thursday
    expect(puzzle?.level).toBe('medium');
    expect(puzzle?.date).toBe('2026-11-26');
    expect(countSolutions(puzzle?.givens ?? [])).toBe(1);
    expect(analyse(puzzle?.givens ?? []).level).toBe('medium');
  });

  it('stays the puzzle it was: readers who played it must find it again', () => {
    expect(serializeGrid(dailyPuzzle('2026-11-26')?.givens ?? [])).toBe(
      '.4..2.5.....1..324..5.83...3.....21....5.2....92.....7...23.8..587..1.....9.5..7.',
    );
  });

  it('is null for a date that does not exist', () => {
    expect(dailyPuzzle('2026-02-30')).toBeNull();
    expect(dailyPuzzle('26-11-2026')).toBeNull();
    expect(dailyPuzzle('')).toBeNull();
  });
});

describe('dailyLevel', () => {
  it('gets harder through the week', () => {
    // 2026-11-23 is a Monday.
    const week = ['23', '24', '25', '26', '27', '28', '29'].map((day) => dailyLevel(`2026-11-${day}`));
    expect(week).toEqual(['easy', 'easy', 'medium', 'medium', 'hard', 'hard', 'expert']);
  });
});

describe('utcDate', () => {
  it('names the UTC day of a moment, whatever the local time zone', () => {
    expect(utcDate(Date.UTC(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(utcDate(Date.UTC(2026, 10, 27, 0, 0))).toBe('2026-11-27');
  });
});

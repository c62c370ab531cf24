// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEVELS } from './level';
import { score } from './score';

describe('score', () => {
  it('pays the base at par and up to twice it for speed', () => {
    expect(score('easy', 300, 0, 0)).toBe(250);
    expect(score('hard', 1200, 0, 0)).toBe(1000);
    expect(score('expert', 0, 0, 0)).toBe(3200);
  });

  it('rewards speed', () => {
    for (const level of LEVELS) {
      expect(score(level, 60, 0, 0)).toBeGreaterThan(score(level, 600, 0, 0));
      expect(score(level, 600, 0, 0)).toBeGreaterThan(score(level, 6000, 0, 0));
      expect(score(level, 1e6, 0, 0)).toBeGreaterThanOrEqual(0);
    }
  });

  it('rewards difficulty: at the same time a harder level scores more', () => {
    for (const seconds of [30, 120, 600, 1800, 7200]) {
      const scores = LEVELS.map((level) => score(level, seconds, 0, 0));
      expect([...scores].sort((a, b) => a - b)).toEqual(scores);
      expect(new Set(scores).size).toBe(4);
    }
    expect(score('hard', 300, 0, 0)).toBeGreaterThan(score('easy', 60, 0, 0));
  });

  it('passes 1000 only at hard or expert', () => {
    expect(score('hard', 900, 0, 0)).toBeGreaterThan(1000);
    expect(score('expert', 3000, 0, 0)).toBeGreaterThan(1000);
    expect(score('medium', 0, 0, 0)).toBe(1000);
    expect(score('easy', 0, 0, 0)).toBe(500);
  });

  it('takes off for hints and mistakes', () => {
    expect(score('hard', 600, 1, 0)).toBeLessThan(score('hard', 600, 0, 0));
    expect(score('hard', 600, 0, 1)).toBeLessThan(score('hard', 600, 0, 0));
    expect(score('hard', 600, 1, 0)).toBeLessThan(score('hard', 600, 0, 1));
    expect(score('hard', 1200, 4, 0)).toBe(500);
    expect(score('hard', 600, 81, 20)).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { ARR_MS, AutoRepeat, DAS_MS } from './auto-repeat';

describe('AutoRepeat', () => {
  it('moves once on the press, then after the delay at the repeat rate', () => {
    const repeat = new AutoRepeat();
    expect(repeat.press('left', 1000)).toBe(true);
    expect(repeat.due(1000 + DAS_MS - 1)).toEqual([]);
    expect(repeat.due(1000 + DAS_MS)).toEqual([1000 + DAS_MS]);
    expect(repeat.due(1000 + DAS_MS + 2 * ARR_MS + 10)).toEqual([1000 + DAS_MS + ARR_MS, 1000 + DAS_MS + 2 * ARR_MS]);
    expect(repeat.active()).toBe('left');
  });

  it('ignores the key’s own repeats of a direction already held', () => {
    const repeat = new AutoRepeat();
    repeat.press('right', 0);
    expect(repeat.press('right', 100)).toBe(false);
    expect(repeat.due(DAS_MS)).toEqual([DAS_MS]);
  });

  it('follows the direction pressed last, and charges the other afresh when that one is let go', () => {
    const repeat = new AutoRepeat();
    repeat.press('left', 0);
    expect(repeat.press('right', 100)).toBe(true);
    expect(repeat.active()).toBe('right');
    expect(repeat.due(100 + DAS_MS)).toEqual([100 + DAS_MS]);
    repeat.release('right', 400);
    expect(repeat.active()).toBe('left');
    expect(repeat.due(400 + DAS_MS - 1)).toEqual([]);
    expect(repeat.due(400 + DAS_MS)).toEqual([400 + DAS_MS]);
  });

  it('keeps repeating when the other direction, not the active one, is let go', () => {
    const repeat = new AutoRepeat();
    repeat.press('left', 0);
    repeat.press('right', 10);
    repeat.due(10 + DAS_MS);
    repeat.release('left', 200);
    expect(repeat.due(10 + DAS_MS + ARR_MS)).toEqual([10 + DAS_MS + ARR_MS]);
  });

  it('stops when everything is let go', () => {
    const repeat = new AutoRepeat();
    repeat.press('left', 0);
    repeat.press('right', 0);
    repeat.releaseAll();
    expect(repeat.active()).toBeNull();
    expect(repeat.due(10_000)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveSlug, slugError, titleSlug } from './slug';

describe('slugError', () => {
  it.each(['', '   ', 'city-budget-2026', 'a', '2026'])('takes %j', (slug) => {
    expect(slugError(slug)).toBeNull();
  });

  it.each(['City-Budget', 'two--dashes', '-lead', 'trail-', 'spa ce', 'ăla', 'under_score'])('refuses %j', (slug) => {
    expect(slugError(slug)).toMatch(/lowercase letters/);
  });

  it('refuses more than 80 characters', () => {
    expect(slugError('a'.repeat(80))).toBeNull();
    expect(slugError('a'.repeat(81))).toBe('A slug is at most 80 characters (this one has 81).');
  });
});

describe('the slug an article gets', () => {
  it('follows the title, folded and cut at 80 characters, unless the editor set one', () => {
    expect(titleSlug('Știri în România: bugetul 2026')).toBe('stiri-in-romania-bugetul-2026');
    expect(titleSlug('!!!')).toBe('article');
    expect(titleSlug(`${'word '.repeat(20)}end`)).toHaveLength(79);
    expect(effectiveSlug('', 'City Budget')).toBe('city-budget');
    expect(effectiveSlug(' budget ', 'City Budget')).toBe('budget');
  });
});

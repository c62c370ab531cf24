import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

describe('countWords', () => {
  it('counts the words of the HTML, every tag separating words as the server does', () => {
    expect(countWords('<p>The council <strong>voted</strong> today.</p><p>Work&nbsp;starts in May.</p>')).toBe(8);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
    expect(countWords('<h2>Head</h2><ul><li><p>a &amp; b</p></li></ul>')).toBe(4);
  });

  it('counts nothing in an empty editor', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('<p></p>')).toBe(0);
  });
});

describe('readingMinutes (spec §5: 200 words a minute, at least 1)', () => {
  it.each([
    [0, 1],
    [199, 1],
    [200, 1],
    [399, 1],
    [400, 2],
    [1000, 5],
  ])('%i words read in %i min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});

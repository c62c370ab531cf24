import { describe, expect, it } from 'vitest';
import { highlight, queryTerms } from './highlight';

const marked = (text: string, query: string) =>
  highlight(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('queryTerms', () => {
  it('folds case and diacritics, drops one-letter words and duplicates, longest first', () => {
    expect(queryTerms('Știri a  ȘTIRI Iași')).toEqual(['stiri', 'iasi']);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('highlight', () => {
  it('marks every occurrence, whatever the case', () => {
    expect(marked('Budget talks: the budget passes', 'budget')).toBe('[Budget] talks: the [budget] passes');
  });

  it('matches with or without diacritics, keeping the original text', () => {
    expect(marked('Maratonul din Constanța', 'constanta')).toBe('Maratonul din [Constanța]');
    expect(marked('Marathon in Constanta', 'Constanța')).toBe('Marathon in [Constanta]');
    expect(marked('Știri din Iași', 'stiri iasi')).toBe('[Știri] din [Iași]');
  });

  it('merges overlapping words and keeps the text whole', () => {
    const text = 'Football and footballers';
    expect(marked(text, 'foot football')).toBe('[Football] and [football]ers');
    expect(highlight(text, 'foot football').map((s) => s.text).join('')).toBe(text);
  });

  it('returns text that looks like markup as plain text', () => {
    expect(highlight('<b>tax</b> rises', 'tax')).toEqual([
      { text: '<b>', match: false },
      { text: 'tax', match: true },
      { text: '</b> rises', match: false },
    ]);
  });

  it('leaves text alone without usable words', () => {
    expect(highlight('Nothing here', '')).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlight('', 'word')).toEqual([]);
  });

  it('handles characters outside the basic plane', () => {
    expect(marked('Goal 🎉 goal', 'goal')).toBe('[Goal] 🎉 [goal]');
  });
});

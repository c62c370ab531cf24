/**
 * Client-side highlighting of search words in plain text (the API returns no snippets):
 * case- and diacritic-insensitive, as the search itself (spec: "Romanian matches with or
 * without diacritics"). The result is plain text segments; nothing is parsed as HTML.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const MIN_TERM_CHARS = 2;

/** A letter folded for comparison: lowercase, without diacritics (ș → s, Ț → t, ă → a). */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Folds text, keeping for each folded unit the index of the original character it came from. */
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    origin.push(...new Array<number>(f.length).fill(index));
    folded += f;
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The words of a query worth highlighting: folded, unique, longest first. */
export function queryTerms(query: string): string[] {
  const words = query
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => foldWithMap(word).folded)
    .filter((word) => Array.from(word).length >= MIN_TERM_CHARS);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Splits `text` into matching and non-matching segments for the query's words. */
export function highlight(text: string, query: string): Segment[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const { folded, origin } = foldWithMap(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    let from = folded.indexOf(term);
    while (from >= 0) {
      const start = origin[from] ?? 0;
      const end = origin[from + term.length] ?? text.length;
      for (let i = start; i < end; i++) marked[i] = true;
      from = folded.indexOf(term, from + term.length);
    }
  }
  const segments: Segment[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      segments.push({ text: text.slice(start, i), match: marked[start] ?? false });
      start = i;
    }
  }
  return segments;
}

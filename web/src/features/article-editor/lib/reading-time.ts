/** Spec §5/§9: reading time at 200 words a minute, at least 1; counted as the server counts. */
const WORDS_PER_MINUTE = 200;

const ENTITIES: [RegExp, string][] = [
  [/&nbsp;/g, ' '],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&amp;/g, '&'],
];

/** The words of an HTML fragment: every tag separates words, as the server's strip_html does. */
export function countWords(html: string): number {
  let text = html.replace(/<[^>]*>/g, ' ');
  for (const [entity, character] of ENTITIES) text = text.replace(entity, character);
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** Whole minutes, rounded down, never less than 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.floor(words / WORDS_PER_MINUTE));
}

/** What changed between a revision and the editor's text, word by word (jsdiff). */
import { diffWords } from 'diff';
import { EMBED_TITLES, embedOfSrc } from './embed';

type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  value: string;
}

/** The words from `before` to `after`: kept, added and removed runs in order. */
export function diffText(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    value: change.value,
  }));
}

/** How many words were added and removed. */
export function diffCounts(parts: readonly DiffPart[]): { added: number; removed: number } {
  const words = (value: string) => value.split(/\s+/).filter((word) => word !== '').length;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === 'added') added += words(part.value);
    if (part.kind === 'removed') removed += words(part.value);
  }
  return { added, removed };
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'FIGCAPTION']);

function blockText(element: Element): string {
  const text = element.textContent.replace(/\s+/g, ' ').trim();
  if (/^H[1-6]$/.test(element.tagName)) return `${'#'.repeat(Number(element.tagName[1]))} ${text}`;
  if (element.tagName === 'LI') return `• ${text}`;
  if (element.tagName === 'BLOCKQUOTE') return `> ${text}`;
  return text;
}

function collect(parent: Node, lines: string[]): void {
  for (const child of Array.from(parent.childNodes)) {
    if (!(child instanceof Element)) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (child.nodeType === Node.TEXT_NODE && text !== '') lines.push(text);
    } else if (child.tagName === 'IMG') {
      lines.push(`[Image: ${child.getAttribute('alt') ?? ''}]`);
    } else if (child.tagName === 'IFRAME') {
      const embed = embedOfSrc(child.getAttribute('src') ?? '');
      lines.push(embed ? `[${EMBED_TITLES[embed.provider]} ${embed.id}]` : '[Embed]');
    } else if (BLOCKS.has(child.tagName) && child.querySelector('img, iframe') === null) {
      lines.push(blockText(child));
    } else {
      collect(child, lines);
    }
  }
}

/**
 * Article HTML as text to compare: a line per block (headings marked with #, list items with •,
 * quotes with >), images and embeds named in brackets, blank lines between blocks.
 */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: string[] = [];
  collect(body, lines);
  return lines.filter((line) => line !== '').join('\n\n');
}

/**
 * The provider's answer as it streams in is JSON being written (`{"title": "…", "content_html":
 * "<p>…`): read here, as far as it has come, into labelled fields a person can read. Nothing is
 * rendered as HTML: an HTML field becomes its text, line by line.
 */
import { decodeEntities } from '../../../lib/html-entities';

export interface PartialField {
  key: string;
  /** A string's text (its escapes decoded), or a list's strings. */
  value: string | string[];
  /** False for the field being written now. */
  complete: boolean;
}

export interface PartialAnswer {
  fields: PartialField[];
  /** The answer is not a JSON object (a provider that talks instead): show it as it is. */
  unreadable: boolean;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '/': '/', '\\': '\\', '"': '"' };

/** Reads the JSON object at the start of `text` (a ``` fence around it allowed) as far as it goes. */
export function readPartial(text: string): PartialAnswer {
  const source = text.replace(/^\s*```[a-z]*\s*/i, '');
  const fields: PartialField[] = [];
  if (source.trim() === '') return { fields, unreadable: false };
  if (!source.trimStart().startsWith('{')) return { fields, unreadable: true };
  const length = source.length;
  let at = source.indexOf('{') + 1;

  const skipSpace = () => {
    while (at < length && /\s/.test(source.charAt(at))) at++;
  };

  /** The string starting at `at` (on its quote), as far as it goes. */
  const readString = (): { value: string; complete: boolean } => {
    at++;
    let value = '';
    while (at < length) {
      const char = source.charAt(at);
      if (char === '"') {
        at++;
        return { value, complete: true };
      }
      if (char !== '\\') {
        value += char;
        at++;
        continue;
      }
      const escape = source.charAt(at + 1);
      if (escape === '') break;
      if (escape === 'u') {
        const hex = source.slice(at + 2, at + 6);
        if (!/^[0-9a-f]{4}$/i.test(hex)) break;
        value += String.fromCharCode(Number.parseInt(hex, 16));
        at += 6;
        continue;
      }
      value += ESCAPES[escape] ?? escape;
      at += 2;
    }
    at = length;
    return { value, complete: false };
  };

  while (at < length) {
    skipSpace();
    const char = source.charAt(at);
    if (char === ',') {
      at++;
      continue;
    }
    if (char !== '"') break;
    const key = readString();
    if (!key.complete) break;
    skipSpace();
    if (source.charAt(at) !== ':') break;
    at++;
    skipSpace();
    if (at >= length) {
      fields.push({ key: key.value, value: '', complete: false });
      break;
    }
    const start = source.charAt(at);
    if (start === '"') {
      const value = readString();
      fields.push({ key: key.value, value: value.value, complete: value.complete });
      if (!value.complete) break;
    } else if (start === '[') {
      at++;
      const items: string[] = [];
      let complete = false;
      while (at < length) {
        skipSpace();
        const next = source.charAt(at);
        if (next === ',') {
          at++;
        } else if (next === ']') {
          at++;
          complete = true;
          break;
        } else if (next === '"') {
          const item = readString();
          items.push(item.value);
          if (!item.complete) break;
        } else {
          break;
        }
      }
      fields.push({ key: key.value, value: items, complete });
      if (!complete) break;
    } else {
      const literal = /^(?:-?\d[\d.eE+-]*|true|false|null)/.exec(source.slice(at))?.[0];
      if (literal === undefined) break;
      at += literal.length;
      fields.push({ key: key.value, value: literal, complete: at < length });
    }
  }
  return { fields, unreadable: false };
}

const LABELS: Record<string, string> = {
  title: 'Title',
  titles: 'Titles',
  excerpt: 'Excerpt',
  content_html: 'Text',
  tags: 'Tags',
  category: 'Category',
  summary_html: 'Summary',
};

/** A field's name for people: `content_html` is the Text. */
export function fieldLabel(key: string): string {
  return LABELS[key] ?? key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
}

/** Whether a field holds HTML (shown as its text while it streams). */
export function isHtmlField(key: string): boolean {
  return key.endsWith('_html');
}

/** HTML (maybe cut off inside a tag) as plain text: paragraphs apart, list items on lines of their own, tags gone. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:li|tr|figcaption)>/gi, '\n')
      .replace(/<\/(?:p|h[1-6]|blockquote|div|ul|ol|figure)>/gi, '\n\n')
      .replace(/<li[^>]*>/gi, '• ')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1>|$)/gi, '')
      .replace(/<[^>]*>?/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

import { describe, expect, it } from 'vitest';
import { fieldLabel, htmlToText, readPartial } from './partial';

describe('an answer read as far as it has come', () => {
  const whole = JSON.stringify({
    title: 'Report: the library opens a “reading room”',
    excerpt: 'Line one\nline two',
    content_html: '<p>2,000 books</p>',
    tags: ['news', 'ai'],
  });

  it('reads every field of a whole answer, escapes decoded', () => {
    expect(readPartial(whole)).toEqual({
      unreadable: false,
      fields: [
        { key: 'title', value: 'Report: the library opens a “reading room”', complete: true },
        { key: 'excerpt', value: 'Line one\nline two', complete: true },
        { key: 'content_html', value: '<p>2,000 books</p>', complete: true },
        { key: 'tags', value: ['news', 'ai'], complete: true },
      ],
    });
  });

  it('reads any prefix without failing, the field being written last and incomplete', () => {
    for (let cut = 0; cut <= whole.length; cut++) {
      const { fields, unreadable } = readPartial(whole.slice(0, cut));
      expect(unreadable).toBe(false);
      expect(fields.slice(0, -1).every((field) => field.complete)).toBe(true);
    }
    expect(readPartial('{"title": "Report: the lib').fields).toEqual([{ key: 'title', value: 'Report: the lib', complete: false }]);
    expect(readPartial('{"title": "A", "excerpt": "Line one\\').fields.at(-1)).toEqual({ key: 'excerpt', value: 'Line one', complete: false });
    expect(readPartial('{"title": "A", "tags": ["news", "a').fields.at(-1)).toEqual({ key: 'tags', value: ['news', 'a'], complete: false });
    expect(readPartial('{"title": "A", "content_html":').fields.at(-1)).toEqual({ key: 'content_html', value: '', complete: false });
    expect(readPartial('{"ti').fields).toEqual([]);
  });

  it('decodes \\u escapes, surrogate pairs included, once all their digits have come', () => {
    expect(readPartial('{"title": "Ș\\u0219 \\ud83d\\ude00"}').fields[0]?.value).toBe('Șș 😀');
    expect(readPartial('{"title": "Ș\\u02').fields[0]).toEqual({ key: 'title', value: 'Ș', complete: false });
  });

  it('allows a fence around the object, and says when the answer is no JSON object', () => {
    expect(readPartial('```json\n{"summary_html": "<p>Hi</p>"}\n```').fields).toEqual([{ key: 'summary_html', value: '<p>Hi</p>', complete: true }]);
    expect(readPartial('Sure! Here is your article.')).toEqual({ fields: [], unreadable: true });
    expect(readPartial('')).toEqual({ fields: [], unreadable: false });
  });

  it('keeps numbers and literals as text', () => {
    expect(readPartial('{"count": 3, "ok": true}').fields).toEqual([
      { key: 'count', value: '3', complete: true },
      { key: 'ok', value: 'true', complete: true },
    ]);
  });
});

describe('HTML shown as text', () => {
  it('puts blocks on lines of their own and drops tags, scripts and a tag cut off', () => {
    expect(htmlToText('<h2>Next</h2><p>Work starts in <strong>May</strong> &amp; ends.</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul><p>Cut <a hr')).toBe(
      'Next\n\nWork starts in May & ends.\n\n• One\n• Two\n\nCut',
    );
  });

  it('names the fields for people', () => {
    expect(fieldLabel('content_html')).toBe('Text');
    expect(fieldLabel('summary_html')).toBe('Summary');
    expect(fieldLabel('reading_time')).toBe('Reading time');
  });
});

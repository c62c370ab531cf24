import { describe, expect, it } from 'vitest';
import { diffCounts, diffText, htmlToText } from './diff';

describe('htmlToText', () => {
  it('writes a line per block, marking headings, list items, quotes, images and embeds', () => {
    const html =
      '<h2>What next</h2><p>Work <strong>starts</strong> in May.</p><ul><li><p>One</p></li><li><p>Two</p></li></ul>' +
      '<blockquote><p>Quoted</p></blockquote><img src="/media/a.png" alt="The site"><p></p>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" allowfullscreen=""></iframe>';
    expect(htmlToText(html)).toBe(
      ['## What next', 'Work starts in May.', '• One', '• Two', '> Quoted', '[Image: The site]', '[YouTube video dQw4w9WgXcQ]'].join('\n\n'),
    );
  });

  it('keeps loose text', () => {
    expect(htmlToText('Just text')).toBe('Just text');
  });
});

describe('diffText', () => {
  it('marks the words added and removed, in order', () => {
    const parts = diffText('The council voted today', 'The city council voted');
    expect(parts.map((part) => [part.kind, part.value])).toEqual([
      ['same', 'The '],
      ['added', 'city '],
      ['same', 'council voted'],
      ['removed', ' today'],
    ]);
    expect(diffCounts(parts)).toEqual({ added: 1, removed: 1 });
  });

  it('finds nothing in equal texts', () => {
    expect(diffCounts(diffText('Same words', 'Same words'))).toEqual({ added: 0, removed: 0 });
  });
});

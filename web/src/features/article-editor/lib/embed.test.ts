import { describe, expect, it } from 'vitest';
import { embedOfSrc, embedSrc, parseEmbedUrl } from './embed';

describe('parseEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['  https://www.youtube.com/embed/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads the video of %s', (url, id) => {
    expect(parseEmbedUrl(url)).toEqual({ provider: 'youtube', id });
  });

  it.each([
    ['https://x.com/nasa/status/1790000000000000000', '1790000000000000000'],
    ['https://twitter.com/nasa/status/20?s=20', '20'],
    ['https://mobile.twitter.com/jack/status/20/photo/1', '20'],
    ['x.com/i/web/status/1790000000000000000', '1790000000000000000'],
  ])('reads the post of %s', (url, id) => {
    expect(parseEmbedUrl(url)).toEqual({ provider: 'x', id });
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://x.com/nasa',
    'https://x.com/nasa/status/not-a-number',
    'javascript:alert(1)',
    'not a url at all',
    '',
  ])('refuses %s', (url) => {
    expect(parseEmbedUrl(url)).toBeNull();
  });
});

describe('the frame address', () => {
  it('is one of the two the server keeps', () => {
    expect(embedSrc({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedSrc({ provider: 'x', id: '20' })).toBe('https://platform.twitter.com/embed/Tweet.html?id=20');
  });

  it('reads back to the embed, and nothing else does', () => {
    expect(embedOfSrc('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(embedOfSrc('https://platform.twitter.com/embed/Tweet.html?id=20')).toEqual({ provider: 'x', id: '20' });
    expect(embedOfSrc('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
    expect(embedOfSrc('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"onload="x')).toBeNull();
  });
});

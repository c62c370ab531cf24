import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaVariants } from './media-srcset';

const KEY = '3f9a0c17be';

describe('mediaSrcSet', () => {
  it.each([
    [1600, `/media/uploads/${KEY}/480.webp 480w, /media/uploads/${KEY}/960.webp 960w, /media/uploads/${KEY}/1600.webp 1600w`],
    [1200, `/media/uploads/${KEY}/480.webp 480w, /media/uploads/${KEY}/960.webp 960w, /media/uploads/${KEY}/1200.webp 1200w`],
    [960, `/media/uploads/${KEY}/480.webp 480w, /media/uploads/${KEY}/960.webp 960w`],
    [700, `/media/uploads/${KEY}/480.webp 480w, /media/uploads/${KEY}/700.webp 700w`],
    [480, `/media/uploads/${KEY}/480.webp 480w`],
    [320, `/media/uploads/${KEY}/320.webp 320w`],
  ])('lists the widths below %i px and the image’s own', (width, srcset) => {
    expect(mediaSrcSet(`/media/uploads/${KEY}/${String(width)}.webp`)).toBe(srcset);
  });

  it.each([
    ['an image of the demo content', '/media/demo/park.svg'],
    ['another site’s image', 'https://example.org/media/uploads/3f9a/1600.webp'],
    ['an absolute address of an upload', 'https://news.example/media/uploads/3f9a/1600.webp'],
    ['a key that is not hexadecimal', '/media/uploads/ZZ/1600.webp'],
    ['an upload that is not WebP', `/media/uploads/${KEY}/1600.jpg`],
    ['a width of nothing', `/media/uploads/${KEY}/0.webp`],
    ['a query string', `/media/uploads/${KEY}/1600.webp?v=2`],
    ['no address', ''],
  ])('gives no srcset for %s', (_, url) => {
    expect(mediaSrcSet(url)).toBeUndefined();
  });
});

describe('mediaVariants', () => {
  it('lists them narrowest first, the given address last', () => {
    expect(mediaVariants(`/media/uploads/${KEY}/1000.webp`)).toEqual([
      { url: `/media/uploads/${KEY}/480.webp`, width: 480 },
      { url: `/media/uploads/${KEY}/960.webp`, width: 960 },
      { url: `/media/uploads/${KEY}/1000.webp`, width: 1000 },
    ]);
  });
});

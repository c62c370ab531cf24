import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../lib/api/types';
import { formatBytes, thumbnailUrl, uploadProblem, usageText } from './format';

const item = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: 1,
  key: 'ab12',
  url: '/media/uploads/ab12/1600.webp',
  srcset: '/media/uploads/ab12/480.webp 480w, /media/uploads/ab12/960.webp 960w, /media/uploads/ab12/1600.webp 1600w',
  widths: [480, 960, 1600],
  width: 1600,
  height: 1067,
  bytes: 2_400_000,
  format: 'jpeg',
  original_name: 'park.jpg',
  alt: '',
  uploaded_at: '2026-03-05T09:15:00Z',
  uploaded_by: 'ana@example.org',
  used_by: 0,
  ...overrides,
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [9_700, '9.5 KB'],
    [345_678, '338 KB'],
    [1_048_576, '1 MB'],
    [2_400_000, '2.3 MB'],
    [15 * 1_048_576, '15 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('thumbnailUrl', () => {
  it('is the narrowest variant', () => {
    expect(thumbnailUrl(item())).toBe('/media/uploads/ab12/480.webp');
  });

  it('is the image itself when it has one variant or no srcset', () => {
    expect(thumbnailUrl(item({ url: '/media/uploads/ab12/300.webp', srcset: '/media/uploads/ab12/300.webp 300w' }))).toBe('/media/uploads/ab12/300.webp');
    expect(thumbnailUrl(item({ srcset: '' }))).toBe('/media/uploads/ab12/1600.webp');
  });
});

describe('usageText', () => {
  it.each([
    [0, 'Unused'],
    [1, 'Used in 1 article'],
    [3, 'Used in 3 articles'],
  ])('says %i as “%s”', (used_by, text) => {
    expect(usageText(item({ used_by }))).toBe(text);
  });
});

describe('uploadProblem', () => {
  const file = (type: string, size: number) => {
    const made = new File(['x'], 'name', { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };

  it('lets the server’s image types through up to 15 MB', () => {
    expect(uploadProblem(file('image/png', 15 * 1_048_576))).toBeNull();
    expect(uploadProblem(file('image/webp', 10))).toBeNull();
    expect(uploadProblem(file('', 10))).toBeNull();
  });

  it('refuses a larger file or another type, as the server would', () => {
    expect(uploadProblem(file('image/jpeg', 15 * 1_048_576 + 1))).toBe('An image may be at most 15 MB.');
    expect(uploadProblem(file('image/svg+xml', 10))).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded.');
    expect(uploadProblem(file('application/pdf', 10))).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded.');
  });
});

/** The media API as the tests meet it: fetch and XMLHttpRequest replaced, images made up. */
import type { MediaItem, MediaPage } from '../../../lib/api/types';
export { mockFetch, respond } from '../../../testing/api-mock';
export { polyfillDialog } from '../../../testing/dialog';
export { FakeXhr, mockXhr } from '../../../testing/fake-xhr';

export function mediaItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const key = `a${String(id).padStart(4, '0')}f`;
  return {
    id,
    key,
    url: `/media/uploads/${key}/1600.webp`,
    srcset: `/media/uploads/${key}/480.webp 480w, /media/uploads/${key}/960.webp 960w, /media/uploads/${key}/1600.webp 1600w`,
    widths: [480, 960, 1600],
    width: 1600,
    height: 1067,
    bytes: 2_400_000,
    format: 'jpeg',
    original_name: `photo-${String(id)}.jpg`,
    alt: '',
    uploaded_at: '2026-03-05T09:15:00Z',
    uploaded_by: 'ana@example.org',
    used_by: 0,
    ...overrides,
  };
}

export function mediaPage(items: MediaItem[], total = items.length): MediaPage {
  return { items, total, limit: 24, offset: 0 };
}

/** A File of `size` bytes without allocating them. */
export function fakeFile(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

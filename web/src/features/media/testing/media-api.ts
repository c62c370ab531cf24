/** The media API as the tests meet it: fetch and XMLHttpRequest replaced, images made up. */
import { vi } from 'vitest';
import type { MediaItem, MediaPage } from '../../../lib/api/types';
export { mockFetch, respond } from '../../../testing/api-mock';
export { polyfillDialog } from '../../../testing/dialog';

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


/** An XMLHttpRequest the test answers by hand: `FakeXhr.sent` holds each one sent. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.status = 0;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

export function mockXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** A File of `size` bytes without allocating them. */
export function fakeFile(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

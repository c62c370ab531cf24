import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../testing/render';
import type { MediaItem } from '../../../lib/api/types';
import { FakeXhr, fakeFile, mediaItem, mediaPage, mockFetch, mockXhr, polyfillDialog, respond } from '../testing/media-api';
import { MediaPicker } from './media-picker';

beforeAll(polyfillDialog);

afterEach(() => {
  vi.unstubAllGlobals();
});

const park = mediaItem(7, { original_name: 'park.jpg', alt: 'The riverside park' });
const council = mediaItem(8, { original_name: 'council.png', width: 900, height: 600 });

/** The editor's side: a button that opens the picker, and the image it was given. */
function Editor({ onPick }: { onPick: (item: MediaItem) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Choose image
      </button>
      <MediaPicker
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        onPick={(item) => {
          onPick(item);
          setOpen(false);
        }}
      />
    </>
  );
}

function openPicker(onPick = vi.fn()) {
  renderInRouter(<Editor onPick={onPick} />);
  const opener = screen.getByRole('button', { name: 'Choose image' });
  opener.focus();
  fireEvent.click(opener);
  return { onPick, opener };
}

describe('MediaPicker', () => {
  it('is a labelled modal dialog that gives the image clicked and returns focus', async () => {
    mockFetch({ 'GET /admin/media': () => respond(200, mediaPage([park, council])) });
    const { onPick, opener } = openPicker();

    const dialog = screen.getByRole('dialog', { name: 'Choose an image' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByLabelText('File name or alt text')).toHaveFocus();
    const choice = await within(dialog).findByRole('button', { name: /^Choose park\.jpg/ });
    expect(choice).toHaveAccessibleName('Choose park.jpg 1600 × 1067 · 2.3 MB');
    expect(choice).toHaveTextContent('1600 × 1067 · 2.3 MB');
    expect(within(choice).getByRole('presentation')).toHaveAttribute('src', '/media/uploads/a0007f/480.webp');

    fireEvent.click(choice);
    expect(onPick).toHaveBeenCalledWith(park);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape without choosing', async () => {
    mockFetch({ 'GET /admin/media': () => respond(200, mediaPage([park])) });
    const { onPick, opener } = openPicker();
    await screen.findByRole('button', { name: /^Choose park\.jpg/ });

    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('searches the library by name or alt text, and pages through it', async () => {
    const fetchMock = mockFetch({
      'GET /admin/media': (url) => (url.searchParams.get('q') === 'council' ? respond(200, mediaPage([council])) : respond(200, mediaPage([park], 30))),
    });
    openPicker();
    await screen.findByRole('button', { name: /^Choose park\.jpg/ });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => url.includes('offset=24'))).toBe(true);
    });

    const search = screen.getByLabelText('File name or alt text');
    fireEvent.change(search, { target: { value: 'council' } });
    // Enter searches at once, and is kept from any form around the picker.
    const enter = fireEvent.keyDown(search, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(await screen.findByRole('button', { name: /^Choose council\.png/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose park\.jpg/ })).not.toBeInTheDocument();
    const last = new URL(fetchMock.mock.calls.at(-1)?.[0] ?? '', 'http://localhost');
    expect(last.searchParams.get('q')).toBe('council');
    expect(last.searchParams.get('offset')).toBe('0');
  });

  it('uploads an image right there and uses it', async () => {
    mockXhr();
    mockFetch({ 'GET /admin/media': () => respond(200, mediaPage([])) });
    const { onPick } = openPicker();
    expect(await screen.findByText('No images yet. Upload the first one.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Images to upload'), { target: { files: [fakeFile('new.webp', 'image/webp')] } });
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const uploaded = mediaItem(9, { original_name: 'new.webp', format: 'webp' });
    act(() => {
      FakeXhr.sent[0]?.respond(200, uploaded);
    });
    const row = (await screen.findByText('Already in the library')).closest('li');
    if (!row) throw new Error('no upload row');
    fireEvent.click(within(row).getByRole('button', { name: 'Use this image' }));
    expect(onPick).toHaveBeenCalledWith(uploaded);
  });
});

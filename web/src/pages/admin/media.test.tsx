import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fakeFile, mediaItem, mediaPage, mockFetch, mockXhr, polyfillDialog, respond } from '../../features/media/testing/media-api';
import { setAccessTokenSource } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { renderInRouter } from '../../testing/render';
import { MediaPage } from './media';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

beforeAll(polyfillDialog);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setAccessTokenSource(() => null);
});

const unused = mediaItem(1, { original_name: 'council-vote.jpg', alt: 'Councillors raising their hands', uploaded_by: 'ana@example.org' });
const used = mediaItem(2, { original_name: 'riverside.png', format: 'png', width: 1200, height: 800, bytes: 345_678, used_by: 2 });

function renderPage(path = '/admin/media') {
  return renderInRouter(<MediaPage />, { path });
}

function card(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

function chooseFiles(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Images to upload'), { target: { files } });
}

describe('the media library', () => {
  it('lists the images with their thumbnail, details and use', async () => {
    const fetchMock = mockFetch({ 'GET /admin/media': () => respond(200, mediaPage([unused, used], 2)) });
    renderPage('/admin/media?q=river');

    expect(await screen.findByText('council-vote.jpg')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
    expect(screen.getByLabelText('File name or alt text')).toHaveValue('river');
    const query = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'river', limit: '24', offset: '0' });

    const first = card('council-vote.jpg');
    const thumbnail = within(first).getByRole('img', { name: 'Councillors raising their hands' });
    expect(thumbnail).toHaveAttribute('src', '/media/uploads/a0001f/480.webp');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveTextContent('1600 × 1067 · 2.3 MB · JPEG');
    expect(first).toHaveTextContent('ana@example.org');
    expect(within(first).getByText('Unused')).toBeInTheDocument();
    expect(card('riverside.png')).toHaveTextContent('1200 × 800 · 338 KB · PNG');
    expect(within(card('riverside.png')).getByText('Used in 2 articles')).toBeInTheDocument();
    expect(screen.getByText('2 images match “river”')).toBeInTheDocument();
  });

  it('copies an image’s full address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockFetch({ 'GET /admin/media': () => respond(200, mediaPage([unused])) });
    renderPage();

    await screen.findByText('council-vote.jpg');
    fireEvent.click(within(card('council-vote.jpg')).getByRole('button', { name: 'Copy URL' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'URL copied', description: `${window.location.origin}/media/uploads/a0001f/1600.webp` });
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/media/uploads/a0001f/1600.webp`);
  });

  it('deletes an unused image after asking, and not one articles use', async () => {
    let items = [unused, used];
    const fetchMock = mockFetch({
      'GET /admin/media': () => respond(200, mediaPage(items)),
      'DELETE /admin/media/1': () => {
        items = [used];
        return respond(204);
      },
    });
    renderPage();

    await screen.findByText('council-vote.jpg');
    expect(within(card('riverside.png')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    fireEvent.click(within(card('council-vote.jpg')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “council-vote.jpg”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(screen.queryByText('council-vote.jpg')).not.toBeInTheDocument();
    });
    expect(fetchMock.mock.calls.some(([url, init]) => init.method === 'DELETE' && url.endsWith('/api/v1/admin/media/1'))).toBe(true);
    expect(toast).toHaveBeenCalledWith({ title: 'Image deleted', description: 'council-vote.jpg' });
  });

  it('says why the server would not delete an image', async () => {
    mockFetch({
      'GET /admin/media': () => respond(200, mediaPage([unused])),
      'DELETE /admin/media/1': () => respond(409, { error: { code: 'conflict', message: 'The image is used by 1 article.' } }),
    });
    renderPage();

    await screen.findByText('council-vote.jpg');
    fireEvent.click(within(card('council-vote.jpg')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'The image could not be deleted', description: 'The image is used by 1 article.', variant: 'destructive' });
    });
  });

  it('uploads each image with its progress and the server’s answer, signed in like the API client', async () => {
    mockXhr();
    setAccessTokenSource(() => 'token-1');
    let items = [used];
    const fetchMock = mockFetch({ 'GET /admin/media': () => respond(200, mediaPage(items)) });
    renderPage();
    await screen.findByText('riverside.png');

    fireEvent.change(screen.getByLabelText('Alt text for the next upload (optional)'), { target: { value: '  A sunny park  ' } });
    chooseFiles(fakeFile('park.png', 'image/png'), fakeFile('notes.pdf', 'application/pdf'), fakeFile('huge.jpg', 'image/jpeg', 16 * 1024 * 1024));

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('notes.pdf').closest('li')).toHaveTextContent('Only JPEG, PNG, WebP and GIF images can be uploaded.');
    expect(within(uploads).getByText('huge.jpg').closest('li')).toHaveTextContent('An image may be at most 15 MB.');
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const xhr = FakeXhr.sent[0];
    if (!xhr) throw new Error('nothing sent');
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/admin/media']);
    expect(xhr.headers).toEqual({ accept: 'application/json', authorization: 'Bearer token-1' });
    const form = xhr.body as FormData;
    expect((form.get('file') as File).name).toBe('park.png');
    expect(form.get('alt')).toBe('A sunny park');
    expect(screen.getByLabelText('Alt text for the next upload (optional)')).toHaveValue('');

    act(() => {
      xhr.progress(400, 1000);
    });
    expect(screen.getByRole('progressbar', { name: 'Uploading park.png' })).toHaveAttribute('value', '40');
    act(() => {
      xhr.progress(1000, 1000);
    });
    expect(screen.getByRole('progressbar', { name: 'Processing park.png' })).toBeInTheDocument();

    const calls = fetchMock.mock.calls.length;
    items = [mediaItem(3, { original_name: 'park.png' }), used];
    act(() => {
      xhr.respond(201, items[0]);
    });
    expect(await within(uploads).findByText('Uploaded')).toBeInTheDocument();
    await waitFor(() => {
      expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
    });
    expect(await within(screen.getByRole('list', { name: 'Images' })).findByText('park.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses an upload', async () => {
    mockXhr();
    mockFetch({ 'GET /admin/media': () => respond(200, mediaPage([])) });
    renderPage();
    expect(await screen.findByText('No images yet. Upload the first one.')).toBeInTheDocument();

    chooseFiles(fakeFile('fake.png', 'image/png'), fakeFile('big.png', 'image/png'));
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    act(() => {
      FakeXhr.sent[0]?.respond(422, { error: { code: 'invalid', message: 'file: This is not a JPEG, PNG, WebP or GIF image.' } });
    });
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('This is not a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();

    // The next file waited its turn.
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(2);
    });
    act(() => {
      FakeXhr.sent[1]?.respond(413, { error: { code: 'too_large', message: 'An image may be at most 15 MB.' } });
    });
    expect(await within(uploads).findByText('An image may be at most 15 MB.')).toBeInTheDocument();
  });

  it('says when the library could not be loaded, with the server’s message', async () => {
    mockFetch({ 'GET /admin/media': () => respond(403, { error: { code: 'forbidden', message: 'Only staff can see the media library.' } }) });
    renderPage();
    expect(await screen.findByText('Failed to load media. Only staff can see the media library.')).toBeInTheDocument();
  });
});

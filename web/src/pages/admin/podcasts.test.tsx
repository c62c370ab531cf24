import type { TiptapEditorHTMLElement } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../components/admin/format';
import { uploadAudio } from '../../features/podcasts/api/upload-audio';
import type { PodcastEpisode } from '../../features/podcasts/api/types';
import { mediaItem, mediaPage } from '../../features/media/testing/media-api';
import {
  episodesRoute,
  fakeFile,
  fakeUploads,
  mockFetch,
  podcastAudio,
  podcastEpisode,
  polyfillDialog,
  respond,
} from '../../features/podcasts/testing/podcasts-api';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { renderInRouter } from '../../testing/render';
import { PodcastsPage } from './podcasts';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
// The upload is answered by hand (progress, answer, failure): the XHR under it has tests of its own.
vi.mock('../../features/podcasts/api/upload-audio', async (original) => ({
  ...(await original<typeof import('../../features/podcasts/api/upload-audio')>()),
  uploadAudio: vi.fn(),
}));

beforeAll(polyfillDialog);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Where() {
  const { search } = useLocation();
  return <p data-testid="where">{search}</p>;
}

function renderPage(path = '/admin/podcasts') {
  return renderInRouter(
    <>
      <PodcastsPage />
      <Where />
    </>,
    { path },
  );
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The requests made to `method path`, oldest first. */
function calls(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => (init.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname === `/api/v1${path}`);
}

/** The JSON bodies sent to `method path`, oldest first. */
function bodies(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return calls(fetchMock, method, path).map(([, init]) => (typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

/** The query of each GET to `path` so far. */
function queries(fetchMock: FetchMock, path: string): Record<string, string>[] {
  return calls(fetchMock, 'GET', path).map(([url]) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));
}

/** Writes `html` into a TipTap editing area, as typing would: jsdom has no text input for contenteditable. */
function write(area: HTMLElement, html: string) {
  const { editor } = area as TiptapEditorHTMLElement;
  if (!editor) throw new Error('not a rich-text editing area');
  editor.commands.insertContent(html);
}

/** The row of the episode titled `title`. */
function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('link', { name: title }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

/** The episode form's routes over one episode that the server changes as asked. */
function episodeRoutes(start: PodcastEpisode) {
  let current = start;
  const id = String(start.id);
  return {
    current: () => current,
    routes: {
      [`GET /admin/podcasts/${id}`]: () => respond(200, current),
      [`PUT /admin/podcasts/${id}`]: (_url: URL, init: RequestInit) => {
        current = { ...current, ...(JSON.parse(init.body as string) as Partial<PodcastEpisode>), updated_at: '2026-11-26T12:00:00Z' };
        return respond(200, current);
      },
      [`POST /admin/podcasts/${id}/publish`]: (_url: URL, init: RequestInit) => {
        const { published_at } = JSON.parse(init.body as string) as { published_at?: string };
        const future = published_at !== undefined && new Date(published_at).getTime() > Date.now();
        current = { ...current, status: future ? 'scheduled' : 'published', published_at: future ? published_at : '2026-11-26T12:00:00Z' };
        return respond(200, current);
      },
      [`POST /admin/podcasts/${id}/unpublish`]: () => {
        current = { ...current, status: 'draft', published_at: null };
        return respond(200, current);
      },
      [`DELETE /admin/podcasts/${id}`]: () => respond(204),
    },
  };
}

const published = podcastEpisode(3, {
  title: 'Morning briefing',
  season: 1,
  episode: 3,
  duration_seconds: 2525,
  status: 'published',
  published_at: '2026-11-25T06:00:00Z',
});
const scheduled = podcastEpisode(2, {
  title: 'Ediția de seară',
  language: 'ro',
  season: null,
  episode: 12,
  duration_seconds: 3723,
  status: 'scheduled',
  published_at: '2999-01-01T18:00:00Z',
});
const draft = podcastEpisode(1, { title: 'Interview draft', season: null, episode: null, duration_seconds: null, explicit: true });

describe('the episode list', () => {
  it('shows each episode: title, language, number, duration, status and time, with its actions', async () => {
    const fetchMock = mockFetch({ 'GET /admin/podcasts': episodesRoute(() => [published, scheduled, draft]) });
    renderPage();

    const table = await screen.findByRole('region', { name: 'Podcast episodes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Title',
      'Language',
      'Episode',
      'Duration',
      'Status',
      'Published',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 episodes')).toHaveAttribute('aria-live', 'polite');
    expect(queries(fetchMock, '/admin/podcasts')).toEqual([{ limit: '20', offset: '0' }]);

    const morning = rowOf('Morning briefing');
    expect(within(morning).getByText('S1 · E3')).toHaveAttribute('title', 'Season 1, episode 3');
    expect(within(morning).getByText('42:05')).toHaveAttribute('datetime', 'PT42M5S');
    expect(within(morning).getByText('published')).toHaveClass('admin-badge--good');
    expect(morning).toHaveTextContent('English');
    expect(morning).toHaveTextContent(formatDateTime('2026-11-25T06:00:00Z'));
    expect(within(morning).getByRole('button', { name: 'Unpublish “Morning briefing”' })).toBeInTheDocument();
    expect(within(morning).queryByRole('button', { name: /^Publish now/ })).not.toBeInTheDocument();
    expect(within(morning).getByRole('link', { name: 'Edit “Morning briefing”' })).toHaveAttribute('href', '/admin/podcasts?episode=3');

    const evening = rowOf('Ediția de seară');
    expect(evening).toHaveTextContent('Romanian');
    expect(evening).toHaveTextContent('E12');
    expect(evening).toHaveTextContent('1:02:03');
    expect(within(evening).getByText('scheduled')).toHaveClass('admin-badge--info');
    expect(evening).toHaveTextContent(`${formatDateTime('2999-01-01T18:00:00Z')}goes live then`);

    const interview = rowOf('Interview draft');
    expect(interview).toHaveTextContent('explicit');
    expect(within(interview).getByText('draft')).toHaveClass('admin-badge--neutral');
    expect(within(interview).getByRole('button', { name: 'Publish now “Interview draft”' })).toBeInTheDocument();
    expect(within(interview).queryByRole('button', { name: /^Unpublish/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'New episode' })).toHaveAttribute('href', '/admin/podcasts?new=1');
    expect(screen.getByRole('link', { name: /^English/ })).toHaveAttribute('href', '/en/podcast/feed.xml');
    expect(screen.getByRole('link', { name: /^Romanian/ })).toHaveAttribute('href', '/ro/podcast/feed.xml');
  });

  it('filters by status and language, keeps them in the address, and pages like the other lists', async () => {
    const many = Array.from({ length: 25 }, (_, index) => podcastEpisode(100 + index, { title: `Daily ${String(index + 1)}`, language: 'ro', status: 'published' }));
    const fetchMock = mockFetch({ 'GET /admin/podcasts': episodesRoute(() => [published, scheduled, draft, ...many]) });
    renderPage();
    await screen.findByRole('region', { name: 'Podcast episodes' });
    const filters = screen.getByRole('search', { name: 'Filter episodes' });

    fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'published' } });
    expect(await screen.findByText('26 published episodes')).toBeInTheDocument();
    fireEvent.change(within(filters).getByLabelText('Language'), { target: { value: 'ro' } });
    expect(await screen.findByText('25 published Romanian episodes')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?status=published&language=ro');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Daily 21' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Podcast episodes' })).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByTestId('where')).toHaveTextContent('?status=published&language=ro&page=2');
    expect(queries(fetchMock, '/admin/podcasts').at(-1)).toEqual({ status: 'published', language: 'ro', limit: '20', offset: '20' });
    // The form keeps the list's filters for the way back.
    expect(screen.getByRole('link', { name: 'Edit “Daily 21”' })).toHaveAttribute('href', '/admin/podcasts?status=published&language=ro&page=2&episode=120');
    expect(screen.getByRole('link', { name: 'New episode' })).toHaveAttribute('href', '/admin/podcasts?status=published&language=ro&page=2&new=1');

    fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'draft' } });
    expect(await screen.findByText('No episodes match these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?status=draft&language=ro$/);
  });

  it('says when there are no episodes yet', async () => {
    mockFetch({ 'GET /admin/podcasts': episodesRoute(() => []) });
    renderPage();
    expect(await screen.findByText('No episodes yet. Create the first with New episode.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podcast episodes' })).not.toBeInTheDocument();
  });

  it('says why the episodes could not be read, and tries again', async () => {
    let answer = () => respond(403, { error: { code: 'forbidden', message: 'Only staff manage podcasts.' } });
    mockFetch({ 'GET /admin/podcasts': () => answer() });
    renderPage();
    expect(await screen.findByText('Failed to load the episodes. Only staff manage podcasts.')).toBeInTheDocument();
    answer = () => respond(200, { items: [published], total: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Morning briefing' })).toBeInTheDocument();
  });

  it('publishes a draft and unpublishes an episode from their rows, and deletes one after asking', async () => {
    let episodes = [published, draft];
    const fetchMock = mockFetch({
      'GET /admin/podcasts': episodesRoute(() => episodes),
      'POST /admin/podcasts/1/publish': () => {
        episodes = [published, { ...draft, status: 'published', published_at: '2026-11-26T12:00:00Z' }];
        return respond(200, episodes[1]);
      },
      'POST /admin/podcasts/3/unpublish': () => {
        episodes = [{ ...published, status: 'draft', published_at: null }, episodes[1] ?? draft];
        return respond(200, episodes[0]);
      },
      'DELETE /admin/podcasts/1': () => {
        episodes = episodes.filter((episode) => episode.id !== 1);
        return respond(204);
      },
    });
    renderPage();
    await screen.findByRole('region', { name: 'Podcast episodes' });

    fireEvent.click(within(rowOf('Interview draft')).getByRole('button', { name: /^Publish now/ }));
    await waitFor(() => {
      expect(within(rowOf('Interview draft')).getByText('published')).toBeInTheDocument();
    });
    expect(bodies(fetchMock, 'POST', '/admin/podcasts/1/publish')).toEqual([{}]);
    expect(toast).toHaveBeenCalledWith({ title: 'Episode published', description: '“Interview draft” is in the English feed.' });

    fireEvent.click(within(rowOf('Morning briefing')).getByRole('button', { name: /^Unpublish/ }));
    await waitFor(() => {
      expect(within(rowOf('Morning briefing')).getByText('draft')).toBeInTheDocument();
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Episode unpublished', description: '“Morning briefing” is a draft again, out of the English feed.' });

    fireEvent.click(within(rowOf('Interview draft')).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Interview draft”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls(fetchMock, 'DELETE', '/admin/podcasts/1')).toHaveLength(0);
    fireEvent.click(within(rowOf('Interview draft')).getByRole('button', { name: /^Delete/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Interview draft' })).not.toBeInTheDocument();
    });
    expect(calls(fetchMock, 'DELETE', '/admin/podcasts/1')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Episode deleted', description: 'Interview draft' });
  });
});

describe('a new episode', () => {
  it('uploads its audio with a real progress bar, then saves a draft with what the upload answered', async () => {
    const uploads = fakeUploads();
    const created = podcastEpisode(9, { ...podcastAudio(), title: 'Morning briefing', season: 1, episode: 3, language: 'ro' });
    const { routes } = episodeRoutes(created);
    const fetchMock = mockFetch({ ...routes, 'POST /admin/podcasts': () => respond(201, created) });
    renderPage('/admin/podcasts?new=1');

    const form = await screen.findByRole('form', { name: 'New episode' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    expect(within(form).getByText('Draft: not in the English feed.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Give the episode a title.');
    expect(within(form).getByText('Upload the episode’s audio, or give its address elsewhere.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/admin/podcasts')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: ' Morning briefing ' } });
    const description = await within(form).findByRole('textbox', { name: 'Description' });
    expect(description).toHaveAccessibleDescription(/^The show notes podcast apps show/);
    expect(within(form).queryByRole('button', { name: 'Embed a video or post' })).not.toBeInTheDocument();
    act(() => {
      write(description, '<p>The day’s news, in five minutes.</p>');
    });

    const input = within(form).getByLabelText('Choose an MP3 or M4A file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.mp3,.m4a,audio/mpeg,audio/mp4');
    expect(input).toHaveAccessibleDescription(/^MP3 or M4A, up to 300 MB\./);
    const file = fakeFile('morning.mp3', 'audio/mpeg');
    fireEvent.change(input, { target: { files: [file] } });
    const upload = uploads[0];
    if (!upload) throw new Error('nothing was uploaded');
    expect(upload.file).toBe(file);
    const live = form.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Uploading morning.mp3, 16 KB…');

    const bar = within(form).getByRole('progressbar', { name: 'Upload of morning.mp3' });
    expect(bar).toHaveAttribute('value', '0');
    upload.progress(0.5);
    expect(bar).toHaveAttribute('value', '50');
    expect(within(form).getByText('50%')).toBeInTheDocument();
    expect(live).toHaveTextContent('50% uploaded.');
    // Saving waits for the upload.
    expect(within(form).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    upload.progress(1);
    expect(within(form).getByText('100%')).toBeInTheDocument();
    expect(within(form).getByText('Reading the audio…')).toBeInTheDocument();
    await upload.finish(podcastAudio());

    expect(within(form).getByRole('progressbar', { name: 'Upload of morning.mp3' })).toHaveAttribute('value', '100');
    expect(within(form).getByText('Uploaded')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    expect(live).toHaveTextContent('morning.mp3 uploaded: 00:01 long, 16 KB.');
    expect(form.querySelector('#episode-audio-summary')).toHaveTextContent('KindMP3Length00:01Size16 KB');
    expect(within(form).getByText('00:01')).toHaveAttribute('datetime', 'PT1S');
    expect(within(form).queryByText('Upload the episode’s audio, or give its address elsewhere.')).not.toBeInTheDocument();
    expect(form.querySelector('audio')).toHaveAttribute('src', '/media/audio/5f1d2e3c4b5a69788796.mp3');
    expect(form.querySelector('audio')).toHaveAccessibleName('Listen');
    expect(within(form).getByLabelText('Replace the audio file')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'ro' } });
    fireEvent.change(within(form).getByLabelText('Season'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Episode'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('?episode=9');
    });
    expect(bodies(fetchMock, 'POST', '/admin/podcasts')).toEqual([
      {
        title: 'Morning briefing',
        description: '<p>The day’s news, in five minutes.</p>',
        audio_url: '/media/audio/5f1d2e3c4b5a69788796.mp3',
        audio_type: 'audio/mpeg',
        audio_bytes: 16_680,
        duration_seconds: 1,
        image_url: null,
        language: 'ro',
        season: 1,
        episode: 3,
        explicit: false,
        article_id: null,
        linked_episode_id: null,
      },
    ]);
    expect(toast).toHaveBeenCalledWith({ title: 'Draft saved', description: 'Morning briefing' });
    const edit = await screen.findByRole('form', { name: 'Edit “Morning briefing”' });
    expect(within(edit).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('link', { name: '← All episodes' })).toHaveAttribute('href', '/admin/podcasts');
  });

  it('shows the server’s reason when it refuses the file, says a file too large before sending it, and cancels an upload', async () => {
    const uploads = fakeUploads();
    mockFetch({});
    renderPage('/admin/podcasts?new=1');
    const form = await screen.findByRole('form', { name: 'New episode' });
    const input = within(form).getByLabelText('Choose an MP3 or M4A file');
    const live = form.querySelector('[aria-live="polite"]');

    fireEvent.change(input, { target: { files: [fakeFile('notes.mp3', 'audio/mpeg', 22)] } });
    await uploads[0]?.fail(new ApiError(415, 'unsupported_media_type', 'the audio must be an MP3 or M4A file.'));
    expect(within(form).getByText('The audio must be an MP3 or M4A file.')).toBeInTheDocument();
    expect(live).toHaveTextContent('notes.mp3 was not uploaded: The audio must be an MP3 or M4A file.');
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: [fakeFile('huge.mp3', 'audio/mpeg', 301 * 1024 * 1024)] } });
    expect(within(form).getByText('An episode’s audio may be at most 300 MB.')).toBeInTheDocument();
    expect(uploadAudio).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { files: [fakeFile('long.m4a', 'audio/mp4', 200 * 1024 * 1024)] } });
    const upload = uploads[1];
    upload?.progress(0.3);
    expect(within(form).getByText('30%')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel upload' }));
    expect(upload?.signal?.aborted).toBe(true);
    await waitFor(() => {
      expect(within(form).getByText('Upload cancelled.')).toBeInTheDocument();
    });
    expect(live).toHaveTextContent('The upload of long.m4a was cancelled.');
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();

    // A 413 from a proxy, without the API's words.
    fireEvent.change(input, { target: { files: [fakeFile('big.mp3', 'audio/mpeg', 1000)] } });
    await uploads[2]?.fail(new ApiError(413, 'http_413', 'Payload Too Large'));
    expect(within(form).getByText('An episode’s audio may be at most 300 MB.')).toBeInTheDocument();
  });

  it('links to audio elsewhere with its length typed, and puts the server’s refusal beside the field', async () => {
    let answer = () => respond(422, { error: { code: 'invalid_field', message: 'audio_url: the audio must be an upload or an http(s) address' } });
    const fetchMock = mockFetch({ 'POST /admin/podcasts': () => answer(), 'GET /admin/podcasts/11': () => respond(200, podcastEpisode(11)) });
    renderPage('/admin/podcasts?language=ro&new=1');
    const form = await screen.findByRole('form', { name: 'New episode' });
    expect(within(form).getByLabelText('Language')).toHaveValue('ro');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Ediția de seară' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Link to an address elsewhere' }));
    expect(within(form).queryByLabelText('Choose an MP3 or M4A file')).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Audio address'), { target: { value: 'cdn.example.org/seara.m4a' } });
    fireEvent.change(within(form).getByLabelText('Length (optional)'), { target: { value: '62' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByLabelText('Audio address')).toHaveFocus();
    expect(within(form).getByLabelText('Audio address')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Write the length as mm:ss or h:mm:ss, e.g. 42:05 or 1:02:03.')).toBeInTheDocument();
    expect(form.querySelector('audio')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Audio address'), { target: { value: 'https://cdn.example.org/seara.m4a' } });
    fireEvent.change(within(form).getByLabelText('Length (optional)'), { target: { value: '1:02:03' } });
    expect(form.querySelector('audio')).toHaveAttribute('src', 'https://cdn.example.org/seara.m4a');
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('The audio must be an upload or an http(s) address.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Audio address')).toHaveFocus();
    expect(within(form).getByLabelText('Audio address')).toHaveAccessibleDescription(/The audio must be an upload or an http\(s\) address\.$/);
    expect(bodies(fetchMock, 'POST', '/admin/podcasts')).toEqual([
      expect.objectContaining({ audio_url: 'https://cdn.example.org/seara.m4a', audio_type: 'audio/mp4', audio_bytes: null, duration_seconds: 3723, language: 'ro' }),
    ]);

    // A failure of the server is no refusal of a field: a toast says it.
    answer = () => respond(500, { error: { code: 'internal', message: 'boom' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Save draft' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'The episode could not be saved', description: 'Please try again.', variant: 'destructive' });
    });
    expect(screen.getByTestId('where')).toHaveTextContent('?language=ro&new=1');
  });

  it('is saved, then published, with Publish now', async () => {
    const uploads = fakeUploads();
    const created = podcastEpisode(12, { ...podcastAudio(), title: 'Breaking', season: null, episode: null });
    const { routes } = episodeRoutes(created);
    const fetchMock = mockFetch({ ...routes, 'POST /admin/podcasts': () => respond(201, created) });
    renderPage('/admin/podcasts?new=1');
    const form = await screen.findByRole('form', { name: 'New episode' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Breaking' } });
    fireEvent.change(within(form).getByLabelText('Choose an MP3 or M4A file'), { target: { files: [fakeFile('b.mp3', 'audio/mpeg')] } });
    await uploads[0]?.finish(podcastAudio());
    fireEvent.click(within(form).getByRole('button', { name: 'Publish now' }));

    const edit = await screen.findByRole('form', { name: 'Edit “Breaking”' });
    expect(calls(fetchMock, 'POST', '/admin/podcasts')).toHaveLength(1);
    expect(bodies(fetchMock, 'POST', '/admin/podcasts/12/publish')).toEqual([{}]);
    expect(within(edit).getByRole('status')).toHaveTextContent(`published Published ${formatDateTime('2026-11-26T12:00:00Z')}: in the English feed.`);
    expect(within(edit).queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: 'Episode published', description: '“Breaking” is in the English feed.' });
  });
});

describe('an episode’s form', () => {
  it('starts from the episode, saves the changes before publishing them, and unpublishes', async () => {
    const episode = podcastEpisode(5, {
      title: 'Weekly review',
      description: '<p>Our week.</p>',
      image_url: 'https://cdn.example.org/cover.jpg',
      season: 2,
      episode: 7,
      explicit: true,
      article_id: 42,
      linked_episode_id: 6,
    });
    const server = episodeRoutes(episode);
    const fetchMock = mockFetch(server.routes);
    renderPage('/admin/podcasts?episode=5');
    const form = await screen.findByRole('form', { name: 'Edit “Weekly review”' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Weekly review');
    expect(within(form).getByLabelText('Season')).toHaveValue('2');
    expect(within(form).getByLabelText('Episode')).toHaveValue('7');
    expect(within(form).getByLabelText('Explicit content')).toBeChecked();
    expect(within(form).getByLabelText('Cover image (optional)')).toHaveValue('https://cdn.example.org/cover.jpg');
    expect(within(form).getByRole('img', { name: 'The cover chosen' })).toHaveAttribute('src', 'https://cdn.example.org/cover.jpg');
    expect(within(form).getByLabelText('Article ID (optional)')).toHaveValue('42');
    expect(within(form).getByLabelText('Other language’s episode ID (optional)')).toHaveValue('6');
    expect(await within(form).findByRole('textbox', { name: 'Description' })).toHaveTextContent('Our week.');
    expect(form.querySelector('#episode-audio-summary')).toHaveTextContent('KindMP3Length42:05Size39 MB');
    expect(within(form).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Weekly review, week 48' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => {
      expect(within(form).getByRole('status')).toHaveTextContent('Published');
    });
    expect(bodies(fetchMock, 'PUT', '/admin/podcasts/5')).toEqual([
      {
        title: 'Weekly review, week 48',
        description: '<p>Our week.</p>',
        audio_url: episode.audio_url,
        audio_type: 'audio/mpeg',
        audio_bytes: 40_420_000,
        duration_seconds: 2525,
        image_url: 'https://cdn.example.org/cover.jpg',
        language: 'en',
        season: 2,
        episode: 7,
        explicit: true,
        article_id: 42,
        linked_episode_id: 6,
      },
    ]);
    expect(bodies(fetchMock, 'POST', '/admin/podcasts/5/publish')).toEqual([{}]);
    // The saved form is published without another save.
    expect(within(form).queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Unpublish (back to draft)' }));
    await waitFor(() => {
      expect(within(form).getByRole('status')).toHaveTextContent('Draft: not in the English feed.');
    });
    expect(calls(fetchMock, 'POST', '/admin/podcasts/5/unpublish')).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => {
      expect(calls(fetchMock, 'POST', '/admin/podcasts/5/publish')).toHaveLength(2);
    });
    expect(calls(fetchMock, 'PUT', '/admin/podcasts/5')).toHaveLength(1);
  });

  it('schedules for a time in the future, sent in UTC, and refuses a past one', async () => {
    const server = episodeRoutes(podcastEpisode(6, { title: 'Election night' }));
    const fetchMock = mockFetch(server.routes);
    renderPage('/admin/podcasts?episode=6');
    const form = await screen.findByRole('form', { name: 'Edit “Election night”' });
    const when = within(form).getByLabelText('Publish at');
    expect(when).toHaveAttribute('type', 'datetime-local');

    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(when).toHaveFocus();
    expect(when).toHaveAccessibleDescription(/Choose the date and time it goes live\.$/);
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(within(form).getByText('Choose a time in the future, or use Publish now.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/admin/podcasts/6/publish')).toHaveLength(0);

    fireEvent.change(when, { target: { value: '2999-03-01T09:30' } });
    expect(within(form).queryByText('Choose a time in the future, or use Publish now.')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    const at = new Date(2999, 2, 1, 9, 30).toISOString();
    await waitFor(() => {
      expect(within(form).getByRole('status')).toHaveTextContent(`scheduled Scheduled: joins the English feed ${formatDateTime(at)}, your time.`);
    });
    expect(bodies(fetchMock, 'POST', '/admin/podcasts/6/publish')).toEqual([{ published_at: at }]);
    expect(at).toMatch(/Z$/);
    expect(calls(fetchMock, 'PUT', '/admin/podcasts/6')).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith({ title: 'Episode scheduled', description: `“Election night” joins the English feed ${formatDateTime(at)}.` });
    expect(within(form).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Publish at')).toHaveValue('2999-03-01T09:30');
  });

  it('says why the server would not publish it', async () => {
    mockFetch({
      'GET /admin/podcasts/6': () => respond(200, podcastEpisode(6, { title: 'Election night' })),
      'POST /admin/podcasts/6/publish': () => respond(404, { error: { code: 'not_found', message: 'podcast episode 6 not found' } }),
    });
    renderPage('/admin/podcasts?episode=6');
    const form = await screen.findByRole('form', { name: 'Edit “Election night”' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'The episode could not be published', description: 'podcast episode 6 not found', variant: 'destructive' });
    });
    expect(within(form).getByRole('button', { name: 'Publish now' })).toBeEnabled();
    expect(within(form).getByRole('status')).toHaveTextContent('Draft');
  });

  it('takes the cover from the media library', async () => {
    const server = episodeRoutes(podcastEpisode(6, { title: 'Election night' }));
    mockFetch({ ...server.routes, 'GET /admin/media': () => respond(200, mediaPage([mediaItem(4, { original_name: 'studio.jpg' })])) });
    renderPage('/admin/podcasts?episode=6');
    const form = await screen.findByRole('form', { name: 'Edit “Election night”' });
    fireEvent.click(within(form).getByRole('button', { name: 'Choose from the media library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image' });
    fireEvent.click(await within(picker).findByRole('button', { name: /^Choose studio\.jpg/ }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Choose an image' })).not.toBeInTheDocument();
    });
    expect(within(form).getByLabelText('Cover image (optional)')).toHaveValue('/media/uploads/a0004f/1600.webp');
    expect(within(form).getByLabelText('Cover image (optional)')).toHaveFocus();
  });

  it('deletes the episode after asking, then shows the list', async () => {
    const server = episodeRoutes(podcastEpisode(6, { title: 'Election night', status: 'published', published_at: '2026-11-25T06:00:00Z' }));
    const fetchMock = mockFetch({ ...server.routes, 'GET /admin/podcasts': episodesRoute(() => []) });
    renderPage('/admin/podcasts?status=published&episode=6');
    const form = await screen.findByRole('form', { name: 'Edit “Election night”' });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Election night”?' });
    expect(dialog).toHaveTextContent('The episode leaves the feed and is deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(/^\?status=published$/);
    });
    expect(calls(fetchMock, 'DELETE', '/admin/podcasts/6')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Episode deleted', description: 'Election night' });
    expect(await screen.findByText('No episodes match these filters.')).toBeInTheDocument();
  });

  it('says when there is no such episode', async () => {
    mockFetch({});
    renderPage('/admin/podcasts?episode=77');
    expect(await screen.findByText('There is no such episode.')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiRun } from '../../features/ai-studio/api/types';
import { aiRun, aiStatus, eventStream, mockFetch, respond } from '../../features/ai-studio/testing/ai-studio-api';
import type { Handler } from '../../testing/api-mock';
import { summaryFixture } from '../../testing/fixtures';
import { toast } from '../../lib/toast';
import { renderInRouter } from '../../testing/render';
import { AiStudioPage } from './ai-studio';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Where() {
  const { search } = useLocation();
  return <p data-testid="where">{search}</p>;
}

function renderPage(path = '/admin/ai-studio') {
  return renderInRouter(
    <>
      <AiStudioPage />
      <Where />
    </>,
    { path },
  );
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The JSON bodies sent to `method path`, oldest first. */
function bodies(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(init.body as string) as unknown);
}

function calls(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => (init.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname === `/api/v1${path}`);
}

const NOTES = 'The city library opens a new reading room for children on Saturday, with 2,000 books and free workshops.';

/** The routes every view of the page reads. */
function baseRoutes(runs: AiRun[] = [], overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /admin/ai/status': () => respond(200, aiStatus()),
    'GET /admin/ai/runs': () => respond(200, { runs }),
    ...overrides,
  };
}

describe('without a provider', () => {
  it('says exactly what to configure and offers nothing to ask for', async () => {
    mockFetch(baseRoutes([], { 'GET /admin/ai/status': () => respond(200, aiStatus({ configured: false, model: null, base_url: null, tokens_used_today: 0 })) }));
    renderPage();

    const setup = await screen.findByRole('region', { name: 'No AI provider is configured' });
    expect(screen.getByRole('heading', { level: 1, name: 'AI Studio' })).toBeInTheDocument();
    for (const setting of ['NEWS_AI_BASE_URL', 'NEWS_AI_MODEL', 'NEWS_AI_API_KEY']) expect(within(setup).getByText(setting)).toBeInTheDocument();
    expect(setup).toHaveTextContent('https://api.openai.com/v1');
    expect(setup).toHaveTextContent('http://127.0.0.1:11434/v1 for Ollama');
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing was asked of AI Studio yet.')).toBeInTheDocument();
  });
});

describe('the provider and the budget', () => {
  it('shows the model, its address and today’s tokens as a meter', async () => {
    mockFetch(baseRoutes());
    renderPage();
    expect(await screen.findByText('test-model')).toBeInTheDocument();
    expect(screen.getByText('http://127.0.0.1:4012/v1')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Today’s token budget' });
    expect(meter).toHaveAttribute('aria-valuenow', '1250');
    expect(meter).toHaveAttribute('aria-valuemax', '500000');
    expect(meter).toHaveAttribute('aria-valuetext', '1,250 of 500,000 tokens used today');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('takes no request once the day’s budget is spent', async () => {
    mockFetch(baseRoutes([], { 'GET /admin/ai/status': () => respond(200, aiStatus({ tokens_used_today: 500_100 })) }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '500000');
    expect(screen.getAllByText(/budget is spent/).length).toBeGreaterThan(0);
  });
});

describe('drafting an article', () => {
  it('sends the notes, then shows the answer streaming in, the status read out, and the draft to open', async () => {
    const events = eventStream();
    const queued = aiRun(7, { status: 'queued', partial: '', article_id: null, model: null, prompt_tokens: 0, completion_tokens: 0, finished_at: null });
    let runs: AiRun[] = [];
    const fetchMock = mockFetch(
      baseRoutes([], {
        'GET /admin/ai/runs': () => respond(200, { runs }),
        'POST /admin/ai/runs': () => {
          runs = [queued];
          return respond(202, queued);
        },
        'GET /admin/ai/runs/7/events': () => events.response(),
      }),
    );
    renderPage();

    expect(await screen.findByRole('radio', { name: /^Draft an article/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: 'explanatory' } });
    const notes = screen.getByLabelText('Notes or source text');
    fireEvent.change(notes, { target: { value: NOTES } });
    expect(screen.getByText('104 / 20,000 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('?run=7');
    });
    expect(bodies(fetchMock, 'POST', '/admin/ai/runs')).toEqual([{ action: 'draft', language: 'en', tone: 'explanatory', text: NOTES }]);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Run #7 is waiting for the worker…');
    expect(screen.getByRole('heading', { level: 2, name: 'Draft an article' })).toHaveFocus();

    events.send({ ...queued, status: 'running', partial: '{"title": "Report: The city library opens a new rea' });
    expect(await screen.findByText('Report: The city library opens a new rea')).toBeInTheDocument();
    expect(status).toHaveTextContent('Run #7 is running: the provider’s answer is coming in…');
    events.send({ ...queued, status: 'running', partial: '{"title": "Report: The city library opens a new reading room", "excerpt": "Books", "content_html": "<p>2,000 books and <b>free' });
    expect(await screen.findByText('2,000 books and free')).toBeInTheDocument();
    // The status line said nothing new as the text grew.
    expect(status).toHaveTextContent('Run #7 is running: the provider’s answer is coming in…');
    expect(screen.queryByRole('link', { name: 'Open the draft in the editor' })).not.toBeInTheDocument();

    const done = aiRun(7, {
      partial: '{"title": "Report: The city library opens a new reading room", "excerpt": "Books", "content_html": "<p>2,000 books and <b>free</b> workshops.</p>"}',
      article_id: 41,
      prompt_tokens: 1200,
      completion_tokens: 340,
    });
    runs = [done];
    events.send(done);
    events.close();

    const open = await screen.findByRole('link', { name: 'Open the draft in the editor' });
    expect(open).toHaveAttribute('href', '/admin/edit/41');
    expect(status).toHaveTextContent('Run #7 succeeded: the draft is written.');
    expect(screen.getByText('2,000 books and free workshops.')).toBeInTheDocument();
    const facts = within(screen.getByRole('article', { name: 'Draft an article' }));
    expect(facts.getByText('1,540 tokens (1,200 prompt, 340 completion)')).toBeInTheDocument();
    expect(facts.getByText('test-model')).toBeInTheDocument();
    // The list shows it finished.
    const list = await screen.findByRole('region', { name: 'Recent runs' });
    await waitFor(() => {
      expect(within(list).getByText('succeeded')).toBeInTheDocument();
    });
    expect(within(list).getByText('1,540')).toBeInTheDocument();
    // The stream was enough: the run was never read by itself.
    expect(calls(fetchMock, 'GET', '/admin/ai/runs/7')).toHaveLength(0);
  });

  it('checks the notes first, and shows the server’s refusals at their field or as they are', async () => {
    let answer = () => respond(422, { error: { code: 'invalid_field', message: 'text: give 20 to 20000 characters of notes or source text' } });
    const fetchMock = mockFetch(baseRoutes([], { 'POST /admin/ai/runs': () => answer() }));
    renderPage();

    const notes = await screen.findByLabelText('Notes or source text');
    fireEvent.change(notes, { target: { value: 'Too short.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Give at least 20 characters of notes or source text.')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveFocus();
    expect(calls(fetchMock, 'POST', '/admin/ai/runs')).toHaveLength(0);

    fireEvent.change(notes, { target: { value: NOTES } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Give 20 to 20000 characters of notes or source text.')).toBeInTheDocument();

    const spent = 'Today’s AI token budget (500000 tokens) is spent; it renews at midnight UTC.';
    answer = () => respond(409, { error: { code: 'conflict', message: spent } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(spent)).toHaveAttribute('role', 'alert');
    expect(screen.getByTestId('where')).toHaveTextContent('');
  });
});

describe('suggestions', () => {
  it('finds the article by title words, asks for suggestions and offers each to copy', async () => {
    const events = eventStream();
    const result = { titles: ['The park opens: what we know', 'The park, explained'], excerpt: 'A short account of the park.', tags: ['analysis', 'local'], category: 'politics' };
    const queued = aiRun(9, { action: 'suggest', status: 'queued', source_article_id: 5, article_id: null, partial: '', result: null, finished_at: null });
    const fetchMock = mockFetch(
      baseRoutes([], {
        'GET /admin/articles': (url) =>
          respond(200, {
            items: url.searchParams.get('q') === 'park' ? [{ ...summaryFixture(), translation: null }] : [],
            total: 1,
            limit: 8,
            offset: 0,
          }),
        'POST /admin/ai/runs': () => respond(202, queued),
        'GET /admin/ai/runs/9/events': () => events.response(),
      }),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('radio', { name: /^Suggest titles, excerpt, tags and category/ }));
    expect(screen.queryByLabelText('Notes or source text')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Choose the article.')).toBeInTheDocument();

    const search = screen.getByLabelText('Article');
    fireEvent.change(search, { target: { value: 'park' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose: #5 “City Council Approves New Park”' }));
    expect(screen.getByRole('group', { name: 'Article' })).toHaveTextContent('#5 EN City Council Approves New Park');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('?run=9');
    });
    expect(bodies(fetchMock, 'POST', '/admin/ai/runs')).toEqual([{ action: 'suggest', article_id: 5 }]);
    events.send({ ...queued, status: 'succeeded', result: result as never, partial: JSON.stringify(result), model: 'test-model', finished_at: '2026-11-26T09:00:04Z' });
    events.close();

    expect(await screen.findByRole('heading', { name: 'Suggestions' })).toBeInTheDocument();
    expect(screen.getByText('The park opens: what we know')).toBeInTheDocument();
    expect(screen.getByText('analysis, local')).toBeInTheDocument();
    expect(screen.getByText('politics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open article #5 in the editor' })).toHaveAttribute('href', '/admin/edit/5');

    fireEvent.click(screen.getByRole('button', { name: 'Copy title 2' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'Copied', description: 'The park, explained' });
    });
    expect(writeText).toHaveBeenCalledWith('The park, explained');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the tags' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenLastCalledWith('analysis, local');
    });
  });

  it('will not translate an article that has a translation', async () => {
    mockFetch(baseRoutes([], { 'GET /admin/articles/5': () => respond(200, { ...summaryFixture(), linked_article_id: 6 }) }));
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /^Translate an article/ }));
    const search = screen.getByLabelText('Article');
    fireEvent.change(search, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('button', { name: 'Already translated: #5 “City Council Approves New Park”' })).toBeDisabled();
  });
});

describe('a run’s outcome', () => {
  it('says why a run failed', async () => {
    const failed = aiRun(12, { status: 'failed', article_id: null, partial: 'Sure! Here is your article.', error: 'The AI provider’s answer was not usable twice: not the JSON object asked for' });
    mockFetch(baseRoutes([failed], { 'GET /admin/ai/runs/12': () => respond(200, failed) }));
    renderPage('/admin/ai-studio?run=12');

    expect(await screen.findByRole('heading', { name: 'Why it failed' })).toBeInTheDocument();
    expect(screen.getByText('The AI provider’s answer was not usable twice: not the JSON object asked for')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Run #12 failed.');
    expect(screen.getByText('Sure! Here is your article.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the draft in the editor' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← New request' })).toHaveAttribute('href', '/admin/ai-studio');
  });

  it('shows the week’s summary as it will read, with its HTML to copy', async () => {
    const summary = aiRun(13, { action: 'summarize', article_id: null, result: { summary_html: '<p>Most read: <strong>The park</strong>.</p>' } as never });
    mockFetch(baseRoutes([summary], { 'GET /admin/ai/runs/13': () => respond(200, summary) }));
    renderPage('/admin/ai-studio?run=13');

    const region = await screen.findByRole('region', { name: 'The week’s summary' });
    expect(within(region).getByText('The park').tagName).toBe('STRONG');
    fireEvent.click(within(region).getByRole('button', { name: 'Copy HTML' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledWith('<p>Most read: <strong>The park</strong>.</p>');
    });
  });

  it('reads the run every second when its event stream fails', async () => {
    const running = aiRun(14, { status: 'running', partial: '{"title": "Rep', article_id: null, finished_at: null });
    let reads = 0;
    const fetchMock = mockFetch(
      baseRoutes([running], {
        'GET /admin/ai/runs/14/events': () => respond(502, { error: { code: 'bad_gateway', message: 'Bad gateway' } }),
        'GET /admin/ai/runs/14': () => {
          reads++;
          return respond(200, reads < 2 ? running : aiRun(14));
        },
      }),
    );
    renderPage('/admin/ai-studio?run=14');

    expect(await screen.findByText('The live stream was interrupted: the run is read again every second.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the draft in the editor' }, { timeout: 3000 })).toHaveAttribute('href', '/admin/edit/41');
    expect(calls(fetchMock, 'GET', '/admin/ai/runs/14/events')).toHaveLength(1);
    expect(reads).toBe(2);
  });

  it('lists the recent runs, each opening its run', async () => {
    const runs = [
      aiRun(3, { action: 'translate', source_article_id: 5, language: 'ro', requested_by: 'mihai@example.org' }),
      aiRun(2, { action: 'suggest', source_article_id: 5, article_id: null, status: 'failed', error: 'boom' }),
      aiRun(1, { action: 'summarize', article_id: null, prompt_tokens: 0, completion_tokens: 0, status: 'queued' }),
    ];
    mockFetch(baseRoutes(runs, { 'GET /admin/ai/runs/3/events': () => respond(404, { error: { code: 'not_found', message: 'no' } }) }));
    renderPage();

    const list = await screen.findByRole('region', { name: 'Recent runs' });
    expect(within(list).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Run', 'Action', 'Status', 'Asked by', 'When', 'Tokens']);
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Translation#5 → Romanian');
    expect(rows[0]).toHaveTextContent('mihai@example.org');
    expect(rows[0]).toHaveTextContent('200');
    expect(rows[1]).toHaveTextContent('failed');
    expect(within(list).getByText('failed')).toHaveClass('admin-badge--bad');
    expect(rows[2]).toHaveTextContent('—');

    fireEvent.click(within(list).getByRole('link', { name: 'Open run #3: Translation' }));
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('?run=3');
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Translate an article' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the draft in the editor' })).toHaveAttribute('href', '/admin/edit/41');
    expect(within(list).getByRole('link', { name: 'Open run #3: Translation' })).toHaveAttribute('aria-current', 'true');
  });
});

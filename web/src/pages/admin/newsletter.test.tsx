import type { TiptapEditorHTMLElement } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaign, mockFetch, polyfillDialog, respond, subscriber, subscriberRoute } from '../../features/newsletter-admin/testing/newsletter-api';
import { formatDateTime } from '../../components/admin/format';
import { setAccessTokenSource } from '../../lib/api-client';
import type { Campaign } from '../../lib/api/types';
import { saveFile } from '../../lib/save-file';
import { toast } from '../../lib/toast';
import { renderInRouter } from '../../testing/render';
import { NewsletterPage } from './newsletter';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

beforeAll(polyfillDialog);

afterEach(() => {
  setAccessTokenSource(() => null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Where() {
  const { search } = useLocation();
  return <p data-testid="where">{search}</p>;
}

function renderPage(path = '/admin/newsletter') {
  return renderInRouter(
    <>
      <NewsletterPage />
      <Where />
    </>,
    { path },
  );
}

/** The query of each GET to `path` so far. */
function queries(fetchMock: ReturnType<typeof mockFetch>, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** Writes `html` into a TipTap editing area, as typing would: jsdom has no text input for contenteditable. */
function write(area: HTMLElement, html: string) {
  const { editor } = area as TiptapEditorHTMLElement;
  if (!editor) throw new Error('not a rich-text editing area');
  editor.commands.insertContent(html);
}

/** The JSON body of the last `method` request to `path`. */
function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.filter(([url, init]) => init.method === method && url.endsWith(`/api/v1${path}`)).at(-1);
  return call ? JSON.parse(call[1].body as string) : undefined;
}

const people = [
  subscriber(4, { email: 'ana@example.org', language: 'ro' }),
  subscriber(3, { email: 'ben@example.org', status: 'pending', confirmed_at: null }),
  subscriber(2, { email: 'anabel@example.org', status: 'unsubscribed', unsubscribed_at: '2026-03-07T08:00:00Z' }),
  subscriber(1, { email: 'cara@example.org', status: 'bouncing', bounces: 3 }),
];

describe('the newsletter subscribers', () => {
  it('lists the subscribers of a status page by page, with the count of each status', async () => {
    const fetchMock = mockFetch({ 'GET /admin/newsletter/subscribers': subscriberRoute(people) });
    renderPage();

    const table = await screen.findByRole('region', { name: 'Subscribers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const ana = within(table).getByText('ana@example.org').closest('tr');
    expect(ana).toHaveTextContent('Romanian');
    expect(ana).toHaveTextContent('confirmed');
    expect(within(table).getByText('anabel@example.org').closest('tr')).toHaveTextContent('unsubscribedsince 7 Mar 2026');
    expect(screen.getByText('4 subscribers')).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'Subscribers by status' });
    expect(within(counts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4 in all',
      '1 confirmed',
      '1 pending',
      '1 unsubscribed',
      '1 bouncing',
    ]);
    expect(queries(fetchMock, '/admin/newsletter/subscribers')[0]).toEqual({ limit: '50', offset: '0' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    expect(await screen.findByText('1 pending subscriber')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?status=pending');
    expect(screen.queryByText('ana@example.org')).not.toBeInTheDocument();
    expect(queries(fetchMock, '/admin/newsletter/subscribers')).toContainEqual({ status: 'pending', limit: '50', offset: '0' });
  });

  it('asks the server for the address and language in the page’s address, and pages what it answers', async () => {
    const many = Array.from({ length: 1200 }, (_, index) => subscriber(2000 - index, { email: `user${String(index)}@example.org`, language: index % 2 ? 'ro' : 'en' }));
    const fetchMock = mockFetch({ 'GET /admin/newsletter/subscribers': subscriberRoute([...people, ...many]) });
    renderPage('/admin/newsletter?language=ro&q=USER11');

    expect(await screen.findByText('56 Romanian subscribers match “USER11”')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('USER11');
    expect(screen.getByLabelText('Language')).toHaveValue('ro');
    expect(screen.getByText('user11@example.org')).toBeInTheDocument();
    expect(screen.queryByText('user110@example.org')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // One request for the page: the server filters, nothing is read to filter here.
    expect(queries(fetchMock, '/admin/newsletter/subscribers').filter((query) => query.limit !== '1')).toEqual([
      { language: 'ro', q: 'USER11', limit: '50', offset: '0' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?language=ro&q=USER11&page=2');
    expect(queries(fetchMock, '/admin/newsletter/subscribers')).toContainEqual({ language: 'ro', q: 'USER11', limit: '50', offset: '50' });

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No subscribers match these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?language=ro&q=nobody');
    expect(queries(fetchMock, '/admin/newsletter/subscribers')).toContainEqual({ language: 'ro', q: 'nobody', limit: '50', offset: '0' });
  });

  it('searches as typing pauses, with one request for what was typed', async () => {
    const fetchMock = mockFetch({ 'GET /admin/newsletter/subscribers': subscriberRoute(people) });
    renderPage('/admin/newsletter?status=confirmed');
    await screen.findByText('1 confirmed subscriber');

    const address = screen.getByLabelText('Address');
    for (const typed of ['a', 'an', 'ana', 'ana@ ']) fireEvent.change(address, { target: { value: typed } });
    // Nothing is asked while the typing goes on.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?status=confirmed$/);
    expect(queries(fetchMock, '/admin/newsletter/subscribers').some((query) => 'q' in query)).toBe(false);

    expect(await screen.findByText('1 confirmed subscriber matches “ana@”')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?status=confirmed&q=ana%40');
    expect(queries(fetchMock, '/admin/newsletter/subscribers').filter((query) => 'q' in query)).toEqual([
      { status: 'confirmed', q: 'ana@', limit: '50', offset: '0' },
    ]);

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
    expect(await screen.findByText('No subscribers match these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?status=confirmed&language=en&q=ana%40');
  });

  it('exports the server’s CSV of the subscribers the filters match, fetched with the admin’s token', async () => {
    const csv = 'email,language,status,created_at,confirmed_at,unsubscribed_at,bounces\r\nben@example.org,en,pending,2026-03-05T09:15:00+00:00,,,0\r\n';
    const fetchMock = mockFetch({
      'GET /admin/newsletter/subscribers': (url, init) =>
        url.searchParams.get('format') === 'csv'
          ? new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="subscribers.csv"' } })
          : subscriberRoute(people)(url, init),
    });
    setAccessTokenSource(() => 'token-1');
    renderPage('/admin/newsletter?status=pending&language=en&q=ben');
    await screen.findByText('1 pending English subscriber matches “ben”');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(saveFile).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('subscribers.csv');
    expect(await blob?.text()).toBe(csv);
    expect(queries(fetchMock, '/admin/newsletter/subscribers')).toContainEqual({ format: 'csv', status: 'pending', language: 'en', q: 'ben' });
    const exportCall = fetchMock.mock.calls.find(([url]) => url.includes('format=csv'));
    expect(exportCall?.[1].headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(toast).toHaveBeenCalledWith({ title: 'Subscribers exported', description: 'Every pending English subscriber whose address holds “ben”, in subscribers.csv.' });
  });

  it('says why the export failed, in the server’s words', async () => {
    mockFetch({
      'GET /admin/newsletter/subscribers': (url, init) =>
        url.searchParams.get('format') === 'csv'
          ? respond(403, { error: { code: 'forbidden', message: 'Only staff can read subscribers.' } })
          : subscriberRoute(people)(url, init),
    });
    renderPage();
    await screen.findByText('4 subscribers');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'The export failed', description: 'Only staff can read subscribers.', variant: 'destructive' });
    });
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('the newsletter campaigns', () => {
  it('lists the campaigns with their progress, and reads them again every 2 s while one is sending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let sending = campaign(2, { subject: 'Weekly picks', language: 'ro', kind: 'digest', status: 'sending', scheduled_at: '2026-03-06T08:00:00Z', started_at: '2026-03-06T08:00:05Z', progress: { recipients: 200, sent: 50, failed: 2, pending: 148 } });
    const sent = campaign(1, { status: 'sent', started_at: '2026-03-01T08:00:00Z', finished_at: '2026-03-01T08:02:00Z', progress: { recipients: 10, sent: 10, failed: 0, pending: 0 } });
    const fetchMock = mockFetch({ 'GET /admin/newsletter/campaigns': () => respond(200, { items: [sending, sent, campaign(3, { subject: 'Draft one' })] }) });
    renderPage('/admin/newsletter?tab=campaigns');

    const table = await screen.findByRole('region', { name: 'Campaigns' });
    const row = within(table).getByRole('link', { name: 'Weekly picks' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Romanian · weekly digest');
    expect(row).toHaveTextContent('sending');
    expect(row).toHaveTextContent('50 of 200 sent, 2 failed, 148 waiting (26%)');
    expect(within(row).getByRole('progressbar', { name: 'Delivery of “Weekly picks”' })).toHaveAttribute('value', '26');
    expect(within(table).getByRole('link', { name: 'Campaign 1' }).closest('tr')).toHaveTextContent('10 of 10 sent');
    expect(within(table).getAllByRole('progressbar')).toHaveLength(1);
    expect(within(table).getByRole('link', { name: 'Draft one' })).toHaveAttribute('href', '/admin/newsletter?tab=campaigns&campaign=3');
    expect(screen.getByRole('status')).toHaveTextContent('A campaign is being sent');

    sending = { ...sending, status: 'sent', finished_at: '2026-03-06T08:10:00Z', progress: { recipients: 200, sent: 198, failed: 2, pending: 0 } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(await within(table).findByText('198 of 200 sent, 2 failed')).toBeInTheDocument();
    expect(queries(fetchMock, '/admin/newsletter/campaigns')).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(queries(fetchMock, '/admin/newsletter/campaigns')).toHaveLength(2);
  });

  it('writes a draft in the rich-text editor, shown in a sandboxed preview, then sends it after saying to how many', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let current: Campaign = campaign(7, { subject: 'March news', language: 'ro' });
    const fetchMock = mockFetch({
      'GET /admin/newsletter/campaigns': () => respond(200, { items: [current] }),
      'POST /admin/newsletter/campaigns': () => respond(201, current),
      'GET /admin/newsletter/campaigns/7': () => respond(200, current),
      'POST /admin/newsletter/campaigns/7/test': () => respond(204),
      'POST /admin/newsletter/campaigns/7/send': () => {
        current = { ...current, status: 'scheduled', scheduled_at: new Date(Date.now() - 1000).toISOString() };
        return respond(202, current);
      },
      'GET /admin/newsletter/subscribers': subscriberRoute(people),
    });
    renderPage('/admin/newsletter?tab=campaigns');
    await screen.findByRole('region', { name: 'Campaigns' });
    fireEvent.click(screen.getByRole('link', { name: 'New campaign' }));

    const form = await screen.findByRole('form', { name: 'New campaign' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Subject')).toHaveAccessibleDescription('Give the campaign a subject.');
    expect(within(form).getByText('Write the body, or choose the weekly digest.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveFocus();

    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: ' March news ' } });
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'ro' } });
    const body = await within(form).findByRole('textbox', { name: 'Body' });
    expect(body).toHaveAttribute('contenteditable', 'true');
    expect(body).toHaveAccessibleDescription(/^Headings, lists, quotes, links and images\./);
    expect(within(form).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Embed a video or post' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(body).toHaveFocus();
    expect(body).toHaveAccessibleDescription(/Write the body, or choose the weekly digest\.$/);

    act(() => {
      write(body, '<h2>Hello</h2><p>Read </p>');
    });
    expect(within(form).queryByText('Write the body, or choose the weekly digest.')).not.toBeInTheDocument();
    // The toolbar's dialogs have forms of their own: adding a link does not save the campaign.
    fireEvent.click(within(form).getByRole('button', { name: 'Link' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Add a link' });
    fireEvent.change(within(linkDialog).getByLabelText('Link address'), { target: { value: 'https://news.example/ro' } });
    fireEvent.change(within(linkDialog).getByLabelText('Text to show'), { target: { value: 'this' } });
    fireEvent.click(within(linkDialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add a link' })).not.toBeInTheDocument();
    });
    expect(sentBody(fetchMock, 'POST', '/admin/newsletter/campaigns')).toBeUndefined();
    const preview = within(form).getByTitle('Preview of the mail');
    expect(preview).toHaveAttribute('sandbox', '');
    const html = '<h2>Hello</h2><p>Read <a href="https://news.example/ro">this</a></p>';
    await waitFor(() => {
      expect(preview.getAttribute('srcdoc')).toContain(`<body>${html}</body>`);
    });
    expect(preview.getAttribute('srcdoc')).toContain('<html lang="ro">');
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'March news' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/admin/newsletter/campaigns')).toEqual({ subject: 'March news', language: 'ro', html });
    expect(toast).toHaveBeenCalledWith({ title: 'Draft saved', description: 'March news' });
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=campaigns&campaign=7');
    expect(screen.getByRole('status')).toHaveTextContent('Draft: not sent yet.');
    fireEvent.change(screen.getByLabelText('Send a test to'), { target: { value: ' editor@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'Test sent', description: 'To editor@example.org, with “[Test]” before the subject.' });
    });
    expect(sentBody(fetchMock, 'POST', '/admin/newsletter/campaigns/7/test')).toEqual({ email: 'editor@example.org' });

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send “March news” now?' });
    expect(dialog).toHaveTextContent('It goes to 1 confirmed Romanian subscriber. This cannot be undone.');
    expect(queries(fetchMock, '/admin/newsletter/subscribers')).toEqual([{ status: 'confirmed', language: 'ro', limit: '1', offset: '0' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Starting to send…');
    });
    expect(sentBody(fetchMock, 'POST', '/admin/newsletter/campaigns/7/send')).toEqual({});
    expect(toast).toHaveBeenCalledWith({ title: 'Sending started', description: 'March news' });
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();

    current = { ...current, status: 'sending', started_at: new Date().toISOString(), progress: { recipients: 4, sent: 1, failed: 0, pending: 3 } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText('Sending: 1 of 4 sent, 3 waiting (25%).')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute('value', '25');

    current = { ...current, status: 'sent', finished_at: new Date().toISOString(), progress: { recipients: 4, sent: 3, failed: 1, pending: 0 } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText('Sent: 3 of 4 sent, 1 failed.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s reason beside the content when a digest cannot be written', async () => {
    mockFetch({
      'GET /admin/newsletter/campaigns': () => respond(200, { items: [] }),
      'POST /admin/newsletter/campaigns': () =>
        respond(422, { error: { code: 'invalid_field', message: 'digest: no ro article was published or read in the last 7 days' } }),
    });
    renderPage('/admin/newsletter?tab=campaigns&new=1');
    const form = await screen.findByRole('form', { name: 'New campaign' });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'This week' } });
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'ro' } });
    await within(form).findByRole('textbox', { name: 'Body' });
    fireEvent.click(within(form).getByLabelText('The weekly digest: the week’s most read articles'));
    expect(within(form).queryByRole('textbox', { name: 'Body' })).not.toBeInTheDocument();
    expect(within(form).getByText(/the most read Romanian articles of the last seven days/)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('No ro article was published or read in the last 7 days.');
    expect(within(form).getByRole('group', { name: 'Content' })).toHaveAccessibleDescription('No ro article was published or read in the last 7 days.');
    expect(toast).not.toHaveBeenCalled();
  });

  it('schedules a draft for a time in the future, and refuses one in the past', async () => {
    let current = campaign(9, { subject: 'Later', language: 'ro' });
    const fetchMock = mockFetch({
      'GET /admin/newsletter/campaigns/9': () => respond(200, current),
      'POST /admin/newsletter/campaigns/9/send': (_, init) => {
        current = { ...current, status: 'scheduled', scheduled_at: (JSON.parse(init.body as string) as { at: string }).at };
        return respond(202, current);
      },
      'GET /admin/newsletter/subscribers': subscriberRoute(people),
    });
    renderPage('/admin/newsletter?tab=campaigns&campaign=9');
    await screen.findByRole('heading', { level: 2, name: 'Later' });

    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a time in the future, or send it now.');
    expect(screen.getByLabelText('Send at')).toHaveAttribute('aria-invalid', 'true');

    const when = new Date(Date.now() + 86_400_000);
    const local = `${String(when.getFullYear())}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T09:30`;
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: local } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “Later”?' });
    expect(dialog).toHaveTextContent('it goes to 1 confirmed Romanian subscriber (counted again when it starts)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Scheduled for');
    });
    expect(sentBody(fetchMock, 'POST', '/admin/newsletter/campaigns/9/send')).toEqual({ at: new Date(local).toISOString() });
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('says why the server would not send a campaign', async () => {
    mockFetch({
      'GET /admin/newsletter/campaigns/5': () => respond(200, campaign(5)),
      'POST /admin/newsletter/campaigns/5/send': () => respond(409, { error: { code: 'conflict', message: 'campaign 5 is sending; only a draft can be sent' } }),
      'GET /admin/newsletter/subscribers': () => respond(500, { error: { code: 'internal', message: 'oops' } }),
    });
    renderPage('/admin/newsletter?tab=campaigns&campaign=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It goes to every confirmed English subscriber.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({
        title: 'The campaign could not be sent',
        description: 'campaign 5 is sending; only a draft can be sent',
        variant: 'destructive',
      });
    });
  });

  it('unschedules a scheduled campaign after asking: it is a draft again', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    let current = campaign(9, { subject: 'Later', status: 'scheduled', scheduled_at: at });
    const fetchMock = mockFetch({
      'GET /admin/newsletter/campaigns/9': () => respond(200, current),
      'GET /admin/newsletter/campaigns': () => respond(200, { items: [current] }),
      'POST /admin/newsletter/campaigns/9/cancel': () => {
        current = { ...current, status: 'draft', scheduled_at: null };
        return respond(200, current);
      },
      'GET /admin/newsletter/subscribers': subscriberRoute(people),
    });
    renderPage('/admin/newsletter?tab=campaigns&campaign=9');
    expect(await screen.findByRole('status')).toHaveTextContent('Scheduled for');
    expect(screen.queryByRole('button', { name: 'Stop sending' })).not.toBeInTheDocument();

    // Asked first: Cancel leaves it scheduled.
    fireEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unschedule “Later”?' })).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unschedule “Later”?' });
    expect(dialog).toHaveTextContent(`It goes back to the drafts and is not sent at ${formatDateTime(at)}. It can be scheduled or sent again.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unschedule' }));

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Draft: not sent yet.');
    });
    const cancel = fetchMock.mock.calls.find(([url, init]) => init.method === 'POST' && url.endsWith('/api/v1/admin/newsletter/campaigns/9/cancel'));
    expect(cancel?.[1].body).toBeUndefined();
    expect(toast).toHaveBeenCalledWith({ title: 'Campaign unscheduled', description: 'Later' });
    expect(screen.getByRole('button', { name: 'Send now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unschedule' })).not.toBeInTheDocument();
  });

  it('stops a campaign being sent from its row, after asking, and shows it cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let sending = campaign(2, { subject: 'Weekly picks', status: 'sending', started_at: '2026-03-06T08:00:05Z', progress: { recipients: 200, sent: 50, failed: 2, pending: 148 } });
    const sent = campaign(1, { status: 'sent', finished_at: '2026-03-01T08:02:00Z', progress: { recipients: 10, sent: 10, failed: 0, pending: 0 } });
    const fetchMock = mockFetch({
      'GET /admin/newsletter/campaigns': () => respond(200, { items: [sending, sent, campaign(3, { subject: 'Draft one' })] }),
      'POST /admin/newsletter/campaigns/2/cancel': () => {
        sending = { ...sending, status: 'cancelled', finished_at: '2026-03-06T08:05:00Z', progress: { recipients: 200, sent: 51, failed: 2, pending: 0 } };
        return respond(200, sending);
      },
    });
    renderPage('/admin/newsletter?tab=campaigns');

    const table = await screen.findByRole('region', { name: 'Campaigns' });
    expect(within(table).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Stop sending “Weekly picks”']);
    fireEvent.click(within(table).getByRole('button', { name: 'Stop sending “Weekly picks”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sending “Weekly picks”?' });
    expect(dialog).toHaveTextContent('50 of 200 mails have gone out. The 148 still waiting are dropped and the campaign is cancelled. This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sending' }));

    const row = within(table).getByRole('link', { name: 'Weekly picks' }).closest('tr');
    if (!row) throw new Error('no row');
    await waitFor(() => {
      expect(within(row).getByText('cancelled')).toHaveClass('admin-badge--bad');
    });
    expect(row).toHaveTextContent('51 of 200 sent, 2 failed');
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: 'Sending stopped', description: 'Weekly picks: 51 of 200 sent, 2 failed.' });
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(1);

    // Nothing moves any more: the list is not read again.
    const reads = queries(fetchMock, '/admin/newsletter/campaigns').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(queries(fetchMock, '/admin/newsletter/campaigns')).toHaveLength(reads);
  });

  it('says a stopped campaign is cancelled, and why the server would not stop one', async () => {
    let current = campaign(4, { subject: 'Almost done', status: 'sending', started_at: '2026-03-06T08:00:05Z', progress: { recipients: 3, sent: 2, failed: 0, pending: 1 } });
    mockFetch({
      'GET /admin/newsletter/campaigns/4': () => respond(200, current),
      'POST /admin/newsletter/campaigns/4/cancel': () => {
        current = { ...current, status: 'sent', finished_at: '2026-03-06T08:01:00Z', progress: { recipients: 3, sent: 3, failed: 0, pending: 0 } };
        return respond(409, { error: { code: 'conflict', message: 'campaign 4 is sent; only a scheduled or sending campaign can be stopped' } });
      },
    });
    renderPage('/admin/newsletter?tab=campaigns&campaign=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sending' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop sending' }));

    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({
        title: 'Sending could not be stopped',
        description: 'campaign 4 is sent; only a scheduled or sending campaign can be stopped',
        variant: 'destructive',
      });
    });
    // Read again: it had finished meanwhile.
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Sent: 3 of 3 sent.');
    });
    expect(screen.queryByRole('button', { name: 'Stop sending' })).not.toBeInTheDocument();
  });

  it('says how far a cancelled campaign got', async () => {
    mockFetch({
      'GET /admin/newsletter/campaigns/6': () =>
        respond(200, campaign(6, { status: 'cancelled', started_at: '2026-03-06T08:00:05Z', finished_at: '2026-03-06T08:05:00Z', progress: { recipients: 200, sent: 51, failed: 2, pending: 0 } })),
    });
    renderPage('/admin/newsletter?tab=campaigns&campaign=6');
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelled: 51 of 200 sent, 2 failed before sending was stopped.');
    const detail = screen.getByRole('article', { name: 'Campaign 6' });
    expect(within(detail).getByText('cancelled')).toHaveClass('admin-badge', 'admin-badge--bad');
    expect(within(detail).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a campaign does not exist', async () => {
    mockFetch({});
    renderPage('/admin/newsletter?tab=campaigns&campaign=404');
    expect(await screen.findByText('There is no such campaign.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All campaigns' })).toHaveAttribute('href', '/admin/newsletter?tab=campaigns');
  });
});

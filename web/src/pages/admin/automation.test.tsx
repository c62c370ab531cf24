import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../components/admin/format';
import type { AutomationRule, AutomationRun } from '../../features/automation/api/types';
import {
  automationRule,
  automationRun,
  defaultRules,
  mockFetch,
  polyfillDialog,
  respond,
  schedulePreview,
} from '../../features/automation/testing/automation-api';
import type { Handler } from '../../testing/api-mock';
import type { CategoryMenuItem } from '../../lib/api/types';
import { toast } from '../../lib/toast';
import { renderInRouter } from '../../testing/render';
import { AutomationPage } from './automation';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

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

function renderPage(path = '/admin/automation') {
  return renderInRouter(
    <>
      <AutomationPage />
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
  return calls(fetchMock, method, path).map(([, init]) => JSON.parse(init.body as string) as unknown);
}

const categories: CategoryMenuItem[] = [
  { category: 'news', name: 'News', path: '/en/category/news', slug: 'news', subcategories: [] },
  { category: 'politics', name: 'Politics', path: '/en/category/politics', slug: 'politics', subcategories: [] },
];

/** The preview endpoint as the server answers it: in words for the shapes it knows, else a 422 naming the schedule. */
const previewRoute: Handler = (_url, init) => {
  const { schedule, time_zone } = JSON.parse(init.body as string) as { schedule: string; time_zone: string };
  const zone = time_zone === 'UTC' ? 'UTC' : `${time_zone.split('/').at(-1)?.replace('_', ' ') ?? ''} time`;
  const words: Record<string, string> = {
    '* * * * *': 'every minute',
    '*/10 * * * *': 'every 10 minutes',
    '0 3 * * *': `every day at 03:00 ${zone}`,
    '0 6 * * *': `every day at 06:00 ${zone}`,
    '0 8 * * 1': `every Monday at 08:00 ${zone}`,
  };
  const description = words[schedule];
  if (description) return respond(200, schedulePreview(description));
  return respond(422, {
    error: { code: 'invalid_field', message: 'schedule: a schedule has five fields (minute hour day month weekday), or six with seconds first' },
  });
};

/** The row of the rule named `name`. */
function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('the rule list', () => {
  it('shows each rule: its action in words, its schedule, next run, switch and last run', async () => {
    const rules = defaultRules();
    mockFetch({ 'GET /admin/automation': () => respond(200, { rules }) });
    renderPage();

    const table = await screen.findByRole('region', { name: 'Automation rules' });
    expect(screen.getByRole('heading', { level: 1, name: 'Automation' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Action',
      'Schedule',
      'Next run',
      'Enabled',
      'Last run',
      'Actions',
    ]);

    const publish = rowOf('Publish scheduled content');
    expect(publish).toHaveTextContent('every minute* * * * * · Europe/Bucharest');
    expect(publish).toHaveTextContent(formatDateTime('2999-01-01T00:00:00Z'));
    expect(within(publish).getByRole('switch', { name: 'Enabled: Publish scheduled content' })).toBeChecked();
    expect(within(publish).getByText('succeeded')).toHaveClass('admin-badge--good');
    expect(publish).toHaveTextContent(formatDateTime('2026-11-26T04:00:01.4Z'));

    const trending = rowOf('Recompute trending');
    expect(trending).toHaveTextContent('Recompute trending');
    expect(within(trending).getByText('failed')).toHaveClass('admin-badge--bad');

    const backup = rowOf('Daily backup');
    expect(backup).toHaveTextContent('Back up the siteStandard');
    expect(backup).toHaveTextContent('every day at 03:00 Bucharest time');
    expect(backup).toHaveTextContent('—disabled');
    expect(backup).toHaveTextContent('never run');
    expect(within(backup).getByRole('switch', { name: 'Enabled: Daily backup' })).not.toBeChecked();
    expect(within(backup).getByRole('link', { name: 'Edit “Daily backup”' })).toHaveAttribute('href', '/admin/automation?rule=3&edit=1');
    expect(screen.getByRole('link', { name: 'Daily backup' })).toHaveAttribute('href', '/admin/automation?rule=3');
    expect(screen.getByRole('link', { name: 'New rule' })).toHaveAttribute('href', '/admin/automation?new=1');
  });

  it('says when there are no rules', async () => {
    mockFetch({ 'GET /admin/automation': () => respond(200, { rules: [] }) });
    renderPage();
    expect(await screen.findByText('No automation rules yet. Create the first with New rule.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Automation rules' })).not.toBeInTheDocument();
  });

  it('says why the rules could not be read, and tries again', async () => {
    let answer = () => respond(403, { error: { code: 'forbidden', message: 'Only admins manage automation.' } });
    mockFetch({ 'GET /admin/automation': () => answer() });
    renderPage();
    expect(await screen.findByText('Failed to load the rules. Only admins manage automation.')).toBeInTheDocument();
    answer = () => respond(200, { rules: defaultRules() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Daily backup' })).toBeInTheDocument();
  });

  it('switches a rule off and on with its switch', async () => {
    const rules = defaultRules();
    const fetchMock = mockFetch({
      'GET /admin/automation': () => respond(200, { rules }),
      'POST /admin/automation/1/disable': () => respond(200, { ...rules[0], enabled: false, next_run_at: null }),
      'POST /admin/automation/3/enable': () => respond(200, { ...rules[2], enabled: true, next_run_at: '2999-01-02T01:00:00Z' }),
    });
    renderPage();
    await screen.findByRole('region', { name: 'Automation rules' });

    fireEvent.click(within(rowOf('Publish scheduled content')).getByRole('switch'));
    await waitFor(() => {
      expect(within(rowOf('Publish scheduled content')).getByRole('switch')).not.toBeChecked();
    });
    expect(rowOf('Publish scheduled content')).toHaveTextContent('—disabled');
    expect(toast).toHaveBeenCalledWith({ title: 'Rule disabled', description: '“Publish scheduled content” no longer runs on its schedule.' });

    fireEvent.click(within(rowOf('Daily backup')).getByRole('switch'));
    await waitFor(() => {
      expect(within(rowOf('Daily backup')).getByRole('switch')).toBeChecked();
    });
    expect(rowOf('Daily backup')).toHaveTextContent(formatDateTime('2999-01-02T01:00:00Z'));
    expect(calls(fetchMock, 'POST', '/admin/automation/1/disable')).toHaveLength(1);
    expect(calls(fetchMock, 'POST', '/admin/automation/3/enable')).toHaveLength(1);
  });

  it('deletes a rule after asking', async () => {
    let rules = defaultRules();
    const fetchMock = mockFetch({
      'GET /admin/automation': () => respond(200, { rules }),
      'DELETE /admin/automation/2': () => {
        rules = rules.filter((rule) => rule.id !== 2);
        return respond(204);
      },
    });
    renderPage();
    await screen.findByRole('region', { name: 'Automation rules' });

    fireEvent.click(within(rowOf('Recompute trending')).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Recompute trending”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls(fetchMock, 'DELETE', '/admin/automation/2')).toHaveLength(0);

    fireEvent.click(within(rowOf('Recompute trending')).getByRole('button', { name: /^Delete/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Recompute trending' })).not.toBeInTheDocument();
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Rule deleted', description: 'Recompute trending' });
    expect(calls(fetchMock, 'DELETE', '/admin/automation/2')).toHaveLength(1);
  });
});

describe('the schedule preview', () => {
  it('reads the schedule once the typing pauses, and shows it in words with the next five runs', async () => {
    const fetchMock = mockFetch({ 'POST /admin/automation/preview': previewRoute, 'GET /categories': () => respond(200, { items: categories }) });
    renderPage('/admin/automation?new=1');
    const form = await screen.findByRole('form', { name: 'New rule' });
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByText('Write a schedule or choose a preset to see when it runs.')).toBeInTheDocument();

    const cron = within(form).getByLabelText('Schedule (cron)');
    for (const typed of ['0', '0 6', '0 6 *', '0 6 * *', '0 6 * * *']) fireEvent.change(cron, { target: { value: typed } });
    const summary = form.querySelector('#rule-schedule-summary');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => {
      expect(summary).toHaveTextContent('Runs every day at 06:00 Bucharest time');
    });
    // One request for what was typed, once it paused.
    expect(bodies(fetchMock, 'POST', '/admin/automation/preview')).toEqual([{ schedule: '0 6 * * *', time_zone: 'Europe/Bucharest' }]);
    const runs = within(form).getByRole('list', { name: /^Next runs, in your time/ });
    expect(within(runs).getAllByRole('listitem')).toHaveLength(5);
    expect(within(runs).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-27T04:00:00.000Z');
    expect(cron).toHaveAttribute('aria-describedby', 'rule-schedule-hint rule-schedule-summary');
    expect(cron).not.toHaveAttribute('aria-invalid');

    fireEvent.change(within(form).getByLabelText('Time zone'), { target: { value: 'UTC' } });
    await waitFor(() => {
      expect(summary).toHaveTextContent('Runs every day at 06:00 UTC');
    });
    expect(bodies(fetchMock, 'POST', '/admin/automation/preview').at(-1)).toEqual({ schedule: '0 6 * * *', time_zone: 'UTC' });

    fireEvent.click(within(form).getByRole('button', { name: 'Weekly on Monday at 08:00' }));
    expect(cron).toHaveValue('0 8 * * 1');
    expect(within(form).getByRole('button', { name: 'Weekly on Monday at 08:00' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      expect(summary).toHaveTextContent('Runs every Monday at 08:00 UTC');
    });
  });

  it('shows the server’s reason inline when it refuses the schedule', async () => {
    mockFetch({ 'POST /admin/automation/preview': previewRoute, 'GET /categories': () => respond(200, { items: categories }) });
    renderPage('/admin/automation?new=1');
    const form = await screen.findByRole('form', { name: 'New rule' });
    const cron = within(form).getByLabelText('Schedule (cron)');

    fireEvent.change(cron, { target: { value: '0 6 * *' } });
    const summary = form.querySelector('#rule-schedule-summary');
    await waitFor(() => {
      expect(summary).toHaveTextContent('A schedule has five fields (minute hour day month weekday), or six with seconds first.');
    });
    expect(summary).toHaveClass('admin-error');
    expect(cron).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('list', { name: /^Next runs/ })).not.toBeInTheDocument();

    fireEvent.change(cron, { target: { value: '0 6 * * *' } });
    await waitFor(() => {
      expect(summary).toHaveTextContent('Runs every day at 06:00 Bucharest time');
    });
    expect(cron).not.toHaveAttribute('aria-invalid');
  });

  it('blames the time zone when the server refuses it, and keeps the rule’s own zone among the choices', async () => {
    mockFetch({
      'POST /admin/automation/preview': () => respond(400, { error: { code: 'bad_request', message: 'time_zone: "Mars/Olympus" is not a time zone of the IANA database' } }),
      'GET /admin/automation/4': () => respond(200, automationRule(4, { time_zone: 'Mars/Olympus' })),
      'GET /categories': () => respond(200, { items: categories }),
    });
    renderPage('/admin/automation?rule=4&edit=1');
    const form = await screen.findByRole('form', { name: 'Edit “Rule 4”' });
    const summary = form.querySelector('#rule-schedule-summary');
    await waitFor(() => {
      expect(summary).toHaveTextContent('"Mars/Olympus" is not a time zone of the IANA database.');
    });
    // The zone is blamed, not the expression; the rule's zone is kept among the choices.
    expect(within(form).getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Mars/Olympus');
    expect(within(form).getByLabelText('Schedule (cron)')).not.toHaveAttribute('aria-invalid');
  });
});

describe('writing a rule', () => {
  /** What each action's fields are filled with, and the settings the server must get for them. */
  const cases: [AutomationRule['action'], (form: HTMLElement) => Promise<void> | undefined, AutomationRule['settings']][] = [
    ['publish_scheduled', () => undefined, {}],
    ['recompute_trending', () => undefined, {}],
    ['rebuild_site', () => undefined, {}],
    [
      'import_feed',
      async (form) => {
        // The category select, once the site's categories are read.
        await within(form).findByRole('option', { name: 'Politics' });
        fireEvent.change(within(form).getByLabelText('Feed address'), { target: { value: ' https://example.org/feed.xml ' } });
        fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'politics' } });
        fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'ro' } });
      },
      { url: 'https://example.org/feed.xml', category: 'politics', language: 'ro' },
    ],
    [
      'send_digest',
      (form) => {
        fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'ro' } });
        return undefined;
      },
      { language: 'ro' },
    ],
    [
      'backup',
      (form) => {
        fireEvent.change(within(form).getByLabelText('Backup type'), { target: { value: 'enhanced_comprehensive' } });
        return undefined;
      },
      { kind: 'enhanced_comprehensive' },
    ],
    ['translation_reminder', () => undefined, { days: 7 }],
  ];

  it.each(cases)('posts a %s rule with its own settings, then shows it', async (action, fill, settings) => {
    const fetchMock = mockFetch({
      'POST /admin/automation/preview': previewRoute,
      'GET /categories': () => respond(200, { items: categories }),
      'POST /admin/automation': (_url, init) => {
        const input = JSON.parse(init.body as string) as Partial<AutomationRule>;
        return respond(201, automationRule(12, { ...input, description: 'every day at 03:00 Bucharest time' }));
      },
      'GET /admin/automation/12': () => respond(200, automationRule(12, { name: 'Nightly job', action })),
      'GET /admin/automation/12/runs': () => respond(200, { runs: [] }),
    });
    renderPage('/admin/automation?new=1');
    const form = await screen.findByRole('form', { name: 'New rule' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Nightly job ' } });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: action } });
    await fill(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Daily at 03:00' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create rule' }));

    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('?rule=12');
    });
    expect(bodies(fetchMock, 'POST', '/admin/automation')).toEqual([
      { name: 'Nightly job', schedule: '0 3 * * *', time_zone: 'Europe/Bucharest', action, settings, enabled: true, timeout_seconds: 600 },
    ]);
    expect(toast).toHaveBeenCalledWith({ title: 'Rule created', description: 'Nightly job' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nightly job' })).toBeInTheDocument();
  });

  it('checks the fields before sending, and puts the server’s refusal beside its field', async () => {
    const fetchMock = mockFetch({
      'POST /admin/automation/preview': previewRoute,
      'GET /categories': () => respond(200, { items: categories }),
      'POST /admin/automation': () =>
        respond(422, { error: { code: 'invalid_field', message: 'settings.url: the feed address must be an http or https URL' } }),
    });
    renderPage('/admin/automation?new=1');
    const form = await screen.findByRole('form', { name: 'New rule' });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'import_feed' } });
    fireEvent.change(within(form).getByLabelText('Timeout (seconds)'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create rule' }));

    expect(within(form).getByText('Give the rule a name.')).toBeInTheDocument();
    expect(within(form).getByText('Write a schedule, or choose one of the presets.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the category of the imported drafts.')).toBeInTheDocument();
    expect(within(form).getByText('The timeout is a whole number of seconds from 10 to 86,400.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST', '/admin/automation')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Feed' } });
    fireEvent.change(within(form).getByLabelText('Feed address'), { target: { value: 'https://example.org/feed' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'news' } });
    fireEvent.change(within(form).getByLabelText('Schedule (cron)'), { target: { value: '*/10 * * * *' } });
    fireEvent.change(within(form).getByLabelText('Timeout (seconds)'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Enabled' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create rule' }));

    expect(await within(form).findByText('The feed address must be an http or https URL.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Feed address')).toHaveFocus();
    expect(within(form).getByLabelText('Feed address')).toHaveAttribute('aria-describedby', 'rule-url-hint rule-url-error');
    expect(bodies(fetchMock, 'POST', '/admin/automation')).toEqual([
      {
        name: 'Feed',
        schedule: '*/10 * * * *',
        time_zone: 'Europe/Bucharest',
        action: 'import_feed',
        settings: { url: 'https://example.org/feed', category: 'news', language: 'en' },
        enabled: false,
        timeout_seconds: 60,
      },
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('?new=1');
  });

  it('edits a rule from its own values and puts the changes', async () => {
    const rule = automationRule(3, {
      name: 'Daily backup',
      action: 'backup',
      schedule: '0 3 * * *',
      time_zone: 'Asia/Tokyo',
      settings: { kind: 'enhanced_comprehensive' },
      timeout_seconds: 1800,
    });
    const fetchMock = mockFetch({
      'POST /admin/automation/preview': () => respond(200, schedulePreview('every day at 03:00 Tokyo time')),
      'GET /categories': () => respond(200, { items: categories }),
      'GET /admin/automation/3': () => respond(200, rule),
      'GET /admin/automation/3/runs': () => respond(200, { runs: [] }),
      'PUT /admin/automation/3': (_url, init) => respond(200, { ...rule, ...(JSON.parse(init.body as string) as Partial<AutomationRule>) }),
    });
    renderPage('/admin/automation?rule=3&edit=1');
    const form = await screen.findByRole('form', { name: 'Edit “Daily backup”' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Daily backup');
    expect(within(form).getByLabelText('Action')).toHaveValue('backup');
    expect(within(form).getByLabelText('Backup type')).toHaveValue('enhanced_comprehensive');
    expect(within(form).getByLabelText('Schedule (cron)')).toHaveValue('0 3 * * *');
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    expect(within(form).getByLabelText('Timeout (seconds)')).toHaveValue(1800);
    expect(await within(form).findByText('every day at 03:00 Tokyo time')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Backup type'), { target: { value: 'comprehensive' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent(/^\?rule=3$/);
    });
    expect(bodies(fetchMock, 'PUT', '/admin/automation/3')).toEqual([
      { name: 'Daily backup', schedule: '0 3 * * *', time_zone: 'Asia/Tokyo', action: 'backup', settings: { kind: 'comprehensive' }, enabled: true, timeout_seconds: 1800 },
    ]);
    expect(toast).toHaveBeenCalledWith({ title: 'Rule saved', description: 'Daily backup' });
  });
});

describe('running a rule now', () => {
  /** One poll of the runs. */
  async function nextPoll() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }

  it('queues a run, then reads the runs every second until it has finished', async () => {
    // Only the polls are driven by hand; the rest of the page keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const rule = automationRule(5, { name: 'Feed test', action: 'rebuild_site', schedule: '0 6 * * *', description: 'every day at 06:00 Bucharest time' });
    const older = automationRun(3, { rule_id: 5, output: null });
    let runs: AutomationRun[] = [older];
    const queued = automationRun(9, {
      rule_id: 5,
      trigger: 'manual',
      status: 'queued',
      scheduled_for: '2026-11-26T10:00:00Z',
      started_at: null,
      finished_at: null,
      duration_ms: null,
      output: null,
      requested_by: 'ana@example.org',
    });
    const fetchMock = mockFetch({
      'GET /admin/automation/5': () => respond(200, rule),
      'GET /admin/automation/5/runs': () => respond(200, { runs }),
      'POST /admin/automation/5/run': () => {
        runs = [queued, older];
        return respond(202, queued);
      },
    });
    renderPage('/admin/automation?rule=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Feed test' })).toBeInTheDocument();
    const runsTable = await screen.findByRole('region', { name: 'Runs' });
    expect(within(runsTable).getAllByRole('row')).toHaveLength(2);
    // Nothing is under way: the runs are not read again.
    const before = calls(fetchMock, 'GET', '/admin/automation/5/runs').length;
    await nextPoll();
    expect(calls(fetchMock, 'GET', '/admin/automation/5/runs')).toHaveLength(before);

    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    const status = await screen.findByText('Run #9 is waiting for the worker…');
    expect(status).toHaveAttribute('role', 'status');
    expect(toast).toHaveBeenCalledWith({ title: 'Run queued', description: '“Feed test” starts in a moment.' });
    /** The newest run's row (the first is the headings'). */
    const newest = () => {
      const row = within(screen.getByRole('region', { name: 'Runs' })).getAllByRole('row')[1];
      if (!row) throw new Error('no runs');
      return row;
    };
    expect(newest()).toHaveTextContent('#9');
    expect(within(newest()).getByText('queued')).toBeInTheDocument();
    expect(newest()).toHaveTextContent('Manualby ana@example.org');

    runs = [{ ...queued, status: 'running', started_at: '2026-11-26T10:00:00.5Z' }, older];
    await nextPoll();
    await waitFor(() => {
      expect(within(newest()).getByText('running')).toBeInTheDocument();
    });
    expect(screen.getByRole('status')).toHaveTextContent(`Run #9 is running since ${formatDateTime('2026-11-26T10:00:00.5Z')}…`);

    runs = [
      {
        ...queued,
        status: 'succeeded',
        started_at: '2026-11-26T10:00:00.5Z',
        finished_at: '2026-11-26T10:00:01.7Z',
        duration_ms: 1200,
        output: 'rendered 212 pages\npublished the new build',
      },
      older,
    ];
    await nextPoll();
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Run #9 succeeded in 1.2 s.');
    });
    expect(within(newest()).getByText('succeeded')).toBeInTheDocument();
    expect(newest()).toHaveTextContent('1.2 s');
    const output = within(newest()).getByText('Output (2 lines)');
    expect(output.closest('details')).not.toHaveAttribute('open');
    fireEvent.click(output);
    expect(output.closest('details')).toHaveAttribute('open');
    expect(newest().querySelector('pre')).toHaveTextContent('rendered 212 pages published the new build');

    // Finished: the polls stop, and the rule is read again for its last run.
    const polls = calls(fetchMock, 'GET', '/admin/automation/5/runs').length;
    await nextPoll();
    await nextPoll();
    expect(calls(fetchMock, 'GET', '/admin/automation/5/runs')).toHaveLength(polls);
    await waitFor(() => {
      expect(calls(fetchMock, 'GET', '/admin/automation/5').length).toBeGreaterThan(1);
    });
  });

  it('follows a run started from the list in its row, and shows why it failed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const rules = defaultRules();
    const queued = automationRun(50, { rule_id: 2, trigger: 'manual', status: 'queued', started_at: null, finished_at: null, duration_ms: null, output: null });
    const fetchMock = mockFetch({
      'GET /admin/automation': () => respond(200, { rules }),
      'POST /admin/automation/2/run': () => {
        rules[1] = { ...rules[1], last_run: queued } as AutomationRule;
        return respond(202, queued);
      },
    });
    renderPage();
    await screen.findByRole('region', { name: 'Automation rules' });
    fireEvent.click(within(rowOf('Recompute trending')).getByRole('button', { name: /^Run now/ }));
    await waitFor(() => {
      expect(within(rowOf('Recompute trending')).getByText('queued')).toBeInTheDocument();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Recompute trending: Run #50 is waiting for the worker…');

    rules[1] = { ...rules[1], last_run: { ...queued, status: 'failed', error: 'the search index is locked', finished_at: '2026-11-26T10:00:02Z' } } as AutomationRule;
    const reads = calls(fetchMock, 'GET', '/admin/automation').length;
    await nextPoll();
    await waitFor(() => {
      expect(within(rowOf('Recompute trending')).getByText('failed')).toBeInTheDocument();
    });
    expect(calls(fetchMock, 'GET', '/admin/automation').length).toBeGreaterThan(reads);
    expect(screen.getByRole('status')).toHaveTextContent('Recompute trending: Run #50 failed: the search index is locked');
  });

  it('says why the server would not run it', async () => {
    mockFetch({
      'GET /admin/automation/5': () => respond(200, automationRule(5)),
      'GET /admin/automation/5/runs': () => respond(200, { runs: [] }),
      'POST /admin/automation/5/run': () => respond(409, { error: { code: 'conflict', message: 'The rule is already running.' } }),
    });
    renderPage('/admin/automation?rule=5');
    expect(await screen.findByText('No runs yet. Run now starts one.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'The rule could not be run', description: 'The rule is already running.', variant: 'destructive' });
    });
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
  });
});

describe('a rule’s own view', () => {
  it('disables and deletes the rule, then goes back to the list', async () => {
    let rule = automationRule(5, { name: 'Feed test' });
    const fetchMock = mockFetch({
      'GET /admin/automation': () => respond(200, { rules: [] }),
      'GET /admin/automation/5': () => respond(200, rule),
      'GET /admin/automation/5/runs': () => respond(200, { runs: [] }),
      'POST /admin/automation/5/disable': () => {
        rule = { ...rule, enabled: false, next_run_at: null };
        return respond(200, rule);
      },
      'DELETE /admin/automation/5': () => respond(204),
    });
    renderPage('/admin/automation?rule=5');
    await screen.findByRole('heading', { level: 2, name: 'Feed test' });
    expect(screen.getByText('enabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/automation?rule=5&edit=1');

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByText('disabled')).toBeInTheDocument();
    expect(screen.getByText('None: the rule is disabled')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete “Feed test”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.getByTestId('where')).toBeEmptyDOMElement();
    });
    expect(calls(fetchMock, 'DELETE', '/admin/automation/5')).toHaveLength(1);
    expect(await screen.findByText('No automation rules yet. Create the first with New rule.')).toBeInTheDocument();
  });

  it('says when there is no such rule', async () => {
    mockFetch({ 'GET /admin/automation/77/runs': () => respond(200, { runs: [] }) });
    renderPage('/admin/automation?rule=77');
    expect(await screen.findByText('There is no such rule.')).toBeInTheDocument();
  });
});

// The dashboard in the browser, against the real server and its worker: an admin opens it from
// the navigation (the chart library loading only then), its figures agree with the API, the
// readers' and the subscribers' charts are drawn on canvases that follow the page's width, with
// a key that switches lines off and tables for screen readers, the week's top articles link to
// their editor, Refresh reads the API again, and an editor sees it without the admin's figures;
// axe and screenshots at both widths.
import { ADMIN, BASE_URL, EDITOR, accessToken, adminPageChecks, apiGet, check, signInThroughGuard, test } from '../harness.mjs';

/** The worker sums the day's counts every minute; a little more on a busy machine. */
const SUMMED_WITHIN_MS = 90_000;

async function dashboardApi(page) {
  const response = await fetch(`${BASE_URL}/api/v1/admin/dashboard`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  check(response.ok, `GET /admin/dashboard answered ${response.status}`);
  return response.json();
}

/** Whether the worker has summed views of this week yet. */
const hasViews = (dashboard) => dashboard.top_articles.length > 0 && dashboard.engagement.some((series) => series.views.some((views) => views > 0));

/** A view of a published article, so the month has one whatever ran before. */
async function recordView(stamp) {
  const { items } = await apiGet('/articles?language=en&status=published&limit=1&offset=0');
  check(items?.length > 0, 'the demo has no published English article');
  const response = await fetch(`${BASE_URL}/api/v1/articles/${items[0].id}/views`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ fingerprint: `e2e-dashboard-${stamp}` }),
  });
  check(response.ok, `POST /articles/${items[0].id}/views answered ${response.status}`);
}

/** The figure card whose heading is `label`. */
const card = (page, label) => page.locator('.dashboard-figure').filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });

/** The JavaScript files the page has loaded so far, as paths. */
function loadedScripts(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

export async function run({ launchContext }) {
  check(ADMIN.email && EDITOR.email, 'E2E_ADMIN_* and E2E_EDITOR_* are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const context = await launchContext();
  let page;
  let problems = [];
  let data;

  await test('the dashboard opens from the admin navigation, bringing its chart library only then', async () => {
    await recordView(stamp);
    ({ page, problems } = await signInThroughGuard(context, '/admin', ADMIN));
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    check(links.indexOf('Dashboard') === links.indexOf('AI Studio') + 1 && links.indexOf('AI Studio') === links.indexOf('Articles') + 1, `Dashboard follows Articles and AI Studio: ${links.join(', ')}`);
    const before = await loadedScripts(page);
    for (let waited = 0; ; waited += 3000) {
      data = await dashboardApi(page);
      if (hasViews(data)) break;
      check(waited < SUMMED_WITHIN_MS, 'the worker did not sum the views into the dashboard');
      await page.waitForTimeout(3000);
    }
    // The page's own answer is the one to compare with: the worker may sum another minute's
    // views between the answer above and the page's.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/admin/dashboard'),
      nav.getByRole('link', { name: 'Dashboard' }).click(),
    ]);
    check(answer.ok(), `the page's GET /admin/dashboard answered ${answer.status()}`);
    data = await answer.json();
    await page.waitForURL(`${BASE_URL}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    check((await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')) === 'page', 'Dashboard is highlighted');
    await page.getByRole('region', { name: 'Readers', exact: true }).locator('canvas').first().waitFor();
    const added = (await loadedScripts(page)).filter((path) => !before.includes(path));
    check(added.some((path) => /\/dashboard-[^/]*\.js$/.test(path)), `the dashboard's chunk loaded with the page: ${added.join(', ')}`);
    for (const path of before) {
      const code = await (await fetch(`${BASE_URL}${path}`)).text();
      check(!code.includes('u-over'), `the chart library came before the dashboard, in ${path}`);
    }
  });

  await test('the figures agree with the API and link to the pages that act on them', async () => {
    await card(page, 'Views').waitFor();
    const views = data.engagement.reduce((sum, series) => sum + series.views.reduce((a, b) => a + b, 0), 0);
    check((await card(page, 'Views').locator('.dashboard-figure__value').innerText()) === views.toLocaleString('en'), `views: ${views}`);
    check((await card(page, 'Views').getByRole('img').getAttribute('aria-label')).startsWith('Views per day, 30 days:'), 'the views sparkline is named');
    const held = await card(page, 'Comments waiting').locator('.dashboard-figure__value').innerText();
    check(held === data.comments_held.toLocaleString('en'), `comments waiting: ${held}, the API ${data.comments_held}`);
    for (const [label, href] of [
      ['Views', '/admin/articles'],
      ['Comments waiting', '/admin/comments'],
      ['Subscribers', '/admin/newsletter'],
    ]) {
      check((await card(page, label).getByRole('link').getAttribute('href')) === href, `${label} links to ${href}`);
    }
    await card(page, 'Failed jobs').waitFor();
    await card(page, 'Search index').waitFor();
    check((await card(page, 'Last backup').count()) === (data.last_backup ? 1 : 0), 'the last backup shows when there is one');
    if (data.last_backup) check((await card(page, 'Last backup').getByRole('link').getAttribute('href')) === '/admin/backup', 'Last backup links to /admin/backup');
    await card(page, 'Comments waiting').click();
    await page.waitForURL(`${BASE_URL}/admin/comments`);
    await page.goBack();
    await card(page, 'Views').waitFor();
  });

  await test('the readers and the subscribers are drawn on canvases that follow the width, with tables for screen readers', async () => {
    const readers = page.getByRole('region', { name: 'Readers', exact: true });
    const subscribers = page.getByRole('region', { name: 'Newsletter subscribers', exact: true });
    for (const chart of [readers, subscribers]) await chart.locator('canvas').first().waitFor();
    const wide = await readers.locator('canvas').first().boundingBox();
    check(wide && wide.width > 600 && wide.height > 150, `the readers' chart at 1280 px: ${JSON.stringify(wide)}`);
    check((await readers.getByRole('table', { name: 'Readers, per day' }).getByRole('row').count()) === 31, 'a row a day and the heading');
    check((await subscribers.getByRole('table', { name: 'Newsletter subscribers, per day' }).count()) === 1, 'the subscribers have their table');

    const day = readers.locator('.dashboard-chart__day');
    check((await day.innerText()).startsWith('Today, '), `the key shows today: ${await day.innerText()}`);
    const plot = readers.locator('.u-over');
    const box = await plot.boundingBox();
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.waitForFunction((element) => !element.textContent.startsWith('Today'), await day.elementHandle());
    await page.mouse.move(0, 0);

    const likes = readers.getByRole('button', { name: 'Likes', exact: true });
    await likes.click();
    check((await likes.getAttribute('aria-pressed')) === 'false', 'Likes switched off');
    await likes.press('Enter');
    check((await likes.getAttribute('aria-pressed')) === 'true', 'Likes switched on again from the keyboard');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction((canvas) => canvas.getBoundingClientRect().width < 390, await readers.locator('canvas').first().elementHandle());
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test('the week’s top articles link to their editor', async () => {
    const table = page.getByRole('region', { name: 'This week’s top articles' });
    const rows = table.locator('tbody tr');
    check((await rows.count()) === data.top_articles.length, `${await rows.count()} rows, the API ${data.top_articles.length}`);
    const [top] = data.top_articles;
    const link = rows.first().getByRole('link');
    check((await link.innerText()).trim() === top.title.trim(), `the first is ${top.title}`);
    check((await link.getAttribute('href')) === `/admin/edit/${top.id}`, 'it links to its editor');
    await link.click();
    await page.waitForURL(`${BASE_URL}/admin/edit/${top.id}`);
    await page.goBack();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  await test('Refresh reads the dashboard again; axe finds nothing at either width', async () => {
    await page.getByRole('region', { name: 'Readers', exact: true }).locator('canvas').first().waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/v1/admin/dashboard'),
      page.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    check(response.ok(), `the refresh answered ${response.status()}`);
    await page.locator('.dashboard-updated', { hasText: 'Updated at' }).waitFor();
    await adminPageChecks(page, 'dashboard');
    check(problems.length === 0, problems.join('\n'));
  });

  await context.close();

  await test('an editor sees the dashboard without the backup and the failed jobs', async () => {
    const editor = await launchContext();
    const { page: editorPage } = await signInThroughGuard(editor, '/admin/dashboard', EDITOR);
    await card(editorPage, 'Views').waitFor();
    await card(editorPage, 'Search index').waitFor();
    check((await card(editorPage, 'Last backup').count()) === 0, 'no backup figure for an editor');
    check((await card(editorPage, 'Failed jobs').count()) === 0, 'no failed jobs figure for an editor');
    await editor.close();
  });
}

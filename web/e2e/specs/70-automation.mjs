// Automation in the browser, against the real server and its worker: the rules a new install
// starts with; a rule written in the form, whose cron expression the server reads back in words
// as it is typed (and refuses, inline, when it is not a schedule); Run now, with the run followed
// on the rule's page until the worker has finished it; the rule switched off from the list with
// the keyboard, then deleted after the confirmation. axe and screenshots at both widths on the
// list, the form and the rule's page.
import {
  ADMIN,
  BASE_URL,
  adminGet,
  adminPageChecks,
  check,
  confirmWith,
  normalize,
  signInThroughGuard,
  test,
  toastText,
} from '../harness.mjs';

/** The rules the server creates on a new install. */
const DEFAULT_RULES = ['Publish scheduled content', 'Recompute trending', 'Daily backup'];
/** A worker takes a run within a second or so; a rebuild of the demo site takes 7–30 s here (BENCHMARKS.md). */
const RUN_WITHIN_MS = 120_000;

export async function run({ launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const name = `Feed test ${Date.now()}`;
  const context = await launchContext();
  let page;
  let problems = [];
  let ruleId;

  /** The list's row of a rule, by its name. */
  const rowOf = (ruleName) =>
    page.getByRole('region', { name: 'Automation rules' }).locator('tbody tr').filter({ has: page.getByRole('link', { name: ruleName, exact: true }) });

  await test('the automation page lists the rules a new install starts with', async () => {
    ({ page, problems } = await signInThroughGuard(context, '/admin/automation', ADMIN));
    await page.getByRole('heading', { name: 'Automation', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    check(links.indexOf('Automation') !== -1 && links.indexOf('Automation') + 1 === links.indexOf('API Keys'), `Automation comes before API Keys: ${links.join(', ')}`);
    check((await nav.getByRole('link', { name: 'Automation' }).getAttribute('aria-current')) === 'page', 'Automation is highlighted');
    for (const rule of DEFAULT_RULES) await rowOf(rule).waitFor();
    const backup = normalize(await rowOf('Daily backup').innerText());
    check(backup.includes('every day at 03:00 Bucharest time'), `the Daily backup row: ${backup}`);
    check(await rowOf('Daily backup').getByRole('switch', { name: 'Enabled: Daily backup' }).isChecked(), 'the daily backup is on');
    const publish = normalize(await rowOf('Publish scheduled content').innerText());
    check(publish.includes('every minute'), `the Publish scheduled content row: ${publish}`);
    await adminPageChecks(page, 'automation');
  });

  await test('a rule is written with a live preview of its schedule, in words and its next five runs', async () => {
    await page.getByRole('link', { name: 'New rule' }).click();
    await page.waitForURL(/\/admin\/automation\?new=1$/);
    const form = page.getByRole('form', { name: 'New rule' });
    await form.getByRole('button', { name: 'Create rule' }).click();
    await form.getByText('Give the rule a name.').waitFor();
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Action', { exact: true }).selectOption('rebuild_site');

    const cron = form.getByLabel('Schedule (cron)', { exact: true });
    const summary = form.locator('#rule-schedule-summary');
    // Four fields are not a schedule: the server says why, under the input.
    await cron.fill('0 6 * *');
    await form.locator('#rule-schedule-summary.admin-error').waitFor();
    check((await cron.getAttribute('aria-invalid')) === 'true', 'the refused schedule is marked invalid');
    check(normalize(await summary.innerText()).length > 0, 'the refusal says why');

    await cron.fill('0 6 * * *');
    await form.getByLabel('Time zone', { exact: true }).selectOption('Europe/Bucharest');
    await summary.filter({ hasText: 'every day at 06:00 Bucharest time' }).waitFor();
    check(normalize(await summary.innerText()) === 'Runs every day at 06:00 Bucharest time', `the preview: ${await summary.innerText()}`);
    check((await summary.getAttribute('aria-live')) === 'polite', 'the preview is read out as it changes');
    check((await cron.getAttribute('aria-invalid')) === null, 'the schedule is valid now');
    const next = form.getByRole('list', { name: /^Next runs/ }).getByRole('listitem');
    check((await next.count()) === 5, `the next runs: ${await next.count()}`);
    await adminPageChecks(page, 'automation-new');

    await form.getByRole('button', { name: 'Create rule' }).click();
    await toastText(page, 'Rule created');
    await page.waitForURL(/\/admin\/automation\?rule=\d+$/);
    ruleId = Number(new URL(page.url()).searchParams.get('rule'));
    const card = page.locator('.automation-rule');
    await card.getByRole('heading', { name, level: 2 }).waitFor();
    const facts = normalize(await card.locator('.automation-facts').innerText());
    check(facts.includes('Rebuild the site') && facts.includes('every day at 06:00 Bucharest time') && facts.includes('0 6 * * *'), `the rule: ${facts}`);
    const { body: saved } = await adminGet(page, `/admin/automation/${ruleId}`);
    check(
      saved.action === 'rebuild_site' && saved.schedule === '0 6 * * *' && saved.time_zone === 'Europe/Bucharest' && saved.enabled === true && saved.next_run_at,
      `the saved rule: ${JSON.stringify(saved)}`,
    );
  });

  await test('Run now queues a run, followed on the rule’s page until the worker has finished it', async () => {
    check(ruleId, 'the rule was created');
    const card = page.locator('.automation-rule');
    await card.getByRole('button', { name: 'Run now', exact: true }).click();
    await toastText(page, 'Run queued');
    const newest = page.getByRole('region', { name: 'Runs' }).locator('tbody tr').first();
    await newest.locator('.admin-badge', { hasText: /^(queued|running|succeeded)$/ }).waitFor();
    await newest.locator('.admin-badge', { hasText: 'succeeded' }).waitFor({ timeout: RUN_WITHIN_MS });
    const said = normalize(await card.getByRole('status').innerText());
    check(/^Run #\d+ succeeded/.test(said), `the run's status line: ${said}`);
    check(normalize(await newest.innerText()).includes('Manual'), `the run row: ${await newest.innerText()}`);
    // Its output, folded until asked for.
    if ((await newest.locator('details').count()) > 0) {
      check(!(await newest.locator('pre').isVisible()), 'the output starts folded');
      await newest.locator('summary').click();
      await newest.locator('pre').waitFor();
    }
    const { body } = await adminGet(page, `/admin/automation/${ruleId}/runs?limit=50`);
    check(body.runs[0]?.status === 'succeeded' && body.runs[0]?.trigger === 'manual', `the runs: ${JSON.stringify(body.runs.slice(0, 2))}`);
    await adminPageChecks(page, 'automation-rule');
  });

  await test('the rule is switched off from the list with the keyboard, then deleted after asking', async () => {
    check(ruleId, 'the rule was created');
    await page.getByRole('link', { name: 'All rules' }).click();
    await page.waitForURL(`${BASE_URL}/admin/automation`);
    const row = rowOf(name);
    await row.locator('.admin-badge', { hasText: 'succeeded' }).waitFor();
    const toggle = row.getByRole('switch', { name: `Enabled: ${name}` });
    check(await toggle.isChecked(), 'a new rule is enabled');
    await toggle.focus();
    await page.keyboard.press('Space');
    await toastText(page, 'Rule disabled');
    check(!(await toggle.isChecked()), 'the switch is off');
    check(normalize(await row.innerText()).includes('disabled'), `the row: ${await row.innerText()}`);
    const { body: disabled } = await adminGet(page, `/admin/automation/${ruleId}`);
    check(disabled.enabled === false && disabled.next_run_at === null, `the disabled rule: ${JSON.stringify(disabled)}`);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirmWith(page, 'Cancel', `Delete “${name}”?`);
    check((await row.count()) === 1, 'Cancel keeps the rule');
    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirmWith(page, 'Delete', `Delete “${name}”?`);
    await toastText(page, 'Rule deleted');
    await row.waitFor({ state: 'detached' });
    const { status } = await adminGet(page, `/admin/automation/${ruleId}`);
    check(status === 404, `a deleted rule is gone (${status})`);
    for (const rule of DEFAULT_RULES) await rowOf(rule).waitFor();
    check(problems.length === 0, problems.join('\n'));
  });

  await context.close();
}

// AI Studio in the browser, against the real server, its worker and the test AI provider
// (ops/ai/provider.mjs, model "test-model"): the page opens from the admin navigation (right after
// Articles) with the provider's model and today's token budget; a draft is asked for from notes
// in English and followed live (server-sent events) until the worker has written it; the draft
// opens in the editor with the AI Studio notice; Publish is refused with the server's reason
// until Mark as reviewed, and then publishes it. A run the provider fails says why. axe and
// screenshots at both widths on the form, the finished run and the editor's notice.
import {
  ADMIN,
  BASE_URL,
  adminGet,
  adminPageChecks,
  check,
  normalize,
  signInThroughGuard,
  test,
  toastText,
} from '../harness.mjs';

/** A worker takes a run within a second or so; the test provider answers in well under a second. */
const RUN_WITHIN_MS = 60_000;
const NOTES = 'The city library opens a new reading room for children on Saturday, with 2,000 books and free workshops.';
const REFUSAL = 'AI Studio wrote this draft: an editor must read it and mark it reviewed before it can be published or scheduled.';

export async function run({ launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const context = await launchContext();
  let page;
  let problems = [];
  let runId;
  let articleId;
  /** The event streams the page opened, by path. */
  const streams = [];

  await test('AI Studio opens from the navigation, right after Articles, with the model and today’s budget', async () => {
    ({ page, problems } = await signInThroughGuard(context, '/admin/ai-studio', ADMIN));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/v1\/admin\/ai\/runs\/\d+\/events$/.test(path)) streams.push(path);
    });
    await page.getByRole('heading', { name: 'AI Studio', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    check(links.indexOf('Articles') !== -1 && links.indexOf('Articles') + 1 === links.indexOf('AI Studio'), `AI Studio comes right after Articles: ${links.join(', ')}`);
    check((await nav.getByRole('link', { name: 'AI Studio' }).getAttribute('aria-current')) === 'page', 'AI Studio is highlighted');
    await page.locator('.ai-provider__model', { hasText: 'test-model' }).waitFor();
    const meter = page.getByRole('meter', { name: 'Today’s token budget' });
    await meter.waitFor();
    const { body: status } = await adminGet(page, '/admin/ai/status');
    check(status.configured === true && status.model === 'test-model', `the status: ${JSON.stringify(status)}`);
    check(Number(await meter.getAttribute('aria-valuemax')) === status.daily_token_budget, `the meter's maximum: ${await meter.getAttribute('aria-valuemax')}`);
    check(await page.getByRole('radio', { name: /^Draft an article/ }).isChecked(), 'Draft an article is chosen first');
    await adminPageChecks(page, 'ai-studio');
  });

  await test('a draft is asked for from notes in English and followed live until the worker has written it', async () => {
    const form = page.getByRole('form', { name: 'New request' });
    await form.getByRole('radio', { name: /^Draft an article/ }).check();
    await form.getByLabel('Language', { exact: true }).selectOption('en');
    await form.getByLabel('Notes or source text', { exact: true }).fill(NOTES);
    await form.getByText(`${NOTES.length} / 20,000 characters`).waitFor();
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForURL(/\/admin\/ai-studio\?run=\d+$/);
    runId = Number(new URL(page.url()).searchParams.get('run'));

    const card = page.getByRole('article', { name: 'Draft an article' });
    const status = card.getByRole('status');
    check((await status.getAttribute('aria-live')) === 'polite', 'the run’s status is read out as it changes');
    await status.filter({ hasText: `Run #${runId} succeeded: the draft is written.` }).waitFor({ timeout: RUN_WITHIN_MS });
    const open = card.getByRole('link', { name: 'Open the draft in the editor' });
    await open.waitFor();
    articleId = Number((await open.getAttribute('href')).split('/').pop());
    check(articleId > 0, `the draft's address: ${await open.getAttribute('href')}`);

    const written = normalize(await card.locator('.ai-answer__fields').innerText());
    check(written.includes('Report: The city library opens a new reading room'), `what was written: ${written.slice(0, 300)}`);
    check(written.includes('2,000 books and free workshops'), `the draft's text: ${written.slice(0, 300)}`);
    check(!written.includes('<p>') && !written.includes('alert(1)'), `the text is shown as text, without the script: ${written.slice(0, 300)}`);
    const facts = normalize(await card.locator('.ai-run__facts').innerText());
    check(facts.includes('test-model') && /[\d,]+ tokens \([\d,]+ prompt, [\d,]+ completion\)/.test(facts), `the run's facts: ${facts}`);
    check(streams.includes(`/api/v1/admin/ai/runs/${runId}/events`), `the run was followed by its event stream: ${streams.join(', ')}`);

    const { body: stored } = await adminGet(page, `/admin/ai/runs/${runId}`);
    check(
      stored.status === 'succeeded' && stored.action === 'draft' && stored.language === 'en' && stored.article_id === articleId && stored.model === 'test-model',
      `the stored run: ${JSON.stringify({ ...stored, partial: undefined })}`,
    );
    const row = page.getByRole('region', { name: 'Recent runs' }).locator('tbody tr').filter({ has: page.getByRole('link', { name: `Open run #${runId}: Draft` }) });
    await row.locator('.admin-badge', { hasText: 'succeeded' }).waitFor();
    await adminPageChecks(page, 'ai-studio-run');
  });

  await test('the draft opens in the editor with the AI notice; Publish is refused until it is marked reviewed', async () => {
    check(articleId, 'the draft was written');
    await page.getByRole('link', { name: 'Open the draft in the editor' }).click();
    await page.waitForURL(`${BASE_URL}/admin/edit/${articleId}`);
    await page.getByRole('heading', { name: 'Edit article', level: 1 }).waitFor();
    const notice = page.getByRole('region', { name: 'AI Studio draft' });
    await notice.waitFor();
    check(
      normalize(await notice.innerText()).includes('Written by AI Studio: read it carefully, then mark it reviewed; it cannot be published before.'),
      `the notice: ${await notice.innerText()}`,
    );
    check((await page.getByLabel('Title', { exact: true }).inputValue()).startsWith('Report: The city library opens'), 'the draft’s title is in the editor');
    const { body: draft } = await adminGet(page, `/admin/articles/${articleId}`);
    check(draft.editorial_signature === 'AI Generator' && draft.status === 'draft', `the draft: ${draft.editorial_signature} / ${draft.status}`);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await notice.getByText(REFUSAL).waitFor();
    await page.locator('.editor-save', { hasText: `Not published: ${REFUSAL}` }).waitFor();
    await page.locator('.editor__bar .admin-badge', { hasText: 'draft' }).waitFor();
    const { body: refused } = await adminGet(page, `/admin/articles/${articleId}`);
    check(refused.status === 'draft', `a refused draft stays a draft: ${refused.status}`);
    await adminPageChecks(page, 'ai-studio-editor-notice');

    await notice.getByRole('button', { name: 'Mark as reviewed', exact: true }).click();
    await toastText(page, 'Marked as reviewed');
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toastText(page, 'Published');
    await page.locator('.editor__bar .admin-badge', { hasText: 'published' }).waitFor();
    const { body: published } = await adminGet(page, `/admin/articles/${articleId}`);
    check(published.status === 'published' && published.editorial_signature === 'AI Generator', `the published draft: ${published.status} / ${published.editorial_signature}`);
  });

  await test('a run the provider fails says why', async () => {
    await page.goto(`${BASE_URL}/admin/ai-studio`);
    const form = page.getByRole('form', { name: 'New request' });
    await form.getByLabel('Notes or source text', { exact: true }).fill(`${NOTES} [[fail]]`);
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForURL(/\/admin\/ai-studio\?run=\d+$/);
    const failedId = Number(new URL(page.url()).searchParams.get('run'));
    const card = page.getByRole('article', { name: 'Draft an article' });
    await card.getByRole('status').filter({ hasText: `Run #${failedId} failed.` }).waitFor({ timeout: RUN_WITHIN_MS });
    const error = normalize(await card.locator('.ai-failure__error').innerText());
    const { body: stored } = await adminGet(page, `/admin/ai/runs/${failedId}`);
    check(stored.status === 'failed' && stored.error && error === normalize(stored.error), `the failure shown: ${error}; stored: ${stored.error}`);
    check((await card.getByRole('link', { name: 'Open the draft in the editor' }).count()) === 0, 'a failed run offers no draft');
    check(problems.length === 0, problems.join('\n'));
  });

  await context.close();
}

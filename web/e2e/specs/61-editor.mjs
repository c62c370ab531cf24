// The article editor in the browser, against the real server: a new article written in the
// rich-text editor (typed, made bold, given a heading) that saves itself, its preview, a slug of
// its own, publishing it and reading it on the site at its new address (the old one redirecting
// there), its Romanian translation and the pair in the list, a second save and the first
// revision brought back; axe and screenshots at both widths.
import {
  ADMIN,
  BASE_URL,
  adminPageChecks,
  accessToken,
  check,
  checkAccessibility,
  confirmWith,
  openPage,
  screenshot,
  signInThroughGuard,
  test,
  toastText,
  toastsSettled,
} from '../harness.mjs';

/** A draft saves itself 3 s after the last change; the save itself, on a busy machine. */
const AUTOSAVE_WITHIN_MS = 20_000;

/** Resolves once the editor's save (PUT) of article `id` has answered. */
function saveAnswered(page, id) {
  return page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/v1/admin/articles/${id}`,
    { timeout: AUTOSAVE_WITHIN_MS },
  );
}

/** The article as the admin API has it. */
async function storedArticle(page, id) {
  const response = await fetch(`${BASE_URL}/api/v1/admin/articles/${id}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  check(response.ok, `GET /admin/articles/${id} answered ${response.status}`);
  return response.json();
}

export async function run({ launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const title = `Editor test ${stamp}: the council approves the park`;
  const slug = `council-park-${stamp}`;
  const context = await launchContext();
  let page;
  let problems = [];
  let id;
  let titleSlug;

  await test('a new article written in the rich-text editor saves itself once it has a title', async () => {
    ({ page, problems } = await signInThroughGuard(context, '/admin/edit/new', ADMIN));
    await page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();
    await page.locator('.editor-save', { hasText: 'Not saved yet' }).waitFor();
    // The title last: nothing saves before it, so the first save holds everything.
    await page.getByLabel('Excerpt', { exact: true }).fill('The first excerpt.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The council voted ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('seven to two');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' for the park.');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('button', { name: 'H2 heading', exact: true });
    await heading.click();
    check((await heading.getAttribute('aria-pressed')) === 'true', 'H2 heading is pressed in a heading');
    await page.keyboard.type('What happens next');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Work starts in May.');
    check((await page.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')) === 'false', 'Bold is not pressed in plain text');
    await page.getByText(/^\d+ words · 1 min read$/).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);

    await page.waitForURL(/\/admin\/edit\/\d+$/, { timeout: AUTOSAVE_WITHIN_MS });
    id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.locator('.editor-save', { hasText: /^Saved at \d{2}:\d{2}$/ }).waitFor({ timeout: AUTOSAVE_WITHIN_MS });
    await page.getByRole('heading', { name: 'Edit article', level: 1 }).waitFor();
    const stored = await storedArticle(page, id);
    check(stored.status === 'draft' && stored.title === title, `saved as a draft: ${stored.status} “${stored.title}”`);
    check(stored.content.includes('<strong>seven to two</strong>'), `bold kept: ${stored.content}`);
    check(stored.content.includes('<h2>What happens next</h2>'), `heading kept: ${stored.content}`);
    check(stored.excerpt === 'The first excerpt.', `excerpt: ${stored.excerpt}`);
    titleSlug = stored.slug;
  });

  await test('the preview shows the article as the site will, and the editor passes axe', async () => {
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await toggle.click();
    check((await toggle.getAttribute('aria-pressed')) === 'true', 'Preview is pressed');
    const preview = page.locator('#article-preview');
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await preview.locator('.article__content strong', { hasText: 'seven to two' }).waitFor();
    await preview.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
    await adminPageChecks(page, 'editor');
  });

  await test('a slug of its own is checked, saved, and changes the address', async () => {
    await page.getByRole('button', { name: 'Edit slug' }).click();
    const field = page.getByLabel('Slug', { exact: true });
    await field.fill('Not A Slug');
    await page.getByText('Use lowercase letters a–z, digits 0–9 and single dashes between words').waitFor();
    check((await field.getAttribute('aria-invalid')) === 'true', 'the slug field is marked invalid');
    const saved = saveAnswered(page, id);
    await field.fill(slug);
    await page.getByText(`/en/article/${id}/${slug}`).waitFor();
    await page.getByText('redirect (301) to the new address').waitFor();
    check((await saved).ok(), 'the slug was saved');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.locator('.editor-save', { hasText: /^Saved at/ }).waitFor();
    const stored = await storedArticle(page, id);
    check(stored.custom_slug === slug && stored.slug === slug, `slug stored: ${stored.custom_slug} / ${stored.slug}`);
  });

  await test('Publish puts it on the site at its new address, and the old address redirects there', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toastText(page, 'Published');
    await page.locator('.editor__bar .admin-badge', { hasText: 'published' }).waitFor();
    const path = `/en/article/${id}/${slug}`;
    check((await page.getByRole('link', { name: 'View on site' }).getAttribute('href')) === path, 'View on site links to the new address');

    const reader = await launchContext();
    const loaded = [];
    reader.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    const { page: site, problems: siteProblems } = await openPage(reader, path);
    await site.getByRole('heading', { level: 1, name: title }).waitFor();
    await site.locator('.article__content strong', { hasText: 'seven to two' }).waitFor();
    check(!loaded.some((each) => /\/assets\/(edit-article|admin)/.test(each)), `the public page loaded admin code: ${loaded.filter((each) => /admin|edit/.test(each)).join(', ')}`);

    const moved = await fetch(`${BASE_URL}/en/article/${id}/${titleSlug}`, { redirect: 'manual' });
    check(moved.status === 301 && moved.headers.get('location') === path, `the old address answered ${moved.status} → ${moved.headers.get('location')}`);
    await site.goto(`${BASE_URL}/en/article/${id}/${titleSlug}`);
    await site.waitForURL(`${BASE_URL}${path}`);
    await site.getByRole('heading', { level: 1, name: title }).waitFor();
    check(siteProblems.length === 0, siteProblems.join('\n'));
    await reader.close();
  });

  let romanianId;
  await test('Create Romanian translation makes a linked draft, and the list shows the pair', async () => {
    await page.getByRole('button', { name: 'Create Romanian translation' }).click();
    await toastText(page, 'Romanian translation created');
    await page.waitForURL((url) => /^\/admin\/edit\/\d+$/.test(url.pathname) && url.pathname !== `/admin/edit/${id}`);
    romanianId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Edit article', level: 1 }).waitFor();
    check((await page.getByLabel('Language', { exact: true }).inputValue()) === 'ro', 'the translation is Romanian');
    await page.locator('.editor__bar .admin-badge', { hasText: 'draft' }).waitFor();
    const panel = page.getByRole('region', { name: 'Translation' });
    await panel.getByText(`#${id}`).waitFor();
    check((await panel.getByRole('link', { name: 'Open its editor' }).getAttribute('href')) === `/admin/edit/${id}`, 'the panel links to the English editor');

    await page.goto(`${BASE_URL}/admin/articles?q=${encodeURIComponent(`Editor test ${stamp}`)}`);
    // Each row names the other article; the English one is not behind its new translation.
    await page.getByRole('link', { name: new RegExp(`^RO\\s#${romanianId} · draft$`) }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^EN\\s#${id} · `) }).waitFor();
    await page.locator(`.admin-table a[href="/admin/edit/${id}"]`, { hasText: title }).waitFor();
  });

  await test('a second save is a revision, and the first revision is brought back', async () => {
    await page.goto(`${BASE_URL}/admin/edit/${id}`);
    const excerpt = page.getByLabel('Excerpt', { exact: true });
    await excerpt.waitFor();
    check((await excerpt.inputValue()) === 'The first excerpt.', 'the excerpt as first saved');
    await excerpt.fill('A second excerpt, saved with Update.');
    await page.locator('.editor-save', { hasText: 'Unsaved changes' }).waitFor();
    const saved = saveAnswered(page, id);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    check((await saved).ok(), 'Update saved');
    await toastText(page, 'Article updated');
    const { version } = await storedArticle(page, id);

    const revisions = page.getByRole('region', { name: 'Revisions' });
    await revisions.getByRole('button', { name: new RegExp(`^Compare Version ${version}\\b`) }).waitFor();
    const first = revisions.getByRole('button', { name: /^Compare Version \d+\b/ }).last();
    const firstVersion = /Version (\d+)/.exec((await first.locator('strong').textContent()) ?? '')?.[1];
    check(firstVersion && Number(firstVersion) < version, `the oldest revision is ${firstVersion}, the article at ${version}`);
    await first.click();
    const compare = page.getByRole('dialog', { name: `Compare version ${firstVersion} with the editor` });
    await compare.locator('ins', { hasText: 'second' }).first().waitFor();
    await compare.locator('del', { hasText: 'first' }).first().waitFor();
    await toastsSettled(page);
    await checkAccessibility(page, 'revision compare');
    await screenshot(page, 'admin-editor-revisions-1280');
    await compare.getByRole('button', { name: 'Restore this version' }).click();
    await confirmWith(page, 'Restore', `Restore version ${firstVersion}?`);
    await toastText(page, `Version ${firstVersion} restored`);
    await compare.waitFor({ state: 'detached' });
    check((await excerpt.inputValue()) === 'The first excerpt.', 'the editor shows the restored excerpt');
    const restored = await storedArticle(page, id);
    check(restored.excerpt === 'The first excerpt.' && restored.version > version, `restored as a new version: ${restored.version} “${restored.excerpt}”`);
    check(restored.status === 'published', `the status stays: ${restored.status}`);
    check(problems.length === 0, problems.join('\n'));
  });

  await context.close();
}

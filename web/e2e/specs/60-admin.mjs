// The admin area in the browser (issue 16), against the real server and its worker: the
// guard's outcomes (no session, a reader, an editor, an admin), the article list's filters and
// bulk actions, every backup page action and message with a real backup made by the worker, the
// break-glass page with a token from `newsctl`, API keys, comment moderation, the Users page;
// axe on every page and screenshots at both widths.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  ADMIN,
  EDITOR,
  BASE_URL,
  adminPageChecks,
  accessToken,
  apiGet,
  apiPost,
  check,
  checkAccessibility,
  confirmWith,
  openPage,
  screenshot,
  signInThroughGuard,
  test,
  toastText,
} from '../harness.mjs';

/** `newsctl` and the server's data directory, for the break-glass token. */
const NEWSCTL = process.env.E2E_NEWSCTL ?? '';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export async function run({ launchContext }) {
  check(ADMIN.email && EDITOR.email && NEWSCTL && DATA_DIR, 'E2E_ADMIN_*, E2E_EDITOR_*, E2E_NEWSCTL and E2E_DATA_DIR are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const admin = await launchContext();
  let adminPage;

  await test('the admin guard sends a visitor to sign in and back, then shows the article list', async () => {
    const { page, problems } = await signInThroughGuard(admin, '/admin', ADMIN);
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    check(JSON.stringify(links) === JSON.stringify(['Articles', 'AI Studio', 'Dashboard', 'Media', 'Comments', 'Newsletter', 'Podcasts', 'Automation', 'API Keys', 'Backup', 'Users', 'Audit']), `admin nav: ${links.join(', ')}`);
    await page.getByRole('link', { name: 'Back to Site' }).waitFor();
    await page.locator('.admin-table tbody tr').first().waitFor();
    await adminPageChecks(page, 'articles');
    check(problems.length === 0, problems.join('\n'));
    adminPage = page;
  });

  await test('a reader is turned away with Access Denied, and the public pages never load the admin code', async () => {
    const email = `reader-${stamp}@example.org`;
    await apiPost('/auth/signup', { email, password: 'reader password 1', language: 'en' });
    const reader = await launchContext();
    const { page } = await openPage(reader, '/en/login');
    const loaded = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel('Password').fill('reader password 1');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/en`);
    check(!loaded.some((path) => /\/assets\/admin/.test(path)), `the public site loaded admin code: ${loaded.filter((p) => p.includes('admin')).join(', ')}`);
    await page.goto(`${BASE_URL}/admin/backup`);
    check((await toastText(page, 'Access Denied')).includes("You don't have admin privileges."), 'the denial toast');
    await page.waitForURL(`${BASE_URL}/en`);
    await reader.close();
  });

  await test('an editor sees the content pages only', async () => {
    const editor = await launchContext();
    const { page } = await signInThroughGuard(editor, '/admin/comments', EDITOR);
    await page.getByRole('heading', { name: 'Comments', level: 1 }).waitFor();
    const links = (await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allInnerTexts()).map((t) => t.trim());
    check(JSON.stringify(links) === JSON.stringify(['Articles', 'AI Studio', 'Dashboard', 'Media', 'Comments', 'Newsletter', 'Podcasts']), `editor nav: ${links.join(', ')}`);
    await page.goto(`${BASE_URL}/admin/backup`);
    await page.waitForURL(`${BASE_URL}/admin/articles`);
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    await editor.close();
  });

  /** The list's row of `article` itself (its translation's row shows the same title). */
  const articleRow = (page, article) =>
    page.locator('.admin-table tbody tr').filter({ has: page.locator(`a[href="/admin/edit/${article.id}"]`, { hasText: article.title }) });

  await test('the article list filters by title and archives and publishes in bulk after asking', async () => {
    const page = adminPage;
    const { items } = await apiGet('/articles?language=en&limit=1');
    const article = items[0];
    const words = article.title.split(' ').slice(0, 2).join(' ');
    await page.getByLabel('Title', { exact: true }).fill(words.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=/);
    const row = articleRow(page, article);
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await confirmWith(page, 'Cancel');
    check((await row.locator('.admin-badge').innerText()) === 'published', 'cancel changes nothing');
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await confirmWith(page, 'Archive');
    await toastText(page, '1 article archived');
    await page.getByLabel('Status').selectOption('archived');
    await articleRow(page, article).locator('.admin-badge', { hasText: 'archived' }).waitFor();
    const archived = await fetch(`${BASE_URL}/api/v1/articles/${article.id}`);
    check(archived.status === 404, `an archived article is not public (${archived.status})`);
    await articleRow(page, article).getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish' }).click();
    await confirmWith(page, 'Publish');
    await toastText(page, '1 article published');
    check((await fetch(`${BASE_URL}/api/v1/articles/${article.id}`)).ok, 'published again');
  });

  await test('a deleted article waits in the trash and is restored from there', async () => {
    const page = adminPage;
    const { items } = await apiGet('/articles?language=ro&limit=1');
    const article = items[0];
    await page.goto(`${BASE_URL}/admin/articles?q=${encodeURIComponent(article.title)}`);
    const row = articleRow(page, article);
    await row.getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Delete');
    await toastText(page, '1 article moved to the trash');
    await page.getByRole('link', { name: 'Trash' }).click();
    const trashed = page.locator('.admin-table tbody tr', { hasText: article.title });
    await trashed.waitFor();
    await adminPageChecks(page, 'trash');
    await trashed.getByRole('button', { name: 'Restore' }).click();
    await toastText(page, 'Article restored');
    await trashed.waitFor({ state: 'detached' });
    const back = await fetch(`${BASE_URL}/api/v1/admin/articles/${article.id}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
    check(back.ok && (await back.json()).status === 'published', `restored as it was (${back.status})`);
  });

  let backupId;
  await test('the backup page makes, lists, downloads and deletes a backup with the spec texts', async () => {
    const page = adminPage;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Backup' }).click();
    await page.getByRole('heading', { name: 'Backup', level: 1 }).waitFor();
    check((await page.getByRole('link', { name: 'Backup' }).getAttribute('aria-current')) === 'page', 'Backup is highlighted');
    await page.getByText('No backups found. Create your first backup using the buttons above.').waitFor();
    await adminPageChecks(page, 'backup-empty');
    await page.getByRole('button', { name: 'Standard Backup' }).click();
    await toastText(page, 'Standard backup started');
    const row = page.locator('.admin-table tbody tr').first();
    await row.locator('.admin-badge', { hasText: 'completed' }).waitFor({ timeout: 60_000 });
    check((await row.locator('td').first().innerText()) === 'Standard', 'the type column');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
    check((await download.suggestedFilename()).includes('.tar.zst'), `downloaded ${await download.suggestedFilename()}`);
    check((await download.failure()) === null, 'the download finished');
    await row.getByRole('button', { name: 'Verify' }).click();
    await toastText(page, 'Backup verified');
    await row.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    const restore = dialog.getByRole('button', { name: 'Restore' });
    check(await restore.isDisabled(), 'Restore waits for the typed confirmation');
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    check(await restore.isEnabled(), 'typed, Restore can be pressed');
    await checkAccessibility(page, 'backup-restore-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminPageChecks(page, 'backup');
    const { items } = await (await fetch(`${BASE_URL}/api/v1/admin/backups`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json();
    backupId = items[0].id;
  });

  await test('the break-glass page shows only the form, then lists backups for a token from newsctl', async () => {
    const visitor = await launchContext();
    const { page, problems } = await openPage(visitor, '/direct-backup');
    await page.getByLabel('Break-glass token').waitFor();
    check((await page.locator('.admin-table').count()) === 0, 'no backups without a token');
    await page.getByLabel('Break-glass token').fill('not-a-token');
    await page.getByRole('button', { name: 'Show backups' }).click();
    await page.getByRole('alert').filter({ hasText: /token|break-glass/i }).waitFor();
    await checkAccessibility(page, '/direct-backup');
    const { stdout } = await promisify(execFile)(NEWSCTL, ['--json', 'backup', 'emergency-token'], { env: { ...process.env, NEWS_DATA_DIR: DATA_DIR } });
    const { token } = JSON.parse(stdout);
    await page.getByLabel('Break-glass token').fill(token);
    await page.getByRole('button', { name: 'Show backups' }).click();
    const row = page.locator('.admin-table tbody tr').first();
    await row.waitFor();
    check(!page.url().includes(token), 'the token is never in the URL');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
    check((await download.failure()) === null, 'the break-glass download finished');
    await screenshot(page, 'admin-direct-backup-1280');
    await row.getByRole('button', { name: 'Download' }).click();
    await toastText(page, 'Download Not Available');
    check(problems.length === 0, problems.join('\n'));

    const { page: emergency } = await openPage(visitor, '/emergency-backup');
    await emergency.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await emergency.getByRole('link', { name: 'Admin Login' }).waitFor();
    await visitor.close();

    await adminPage.goto(`${BASE_URL}/emergency-backup`);
    await adminPage.locator('.admin-table tbody tr').first().getByRole('button', { name: 'Download' }).waitFor();
    await checkAccessibility(adminPage, '/emergency-backup');
  });

  await test('deleting a backup asks first, and the list comes back empty', async () => {
    const page = adminPage;
    await page.goto(`${BASE_URL}/admin/backup`);
    const row = page.locator('.admin-table tbody tr').first();
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmWith(page, 'Delete');
    await toastText(page, 'Backup deleted');
    await page.getByText('No backups found. Create your first backup using the buttons above.').waitFor();
    const gone = await fetch(`${BASE_URL}/api/v1/admin/backups/${backupId}/download`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
    check(gone.status === 404, `a deleted backup cannot be downloaded (${gone.status})`);
  });

  await test('an API key is shown once, listed, and refused at once when revoked', async () => {
    const page = adminPage;
    await page.getByRole('link', { name: 'API Keys' }).click();
    await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('alert').filter({ hasText: 'Give the key a name' }).waitFor();
    await page.getByLabel('Name').fill(`Importer ${stamp}`);
    await page.getByLabel('Scope').selectOption('content:write');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByLabel('The new key').innerText()).trim();
    const works = await fetch(`${BASE_URL}/api/v1/admin/articles`, { headers: { Authorization: `Bearer ${key}` } });
    check(works.status === 200, `the new key works (${works.status})`);
    await adminPageChecks(page, 'api-keys-created');
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.locator('.admin-table tbody tr', { hasText: `Importer ${stamp}` });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await confirmWith(page, 'Revoke');
    await toastText(page, 'Key revoked');
    await row.locator('.admin-badge', { hasText: 'revoked' }).waitFor();
    const refused = await fetch(`${BASE_URL}/api/v1/admin/articles`, { headers: { Authorization: `Bearer ${key}` } });
    check(refused.status === 401, `a revoked key is refused (${refused.status})`);
    check(!(await page.content()).includes(key), 'the key is not shown again');
  });

  await test('a held comment waits in the queue and is approved onto the article', async () => {
    const page = adminPage;
    const { items } = await apiGet('/articles?language=en&limit=1');
    const article = items[0];
    const text = `See https://example.org/${stamp} for more`;
    await apiPost(`/articles/${article.id}/comments`, { text, name: 'Linker', fingerprint: `e2e-${stamp}` });
    await page.getByRole('link', { name: 'Comments' }).click();
    const card = page.locator('.admin-comment', { hasText: text });
    await card.waitFor();
    await adminPageChecks(page, 'comments');
    await card.getByRole('button', { name: 'Approve' }).click();
    await toastText(page, 'Comment approved');
    await card.waitFor({ state: 'detached' });
    const visible = await apiGet(`/articles/${article.id}/comments`);
    check(visible.items.some((comment) => comment.text === text), 'the approved comment is public');
  });

  await test('the Users page finds an account and makes it an editor, and Audit records it', async () => {
    const page = adminPage;
    const email = `promoted-${stamp}@example.org`;
    const signedUp = await apiPost('/auth/signup', { email, password: 'promoted password 1', language: 'en' });
    check(signedUp, 'signed up');
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Address or name').fill(`promoted-${stamp}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.admin-table tbody tr', { hasText: email });
    await row.waitFor();
    await adminPageChecks(page, 'users');
    await row.getByLabel(`Role of ${email}`).selectOption('editor');
    await confirmWith(page, 'Change role');
    // Nobody confirmed the address: the server refuses, and says why.
    check((await toastText(page, 'The account could not be changed')).includes('has not confirmed'), 'unconfirmed refused');
    const self = page.locator('.admin-table tbody tr', { hasText: ADMIN.email });
    check((await self.count()) === 0 || (await self.getByRole('button', { name: 'Disable' }).isDisabled()), 'an admin cannot disable themselves');
    await row.getByRole('button', { name: 'Disable' }).click();
    await confirmWith(page, 'Disable');
    await toastText(page, `${email} is disabled`);
    await row.locator('.admin-badge', { hasText: 'disabled' }).waitFor();

    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByLabel('Action').fill('user');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('.admin-table tbody tr', { hasText: 'user.disable' }).first().waitFor();
    await adminPageChecks(page, 'audit');
  });

  await admin.close();
}

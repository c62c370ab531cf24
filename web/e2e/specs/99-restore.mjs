// A restore from the admin backup page, run by the worker, last of all the specs: it replaces
// the whole database and ends every session. The page follows the run to its end, sends the
// admin to sign in again, and afterwards says how the last restore went; an article written
// after the backup is gone from the site and from search.
import { ADMIN, BASE_URL, adminPageChecks, accessToken, apiGet, check, signInThroughGuard, test, toastText } from '../harness.mjs';

/** A backup of 250 articles is made and restored in seconds; a loaded CI machine takes longer. */
const RESTORED_WITHIN_MS = 120_000;

export async function run({ launchContext }) {
  const stamp = Date.now();
  const context = await launchContext();
  const { page } = await signInThroughGuard(context, '/admin/backup', ADMIN);
  await page.getByRole('heading', { name: 'Backup', level: 1 }).waitFor();
  const token = await accessToken(page);
  const authorized = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  await test('a restore started on the backup page is followed to its end, then everyone signs in again', async () => {
    const made = await fetch(`${BASE_URL}/api/v1/admin/backups`, { method: 'POST', headers: authorized, body: JSON.stringify({ backup_type: 'comprehensive' }) });
    check(made.status === 202, `a backup was queued (${made.status})`);
    const { backup_id: backupId } = await made.json();
    for (let waited = 0; ; waited += 500) {
      const { items } = await (await fetch(`${BASE_URL}/api/v1/admin/backups`, { headers: authorized })).json();
      if (items.find((b) => b.id === backupId)?.status === 'completed') break;
      check(waited < 60_000, 'the backup did not complete within a minute');
      await page.waitForTimeout(500);
    }
    // Written after the backup: the restore takes it away.
    const title = `Written after the backup ${stamp}`;
    const created = await fetch(`${BASE_URL}/api/v1/admin/articles`, {
      method: 'POST',
      headers: authorized,
      body: JSON.stringify({ title, language: 'en', content: '<p>Soon gone.</p>', status: 'published' }),
    });
    check(created.status === 201, `an article was written (${created.status})`);
    const { id: laterId } = await created.json();
    const searched = async () => (await apiGet(`/search?q=${encodeURIComponent(String(stamp))}&lang=en`)).items.some((item) => item.id === laterId);
    for (let waited = 0; !(await searched()); waited += 500) {
      check(waited < 10_000, 'search never found the new article');
      await page.waitForTimeout(500);
    }

    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.locator('.admin-table tbody tr').filter({ has: page.locator('.admin-badge', { hasText: 'completed' }) }).first();
    await row.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /^Restoring backup #/ }).first().waitFor();
    await page.waitForURL(`${BASE_URL}/en/login?next=%2Fadmin%2Fbackup`, { timeout: RESTORED_WITHIN_MS });
    await toastText(page, 'Backup restored');

    const gone = await fetch(`${BASE_URL}/api/v1/articles/${laterId}`);
    check(gone.status === 404, `the article written after the backup is gone (${gone.status})`);
    const refused = await fetch(`${BASE_URL}/api/v1/admin/backups`, { headers: authorized });
    check(refused.status === 401, `the old session ended (${refused.status})`);
    for (let waited = 0; await searched(); waited += 500) {
      check(waited < 10_000, 'search still finds the article the restore took away');
      await page.waitForTimeout(500);
    }
  });

  await test('after signing in again the backup page says how the last restore went', async () => {
    await page.locator('main').getByLabel('Email').fill(ADMIN.email);
    await page.locator('main').getByLabel('Password').fill(ADMIN.password);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/admin/backup`);
    const line = page.locator('.backup-last-restore');
    await line.waitFor();
    check(/^Last restore: backup #\d+, completed .* by .*\(\d[\d,]* rows/.test((await line.innerText()).trim()), `the last restore line: ${await line.innerText()}`);
    await adminPageChecks(page, 'backup-after-restore');
  });

  await context.close();
}

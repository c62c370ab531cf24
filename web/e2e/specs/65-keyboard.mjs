/* global window, document */
// The admin area with the keyboard alone (issue 16): every action below is reached with Tab
// from the page's start and done with Enter, Space or Escape, never a click. The navigation,
// the article list's search, row selection and a bulk action's dialog (focus held inside,
// Escape gives it back), an API key made, copied and revoked, a comment approved, a backup
// queued; each focused control shows where the focus is.
import { ADMIN, BASE_URL, apiGet, apiPost, check, signInThroughGuard, test, toastText } from '../harness.mjs';

/** Tab presses allowed to reach a control before it counts as unreachable. */
const MAX_TABS = 80;

/**
 * Moves the focus from where it is with `key` (Tab, or Shift+Tab for a control before it) until
 * `locator` has it; fails when it never does. Returns how many presses it took.
 */
async function tabTo(page, locator, what, key = 'Tab') {
  const target = await locator.elementHandle();
  check(target, `${what} is not on the page`);
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      await checkFocusShows(page, what);
      return presses;
    }
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} presses of ${key}`);
}

/** The focused control has a visible focus indicator: an outline or a ring of box-shadow. */
async function checkFocusShows(page, what) {
  const shown = await page.evaluate(() => {
    const style = window.getComputedStyle(document.activeElement);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
  check(shown, `${what} shows no focus indicator`);
}

/** Presses Tab inside an open dialog (which holds the focus) until `locator` has it. */
async function tabInDialog(page, locator, what) {
  for (let presses = 0; presses < 8; presses++) {
    if (await locator.evaluate((element) => element === document.activeElement)) {
      await checkFocusShows(page, what);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} was not reached inside the dialog`);
}

/** Whether the focus is inside the open dialog. */
const focusInDialog = (page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"], [role="alertdialog"]')));

export async function run({ launchContext }) {
  const stamp = Date.now();
  const context = await launchContext();
  const { page } = await signInThroughGuard(context, '/admin', ADMIN);
  await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
  await page.locator('.admin-table tbody tr').first().waitFor();

  await test('keyboard: the navigation opens every page', async () => {
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await tabTo(page, nav.getByRole('link', { name: 'Media' }), 'the Media link');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
    await tabTo(page, nav.getByRole('link', { name: 'Articles' }), 'the Articles link');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    await page.locator('.admin-table tbody tr').first().waitFor();
  });

  await test('keyboard: the article list is searched, a row selected, and a bulk dialog opened and left', async () => {
    const { items } = await apiGet('/articles?language=en&limit=1');
    const title = items[0].title;
    const word = title.split(/\s+/).find((part) => part.length > 4) ?? title;
    const search = page.getByRole('searchbox').or(page.getByLabel(/search titles/i)).first();
    await tabTo(page, search, 'the title search');
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    const row = page.locator('.admin-table tbody tr', { hasText: title }).first();
    await row.waitFor();
    const select = row.getByRole('checkbox');
    await tabTo(page, select, 'the row checkbox');
    await page.keyboard.press('Space');
    check(await select.isChecked(), 'Space selects the row');
    const archive = page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' });
    // The bulk actions come before the table: back up from the row.
    await tabTo(page, archive, 'the bulk Archive button', 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    check(await focusInDialog(page), 'the dialog takes the focus');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      check(await focusInDialog(page), 'Tab stays inside the dialog');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    check(await archive.evaluate((element) => element === document.activeElement), 'Escape gives the focus back to the button that opened it');
    const still = await apiGet(`/articles/${items[0].id}`);
    check(still.status === 'published', `nothing changed after Escape (${still.status})`);
  });

  await test('keyboard: an API key is made, copied and revoked', async () => {
    await page.goto(`${BASE_URL}/admin/api-keys`);
    await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
    await tabTo(page, page.getByLabel('Name'), 'the key name');
    await page.keyboard.type(`Keyboard ${stamp}`);
    await page.keyboard.press('Enter');
    const key = (await page.getByLabel('The new key').innerText()).trim();
    check(key.length > 20, 'the key is shown');
    await tabTo(page, page.getByRole('button', { name: 'Done' }), 'Done');
    await page.keyboard.press('Enter');
    const row = page.locator('.admin-table tbody tr', { hasText: `Keyboard ${stamp}` });
    await tabTo(page, row.getByRole('button', { name: 'Revoke' }), 'Revoke');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabInDialog(page, dialog.getByRole('button', { name: 'Revoke', exact: true }), 'the dialog’s Revoke');
    await page.keyboard.press('Enter');
    await toastText(page, 'Key revoked');
    const refused = await fetch(`${BASE_URL}/api/v1/admin/articles`, { headers: { Authorization: `Bearer ${key}` } });
    check(refused.status === 401, `the revoked key is refused (${refused.status})`);
  });

  await test('keyboard: a held comment is approved', async () => {
    const { items } = await apiGet('/articles?language=en&limit=1');
    const text = `Keyboard https://example.org/${stamp}`;
    await apiPost(`/articles/${items[0].id}/comments`, { text, name: 'Typist', fingerprint: `e2e-keys-${stamp}` });
    await page.goto(`${BASE_URL}/admin/comments`);
    const card = page.locator('.admin-comment', { hasText: text });
    await card.waitFor();
    await tabTo(page, card.getByRole('button', { name: 'Approve' }), 'Approve');
    await page.keyboard.press('Enter');
    await toastText(page, 'Comment approved');
  });

  await test('keyboard: a standard backup is queued', async () => {
    await page.goto(`${BASE_URL}/admin/backup`);
    await page.getByRole('heading', { name: 'Backup', level: 1 }).or(page.getByRole('heading', { level: 1 })).first().waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Standard Backup' }), 'Standard Backup');
    await page.keyboard.press('Enter');
    await page.locator('.admin-table tbody tr').first().waitFor();
  });

  await context.close();
}

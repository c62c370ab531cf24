// The newsletter page in the browser, against the real server, its worker and the SMTP capture
// server: a reader subscribes and confirms through the mailed link; an admin finds them in the
// subscriber list (search, status and language filters in the address, applied by the server)
// and exports the subscribers those filters match as the server's CSV; writes a campaign in the rich-text editor
// with a live, sandboxed preview, sends it after the confirmation that
// says how many get it, follows its progress to the end, and the campaign mail reaches the reader
// in maildev, after a test sent to one address only arrives marked as a test. axe and
// screenshots at both widths on each view.
import { readFile } from 'node:fs/promises';
import {
  ADMIN,
  BASE_URL,
  adminPageChecks,
  apiPost,
  check,
  confirmWith,
  mailTo,
  signInThroughGuard,
  test,
  toastText,
} from '../harness.mjs';

/** The worker picks the campaign up and sends it: longer than one step on a busy machine. */
const SENDING_MS = 60_000;

export async function run({ launchContext }) {
  check(ADMIN.email, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set (ops/test.sh sets them)');
  const stamp = Date.now();
  const reader = `newsletter-${stamp}@example.org`;
  const subject = `E2E newsletter ${stamp}`;
  const context = await launchContext();
  let page;
  let problems = [];

  await test('a reader subscribes in Romanian and confirms with the mailed link', async () => {
    await apiPost('/newsletter/subscribe', { email: reader, language: 'ro' });
    const mail = await mailTo(reader);
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
    check(token, `the confirmation mail has a link: ${(mail.text ?? '').slice(0, 200)}`);
    const confirmed = await fetch(`${BASE_URL}/api/v1/newsletter/confirm?token=${token}`);
    check(confirmed.ok, `the link confirms (${confirmed.status})`);
    await confirmed.text();
  });

  await test('the newsletter page lists the subscriber, filters by address, status and language', async () => {
    ({ page, problems } = await signInThroughGuard(context, '/admin/newsletter', ADMIN));
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
    const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Newsletter' });
    check((await link.getAttribute('aria-current')) === 'page', 'Newsletter is highlighted');
    await page.getByRole('list', { name: 'Subscribers by status' }).waitFor();
    await page.getByRole('region', { name: 'Subscribers' }).getByText(reader).waitFor();
    const filters = page.getByRole('search', { name: 'Filter subscribers' });

    await filters.getByLabel('Address').fill(`newsletter-${stamp}`);
    await filters.getByRole('button', { name: 'Search' }).click();
    await filters.getByLabel('Status').selectOption('confirmed');
    await filters.getByLabel('Language').selectOption('ro');
    await page.waitForURL(/status=confirmed&language=ro&q=newsletter-/);
    await page.getByText(`1 confirmed Romanian subscriber matches “newsletter-${stamp}”`).waitFor();
    const row = page.locator('.admin-table tbody tr', { hasText: reader });
    check((await row.innerText()).includes('Romanian'), `the row: ${await row.innerText()}`);
    await row.locator('.admin-badge', { hasText: 'confirmed' }).waitFor();
    await adminPageChecks(page, 'newsletter-subscribers');

    await filters.getByLabel('Language').selectOption('en');
    await page.getByText('No subscribers match these filters.').waitFor();
    await filters.getByLabel('Language').selectOption('ro');
    await row.waitFor();
  });

  await test('Export CSV downloads the server’s CSV of the filtered subscribers, with a header row', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    check(download.suggestedFilename() === 'subscribers.csv', `the file name: ${download.suggestedFilename()}`);
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    check(lines[0] === 'email,language,status,created_at,confirmed_at,unsubscribed_at,bounces', `the header: ${lines[0]}`);
    const rows = lines.slice(1, -1);
    // The filters on screen (confirmed, Romanian, the address typed) narrow the file too: the reader alone.
    check(lines.at(-1) === '' && rows.length === 1 && rows[0].startsWith(`${reader},ro,confirmed,`), `the rows: ${lines.join(' | ')}`);
    const said = await toastText(page, 'Subscribers exported');
    check(said.includes(`Every confirmed Romanian subscriber whose address holds “newsletter-${stamp}”`), `the toast: ${said}`);
  });

  await test('a campaign is written in the rich-text editor with a sandboxed live preview and saved as a draft', async () => {
    await page.getByRole('button', { name: 'Campaigns' }).click();
    await page.waitForURL(/\?tab=campaigns$/);
    await page.getByRole('link', { name: 'New campaign' }).click();
    const form = page.getByRole('form', { name: 'New campaign' });
    await form.getByRole('button', { name: 'Save draft' }).click();
    await form.getByText('Give the campaign a subject.').waitFor();
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Language').selectOption('ro');
    check((await form.getByRole('button', { name: 'Embed a video or post' }).count()) === 0, 'a mail offers no embeds');
    await form.getByRole('textbox', { name: 'Body', exact: true }).click();
    const heading = form.getByRole('button', { name: 'H2 heading', exact: true });
    await heading.click();
    check((await heading.getAttribute('aria-pressed')) === 'true', 'H2 heading is pressed in a heading');
    await page.keyboard.type(`Salut ${stamp}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Știri de ');
    await form.getByRole('button', { name: 'Link', exact: true }).click();
    const link = page.getByRole('dialog', { name: 'Add a link' });
    await link.getByLabel('Link address').fill(`${BASE_URL}/ro`);
    await link.getByLabel('Text to show').fill('azi');
    await link.getByRole('button', { name: 'Add link' }).click();
    await link.waitFor({ state: 'detached' });
    await form.getByRole('link', { name: 'azi' }).waitFor();
    const preview = page.locator('iframe[title="Preview of the mail"]');
    check((await preview.getAttribute('sandbox')) === '', 'the preview is sandboxed with no permissions');
    const frame = page.frameLocator('iframe[title="Preview of the mail"]');
    await frame.getByRole('heading', { name: `Salut ${stamp}` }).waitFor();
    await frame.getByRole('link', { name: 'azi' }).waitFor();
    await adminPageChecks(page, 'newsletter-compose');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await toastText(page, 'Draft saved');
    await page.getByRole('heading', { name: subject, level: 2 }).waitFor();
    await page.waitForURL(/\?tab=campaigns&campaign=\d+$/);
    await page.getByRole('status').filter({ hasText: 'Draft: not sent yet.' }).waitFor();
    await adminPageChecks(page, 'newsletter-campaign');
  });

  await test('a test goes to one address only, marked as a test', async () => {
    const proof = `proof-${stamp}@example.org`;
    await page.getByLabel('Send a test to').fill(proof);
    await page.getByRole('button', { name: 'Send test' }).click();
    await toastText(page, 'Test sent');
    const mail = await mailTo(proof, (text) => text === `[Test] ${subject}`);
    check((mail.html ?? '').includes(`Salut ${stamp}`), 'the test has the body');
    check((await mailTo(reader, () => true).catch(() => null))?.subject !== `[Test] ${subject}`, 'no subscriber got the test');
  });

  await test('Send now says how many get it, the progress shows to the end, and the mail arrives', async () => {
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog', { name: `Send “${subject}” now?` });
    await dialog.waitFor();
    const question = await dialog.innerText();
    check(/It goes to [\d,]+ confirmed Romanian subscribers?\./.test(question), `the question: ${question}`);
    await confirmWith(page, 'Send now');
    await toastText(page, 'Sending started');
    await page.getByRole('status').filter({ hasText: /^Sent: / }).waitFor({ timeout: SENDING_MS });
    const mail = await mailTo(reader, (text) => text === subject, SENDING_MS);
    check((mail.html ?? '').includes(`Salut ${stamp}`) && !(mail.html ?? '').includes('<script'), 'the mail has the sanitised body');
    check(/newsletter\/unsubscribe\?token=/.test(mail.text ?? ''), 'the mail says how to unsubscribe');

    await page.getByRole('link', { name: '← All campaigns' }).click();
    const row = page.locator('.admin-table tbody tr', { hasText: subject });
    await row.locator('.admin-badge', { hasText: 'sent' }).waitFor();
    check(/\d+ of \d+ sent/.test(await row.innerText()), `the list's progress: ${await row.innerText()}`);
    await adminPageChecks(page, 'newsletter-campaigns');
    check(problems.length === 0, problems.join('\n'));
  });

  await context.close();
}

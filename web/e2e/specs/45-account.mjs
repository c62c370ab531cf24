// Account security in the browser (issue 15): passwordless sign-in with the code and the link
// mailed through the real SMTP capture server; the account page (name, sessions, two-step
// verification with a real TOTP code, recovery codes, the data export, deletion); and a
// password sign-in that asks for the second factor. Screenshots of the account page at both
// widths in both languages.
// Functions passed to page.evaluate() run in the browser:
/* global window */
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BASE_URL, STEP_TIMEOUT_MS, apiPost, check, checkAccessibility, openPage, screenshot, test, toastText } from '../harness.mjs';

const MAILDEV_URL = (process.env.MAILDEV_URL ?? '').replace(/\/+$/, '');

/** The newest mail to `to`, waiting for the `count`th to arrive. */
async function mailTo(to, count = 1) {
  check(MAILDEV_URL, 'MAILDEV_URL is not set (ops/test.sh sets it)');
  const started = Date.now();
  for (;;) {
    const all = await (await fetch(`${MAILDEV_URL}/api/email`)).json();
    const mine = all.filter((mail) => mail.to.some((rcpt) => rcpt.address === to));
    if (mine.length >= count) return mine[mine.length - 1];
    check(Date.now() - started < STEP_TIMEOUT_MS, `no mail #${count} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of text.replace(/=+$/, '')) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238: the six-digit code of a base32 secret for the 30-second step `step`. */
function totp(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const nowStep = () => Math.floor(Date.now() / 1000 / 30);

export async function run({ context, launchContext }) {
  const stamp = Date.now();

  await test('a mailed code signs a new reader in, and so does the link in the mail', async () => {
    const email = `coder-${stamp}@example.org`;
    const own = await launchContext();
    const { page, problems } = await openPage(own, '/en/login');
    await page.getByRole('button', { name: 'Email me a sign-in code instead' }).click();
    await page.locator('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByRole('status').filter({ hasText: 'a code is on its way' }).waitFor();
    await checkAccessibility(page, '/en/login (code asked)');
    const mail = await mailTo(email);
    const code = mail.subject.split(' ').pop();
    await page.locator('main').getByLabel('Six-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('.auth-form__failure', { hasText: 'Invalid or expired code' }).waitFor();
    await page.locator('main').getByLabel('Six-digit code').fill(code);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await toastText(page, 'Signed in successfully');
    await page.waitForURL(`${BASE_URL}/en`);
    check(problems.length === 0, problems.join('\n'));
    await page.close();

    // The link of a second mail, opened in a browser that has no session.
    await apiPost('/auth/otp', { email, language: 'ro' });
    const second = await mailTo(email, 2);
    const link = second.text.match(/https?:\/\/\S+/)[0];
    const fresh = await launchContext();
    const linked = await fresh.newPage();
    await linked.goto(`${BASE_URL}${new URL(link).pathname}${new URL(link).search}`, { waitUntil: 'load' });
    await toastText(linked, 'Signed in successfully');
    const stored = JSON.parse(await linked.evaluate(() => window.localStorage.getItem('newsSession')));
    check(stored?.user.email === email && stored.user.email_confirmed_at, 'the link did not sign in a confirmed account');
    await fresh.close();
    await own.close();
  });

  await test('"Continue with Local ID" signs in at the OpenID Connect provider and comes back signed in', async () => {
    const own = await launchContext();
    const { page, problems } = await openPage(own, '/ro/login?next=/ro/account');
    await page.getByRole('link', { name: 'Continuă cu Local ID' }).click();
    // The provider's own development login form.
    await page.locator('input[name="login"]').fill(`oidc-${stamp}`);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await toastText(page, 'Te-ai autentificat cu succes');
    await page.waitForURL(`${BASE_URL}/ro/account`);
    const stored = JSON.parse(await page.evaluate(() => window.localStorage.getItem('newsSession')));
    check(stored?.user.email === `oidc-${stamp}@example.org`, `signed in as ${stored?.user.email}`);
    check(problems.length === 0, problems.join('\n'));
    await own.close();
  });

  await test('a provider account without a verified address is turned away with the reason', async () => {
    const own = await launchContext();
    const { page } = await openPage(own, '/en/login');
    await page.getByRole('link', { name: 'Continue with Local ID' }).click();
    await page.locator('input[name="login"]').fill(`unverified-${stamp}`);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('.auth-form__failure', { hasText: 'no verified email address' }).waitFor();
    check(page.url().endsWith('/en/login?error=unverified_email'), page.url());
    await checkAccessibility(page, '/en/login (provider refused)');
    await own.close();
  });

  const email = `staff-${stamp}@example.org`;
  const password = 'a long enough password';
  let secret = '';
  let recoveryCodes = [];

  await test('the account page changes the name, lists sessions and turns on two-step verification', async () => {
    await apiPost('/auth/signup', { email, password });
    const { page, problems } = await openPage(context, '/en/login');
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel('Password').fill(password);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await toastText(page, 'Signed in successfully');
    await page.waitForURL(`${BASE_URL}/en`);
    await page.goto(`${BASE_URL}/en/account`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await page.getByText('Not confirmed yet. Confirm it to comment.').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Ana Pop');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Your profile was saved');
    const stored = JSON.parse(await page.evaluate(() => window.localStorage.getItem('newsSession')));
    check(stored.user.display_name === 'Ana Pop', 'the session was not given the updated user');
    await page.getByText('You do not receive the newsletter.').waitFor();
    await page.locator('.account-section', { hasText: 'You do not receive the newsletter.' }).getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('Check your email to confirm the subscription.').waitFor();
    await page.locator('.account-list__item', { hasText: 'This device' }).waitFor();
    await checkAccessibility(page, '/en/account');

    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await page.locator('.account-secret').innerText()).trim();
    check(/^[A-Z2-7]{32}$/.test(secret), `not a base32 key: ${secret}`);
    await checkAccessibility(page, '/en/account (adding an authenticator)');
    await page.getByLabel('Code from the app').fill(totp(secret, nowStep()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    recoveryCodes = (await page.locator('.account-codes__list code').allInnerTexts()).map((code) => code.trim());
    check(recoveryCodes.length === 10, `${recoveryCodes.length} recovery codes`);
    const raised = JSON.parse(await page.evaluate(() => window.localStorage.getItem('newsSession')));
    check(raised.aal === 'aal2', 'turning the factor on did not raise the session');
    await screenshot(page, 'account-recovery-codes-en-1280');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('On. 10 recovery codes left.').waitFor();
    check(problems.length === 0, problems.join('\n'));
    await page.goto(`${BASE_URL}/en/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await toastText(page, 'Signed out successfully');
    await page.close();
  });

  await test('a password sign-in asks for the second factor; a recovery code answers it', async () => {
    const { page } = await openPage(context, '/en/login');
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel('Password').fill(password);
    await page.locator('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await checkAccessibility(page, '/en/login (second factor)');
    await page.getByLabel('Authentication code').fill('999999');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('.auth-form__failure', { hasText: 'Invalid code' }).waitFor();
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await toastText(page, 'Verified');
    await page.waitForURL(`${BASE_URL}/en`);
    const stored = JSON.parse(await page.evaluate(() => window.localStorage.getItem('newsSession')));
    check(stored.aal === 'aal2', `the session is ${stored.aal}`);
    await page.close();
  });

  await test('the data export downloads the account, and deletion ends it', async () => {
    const { page } = await openPage(context, '/en/account');
    await page.getByText('On. 9 recovery codes left.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    check(data.account.email === email && data.account.display_name === 'Ana Pop', 'the export is not this account');
    check('game_profile' in data && data.factors.length === 1, 'the export lacks the game profile or the factor');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.locator('#delete-password').fill(password);
    await checkAccessibility(page, '/en/account (deleting)');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await toastText(page, 'Your account was deleted');
    await page.waitForURL(`${BASE_URL}/en`);
    check((await page.evaluate(() => window.localStorage.getItem('newsSession'))) === null, 'the session is still stored');
    const answer = await fetch(`${BASE_URL}/api/v1/auth/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    check(answer.status === 401, `signing in to the deleted account answered ${answer.status}`);
    await page.close();
  });

  await test('an account without a password deletes itself with a mailed code', async () => {
    const coder = `nopassword-${stamp}@example.org`;
    await apiPost('/auth/otp', { email: coder });
    const first = (await mailTo(coder)).subject.split(' ').pop();
    const session = await apiPost('/auth/token?grant_type=otp', { email: coder, code: first });
    const own = await launchContext();
    const page = await own.newPage();
    await page.goto(`${BASE_URL}/en`, { waitUntil: 'load' });
    await page.evaluate((value) => window.localStorage.setItem('newsSession', value), JSON.stringify(session));
    await page.goto(`${BASE_URL}/en/account`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.locator('.account-danger').getByRole('button', { name: 'No password? Email me a code instead' }).click();
    const code = (await mailTo(coder, 2)).subject.split(' ').pop();
    await page.locator('#delete-password').fill(code);
    await checkAccessibility(page, '/en/account (deleting with a code)');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await toastText(page, 'Your account was deleted');
    await own.close();
  });

  const reader = `shots-${stamp}@example.org`;
  await test('a reader for the screenshots signs up', async () => {
    await apiPost('/auth/signup', { email: reader, password });
  });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await test(`account page screenshots at ${width} px`, async () => {
      const shots = await launchContext(width, height);
      const session = await apiPost('/auth/token?grant_type=password', { email: reader, password });
      const page = await shots.newPage();
      await page.goto(`${BASE_URL}/en`, { waitUntil: 'load' });
      await page.evaluate((value) => window.localStorage.setItem('newsSession', value), JSON.stringify(session));
      for (const lang of ['en', 'ro']) {
        await page.goto(`${BASE_URL}/${lang}/account`, { waitUntil: 'load' });
        await page.locator('.account-list__item').first().waitFor();
        await screenshot(page, `account-${lang}-${width}`);
      }
      await page.goto(`${BASE_URL}/ro/login`, { waitUntil: 'load' });
      await page.evaluate(() => window.localStorage.removeItem('newsSession'));
      await page.goto(`${BASE_URL}/ro/account`, { waitUntil: 'load' });
      await page.getByText('Autentifică-te pentru a vedea și modifica contul.').waitFor();
      await checkAccessibility(page, '/ro/account (signed out)');
      await shots.close();
    });
  }
}

// What the admin area makes the browser download, beyond what a public page does: the scripts
// and style sheets Debian's chromium fetches while a signed-in admin opens /admin/articles,
// minus those the home page fetched, summed gzip-compressed (level 9), in KB. Also checks that
// the home page fetched no admin code.
//
//   node ops/bench/admin-size.mjs BASE_URL ADMIN_EMAIL ADMIN_PASSWORD
import { gzipSync } from 'node:zlib';
import { chromium } from '../../web/node_modules/playwright-core/index.mjs';

const [base, email, password] = process.argv.slice(2);
if (!base || !email || !password) {
  console.error('usage: node ops/bench/admin-size.mjs BASE_URL ADMIN_EMAIL ADMIN_PASSWORD');
  process.exit(2);
}
const answer = await fetch(`${base}/api/v1/auth/token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ grant_type: 'password', email, password }),
});
if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
const session = await answer.json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** The scripts and style sheets a page fetches, by path, with their gzip size. */
async function fetched(path, ready) {
  const context = await browser.newContext();
  await context.addInitScript((stored) => {
    window.localStorage.setItem('newsSession', stored);
  }, JSON.stringify(session));
  const page = await context.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => null);
    if (body) files.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  await context.close();
  return files;
}

try {
  const home = await fetched('/en');
  const admin = await fetched('/admin/articles', '.admin-table tbody tr');
  const own = [...admin].filter(([path]) => !home.has(path));
  const kb = (entries) => (entries.reduce((sum, [, size]) => sum + size, 0) / 1024).toFixed(1);
  const leaked = [...home.keys()].filter((path) => /admin/.test(path));
  console.log(`| admin area, beyond a public page (gzip) | ${String(own.length)} files | ${kb(own)} KB |`);
  console.log(`| admin area, everything /admin/articles loads (gzip) | ${String(admin.size)} files | ${kb([...admin])} KB |`);
  console.log(`| admin code fetched by the home page | ${String(leaked.length)} files | ${leaked.length === 0 ? 'none' : leaked.join(' ')} |`);
} finally {
  await browser.close();
}

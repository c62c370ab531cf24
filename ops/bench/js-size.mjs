// The JavaScript a page makes the browser download: every script Debian's chromium fetches while
// the page loads and settles (the entry, the React DOM client it imports, route chunks), summed
// gzip-compressed (level 9, as the build's .gz copies), in KB. Chunks other routes use (games,
// admin, info texts) are not fetched, so they are not counted.
//
//   node ops/bench/js-size.mjs BASE_URL PAGE_PATH...
import { gzipSync } from 'node:zlib';
import { chromium } from '../../web/node_modules/playwright-core/index.mjs';

const [base, ...pages] = process.argv.slice(2);
if (!base || pages.length === 0) {
  console.error('usage: node ops/bench/js-size.mjs BASE_URL PAGE_PATH...');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Hydration imports the React DOM client after the entry has run.
    await page.waitForTimeout(2000);
    let total = 0;
    for (const response of scripts) total += gzipSync(await response.body(), { level: 9 }).length;
    console.log(`| JavaScript of ${path} (gzip) | ${String(scripts.length)} files | ${(total / 1024).toFixed(1)} KB |`);
    await page.close();
  }
} finally {
  await browser.close();
}

// Browser tests of the built site against a running server that serves it and the API.
//
//   BASE_URL=http://127.0.0.1:8080 npm run e2e            every file in specs/, in name order
//   BASE_URL=… npm run e2e -- smoke comments               only specs whose name has one of these
//
// Uses playwright-core with the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium); no
// browser is downloaded. Screenshots go to e2e/screenshots/. HOSTILE_ARTICLE_ID names an article
// whose content carries `<script>alert(1)</script>` text (ops/test.sh creates one).
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, SCREENSHOTS, STEP_TIMEOUT_MS, TOTAL_TIMEOUT_MS, results } from './harness.mjs';

const specsDir = join(dirname(fileURLToPath(import.meta.url)), 'specs');
const only = process.argv.slice(2);
let browser;

const watchdog = setTimeout(() => {
  console.error(`FAIL: the browser tests did not finish within ${TOTAL_TIMEOUT_MS / 1000} s`);
  console.log(`${results.passed} passed, ${results.failed + 1} failed`);
  void browser?.close().catch(() => {});
  process.exit(1);
}, TOTAL_TIMEOUT_MS);

/** A fresh browser context (its own storage and cookies) at a viewport width. */
async function launchContext(width = 1280, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  return context;
}

try {
  await mkdir(SCREENSHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    timeout: 30_000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const specs = (await readdir(specsDir))
    .filter((name) => name.endsWith('.mjs') && (only.length === 0 || only.some((word) => name.includes(word))))
    .sort();
  for (const name of specs) {
    console.log(`-- ${name}`);
    const context = await launchContext();
    const spec = await import(join(specsDir, name));
    await spec.run({ context, launchContext });
    await context.close();
  }
} catch (error) {
  results.failed++;
  console.error(`FAIL setup: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close().catch(() => {});
  clearTimeout(watchdog);
}
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);

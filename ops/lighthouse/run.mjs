// Lighthouse (mobile profile, Debian's chromium) on the given pages, and the four category
// scores of each as a Markdown table.
//
//   CHROME_PATH=/usr/bin/chromium node ops/lighthouse/run.mjs BASE_URL PATH...
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [base, ...paths] = process.argv.slice(2);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
console.log(`| page | ${categories.join(' | ')} |`);
console.log(`|---|${categories.map(() => '---').join('|')}|`);
for (const path of paths) {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    const scores = categories.map((id) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100));
    console.log(`| ${path} | ${scores.join(' | ')} |`);
    for (const id of categories) {
      const category = result?.lhr.categories[id];
      for (const ref of category?.auditRefs ?? []) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1 && process.env.LIGHTHOUSE_DETAILS) {
          console.error(`  ${path} ${id}: ${audit.id} ${String(audit.score)} ${audit.displayValue ?? ''}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}

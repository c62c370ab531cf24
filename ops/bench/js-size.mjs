// The JavaScript a page makes the browser download before it is interactive: its module
// scripts and modulepreloads, gzip-compressed as the server sends them (the .gz copies the build
// wrote), in KB. Lazy chunks (admin, games) load only where they are used.
//
//   node ops/bench/js-size.mjs SITE_DIR PAGE_PATH
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [site, page] = process.argv.slice(2);
if (!site || !page) {
  console.error('usage: node ops/bench/js-size.mjs SITE_DIR PAGE_PATH');
  process.exit(2);
}
const html = await readFile(join(site, page.replace(/^\/+/, ''), 'index.html'), 'utf8');
const sources = new Set();
for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(match[1]);
for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) sources.add(match[1]);
let total = 0;
for (const source of [...sources].filter((src) => src.startsWith('/'))) {
  const body = await readFile(join(site, source));
  total += gzipSync(body, { level: 9 }).length;
}
console.log(`| JavaScript of ${page} (gzip) | ${sources.size} files | ${(total / 1024).toFixed(1)} KB |`);

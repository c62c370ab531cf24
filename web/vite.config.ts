/// <reference types="vitest/config" />
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { writeCspManifest } from './build/csp-manifest.ts';

/** Where the prerendered site goes; the test script builds into a temporary directory. */
function siteOutDir(): string {
  const value = process.env.NEWS_SITE_OUT?.trim();
  return value === undefined || value === '' ? 'dist' : value;
}

/** Build-time API origin (also proxied by `npm run dev`). */
const apiUrl = process.env.NEWS_API_URL?.trim();

/**
 * dist/index.html is the prerendered `/` route, which the server also returns for
 * every path without a file of its own (e.g. an article published after the
 * build). Strip what vite-react-ssg rendered into it so the browser renders the
 * requested route from scratch instead of hydrating markup made for `/`.
 */
function toAppShell(html: string): string {
  const shell = html.replace(
    /<div id="root" data-server-rendered="true">[\s\S]*?<\/div>/,
    '<div id="root"></div>',
  );
  if (shell.includes('data-server-rendered') || shell.includes('__staticRouterHydrationData')) {
    throw new Error('Could not turn the prerendered "/" page into the app shell');
  }
  return shell;
}

/** Helmet's tags are inserted first in <head>; the charset must stay within the first 1024 bytes. */
function charsetFirst(html: string): string {
  const charset = /\s*<meta charset="[^"]*">/i.exec(html);
  if (!charset) return html;
  return html.replace(charset[0], '').replace('<head>', `<head>${charset[0].trim()}`);
}

/**
 * vite-react-ssg also writes a JSON snapshot of every page's loader data for its
 * own client loaders. This app's browser router uses the API instead (see
 * restoreOwnLoaders in src/routes.tsx), so the snapshots would only be stale copies.
 */
async function removeLoaderSnapshots(dir: string): Promise<void> {
  await rm(join(dir, 'static-loader-data'), { recursive: true, force: true });
  for (const name of await readdir(dir)) {
    if (/^static-loader-data-manifest-.*\.json$/.test(name)) await rm(join(dir, name));
  }
}

const ssgOptions: ViteReactSSGOptions = {
  entry: 'src/main.tsx',
  dirStyle: 'nested',
  // Pages are rendered in parallel, each making a few API calls.
  concurrency: 8,
  onPageRendered(route, html) {
    if (html.includes('data-route-error="true"')) {
      const detail = /<p class="message-page__detail">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? 'no detail';
      throw new Error(`Page ${route} rendered the error page (${detail}): is the API at NEWS_API_URL healthy?`);
    }
    const page = charsetFirst(html);
    return route === '/' ? toAppShell(page) : page;
  },
  async onFinished(outDir) {
    const dir = resolve(fileURLToPath(new URL('.', import.meta.url)), outDir);
    await removeLoaderSnapshots(dir);
    await writeCspManifest(dir);
  },
};

export default defineConfig({
  plugins: [react()],
  build: { outDir: siteOutDir(), emptyOutDir: true },
  server: {
    proxy: apiUrl ? { '/api': apiUrl, '/media': apiUrl } : undefined,
  },
  ssgOptions,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});

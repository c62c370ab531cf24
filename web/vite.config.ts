/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ViteReactSSGOptions } from 'vite-react-ssg';
import { carryOver } from './build/carry-over.ts';
import { writeCspManifest } from './build/csp-manifest.ts';
import { precompress } from './build/precompress.ts';
import { currentBuild, newBuildDir, publishBuild } from './build/publish.ts';
import { RenderedPages } from './build/rendered-pages.ts';
import { PageClaims, claimOrder, helperShare, joinHelper, shardCount, startHelper, writeHelperHashes, type Helper } from './build/shards.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** The site directory the server reads (a symlink to the latest whole build). */
function siteDir(): string {
  const value = process.env.NEWS_SITE_OUT?.trim();
  return resolve(webDir, value === undefined || value === '' ? 'dist' : value);
}

/**
 * This build's own directory; it becomes the site only when whole (build/publish.ts). Named once
 * per process: vite-react-ssg loads this file again for each of its bundles.
 */
process.env.NEWS_SITE_BUILD_DIR ??= newBuildDir(siteDir());
const buildDir = process.env.NEWS_SITE_BUILD_DIR;

/** Site paths from a comma- or newline-separated environment variable. */
function pathList(name: string): string[] {
  return (process.env[name] ?? '')
    .split(/[,\n]/)
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

/**
 * An incremental build (`NEWS_SITE_ONLY`, what `newsctl site build --changed` and the worker
 * ask for) renders only the pages named there, plus the app shell, and carries every other file
 * over from the build served now; `NEWS_SITE_REMOVE` names pages no longer published. Without a
 * served build it is a full build.
 */
const previousBuild = await currentBuild(siteDir());
const onlyPaths = previousBuild === null ? [] : pathList('NEWS_SITE_ONLY');
const removedPaths = pathList('NEWS_SITE_REMOVE');

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
  // Searched from its start, not with a leading `\s*` (which a regex retries at every blank of
  // a 50 KB page).
  const start = html.indexOf('<meta charset="');
  const end = start < 0 ? -1 : html.indexOf('>', start);
  if (end < 0) return html;
  const charset = html.slice(start, end + 1);
  return html.replace(charset, '').replace('<head>', `<head>${charset}`);
}

/** Each page's CSP hashes and compressed copies, made as it is rendered. */
const renderedPages = new RenderedPages(buildDir);

/** Set in a helper build: the pages it shares with the leader (build/shards.ts). */
const ownShare = await helperShare();
/** The leader's helpers, started once it knows the pages. */
const helpers: Helper[] = [];
/** Which pages this process renders, when several share them. */
let claims: PageClaims | null = null;

/**
 * The compressed copies of the bundle and the public files, made on the thread pool while the
 * pages render: they are all the build directory holds when rendering starts (pages get theirs
 * as they are rendered, and carried-over files come with theirs).
 */
let bundleCopies: Promise<number> = Promise.resolve(0);

/**
 * The pages this process goes through, in order: in the leader, all of them (the app shell
 * first) once it has started a helper for each other core; `claims` then picks its own.
 */
async function shareOut(paths: string[], serverBundle: string): Promise<string[]> {
  if (ownShare !== null) {
    claims = new PageClaims(ownShare.claims, ownShare.pages);
    return claimOrder(ownShare.pages, ownShare.count, ownShare.index);
  }
  const bundle = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.endsWith('.html'));
  bundleCopies = precompress(buildDir, bundle);
  const pages = paths.filter((path) => path !== '/');
  const count = shardCount(pages.length);
  if (count > 1) {
    claims = new PageClaims(`${buildDir}.claims`, pages);
    await mkdir(claims.dir);
    for (let index = 1; index < count; index += 1) {
      const share = { pages, index, count, claims: claims.dir };
      helpers.push(await startHelper(`${buildDir}.part-${String(index + 1)}`, share, buildDir, serverBundle));
    }
  }
  const own = claimOrder(pages, count, 0);
  return paths.includes('/') ? ['/', ...own] : own;
}

/**
 * Pages rendered in the browser only: what they show depends on the reader or the query, or
 * they are staff pages (the admin area's own paths are splats, so only `/admin` is listed).
 */
const CLIENT_ONLY_PAGES = /^\/((en|ro)\/(reset-password|search|saved)|direct-backup|emergency-backup|admin)$/;

const ssgOptions: ViteReactSSGOptions = {
  entry: 'src/main.tsx',
  dirStyle: 'nested',
  includedRoutes: (paths, _routes, serverBundle) =>
    shareOut(
      paths.filter(
        (path) =>
          !path.includes(':') &&
          !path.includes('*') &&
          !CLIENT_ONLY_PAGES.test(path) &&
          (onlyPaths.length === 0 || path === '/' || onlyPaths.includes(path)),
      ),
      serverBundle,
    ),
  claimPage: (path) => claims?.owns(path) ?? true,
  // Pages are rendered in parallel, each making a few API calls.
  concurrency: 8,
  onPageRendered(route, html) {
    if (html.includes('data-route-error="true"')) {
      throw new Error(`Page ${route} rendered the error page (its error is logged above): is the API at NEWS_API_URL healthy?`);
    }
    const page = charsetFirst(html);
    return renderedPages.add(route, route === '/' ? toAppShell(page) : page);
  },
  async onFinished(outDir) {
    const dir = resolve(webDir, outDir);
    const rendered = renderedPages.pageHashes();
    if (ownShare !== null) {
      await writeHelperHashes(dir, rendered);
      return;
    }
    for (const helper of helpers) await joinHelper(helper, dir, rendered);
    if (claims !== null) await rm(claims.dir, { recursive: true });
    const carried =
      previousBuild !== null && onlyPaths.length > 0
        ? { from: previousBuild, files: await carryOver(previousBuild, dir, removedPaths) }
        : undefined;
    await writeCspManifest(dir, rendered, carried);
    await bundleCopies;
    await publishBuild(dir, siteDir());
  },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: buildDir,
    emptyOutDir: true,
    // Browsers preload modules themselves (Safari since 17); one without it still loads them, later.
    // The polyfill cost every page 0.3 KB gzip.
    modulePreload: { polyfill: false },
    // Everything a page needs before it hydrates in one chunk: Rolldown otherwise splits out the
    // modules the lazy routes share with it, and separate files compress worse (2 KB gzip).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app-initial', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: apiUrl ? { '/api': apiUrl, '/media': apiUrl } : undefined,
  },
  ssgOptions,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    // A busy two-core CI machine renders the larger pages slowly; no test waits on real time.
    testTimeout: 20_000,
  },
});

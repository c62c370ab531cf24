/**
 * A large build renders its pages in several Node processes: rendering is one thread's work in
 * each (React, the router), so one process keeps one core busy however many the machine has.
 * The build that `npm run build` starts (the leader) starts a helper build for each other core:
 * vite-react-ssg again, with the site's pages, a directory of its own and the leader's bundles.
 * The processes share the pages out as they go (`PageClaims`), so none waits for another at the
 * end. When a helper is done, its pages and their CSP hashes join the leader's build, which then
 * finishes the site alone.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { copyFile, cp, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';

/**
 * Each process renders at least this many pages: below, a helper's start (Node, the config and
 * the static paths: about 9 s on a busy two-core machine) costs more than it saves. `NEWS_SITE_PAGES_PER_PROCESS` sets it (the tests build the small demo site with two).
 */
const PAGES_PER_PROCESS = 1000;

function pagesPerProcess(): number {
  const value = Number(process.env.NEWS_SITE_PAGES_PER_PROCESS ?? PAGES_PER_PROCESS);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error('NEWS_SITE_PAGES_PER_PROCESS must be a whole number of pages, at least 1');
  }
  return value;
}

/** Where a helper build finds its share (a JSON `Share`), and what it leaves for the leader. */
const SHARE_ENV = 'NEWS_SITE_SHARE';
const HASHES_FILE = 'shard-csp-hashes.json';

/** How many processes render `pages` pages: one per core, each with enough pages. */
export function shardCount(pages: number, cores = availableParallelism(), perProcess = pagesPerProcess()): number {
  return Math.max(1, Math.min(cores, Math.floor(pages / perProcess)));
}

/** `items` cut into `count` runs of the same length, in order. */
export function splitEvenly<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/**
 * Pages are claimed this many at a time, in the order of the site's list: an article's
 * read-ahead is its successors in the list (prerender-article.ts), which a run keeps together.
 */
const RUN = 100;

/** What every process of a build is given: the same pages, its own place among them, and where runs are claimed. */
export interface Share {
  pages: string[];
  index: number;
  count: number;
  claims: string;
}

/**
 * The order in which process `index` of `count` asks for the runs of `pages`: its own part from
 * the front, then each other part's runs from the back. A process that is ahead (a helper starts
 * about 9 s after the leader) meets the slower one in the middle of its part, instead of idling
 * while it finishes.
 */
export function claimOrder(pages: readonly string[], count: number, index: number, run = RUN): string[] {
  const parts = splitEvenly(splitEvenly(pages, Math.ceil(pages.length / run)), count);
  const others = [...parts.slice(index + 1), ...parts.slice(0, index)].map((part) => [...part].reverse());
  return [parts[index] ?? [], ...others].flat(2);
}

/**
 * This process's side of the sharing: it renders a page when it is the first to claim the page's
 * run, by creating the run's file in the shared directory (creation with `wx` succeeds in one
 * process only). A page outside the shared list (the app shell) is always its own.
 */
export class PageClaims {
  private readonly runOf = new Map<string, number>();
  private readonly mine = new Map<number, boolean>();

  constructor(
    readonly dir: string,
    pages: readonly string[],
    run = RUN,
  ) {
    pages.forEach((page, position) => this.runOf.set(page, Math.floor(position / run)));
  }

  owns(page: string): boolean {
    const run = this.runOf.get(page);
    if (run === undefined) return true;
    let mine = this.mine.get(run);
    if (mine === undefined) {
      mine = claim(join(this.dir, String(run)));
      this.mine.set(run, mine);
    }
    return mine;
  }
}

function claim(file: string): boolean {
  try {
    writeFileSync(file, '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The share of this process when it is a helper; null in the leader. */
export async function helperShare(): Promise<Share | null> {
  const file = process.env[SHARE_ENV];
  return file === undefined ? null : (JSON.parse(await readFile(file, 'utf8')) as Share);
}

/**
 * Where a helper finds the server bundle it renders with (our patch of vite-react-ssg): given it,
 * the build bundles neither the client nor the server, which took a helper about 12 s of a core.
 */
const BUNDLE_ENV = 'VITE_REACT_SSG_SERVER_BUNDLE';
/** What a build without bundling expects in its output directory: the client's manifests and page. */
const CLIENT_FILES = ['index.html', join('.vite', 'manifest.json'), join('.vite', 'ssr-manifest.json')];

/** A helper build at work: `done` settles once its pages are whole in `dir`. */
export interface Helper {
  dir: string;
  /** The helper's copy of the server bundle (removed by the helper, or when it is joined). */
  bundle: string;
  done: Promise<void>;
}

/**
 * Starts a helper build rendering its `share` into `dir`: the same command as this process (the
 * vite-react-ssg CLI) with the same environment, its output on this one's, and the leader's
 * bundles: `clientDir`'s manifests and page, and a copy of `serverBundle` beside it (the bundle
 * imports its packages from the app's node_modules, above it). A helper that fails fails the
 * build at once, rather than after the leader has rendered its own part.
 */
export async function startHelper(dir: string, share: Share, clientDir: string, serverBundle: string): Promise<Helper> {
  const list = `${dir}.share.json`;
  const bundle = `${serverBundle}-${basename(dir)}`;
  await Promise.all([
    writeFile(list, JSON.stringify(share)),
    cp(serverBundle, bundle, { recursive: true }),
    mkdir(join(dir, '.vite'), { recursive: true }).then(() =>
      Promise.all(CLIENT_FILES.map((file) => copyFile(join(clientDir, file), join(dir, file)))),
    ),
  ]);
  const child = spawn(process.execPath, process.argv.slice(1), {
    env: { ...process.env, NEWS_SITE_BUILD_DIR: dir, [SHARE_ENV]: list, [BUNDLE_ENV]: bundle },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => child.kill();
  process.once('exit', stop);
  const done = new Promise<void>((resolve) => {
    const fail = (why: string) => {
      console.error(`A helper build failed (${why}); its error is above.`);
      process.exit(1);
    };
    child.once('error', (error) => {
      fail(error.message);
    });
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else fail(signal ?? `exit code ${String(code)}`);
    });
  }).finally(() => rm(list, { force: true }));
  return { dir, bundle, done };
}

/** In a helper: leaves the CSP hashes of the pages it rendered for the leader. */
export async function writeHelperHashes(dir: string, hashes: ReadonlyMap<string, string[]>): Promise<void> {
  await writeFile(join(dir, HASHES_FILE), JSON.stringify(Object.fromEntries(hashes)));
}

/**
 * Moves into `into` everything of `from` that `into` lacks, a whole directory at a time where
 * `into` has none of it. What both have (the bundle, which both builds made alike) stays as it is.
 */
export async function mergeTree(from: string, into: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(into, entry.name);
    const there = await lstat(target).catch(() => null);
    if (there === null) await rename(source, target);
    else if (there.isDirectory() && entry.isDirectory()) await mergeTree(source, target);
  }
}

/**
 * Waits for a helper, then moves its pages into the leader's `dir` and adds their CSP hashes to
 * `hashes`; the helper's directory is removed.
 */
export async function joinHelper(helper: Helper, dir: string, hashes: Map<string, string[]>): Promise<void> {
  try {
    await helper.done;
    const theirs = JSON.parse(await readFile(join(helper.dir, HASHES_FILE), 'utf8')) as Record<string, string[]>;
    await rm(join(helper.dir, HASHES_FILE));
    await mergeTree(helper.dir, dir);
    for (const [page, pageHashes] of Object.entries(theirs)) hashes.set(page, pageHashes);
  } finally {
    await Promise.all([helper.dir, helper.bundle].map((path) => rm(path, { recursive: true, force: true })));
  }
}

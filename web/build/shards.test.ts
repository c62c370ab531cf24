// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PageClaims, claimOrder, joinHelper, mergeTree, shardCount, splitEvenly, writeHelperHashes } from './shards';

describe('prerender shards', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('uses one process per core, each with enough pages', () => {
    expect(shardCount(20_000, 2, 1000)).toBe(2);
    expect(shardCount(20_000, 8, 1000)).toBe(8);
    expect(shardCount(1_999, 2, 1000)).toBe(1);
    expect(shardCount(300, 2, 1000)).toBe(1);
    expect(shardCount(300, 2, 100)).toBe(2);
    expect(shardCount(20_000, 1, 1000)).toBe(1);
  });

  it('cuts the pages into runs in order, every page once', () => {
    const paths = Array.from({ length: 7 }, (_, index) => `/en/article/${String(index)}`);
    const parts = splitEvenly(paths, 3);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(paths);
  });

  it('has each process ask for its own part first, then the others\' runs from the back', () => {
    const pages = Array.from({ length: 10 }, (_, index) => `/p${String(index)}`);
    // Runs of 2: [p0 p1] [p2 p3] [p4 p5] | [p6 p7] [p8 p9]
    expect(claimOrder(pages, 2, 0, 2)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p8', '/p9', '/p6', '/p7']);
    expect(claimOrder(pages, 2, 1, 2)).toEqual(['/p6', '/p7', '/p8', '/p9', '/p4', '/p5', '/p2', '/p3', '/p0', '/p1']);
    expect(claimOrder(pages, 1, 0, 2)).toEqual(pages);
    for (const index of [0, 1, 2]) expect(claimOrder(pages, 3, index, 3).sort()).toEqual([...pages].sort());
  });

  it('gives each run of pages to the process that claims it first, once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'claims-'));
    const pages = Array.from({ length: 6 }, (_, index) => `/p${String(index)}`);
    const leader = new PageClaims(dir, pages, 2);
    const helper = new PageClaims(dir, pages, 2);
    expect(leader.owns('/p0')).toBe(true);
    expect(helper.owns('/p5')).toBe(true);
    expect(helper.owns('/p1')).toBe(false);
    expect(leader.owns('/p4')).toBe(false);
    expect(leader.owns('/p1')).toBe(true);
    expect(helper.owns('/p2')).toBe(true);
    expect(leader.owns('/p3')).toBe(false);
    expect(leader.owns('/')).toBe(true);
    expect(helper.owns('/')).toBe(true);
  });

  it("moves a helper's pages into the leader's build, keeps what both have and removes the rest", async () => {
    dir = await mkdtemp(join(tmpdir(), 'shards-'));
    const leader = join(dir, 'leader');
    const helper = join(dir, 'helper');
    await mkdir(join(leader, 'en/article/1/a'), { recursive: true });
    await mkdir(join(leader, 'assets'), { recursive: true });
    await writeFile(join(leader, 'en/article/1/a/index.html'), 'one');
    await writeFile(join(leader, 'assets/app.js'), 'leader bundle');
    await mkdir(join(helper, 'en/article/2/b'), { recursive: true });
    await mkdir(join(helper, 'ro/article/3/c'), { recursive: true });
    await mkdir(join(helper, 'assets'), { recursive: true });
    await writeFile(join(helper, 'en/article/2/b/index.html'), 'two');
    await writeFile(join(helper, 'ro/article/3/c/index.html'), 'three');
    await writeFile(join(helper, 'assets/app.js'), 'helper bundle');
    await writeHelperHashes(helper, new Map([['en/article/2/b/index.html', ["'sha256-two'"]]]));
    // The helper's copy of the server bundle, as a helper that stopped early would leave it.
    const bundle = join(dir, 'server-bundle-helper');
    await mkdir(bundle);
    await writeFile(join(bundle, 'main.mjs'), 'server bundle');

    const hashes = new Map([['en/article/1/a/index.html', ["'sha256-one'"]]]);
    await joinHelper({ dir: helper, bundle, done: Promise.resolve() }, leader, hashes);

    expect(await readFile(join(leader, 'en/article/2/b/index.html'), 'utf8')).toBe('two');
    expect(await readFile(join(leader, 'ro/article/3/c/index.html'), 'utf8')).toBe('three');
    expect(await readFile(join(leader, 'assets/app.js'), 'utf8')).toBe('leader bundle');
    expect(await readdir(leader)).toEqual(['assets', 'en', 'ro']);
    expect(await readdir(dir)).toEqual(['leader']);
    expect(Object.fromEntries(hashes)).toEqual({
      'en/article/1/a/index.html': ["'sha256-one'"],
      'en/article/2/b/index.html': ["'sha256-two'"],
    });
  });

  it('merges into a tree that has parts of the same directories', async () => {
    dir = await mkdtemp(join(tmpdir(), 'shards-'));
    await mkdir(join(dir, 'from/en/category/news'), { recursive: true });
    await mkdir(join(dir, 'into/en/category/sports'), { recursive: true });
    await writeFile(join(dir, 'from/en/category/news/index.html'), 'news');
    await mergeTree(join(dir, 'from'), join(dir, 'into'));
    expect((await readdir(join(dir, 'into/en/category'))).sort()).toEqual(['news', 'sports']);
  });
});

// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { joinHelper, mergeTree, shardCount, splitPaths, writeHelperHashes } from './shards';

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
    const parts = splitPaths(paths, 3);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(paths);
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

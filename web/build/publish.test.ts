import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildsDir, currentBuild, newBuildDir, publishBuild } from './publish';

let root = '';

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function fakeBuild(site: string, page: string, at: Date): Promise<string> {
  const dir = newBuildDir(site, at);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), page);
  return dir;
}

describe('publishBuild', () => {
  it('swaps the site to a whole build and keeps only the previous one', async () => {
    root = await mkdtemp(join(tmpdir(), 'publish-'));
    const site = join(root, 'site');
    // A site directory from before swapping existed.
    await mkdir(site);
    await writeFile(join(site, 'index.html'), 'legacy');

    const first = await fakeBuild(site, 'first', new Date('2026-01-01T00:00:00Z'));
    await publishBuild(first, site);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('first');

    const second = await fakeBuild(site, 'second', new Date('2026-01-02T00:00:00Z'));
    await publishBuild(second, site);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('second');
    expect(await currentBuild(site)).toBe(second);

    const third = await fakeBuild(site, 'third', new Date('2026-01-03T00:00:00Z'));
    await publishBuild(third, site);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('third');
    // The older builds are deleted in the background.
    for (let tries = 0; tries < 100 && (await readdir(buildsDir(site))).length > 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await readdir(buildsDir(site))).sort()).toEqual([second, third].map((dir) => basename(dir)));
  });

  it('leaves the served build alone while another is being written', async () => {
    root = await mkdtemp(join(tmpdir(), 'publish-'));
    const site = join(root, 'site');
    await publishBuild(await fakeBuild(site, 'served', new Date('2026-01-01T00:00:00Z')), site);
    // A build that fails half-way is never published.
    await fakeBuild(site, '', new Date('2026-01-02T00:00:00Z'));
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('served');
  });
});

import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOver, pageFile } from './carry-over';

let root = '';

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function put(dir: string, name: string, body: string): Promise<void> {
  await mkdir(dirname(join(dir, name)), { recursive: true });
  await writeFile(join(dir, name), body);
}

describe('carryOver', () => {
  it('keeps what was not rebuilt, replaces what was, and drops unpublished pages', async () => {
    root = await mkdtemp(join(tmpdir(), 'carry-'));
    const previous = join(root, 'previous');
    const next = join(root, 'next');
    await put(previous, 'en/index.html', 'old home');
    await put(previous, 'en/index.html.br', 'old home br');
    await put(previous, 'en/article/1/a/index.html', 'article one');
    await put(previous, 'en/article/2/b/index.html', 'article two');
    await put(previous, 'assets/app-old.js', 'old code');
    await put(previous, 'csp-manifest.json', '{}');
    await put(next, 'en/index.html', 'new home');
    await put(next, 'assets/app-new.js', 'new code');

    const carried = await carryOver(previous, next, ['/en/article/2/b']);

    expect([...carried].sort()).toEqual(['assets/app-old.js', 'en/article/1/a/index.html']);
    expect(await readFile(join(next, 'en/index.html'), 'utf8')).toBe('new home');
    await expect(stat(join(next, 'en/index.html.br'))).rejects.toThrow();
    expect(await readFile(join(next, 'en/article/1/a/index.html'), 'utf8')).toBe('article one');
    await expect(stat(join(next, 'en/article/2/b/index.html'))).rejects.toThrow();
    expect(await readFile(join(next, 'assets/app-old.js'), 'utf8')).toBe('old code');
    await expect(stat(join(next, 'csp-manifest.json'))).rejects.toThrow();
    // Hard links: the old build's data is shared, not copied.
    expect((await stat(join(next, 'assets/app-old.js'))).ino).toBe((await stat(join(previous, 'assets/app-old.js'))).ino);
  });

  it('maps site paths to their page files', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/en/article/5/x')).toBe('en/article/5/x/index.html');
    expect(pageFile('/ro/')).toBe('ro/index.html');
  });
});

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliQuality, isCompressible, precompress } from './precompress';

let dir = '';

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const html = `<!doctype html><p>${'news '.repeat(500)}</p>`;
    await writeFile(join(dir, 'index.html'), html);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096));

    const files = ['index.html', 'tiny.css', 'photo.png'];
    expect(await precompress(dir, files)).toBe(1);

    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(join(dir, 'index.html.gz'))).toString()).toBe(html);
    await expect(readFile(join(dir, 'tiny.css.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'photo.png.br'))).rejects.toThrow();
    expect(await precompress(dir, files)).toBe(0);
  });

  it('spends brotli\'s best quality on assets only, not on every page', () => {
    expect(brotliQuality('assets/index-1a2b.js')).toBe(11);
    expect(brotliQuality('assets/index-1a2b.css')).toBe(11);
    expect(brotliQuality('en/article/5/park/index.html')).toBeLessThan(11);
  });

  it('compresses text files of a useful size only', () => {
    expect(isCompressible('assets/app-1a2b.js', 50_000)).toBe(true);
    expect(isCompressible('en/index.html', 900)).toBe(false);
    expect(isCompressible('media/photo.jpg', 50_000)).toBe(false);
  });
});

/**
 * Brotli and gzip copies of the site's text files, written next to them at build time so the
 * server sends them without compressing on every request (`page.html.br`, `page.html.gz`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

/** Whether `name` should get compressed copies. */
export function isCompressible(name: string, size: number): boolean {
  return TEXT_FILE.test(name) && size >= MIN_BYTES;
}

/** Compresses every text file under `dir` that has no up-to-date copies yet; returns how many. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    const path = join(dir, name);
    const info = await stat(path);
    if (!info.isFile() || !isCompressible(name, info.size)) continue;
    const copies = await Promise.all([stat(`${path}.br`), stat(`${path}.gz`)].map((p) => p.catch(() => null)));
    if (copies.every((copy) => copy !== null && copy.mtimeMs >= info.mtimeMs)) continue;
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count++;
  }
  return count;
}

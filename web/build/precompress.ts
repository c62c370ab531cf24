/**
 * Brotli and gzip copies of the site's text files, written next to them at build time so the
 * server sends them without compressing on every request (`page.html.br`, `page.html.gz`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli's best quality costs about 60 ms for one 80 KB page, which alone held the prerender
 * under 20 pages/s. Pages get quality 6 (about 2 ms, a few per cent larger); the hashed assets,
 * a handful of files every browser downloads, keep the best.
 */
const PAGE_BROTLI_QUALITY = 6;

export function brotliQuality(name: string): number {
  return name.endsWith('.html') ? PAGE_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
}

/** Whether `name` should get compressed copies. */
export function isCompressible(name: string, size: number): boolean {
  return TEXT_FILE.test(name) && size >= MIN_BYTES;
}

/** Writes the `.br` and `.gz` copies of `body`, the content of the file at `path`. */
export async function writeCompressedCopies(path: string, body: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** Writes the copies of one file unless it has up-to-date ones; whether it wrote them. */
async function compressFile(dir: string, name: string): Promise<boolean> {
  const path = join(dir, name);
  const info = await stat(path);
  if (!info.isFile() || !isCompressible(name, info.size)) return false;
  const copies = await Promise.all([stat(`${path}.br`), stat(`${path}.gz`)].map((p) => p.catch(() => null)));
  if (copies.every((copy) => copy !== null && copy.mtimeMs >= info.mtimeMs)) return false;
  await writeCompressedCopies(path, await readFile(path));
  return true;
}

/**
 * Compresses every text file under `dir` that has no up-to-date copies yet, except the files
 * named in `done` (compressed as they were rendered); returns how many. Compression runs on
 * libuv's thread pool, so a few files at a time keep every core busy.
 */
export async function precompress(dir: string, done: ReadonlySet<string> = new Set()): Promise<number> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => !done.has(name.split(sep).join('/')));
  let count = 0;
  const worker = async (): Promise<void> => {
    for (let name = names.pop(); name !== undefined; name = names.pop()) {
      if (await compressFile(dir, name)) count++;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  return count;
}

/**
 * Brotli and gzip copies of the site's text files, written next to them at build time so the
 * server sends them without compressing on every request (`page.html.br`, `page.html.gz`).
 */
import { writeFileSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli's best quality costs about 60 ms for one 80 KB page, which alone held the prerender
 * under 20 pages/s. Pages get quality 5 (about 1 ms, a few per cent larger; quality 6 costs twice
 * as much for 0.3 per cent less); the hashed assets,
 * a handful of files every browser downloads, keep the best.
 */
const PAGE_BROTLI_QUALITY = 5;

export function brotliQuality(name: string): number {
  return name.endsWith('.html') ? PAGE_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
}

/** Whether `name` should get compressed copies. */
export function isCompressible(name: string, size: number): boolean {
  return TEXT_FILE.test(name) && size >= MIN_BYTES;
}

/**
 * The compression options for `body`, the content of the file at `path`. One chunk holds the
 * whole file: with zlib's default 16 KB chunks, an asynchronous copy went back and forth between
 * the thread pool and the render's thread a few times.
 */
function options(path: string, body: Buffer): { brotli: BrotliOptions; gzip: ZlibOptions } {
  const chunkSize = Math.max(constants.Z_DEFAULT_CHUNK, body.length);
  return {
    brotli: {
      chunkSize,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    },
    gzip: { level: 9, chunkSize },
  };
}

/** Writes the `.br` and `.gz` copies of `body`, the content of the file at `path`, on the thread pool. */
export async function writeCompressedCopies(path: string, body: Buffer): Promise<void> {
  const settings = options(path, body);
  const [br, gz] = await Promise.all([brotli(body, settings.brotli), gzipAsync(body, settings.gzip)]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * The same on the calling thread, for the pages as they are rendered. Every core is then busy
 * rendering, so the thread pool ran nothing in parallel: it only added the cost of handing over
 * two compressions and their file writes for each page, and of their callbacks (a 20,000-page
 * build took 275 core-seconds in all, against 309).
 */
export function writeCompressedCopiesSync(path: string, body: Buffer): void {
  const settings = options(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body, settings.brotli));
  writeFileSync(`${path}.gz`, gzipSync(body, settings.gzip));
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
 * Compresses the files `names` of `dir` (paths within it) that want copies and have no up-to-date
 * ones; returns how many. Compression runs on libuv's thread pool, so a few files at a time keep
 * every core busy.
 */
export async function precompress(dir: string, names: readonly string[]): Promise<number> {
  const queue = [...names];
  let count = 0;
  const worker = async (): Promise<void> => {
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      if (await compressFile(dir, name)) count++;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker));
  return count;
}

/**
 * An incremental build renders only the pages that changed; every other file of the site comes
 * from the build served now. Files are hard-linked, never copied, and never written through
 * (a link shares its data with the served build).
 */
import { link, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';

const COMPRESSED_COPY = /\.(br|gz)$/;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The page file of a site path: `/en/article/5/x` → `en/article/5/x/index.html`. */
export function pageFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/**
 * Links into `next` every file of `previous` that `next` lacks, except the pages of `removed`
 * (unpublished since), the compressed copies of files `next` rendered anew, and the CSP manifest
 * (written again for the whole site). Returns the files carried over, by path in the site.
 */
export async function carryOver(previous: string, next: string, removed: readonly string[] = []): Promise<Set<string>> {
  const dropped = new Set(removed.map(pageFile));
  const carried = new Set<string>();
  for (const name of await readdir(previous, { recursive: true })) {
    const relative = name.split(sep).join('/');
    const source = join(previous, name);
    if (!(await stat(source)).isFile()) continue;
    if (relative === 'csp-manifest.json' || relative.startsWith('csp-manifest.json.')) continue;
    const base = relative.replace(COMPRESSED_COPY, '');
    if (dropped.has(base)) continue;
    if (await exists(join(next, relative))) continue;
    if (base !== relative && (await exists(join(next, base)))) continue;
    await mkdir(dirname(join(next, name)), { recursive: true });
    await link(source, join(next, name));
    carried.add(relative);
  }
  return carried;
}

/**
 * The Content-Security-Policy hashes of each built page's own inline scripts, written to
 * `csp-manifest.json` (page path relative to the site directory → `'sha256-…'` list) for the
 * server, which sends them in the page's `script-src` (server/src/site.rs).
 *
 * The hashes come from a real HTML parser, never from scanning the text for `<script`: article
 * content can put `<script>…</script>` text into a page where no browser runs it (HTML serialisers,
 * the server's sanitiser's too, escape only `&` and `"` in an attribute value; an iframe's body is
 * raw text), and a hash of that text would let an editor's script run wherever it could be
 * injected.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { defaultTreeAdapter as tree, parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

export const CSP_MANIFEST = 'csp-manifest.json';

/**
 * The only inline script a page may have: react-router's hydration data (vite-react-ssg's build
 * hash script is taken out, build/rendered-pages.ts). Anything else fails the build rather than
 * being allowed blindly.
 */
const OWN_INLINE_SCRIPT = /^window\.__staticRouterHydrationData = JSON\.parse\(".*"\);$/s;

/**
 * A JSON-LD block (`<script type="application/ld+json">`) is data: browsers never execute it and
 * `script-src` does not apply, so it needs no hash. Any other type (or none) is treated as a script.
 */
function isJsonLd(attrs: readonly { name: string; value: string }[]): boolean {
  const type = attrs.find((attr) => attr.name === 'type')?.value;
  return type?.trim().toLowerCase() === 'application/ld+json';
}

/** The text of every executable `<script>` element without `src` under `node`, in document order. */
function inlineScripts(node: Node, into: string[] = []): string[] {
  if (!('childNodes' in node)) return into;
  if (tree.isElementNode(node) && node.tagName === 'script') {
    if (!node.attrs.some((attr) => attr.name === 'src') && !isJsonLd(node.attrs)) {
      into.push(node.childNodes.map((child) => (tree.isTextNode(child) ? child.value : '')).join(''));
    }
    return into;
  }
  // A <template>'s content is not among its child nodes, and a browser runs none of it.
  for (const child of node.childNodes) inlineScripts(child, into);
  return into;
}

/** `'sha256-…'` of each inline script of `html`, as `script-src` names it. */
export function ownInlineScriptHashes(html: string, page: string): string[] {
  return inlineScripts(parse(html)).map((text) => {
    if (!OWN_INLINE_SCRIPT.test(text)) {
      throw new Error(`${page} has an inline script the app does not write: ${text.slice(0, 120)}`);
    }
    return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  });
}
type Manifest = Record<string, string[]>;

async function readManifest(siteDir: string): Promise<Partial<Manifest>> {
  try {
    return JSON.parse(await readFile(join(siteDir, CSP_MANIFEST), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Whether two paths are one file: a page an incremental build carried over is a hard link. */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [one, other] = await Promise.all([stat(a), stat(b).catch(() => null)]);
  return other !== null && one.dev === other.dev && one.ino === other.ino;
}

/**
 * Writes `csp-manifest.json` into `siteDir`, for every `.html` file under it. A page carried over
 * from `previousDir` (the same file) keeps its entry of that build's manifest, so an incremental
 * build parses only the pages it rendered, not the whole site.
 */
export async function writeCspManifest(
  siteDir: string,
  previousDir?: string,
  rendered: ReadonlyMap<string, string[]> = new Map(),
): Promise<void> {
  const pages = (await readdir(siteDir, { recursive: true })).filter((name) => name.endsWith('.html')).sort();
  const previous = previousDir === undefined ? {} : await readManifest(previousDir);
  const manifest: Manifest = {};
  for (const page of pages) {
    const key = page.split(sep).join('/');
    const kept = previous[key];
    const carried = kept !== undefined && previousDir !== undefined && (await sameFile(join(siteDir, page), join(previousDir, page)));
    manifest[key] = rendered.get(key) ?? (carried ? kept : ownInlineScriptHashes(await readFile(join(siteDir, page), 'utf8'), key));
  }
  await writeFile(join(siteDir, CSP_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
}

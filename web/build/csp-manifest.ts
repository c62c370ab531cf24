/**
 * The Content-Security-Policy hashes of each built page's own inline scripts, written to
 * `csp-manifest.json` (page path relative to the site directory → `'sha256-…'` list) for the
 * server, which sends them in the page's `script-src` (server/src/site/policy.rs).
 *
 * Script text is never trusted by its look alone: article content can put `<script>…</script>`
 * text into a page where no browser runs it (HTML serialisers, the server's sanitiser's too,
 * escape only `&` and `"` in an attribute value; an iframe's body is raw text), and a hash of that
 * text would let an editor's script run wherever it could be injected. A page as the app renders
 * it is recognised without a parse (appPageHashes says why that is exact); any other page is
 * parsed by a real HTML parser.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

function scriptSrcHash(text: string, page: string): string {
  if (!OWN_INLINE_SCRIPT.test(text)) {
    throw new Error(`${page} has an inline script the app does not write: ${text.slice(0, 120)}`);
  }
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The start tags of the app's own scripts that need no hash: helmet's JSON-LD and the module bundle. */
const UNHASHED_SCRIPT_TAGS = ['<script data-rh="true" type="application/ld+json">', '<script type="module" crossorigin src="'];
const HYDRATION_TAG = '<script>window.__staticRouterHydrationData = ';
/** What follows the hydration script: react-router renders it last in the root element. */
const AFTER_HYDRATION = /^<\/script><\/div>\s*<\/body>\s*<\/html>\s*$/;

/**
 * The hashes of a page as the app renders it, read without a parse (which costs a fifth of a
 * prerendered page's time), or null when the page is anything else and the parser must decide.
 * Exact because it asks for everything a fake could change: every `<script` of the page is one
 * of the app's own start tags, the last is the hydration script, and that script closes the root
 * element at the end of the page, after all content. Its text holds no `<` (react-router escapes
 * it), so the first `</script>` ends it.
 */
export function appPageHashes(html: string, page: string): string[] | null {
  const starts = Array.from(html.matchAll(/<script/gi), (match) => match.index);
  const last = starts.pop();
  if (last === undefined || !html.startsWith(HYDRATION_TAG, last)) return null;
  if (!starts.every((start) => UNHASHED_SCRIPT_TAGS.some((tag) => html.startsWith(tag, start)))) return null;
  const textStart = last + '<script>'.length;
  const end = html.indexOf('</script>', textStart);
  const text = html.slice(textStart, end);
  if (end < 0 || text.includes('<') || !AFTER_HYDRATION.test(html.slice(end))) return null;
  return [scriptSrcHash(text, page)];
}

/** `'sha256-…'` of each inline script of `html`, as `script-src` names it. */
export function ownInlineScriptHashes(html: string, page: string): string[] {
  return appPageHashes(html, page) ?? inlineScripts(parse(html)).map((text) => scriptSrcHash(text, page));
}
type Manifest = Record<string, string[]>;

async function readManifest(siteDir: string): Promise<Partial<Manifest>> {
  try {
    return JSON.parse(await readFile(join(siteDir, CSP_MANIFEST), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The pages an incremental build carried over (hard links) from the build served before it. */
export interface CarriedPages {
  from: string;
  files: ReadonlySet<string>;
}

/**
 * Writes `csp-manifest.json` into `siteDir`: the hashes of the pages this build rendered, and
 * for each page it carried over, the entry of that page in the previous build's manifest (the
 * same file), so that no page is read again. A page carried over without an entry there (a
 * build from before the manifest) is parsed.
 */
export async function writeCspManifest(
  siteDir: string,
  rendered: ReadonlyMap<string, string[]>,
  carried?: CarriedPages,
): Promise<void> {
  const manifest: Manifest = Object.fromEntries(rendered);
  if (carried !== undefined) {
    const previous = await readManifest(carried.from);
    for (const file of carried.files) {
      if (!file.endsWith('.html')) continue;
      manifest[file] = previous[file] ?? ownInlineScriptHashes(await readFile(join(siteDir, file), 'utf8'), file);
    }
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  await writeFile(join(siteDir, CSP_MANIFEST), `${JSON.stringify(sorted, null, 1)}\n`);
}

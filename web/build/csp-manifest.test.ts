// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_MANIFEST, appPageHashes, ownInlineScriptHashes, writeCspManifest } from './csp-manifest';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const hydration = 'window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{}}");';

/** An article page as vite-react-ssg writes it when an editor typed `<script>` into content. */
const hostilePage = `<!DOCTYPE html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>
<body><div id="root" data-server-rendered="true"><img alt="<script>alert(1)</script>" src="/media/a.svg">
<iframe src="https://video.example/1"><script>alert(1)</script></iframe>
<template><script>alert(1)</script></template><script>${hydration}</script></div></body></html>`;

describe('csp manifest', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('hashes only the real inline scripts, not script text in attributes, iframes or templates', () => {
    const hashes = ownInlineScriptHashes(hostilePage, 'en/article/1/a/index.html');
    expect(hashes).toEqual([sha256(hydration)]);
    expect(hashes).not.toContain(sha256('alert(1)'));
  });

  it('reads a page as the app renders it without a parse, and the same hash as the parser', () => {
    const head = '<head><script type="module" crossorigin src="/assets/app-1.js"></script>'
      + '<script data-rh="true" type="application/ld+json">{"@type":"NewsArticle"}</script></head>';
    const page = `<!DOCTYPE html><html>${head}<body><div id="root" data-server-rendered="true"><p>Text</p>`
      + `<script>${hydration}</script></div>\n  </body>\n</html>\n`;
    expect(appPageHashes(page, 'en/index.html')).toEqual([sha256(hydration)]);
    expect(ownInlineScriptHashes(page, 'en/index.html')).toEqual([sha256(hydration)]);
  });

  it('is not fooled by a copy of the hydration script in content, before or instead of the real one', () => {
    const fake = 'window.__staticRouterHydrationData = JSON.parse("{}");alert(1)//");';
    const tail = '</div>\n  </body>\n</html>\n';
    const inIframe = `<html><body><div id="root"><iframe src="/a"><script>${fake}</script></iframe><script>${hydration}</script>${tail}`;
    expect(appPageHashes(inIframe, 'en/index.html')).toBeNull();
    expect(ownInlineScriptHashes(inIframe, 'en/index.html')).toEqual([sha256(hydration)]);
    const alone = `<html><body><div id="root"><iframe src="/a"><script>${fake}</script></iframe>${tail}`;
    expect(appPageHashes(alone, 'en/index.html')).toBeNull();
    expect(ownInlineScriptHashes(alone, 'en/index.html')).toEqual([]);
    const unknown = `<html><body><div id="root"><script>alert(1)</script><script>${hydration}</script>${tail}`;
    expect(() => ownInlineScriptHashes(unknown, 'en/index.html')).toThrow('inline script the app does not write');
  });

  it('fails on an inline script the app does not write', () => {
    const page = `<html><body><script>${hydration}</script><script>alert(1)</script></body></html>`;
    expect(() => ownInlineScriptHashes(page, 'en/index.html')).toThrow(
      'en/index.html has an inline script the app does not write: alert(1)',
    );
  });

  it('skips JSON-LD data blocks, which browsers never run, but not scripts of other types', () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"NewsArticle","headline":"\\u003c/script>"}';
    const page = `<html><head><script type="application/ld+json">${jsonLd}</script>
<script type=" Application/LD+JSON ">{}</script></head><body><script>${hydration}</script></body></html>`;
    expect(ownInlineScriptHashes(page, 'en/article/1/a/index.html')).toEqual([sha256(hydration)]);
    const disguised = `<html><body><script type="application/json+ld">alert(1)</script></body></html>`;
    expect(() => ownInlineScriptHashes(disguised, 'en/index.html')).toThrow('inline script the app does not write');
    const module = `<html><body><script type="module">alert(1)</script></body></html>`;
    expect(() => ownInlineScriptHashes(module, 'en/index.html')).toThrow('inline script the app does not write');
  });

  it('writes the hashes of the pages rendered, by their path in the site, in order', async () => {
    dir = await mkdtemp(join(tmpdir(), 'csp-manifest-'));
    await writeCspManifest(dir, new Map([['index.html', ['b']], ['en/article/1/a/index.html', ['a']]]));
    const text = await readFile(join(dir, CSP_MANIFEST), 'utf8');
    expect(JSON.parse(text)).toEqual({ 'en/article/1/a/index.html': ['a'], 'index.html': ['b'] });
    expect(text.indexOf('en/article')).toBeLessThan(text.indexOf('"index.html"'));
  });

  it('keeps the entries of pages carried over from the previous build, and parses one it lacks', async () => {
    dir = await mkdtemp(join(tmpdir(), 'csp-manifest-'));
    const previous = join(dir, 'previous');
    const next = join(dir, 'next');
    await mkdir(join(previous, 'en'), { recursive: true });
    await mkdir(join(next, 'en/article/1/a'), { recursive: true });
    // What the previous build recorded is kept for a carried-over page, as the proof it was not parsed.
    await writeFile(join(previous, CSP_MANIFEST), JSON.stringify({ 'en/index.html': ['kept'], 'index.html': ['stale'] }));
    await writeFile(join(next, 'en/article/1/a/index.html'), hostilePage);
    const carried = new Set(['en/index.html', 'en/article/1/a/index.html', 'assets/app-1.js']);
    await writeCspManifest(next, new Map([['index.html', ['new']]]), { from: previous, files: carried });
    const manifest: unknown = JSON.parse(await readFile(join(next, CSP_MANIFEST), 'utf8'));
    expect(manifest).toEqual({
      'en/article/1/a/index.html': [sha256(hydration)],
      'en/index.html': ['kept'],
      'index.html': ['new'],
    });
  });
});

// @vitest-environment node
import { createHash } from 'node:crypto';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_MANIFEST, ownInlineScriptHashes, writeCspManifest } from './csp-manifest';

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

  it('writes every page of the site, by its path in the site', async () => {
    dir = await mkdtemp(join(tmpdir(), 'csp-manifest-'));
    await mkdir(join(dir, 'en/article/1/a'), { recursive: true });
    await writeFile(join(dir, 'index.html'), `<html><body><script>${hydration}</script></body></html>`);
    await writeFile(join(dir, 'en/article/1/a/index.html'), hostilePage);
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
    await writeCspManifest(dir);
    const manifest: unknown = JSON.parse(await readFile(join(dir, CSP_MANIFEST), 'utf8'));
    expect(manifest).toEqual({
      'en/article/1/a/index.html': [sha256(hydration)],
      'index.html': [sha256(hydration)],
    });
  });

  it('keeps the entries of pages carried over from the previous build and parses the others', async () => {
    dir = await mkdtemp(join(tmpdir(), 'csp-manifest-'));
    const previous = join(dir, 'previous');
    const next = join(dir, 'next');
    await mkdir(join(previous, 'en'), { recursive: true });
    await mkdir(join(next, 'en'), { recursive: true });
    const page = `<html><body><script>${hydration}</script></body></html>`;
    await writeFile(join(previous, 'en/index.html'), page);
    await writeFile(join(previous, 'index.html'), page);
    // What the previous build recorded is kept for the carried-over page, as the proof it was not parsed.
    await writeFile(join(previous, CSP_MANIFEST), JSON.stringify({ 'en/index.html': ['kept'], 'index.html': ['stale'] }));
    await link(join(previous, 'en/index.html'), join(next, 'en/index.html'));
    await writeFile(join(next, 'index.html'), page);
    await writeCspManifest(next, previous);
    const manifest: unknown = JSON.parse(await readFile(join(next, CSP_MANIFEST), 'utf8'));
    expect(manifest).toEqual({ 'en/index.html': ['kept'], 'index.html': [sha256(hydration)] });
  });
});

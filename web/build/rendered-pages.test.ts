// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ownInlineScriptHashes } from './csp-manifest';
import { RenderedPages } from './rendered-pages';

const hydration = 'window.__staticRouterHydrationData = JSON.parse("{}");';
const rendered = `<html><body><div id="root" data-server-rendered="true"><p>${'News. '.repeat(300)}</p><script>${hydration}</script></div>
<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script></body></html>`;

describe('rendered pages', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('takes out the build hash, hashes the page and writes its compressed copies', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rendered-pages-'));
    const pages = new RenderedPages(dir);
    const page = pages.add('/en/article/1/a', rendered);
    expect(page).not.toContain('SCRIPT_COMMENT_PLACEHOLDER');
    expect(page).toContain(hydration);
    const hashes = pages.pageHashes();
    expect([...hashes]).toEqual([['en/article/1/a/index.html', ownInlineScriptHashes(page, 'x')]]);
    const file = join(dir, 'en/article/1/a/index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(page);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(page);
  });

  it('fails on a page with an inline script the app does not write', () => {
    const pages = new RenderedPages(tmpdir());
    expect(() => pages.add('/en', '<html><body><script>alert(1)</script></body></html>')).toThrow('en/index.html has an inline script');
  });
});

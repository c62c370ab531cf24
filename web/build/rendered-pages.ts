/**
 * What the build does with each page as soon as vite-react-ssg has rendered it: its CSP hashes,
 * and its `.br` and `.gz` copies. Before, both waited for the end of the build and read every
 * page back: about half of a 20,000-page build's time.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageFile } from './carry-over.ts';
import { ownInlineScriptHashes } from './csp-manifest.ts';
import { writeCompressedCopiesSync } from './precompress.ts';

/**
 * vite-react-ssg's build hash, written after `onPageRendered` into every page, is read only by
 * its own browser entry, which this app does not use (src/client.tsx): taking it out leaves the
 * page final here and one inline script fewer for the CSP.
 */
const BUILD_HASH_SCRIPT = '\n<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>';

export class RenderedPages {
  private readonly hashes = new Map<string, string[]>();

  constructor(private readonly outDir: string) {}

  /** The page of `route` as it will be written (build hash taken out), once its copies are written. */
  add(route: string, html: string): string {
    const page = html.replace(BUILD_HASH_SCRIPT, '');
    const file = pageFile(route);
    this.hashes.set(file, ownInlineScriptHashes(page, file));
    const path = join(this.outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeCompressedCopiesSync(path, Buffer.from(page));
    return page;
  }

  /** Each rendered page's CSP hashes, by page file. */
  pageHashes(): Map<string, string[]> {
    return this.hashes;
  }
}

/**
 * A build never takes the site down: each one is written into its own directory under
 * `<site>-builds/`, and the site directory the server reads is a symlink swapped to the new
 * build only when it is whole. A failed build leaves the previous one served.
 */
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

/** Builds kept besides the one served, so a reader mid-navigation still finds its assets. */
const KEEP_PREVIOUS = 1;

export function buildsDir(site: string): string {
  return `${site}-builds`;
}

/** A fresh directory name for a build of `site`, sortable by time. */
export function newBuildDir(site: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-');
  return join(buildsDir(site), `${stamp}-${String(process.pid)}`);
}

async function kind(path: string): Promise<'missing' | 'symlink' | 'other'> {
  try {
    return (await lstat(path)).isSymbolicLink() ? 'symlink' : 'other';
  } catch {
    return 'missing';
  }
}

/** Points `site` at `build` in one rename, then removes builds older than the previous one. */
export async function publishBuild(build: string, site: string): Promise<void> {
  const builds = buildsDir(site);
  await mkdir(builds, { recursive: true });
  if ((await kind(site)) === 'other') {
    // A directory from before builds were swapped: keep it as a build until pruned.
    await rename(site, join(builds, `00000000-legacy-${String(process.pid)}`));
  }
  const link = `${site}.link-${String(process.pid)}`;
  await rm(link, { force: true });
  await symlink(relative(dirname(site), build), link);
  await rename(link, site);
  await prune(builds, basename(build));
}

async function prune(builds: string, current: string): Promise<void> {
  const older = (await readdir(builds)).filter((name) => name < current).sort();
  for (const name of older.slice(0, Math.max(0, older.length - KEEP_PREVIOUS))) {
    await rm(join(builds, name), { recursive: true, force: true });
  }
}

/** The build `site` points at now, if any. */
export async function currentBuild(site: string): Promise<string | null> {
  if ((await kind(site)) !== 'symlink') return null;
  return join(dirname(site), await readlink(site));
}

/**
 * A build never takes the site down: each one is written into its own directory under
 * `<site>-builds/`, and the site directory the server reads is a symlink swapped to the new
 * build only when it is whole. A failed build leaves the previous one served.
 */
import { spawn } from 'node:child_process';
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

/** A build being deleted: out of the list of builds at once, removed by `rm` in the background. */
const REMOVING = '.removing-';

/**
 * Deletes the builds before the previous one. Deleting a build of tens of thousands of pages
 * takes seconds, which neither the site (already swapped) nor the build command waits for: each
 * is renamed aside, then `rm` deletes it in a process of its own (again next time if cut short).
 */
async function prune(builds: string, current: string): Promise<void> {
  const names = await readdir(builds);
  const older = names.filter((name) => !name.startsWith(REMOVING) && name < current).sort();
  for (const name of older.slice(0, Math.max(0, older.length - KEEP_PREVIOUS))) {
    await rename(join(builds, name), join(builds, `${REMOVING}${name}`));
  }
  const removing = (await readdir(builds)).filter((name) => name.startsWith(REMOVING)).map((name) => join(builds, name));
  if (removing.length > 0) spawn('rm', ['-rf', '--', ...removing], { detached: true, stdio: 'ignore' }).unref();
}

/** The build `site` points at now, if any. */
export async function currentBuild(site: string): Promise<string | null> {
  if ((await kind(site)) !== 'symlink') return null;
  return join(dirname(site), await readlink(site));
}

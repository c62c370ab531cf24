/** Whole lists read from the API's paged ones, for the build's static paths. */

/** The API caps a list's `limit` at 100. */
export const MAX_PAGE_SIZE = 100;
/** Safety net against a server that never reports the end of a list. */
const MAX_PAGES = 10_000;

/**
 * Every item of a paged list, `MAX_PAGE_SIZE` at a time, until the list's total (or an empty
 * page). `what` names the list in the error of a list that never ends.
 */
export async function readAllPages<T>(what: string, readPage: (limit: number, offset: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  let offset = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await readPage(MAX_PAGE_SIZE, offset);
    all.push(...result.items);
    offset += result.items.length;
    if (result.items.length === 0 || offset >= result.total) return all;
  }
  throw new Error(`Gave up listing ${what} after ${String(MAX_PAGES)} pages`);
}

/** Paging of listings: the spec's page size (§9) and the `?page=n` parameter, counted from 1. */
export const PAGE_SIZE = 10;

/** The page number in `?page=`: a positive integer, else 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^[1-9]\d{0,6}$/.test(raw)) return 1;
  return Number(raw);
}

/** The API's offset of a page. */
export function pageOffset(page: number, size = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * size;
}

/** How many pages `total` items fill (at least 1, so an empty listing is page 1 of 1). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

export type PageItem = number | 'gap';

/**
 * The page links to show: the first and last page, the current one and `around` pages on each
 * side, with 'gap' where pages are left out. A gap never hides a single page (it shows it instead).
 */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  if (count <= 1) return count === 1 ? [1] : [];
  const shown = new Set<number>([1, count]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

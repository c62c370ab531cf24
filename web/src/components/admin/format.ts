/** How the admin area writes dates, counts and sizes: one format on every page. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDateTime(value: string | null | undefined, empty = '—'): string {
  if (!value) return empty;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? empty : DATE_TIME.format(date);
}

const COUNT = new Intl.NumberFormat('en');

/** A count with thousands separators: 12,345; a dash for none. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : COUNT.format(value);
}

export function formatSizeMb(megabytes: number | null | undefined): string {
  if (megabytes === null || megabytes === undefined) return '—';
  if (megabytes < 1) return `${String(Math.max(1, Math.round(megabytes * 1024)))} KB`;
  return `${megabytes.toFixed(1)} MB`;
}

export function isPast(value: string | null | undefined, now = Date.now()): boolean {
  return value !== null && value !== undefined && new Date(value).getTime() < now;
}

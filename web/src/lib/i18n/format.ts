/** Deterministic (UTC, table-based, no Intl) formatting, so the build and the browser agree. */
import type { Lang } from './languages';

/** Groups digits in threes with the language's separator. */
export function formatNumber(value: number, lang: Lang): string {
  const separator = lang === 'ro' ? '.' : ',';
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Romanian takes "de" before the noun from 20 on, except when the last two digits are 01–19. */
export function romanianCount(count: number, one: string, few: string): string {
  const n = Math.trunc(Math.abs(count));
  const rest = n % 100;
  if (n === 1) return `1 ${one}`;
  const noun = n === 0 || (rest >= 1 && rest <= 19) ? few : `de ${few}`;
  return `${formatNumber(count, 'ro')} ${noun}`;
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January', 'February', 'March', 'April', 'May', 'June',
    'July', 'August', 'September', 'October', 'November', 'December',
  ],
  ro: [
    'ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie',
    'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie',
  ],
};

/**
 * An RFC 3339 timestamp as a calendar date in UTC (spec §2): en 'MMMM d, yyyy' ("March 5, 2026"),
 * ro 'd MMMM yyyy' ("5 martie 2026"). '' for an unparseable value.
 */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  return lang === 'ro'
    ? `${String(day)} ${month} ${String(year)}`
    : `${month} ${String(day)}, ${String(year)}`;
}

/** How the dashboard writes its numbers, days and ages. */
import type { Language } from '../../../lib/api/types';

const LANGUAGE_LABEL: Record<Language, string> = { en: 'English', ro: 'Romanian' };

/** `en` → English; a code the dashboard does not know yet is shown as it is. */
export function languageLabel(code: string): string {
  return code in LANGUAGE_LABEL ? LANGUAGE_LABEL[code as Language] : code;
}

const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
/** The API's days are UTC dates: written in UTC, so no reader's time zone moves them a day. */
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const AGO = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 1.2K, 35K: for axes, where space is short. */
export function formatCompact(value: number): string {
  return COMPACT.format(value);
}

/** A ratio as a whole percentage, without its sign: 0.123 → 12%. */
export function formatPercent(ratio: number): string {
  return PERCENT.format(Math.abs(ratio));
}

/** `2026-11-25` → `25 Nov`. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** The time of day of an instant, in the reader's time zone: 14:05. */
export function formatTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : TIME.format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long before `now` an instant was: `3 hours ago`, `yesterday`, `just now`. */
export function formatAge(value: string, now: number): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '—';
  const elapsed = Math.max(0, now - at);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return AGO.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

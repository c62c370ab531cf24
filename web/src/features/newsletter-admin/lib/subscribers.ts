/** Subscribers as the admin area shows, filters and exports them. */
import type { BadgeTone } from '../../../components/admin/badge';
import type { Subscriber, SubscriberStatus } from '../../../lib/api/types';
import type { StatusFilter } from '../api/list-subscribers';

export const SUBSCRIBER_STATUS: Record<SubscriberStatus, [BadgeTone, string]> = {
  pending: ['warn', 'pending'],
  confirmed: ['good', 'confirmed'],
  unsubscribed: ['neutral', 'unsubscribed'],
  bouncing: ['bad', 'bouncing'],
};

export interface SubscriberFilter {
  /** Part of the address, any case; empty for all. */
  search: string;
  /** A language code, or empty for all. */
  language: string;
}

/** The subscribers whose address holds `search` and whose language is `language`. */
export function filterSubscribers(items: readonly Subscriber[], { search, language }: SubscriberFilter): Subscriber[] {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => (!needle || item.email.toLowerCase().includes(needle)) && (!language || item.language === language));
}

const CSV_COLUMNS = ['email', 'language', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at', 'bounces'] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a leading `'`,
 * as the server's own export does.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Subscribers as CSV for a spreadsheet: a header row, then one row each, CRLF line ends. */
export function subscribersCsv(items: readonly Subscriber[]): string {
  const rows = items.map((item) => CSV_COLUMNS.map((column) => cell(item[column] ?? null)).join(','));
  return [CSV_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}

/** The export's file name: the filter and the day, e.g. `subscribers-confirmed-ro-2026-03-05.csv`. */
export function csvFileName(status: string, language: string, today = new Date()): string {
  const day = today.toISOString().slice(0, 10);
  return ['subscribers', status === 'all' ? '' : status, language, day].filter(Boolean).join('-') + '.csv';
}

/** What the subscriber list shows: kept in the page's address. */
export interface SubscriberView extends SubscriberFilter {
  status: StatusFilter;
  /** From 1. */
  page: number;
}

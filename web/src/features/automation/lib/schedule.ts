/** Cron schedules as the form offers them, and times as the automation views write them. */

/** Schedules a click away, under the cron input. */
export const SCHEDULE_PRESETS: readonly (readonly [label: string, expression: string])[] = [
  ['Every minute', '* * * * *'],
  ['Every 10 minutes', '*/10 * * * *'],
  ['Daily at 03:00', '0 3 * * *'],
  ['Weekly on Monday at 08:00', '0 8 * * 1'],
];

export const DEFAULT_TIME_ZONE = 'Europe/Bucharest';

/** The time zones offered; a rule with another one keeps it (`timeZoneOptions`). */
export const TIME_ZONES: readonly string[] = [DEFAULT_TIME_ZONE, 'UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York'];

/** The select's time zones: the usual ones, and `current` first when it is not one of them. */
export function timeZoneOptions(current: string): readonly (readonly [string, string])[] {
  const zones = current !== '' && !TIME_ZONES.includes(current) ? [current, ...TIME_ZONES] : TIME_ZONES;
  return zones.map((zone) => [zone, zone] as const);
}

/** A cron expression as the server reads it: fields separated by one space. */
export function normalizeSchedule(expression: string): string {
  return expression.trim().replace(/\s+/g, ' ');
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How far an instant is from now, in words: `in 5 minutes`, `2 hours ago`, `in under a minute`,
 * `now` (no seconds: the views count from a clock that moves every 30 s); empty when it is not a time.
 */
export function relativeTime(value: string | null | undefined, now = Date.now()): string {
  if (!value) return '';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const size = Math.abs(seconds);
  if (size < 5) return 'now';
  if (size < 45) return seconds > 0 ? 'in under a minute' : 'under a minute ago';
  if (size < 45 * 60) return RELATIVE.format(Math.round(seconds / 60), 'minute');
  if (size < 22 * 3600) return RELATIVE.format(Math.round(seconds / 3600), 'hour');
  return RELATIVE.format(Math.round(seconds / 86_400), 'day');
}

const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };
const LOCAL = new Intl.DateTimeFormat('en-GB', WHEN);
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** An instant in the browser's time zone, with its weekday: `Fri, 27 Nov 2026, 06:00`. */
export function formatLocal(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : LOCAL.format(date);
}

/**
 * The same instant's time of day in `zone` (`06:00`), when it differs from the browser's;
 * null when it is the same, or `zone` is not one the browser knows.
 */
export function zoneClock(value: string, zone: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  try {
    const there = new Intl.DateTimeFormat('en-GB', { ...WHEN, timeZone: zone }).format(date);
    return there === LOCAL.format(date) ? null : new Intl.DateTimeFormat('en-GB', { ...CLOCK, timeZone: zone }).format(date);
  } catch {
    return null;
  }
}

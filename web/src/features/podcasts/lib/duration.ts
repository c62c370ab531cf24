/** An episode's length as the admin area writes it (`42:05`, `1:02:03`) and reads it typed. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as `mm:ss`, or `h:mm:ss` from an hour; a dash for none. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${String(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** The same length for a `<time datetime>`: ISO 8601, `PT1H2M3S`. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours ? `${String(hours)}H` : ''}${minutes ? `${String(minutes)}M` : ''}${rest || whole === 0 ? `${String(rest)}S` : ''}`;
}

/**
 * A length typed as `mm:ss` or `h:mm:ss` (`5:30`, `05:30`, `90:00`, `1:02:03`) in seconds; null
 * when it is not one (seconds, and minutes after hours, must be under 60).
 */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d+):)?(\d+):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes = '0', seconds = '0'] = match;
  if (Number(seconds) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

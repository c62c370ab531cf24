import { describe, expect, it } from 'vitest';
import { normalizeSchedule, relativeTime, timeZoneOptions, zoneClock } from './schedule';

describe('schedules and times in words', () => {
  it('offers the usual time zones, and keeps a rule’s other one at the top', () => {
    expect(timeZoneOptions('UTC').map(([zone]) => zone)).toEqual(['Europe/Bucharest', 'UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York']);
    expect(timeZoneOptions('Asia/Tokyo').map(([zone]) => zone)).toEqual([
      'Asia/Tokyo',
      'Europe/Bucharest',
      'UTC',
      'Europe/London',
      'Europe/Berlin',
      'America/New_York',
    ]);
  });

  it('reads a cron expression with single spaces', () => {
    expect(normalizeSchedule('  */10   * *\t* *  ')).toBe('*/10 * * * *');
  });

  it('says how far off a time is', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(relativeTime('2026-11-26T12:00:02Z', now)).toBe('now');
    expect(relativeTime('2026-11-26T12:00:30Z', now)).toBe('in under a minute');
    expect(relativeTime('2026-11-26T11:59:20Z', now)).toBe('under a minute ago');
    expect(relativeTime('2026-11-26T11:59:10Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-26T12:05:00Z', now)).toBe('in 5 minutes');
    expect(relativeTime('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-27T12:00:00Z', now)).toBe('tomorrow');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('6 days ago');
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('not a time', now)).toBe('');
  });

  it('gives the time in the rule’s zone when it is not the browser’s', () => {
    expect(zoneClock('2026-11-27T04:00:00Z', 'Europe/Bucharest')).toSatisfy((clock: string | null) => clock === null || clock === '06:00');
    expect(zoneClock('2026-11-27T04:00:00Z', 'Not/A_Zone')).toBeNull();
  });
});

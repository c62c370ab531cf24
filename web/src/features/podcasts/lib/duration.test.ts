import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration, parseDuration } from './duration';

describe('an episode’s length', () => {
  it('is written mm:ss, or h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(1)).toBe('00:01');
    expect(formatDuration(1.4)).toBe('00:01');
    expect(formatDuration(59.6)).toBe('01:00');
    expect(formatDuration(2525)).toBe('42:05');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(36_000)).toBe('10:00:00');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(undefined)).toBe('—');
    expect(formatDuration(-3)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('is given to <time> as an ISO 8601 duration', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(1)).toBe('PT1S');
    expect(isoDuration(2525)).toBe('PT42M5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
  });

  it('is read as typed: mm:ss or h:mm:ss', () => {
    expect(parseDuration('42:05')).toBe(2525);
    expect(parseDuration(' 5:30 ')).toBe(330);
    expect(parseDuration('05:30')).toBe(330);
    expect(parseDuration('0:01')).toBe(1);
    expect(parseDuration('90:00')).toBe(5400);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('10:00:00')).toBe(36_000);
    expect(formatDuration(parseDuration(formatDuration(3723)))).toBe('1:02:03');
  });

  it('refuses what is not a length', () => {
    for (const typed of ['', '42', '4:5', '4:60', '1:60:00', '1:2:3:4', 'ten minutes', '-1:00', '1.5:00', ':30']) {
      expect(parseDuration(typed), typed).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { automationRun } from '../testing/automation-api';
import { formatDuration, runSentence } from './runs';

describe('a run in words', () => {
  it('writes durations short', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
  });

  it('says where a run is', () => {
    expect(runSentence(automationRun(7, { status: 'queued' }))).toBe('Run #7 is waiting for the worker…');
    expect(runSentence(automationRun(7, { status: 'succeeded', duration_ms: 1200 }))).toBe('Run #7 succeeded in 1.2 s.');
    expect(runSentence(automationRun(7, { status: 'failed', error: 'the feed answered 404' }))).toBe('Run #7 failed: the feed answered 404');
  });
});

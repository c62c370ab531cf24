import { describe, expect, it } from 'vitest';
import { aiRun } from '../testing/ai-studio-api';
import { budgetShare, isRunActive, parseRunEvent, runSentence, suggestionsOf, summaryOf, tokenLine } from './runs';

describe('a run in words', () => {
  it('says where it is, and what its success gave', () => {
    expect(runSentence(aiRun(4, { status: 'queued' }))).toBe('Run #4 is waiting for the worker…');
    expect(runSentence(aiRun(4, { status: 'running' }))).toBe('Run #4 is running: the provider’s answer is coming in…');
    expect(runSentence(aiRun(4))).toBe('Run #4 succeeded: the draft is written.');
    expect(runSentence(aiRun(4, { action: 'suggest' }))).toBe('Run #4 succeeded: the suggestions are ready.');
    expect(runSentence(aiRun(4, { status: 'failed', error: 'boom' }))).toBe('Run #4 failed.');
    expect(isRunActive(aiRun(4, { status: 'running' }))).toBe(true);
    expect(isRunActive(aiRun(4, { status: 'failed' }))).toBe(false);
  });

  it('counts its tokens', () => {
    expect(tokenLine({ prompt_tokens: 1200, completion_tokens: 340 })).toBe('1,540 tokens (1,200 prompt, 340 completion)');
  });

  it('shares the day’s budget out', () => {
    expect(budgetShare(250, 1000)).toBe(0.25);
    expect(budgetShare(2000, 1000)).toBe(1);
    expect(budgetShare(0, 0)).toBe(1);
  });
});

describe('what a run gave', () => {
  it('reads suggestions and a summary only when they have their shape', () => {
    const result = { titles: ['A', 'B'], excerpt: 'E', tags: ['t'], category: 'news' };
    expect(suggestionsOf(aiRun(1, { action: 'suggest', result: result as never }))).toEqual(result);
    expect(suggestionsOf(aiRun(1, { action: 'suggest', result: { titles: 'A' } as never }))).toBeNull();
    expect(suggestionsOf(aiRun(1, { action: 'suggest', result: null }))).toBeNull();
    expect(summaryOf(aiRun(1, { action: 'summarize', result: { summary_html: '<p>Hi</p>' } as never }))).toEqual({ summary_html: '<p>Hi</p>' });
    expect(summaryOf(aiRun(1, { action: 'suggest', result: { summary_html: '<p>Hi</p>' } as never }))).toBeNull();
  });

  it('takes a run event’s data only when it is a run', () => {
    expect(parseRunEvent(JSON.stringify(aiRun(3)))?.id).toBe(3);
    expect(parseRunEvent('{"id": 3}')).toBeNull();
    expect(parseRunEvent('not json')).toBeNull();
  });
});

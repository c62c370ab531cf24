import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { automationRule } from '../testing/automation-api';
import { checkDraft, draftFromRule, newDraft, refusedFields, ruleInput, splitFieldMessage, type RuleDraft } from './rule-form';

const draft = (overrides: Partial<RuleDraft> = {}): RuleDraft => ({ ...newDraft(), name: 'Nightly', schedule: '0 3 * * *', ...overrides });

describe('the rule form’s body', () => {
  it('sends only the settings the action reads, the schedule with single spaces and the text trimmed', () => {
    expect(ruleInput(draft({ name: '  Nightly  ', schedule: '  0   3 * *\t* ', url: 'https://left.example/feed', days: '9' }))).toEqual({
      name: 'Nightly',
      schedule: '0 3 * * *',
      time_zone: 'Europe/Bucharest',
      action: 'publish_scheduled',
      settings: {},
      enabled: true,
      timeout_seconds: 600,
    });
    expect(ruleInput(draft({ action: 'import_feed', url: ' https://example.org/feed.xml ', category: 'politics', language: 'ro' })).settings).toEqual({
      url: 'https://example.org/feed.xml',
      category: 'politics',
      language: 'ro',
    });
    expect(ruleInput(draft({ action: 'send_digest', language: 'ro', url: 'x' })).settings).toEqual({ language: 'ro' });
    expect(ruleInput(draft({ action: 'backup', kind: 'enhanced_comprehensive' })).settings).toEqual({ kind: 'enhanced_comprehensive' });
    expect(ruleInput(draft({ action: 'translation_reminder', days: '14' })).settings).toEqual({ days: 14 });
    expect(ruleInput(draft({ action: 'rebuild_site', enabled: false, timeout: '1200', timeZone: 'UTC' }))).toMatchObject({
      settings: {},
      enabled: false,
      timeout_seconds: 1200,
      time_zone: 'UTC',
    });
  });

  it('starts from a rule’s own values when it is edited', () => {
    const rule = automationRule(4, {
      action: 'import_feed',
      settings: { url: 'https://example.org/rss', category: 'tech', language: 'ro' },
      time_zone: 'Asia/Tokyo',
      timeout_seconds: 30,
      enabled: false,
    });
    expect(draftFromRule(rule)).toMatchObject({ url: 'https://example.org/rss', category: 'tech', language: 'ro', timeZone: 'Asia/Tokyo', timeout: '30', enabled: false });
    expect(ruleInput(draftFromRule(rule))).toEqual({
      name: 'Rule 4',
      schedule: '* * * * *',
      time_zone: 'Asia/Tokyo',
      action: 'import_feed',
      settings: { url: 'https://example.org/rss', category: 'tech', language: 'ro' },
      enabled: false,
      timeout_seconds: 30,
    });
  });
});

describe('the rule form’s checks', () => {
  it('asks for a name, a schedule and a timeout in range', () => {
    expect(checkDraft(draft())).toEqual({});
    expect(checkDraft(draft({ name: ' ', schedule: '  ', timeout: '5' }))).toEqual({
      name: 'Give the rule a name.',
      schedule: 'Write a schedule, or choose one of the presets.',
      timeout: 'The timeout is a whole number of seconds from 10 to 86,400.',
    });
    expect(checkDraft(draft({ timeout: '86401' })).timeout).toBeDefined();
    expect(checkDraft(draft({ timeout: '1.5' })).timeout).toBeDefined();
    expect(checkDraft(draft({ timeout: '86400' }))).toEqual({});
  });

  it('checks the settings of the action chosen, and only those', () => {
    expect(checkDraft(draft({ action: 'import_feed', url: 'ftp://example.org/feed', category: '' }))).toEqual({
      url: 'Give the feed’s full address, starting with http:// or https://.',
      category: 'Choose the category of the imported drafts.',
    });
    expect(checkDraft(draft({ action: 'import_feed', url: 'http://example.org/feed', category: 'news' }))).toEqual({});
    expect(checkDraft(draft({ action: 'translation_reminder', days: '91' })).days).toBe('Look back a whole number of days from 1 to 90.');
    expect(checkDraft(draft({ action: 'translation_reminder', days: '0' })).days).toBeDefined();
    expect(checkDraft(draft({ action: 'publish_scheduled', url: 'not a url', days: '0' }))).toEqual({});
  });
});

describe('the server’s refusals', () => {
  it('go beside the field they name, as a sentence', () => {
    expect(splitFieldMessage('schedule: give the day of the month or the weekday, not both (set one of them to *)')).toEqual({
      field: 'schedule',
      text: 'Give the day of the month or the weekday, not both (set one of them to *).',
    });
    expect(splitFieldMessage('settings.url: the feed address must be an http or https URL')).toEqual({
      field: 'url',
      text: 'The feed address must be an http or https URL.',
    });
    expect(splitFieldMessage('timeout_seconds: the timeout must be 10 to 86400 seconds').field).toBe('timeout');
    expect(splitFieldMessage('time_zone: "Mars/Olympus" is not a time zone').field).toBe('time_zone');
    expect(splitFieldMessage('Failed to parse the request body as JSON')).toEqual({ field: null, text: 'Failed to parse the request body as JSON.' });
    expect(splitFieldMessage('colour: is not a field here').field).toBeNull();
  });

  it('are the form’s for any 4xx, and nobody’s for a failure of the server or the network', () => {
    expect(refusedFields(new ApiError(422, 'invalid_field', 'settings.days: the reminder looks back 1 to 90 days'))).toEqual({
      days: 'The reminder looks back 1 to 90 days.',
    });
    expect(refusedFields(new ApiError(409, 'conflict', 'A rule of that name exists.'))).toEqual({ form: 'A rule of that name exists.' });
    expect(refusedFields(new ApiError(500, 'internal', 'Something went wrong on our side.'))).toBeNull();
    expect(refusedFields(new ApiError(0, 'network_error', 'offline'))).toBeNull();
  });
});

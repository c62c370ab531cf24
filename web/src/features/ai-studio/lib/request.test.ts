import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { characterCount, checkForm, newForm, refusedFields, toRequest, type PickedArticle, type RequestForm } from './request';

const article: PickedArticle = { id: 12, title: 'The park opens', language: 'en', status: 'published', linkedId: null };

function form(overrides: Partial<RequestForm> = {}): RequestForm {
  return { ...newForm(), ...overrides };
}

describe('the request a form asks for', () => {
  it('drafts in the language and tone chosen, from the text trimmed', () => {
    expect(toRequest(form({ language: 'ro', tone: 'formal', text: '  Primăria deschide un parc nou sâmbătă.  ' }))).toEqual({
      action: 'draft',
      language: 'ro',
      tone: 'formal',
      text: 'Primăria deschide un parc nou sâmbătă.',
    });
  });

  it('translates and suggests for the article picked, with nothing else', () => {
    expect(toRequest(form({ action: 'translate', text: 'left over', article }))).toEqual({ action: 'translate', article_id: 12 });
    expect(toRequest(form({ action: 'suggest', language: 'ro', article }))).toEqual({ action: 'suggest', article_id: 12 });
  });

  it('summarises in the language and tone chosen', () => {
    expect(toRequest(form({ action: 'summarize', language: 'ro', tone: 'conversational', text: 'left over' }))).toEqual({
      action: 'summarize',
      language: 'ro',
      tone: 'conversational',
    });
  });
});

describe('the form’s checks', () => {
  it('asks a draft for 20 to 20,000 characters, counted as the server counts them', () => {
    expect(checkForm(form({ text: 'Too short.' }))).toEqual({ text: 'Give at least 20 characters of notes or source text.' });
    expect(checkForm(form({ text: `   ${'a'.repeat(19)}   ` })).text).toBeDefined();
    expect(checkForm(form({ text: 'ș'.repeat(20) }))).toEqual({});
    expect(characterCount('😀😀')).toBe(2);
    expect(checkForm(form({ text: 'a'.repeat(20_001) }))).toEqual({ text: 'Keep the text to 20,000 characters: it has 20,001.' });
    expect(checkForm(form({ text: 'a'.repeat(20_000) }))).toEqual({});
  });

  it('asks a translation and suggestions for an article; one already translated cannot be translated again', () => {
    expect(checkForm(form({ action: 'suggest' }))).toEqual({ article: 'Choose the article.' });
    expect(checkForm(form({ action: 'translate', article: { ...article, linkedId: 13 } }))).toEqual({
      article: 'Article #12 already has a translation (#13).',
    });
    expect(checkForm(form({ action: 'suggest', article: { ...article, linkedId: 13 } }))).toEqual({});
    expect(checkForm(form({ action: 'summarize' }))).toEqual({});
  });
});

describe('the server’s refusals', () => {
  it('puts a 422 at its field, as a sentence', () => {
    expect(refusedFields(new ApiError(422, 'invalid_field', 'text: give 20 to 20000 characters of notes or source text'))).toEqual({
      text: 'Give 20 to 20000 characters of notes or source text.',
    });
    expect(refusedFields(new ApiError(422, 'invalid_field', 'article_id: choose the article'))).toEqual({ article: 'Choose the article.' });
  });

  it('shows a 409 (and a 4xx naming no field of the form) as it is', () => {
    const spent = 'Today’s AI token budget (500000 tokens) is spent; it renews at midnight UTC.';
    expect(refusedFields(new ApiError(409, 'conflict', spent))).toEqual({ form: spent });
    expect(refusedFields(new ApiError(404, 'not_found', 'Article 99 not found'))).toEqual({ form: 'Article 99 not found' });
  });

  it('is no refusal when the server could not be reached or failed', () => {
    expect(refusedFields(new ApiError(0, 'network_error', 'failed'))).toBeNull();
    expect(refusedFields(new ApiError(500, 'internal', 'boom'))).toBeNull();
    expect(refusedFields(new Error('x'))).toBeNull();
  });
});

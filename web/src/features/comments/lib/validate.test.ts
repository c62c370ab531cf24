import { describe, expect, it } from 'vitest';
import { MAX_NAME, MAX_TEXT, validateComment } from './validate';

describe('validateComment', () => {
  it('refuses empty and whitespace-only text', () => {
    expect(validateComment('', 'Ana')).toEqual({ ok: false, error: 'empty' });
    expect(validateComment(' \n\t ', '')).toEqual({ ok: false, error: 'empty' });
  });

  it('refuses text over 5,000 characters, counting characters not UTF-16 units', () => {
    expect(validateComment('a'.repeat(MAX_TEXT + 1), '')).toEqual({ ok: false, error: 'too-long' });
    expect(validateComment('ș'.repeat(MAX_TEXT), '').ok).toBe(true);
    expect(validateComment('😀'.repeat(MAX_TEXT), '').ok).toBe(true);
  });

  it('trims the text and makes the name optional', () => {
    expect(validateComment('  Good piece. ', '')).toEqual({ ok: true, text: 'Good piece.', name: null });
    expect(validateComment('Yes', '   ')).toEqual({ ok: true, text: 'Yes', name: null });
    expect(validateComment('Yes', '  Ana   Popescu ')).toEqual({ ok: true, text: 'Yes', name: 'Ana Popescu' });
    expect(validateComment('Yes', 'x'.repeat(100))).toEqual({ ok: true, text: 'Yes', name: 'x'.repeat(MAX_NAME) });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_INITIALS, authorInitials } from './authors';

describe('authorInitials', () => {
  it('reads known author labels from the map, whatever their case and spacing', () => {
    expect(authorInitials('Ana Popescu')).toBe('AP');
    expect(authorInitials('  ana   POPESCU ')).toBe('AP');
    expect(authorInitials('Redacția')).toBe('RE');
  });

  it('gives UN to anyone else and to no author', () => {
    expect(DEFAULT_INITIALS).toBe('UN');
    expect(authorInitials('Jane Doe')).toBe('UN');
    expect(authorInitials('')).toBe('UN');
    expect(authorInitials(null)).toBe('UN');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultContactEmail } from './site';

describe('defaultContactEmail', () => {
  it('uses the public host without www', () => {
    expect(defaultContactEmail('https://www.stiri.example.ro/')).toBe('newsroom@stiri.example.ro');
  });
  it('falls back to localhost', () => {
    expect(defaultContactEmail(undefined)).toBe('newsroom@localhost');
    expect(defaultContactEmail('not a url')).toBe('newsroom@localhost');
  });
});

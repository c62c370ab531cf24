import { describe, expect, it } from 'vitest';
import { validateEmail } from './validate-email';

describe('validateEmail', () => {
  it('asks for an address when empty or blank', () => {
    expect(validateEmail('')).toBe('empty');
    expect(validateEmail('   ')).toBe('empty');
  });

  it.each(['plainaddress', 'a@b', '@example.com', 'me@', 'two words@example.com', 'a@b@c.com'])('refuses %s', (value) => {
    expect(validateEmail(value)).toBe('invalid');
  });

  it.each(['reader@example.com', ' reader@example.ro ', 'first.last+news@mail.example.org'])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });
});

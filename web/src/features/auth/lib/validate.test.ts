import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverMessage, validateCredentials, validateEmail } from './validate';

describe('validateEmail', () => {
  it('requires an address of the simple form', () => {
    expect(validateEmail('  ')).toBe('emailRequired');
    expect(validateEmail('reader')).toBe('emailInvalid');
    expect(validateEmail('reader@host')).toBe('emailInvalid');
    expect(validateEmail(' reader@example.org ')).toBeUndefined();
  });
});

describe('validateCredentials', () => {
  it('requires both fields', () => {
    expect(validateCredentials('', '', 'sign-in')).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });
  it('checks the length of a new password only', () => {
    expect(validateCredentials('a@b.ro', 'short', 'sign-up')).toEqual({ password: 'passwordTooShort' });
    expect(validateCredentials('a@b.ro', 'short', 'sign-in')).toEqual({});
    expect(validateCredentials('a@b.ro', 'ăîșțâăîș', 'sign-up')).toEqual({});
  });
});

describe('serverMessage', () => {
  it("shows the API's message without its field prefix", () => {
    expect(serverMessage(new ApiError(422, 'invalid_field', 'password: Password must be at least 8 characters'))).toBe(
      'Password must be at least 8 characters',
    );
    expect(serverMessage(new ApiError(401, 'unauthorized', 'Invalid login credentials'))).toBe('Invalid login credentials');
  });
  it('has nothing to show for network and server failures', () => {
    expect(serverMessage(new ApiError(0, 'network_error', 'GET failed'))).toBeNull();
    expect(serverMessage(new ApiError(503, 'busy', 'Too many'))).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
  });
});

/** Checks of the sign-in and sign-up forms before anything is sent (spec §5). */
export { serverMessage } from '../../../lib/api-client';

export const MIN_PASSWORD_CHARS = 8;
/** The newsletter's "simple address pattern", used for every address the site asks for. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldError = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'codeRequired';

export interface CredentialErrors {
  email?: FieldError;
  password?: FieldError;
}

export function validateEmail(email: string): FieldError | undefined {
  const value = email.trim();
  if (value === '') return 'emailRequired';
  if (!SIMPLE_EMAIL.test(value)) return 'emailInvalid';
  return undefined;
}

/**
 * Sign-in and sign-up need an email and a password; a new password also needs the server's
 * minimum length (so the reader learns it before sending).
 */
export function validateCredentials(email: string, password: string, mode: 'sign-in' | 'sign-up'): CredentialErrors {
  const errors: CredentialErrors = {};
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  if (password === '') errors.password = 'passwordRequired';
  else if (mode === 'sign-up' && Array.from(password).length < MIN_PASSWORD_CHARS) errors.password = 'passwordTooShort';
  return errors;
}


/** A mailed sign-in code: six digits (spaces a reader typed are ignored). */
export function normalizeCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

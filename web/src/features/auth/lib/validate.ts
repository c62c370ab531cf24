/** Checks of the sign-in and sign-up forms before anything is sent (spec §5). */
import { ApiError } from '../../../lib/api-client';

export const MIN_PASSWORD_CHARS = 8;
/** The newsletter's "simple address pattern", used for every address the site asks for. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldError = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort';

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

/**
 * The server's message for the reader, without its field prefix ("email: Please enter…"),
 * or null when there is none to show (network failures, unexpected errors).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  return error.message.replace(/^[a-z_]+: /, '');
}

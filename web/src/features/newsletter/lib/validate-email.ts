/** The newsletter form's check (spec §5): empty, or not a simple address pattern. */

export type EmailProblem = 'empty' | 'invalid';

const SIMPLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'empty';
  return SIMPLE_ADDRESS.test(email) ? null : 'invalid';
}

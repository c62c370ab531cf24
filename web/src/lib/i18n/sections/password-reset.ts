/** The texts of the password reset page, kept out of the language chunks (see `../messages.ts`). */
import { sectionHook } from '../language-context';

const en = {
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  resetSubmit: 'Set the new password',
  resetSubmitting: 'Saving…',
  resetDone: 'Your password has been changed. Sign in with the new one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Ask for a new one.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'The two passwords are not the same.',
};

export type PasswordResetMessages = typeof en;

const ro: PasswordResetMessages = {
  resetTitle: 'Alege o parolă nouă',
  newPassword: 'Parola nouă',
  repeatPassword: 'Repetă parola nouă',
  resetSubmit: 'Setează parola nouă',
  resetSubmitting: 'Se salvează…',
  resetDone: 'Parola a fost schimbată. Autentifică-te cu parola nouă.',
  resetLinkInvalid: 'Acest link de resetare nu este valid sau a expirat. Cere unul nou.',
  passwordTooShort: 'Parola trebuie să aibă cel puțin 8 caractere',
  passwordsDiffer: 'Cele două parole nu sunt identice.',
};

export const usePasswordResetMessages = sectionHook({ en, ro });

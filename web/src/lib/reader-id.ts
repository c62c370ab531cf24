/**
 * The anonymous reader's id (the spec's "fingerprint"; DESIGN.md deviation 7): a random id kept
 * in localStorage, sent with views, likes, bookmarks, shares and comments, and handed to the
 * server at sign-in so that what the reader did moves to the account.
 */
import { readPreference, writePreference } from './storage';

export const READER_ID_KEY = 'newsReaderId';

/** The server accepts 8 to 64 ASCII letters, digits, '-' and '_' (a UUID fits). */
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's reader id, made and saved on first use. */
export function readerId(): string {
  const saved = readPreference(READER_ID_KEY);
  if (saved !== null && VALID.test(saved)) return saved;
  const id = randomId();
  writePreference(READER_ID_KEY, id);
  return id;
}

import { beforeEach, describe, expect, it } from 'vitest';
import { READER_ID_KEY, readerId } from './reader-id';

describe('readerId', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('makes a valid id once and keeps it', () => {
    const id = readerId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(readerId()).toBe(id);
    expect(localStorage.getItem(READER_ID_KEY)).toBe(id);
  });

  it('replaces a stored value the server would refuse', () => {
    localStorage.setItem(READER_ID_KEY, 'bad id!');
    expect(readerId()).not.toBe('bad id!');
  });
});

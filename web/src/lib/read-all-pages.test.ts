import { describe, expect, it, vi } from 'vitest';
import { readAllPages } from './read-all-pages';

const numbers = Array.from({ length: 230 }, (_, index) => index + 1);

describe('readAllPages', () => {
  it('reads 100 at a time up to the total', async () => {
    const readPage = vi.fn((limit: number, offset: number) => Promise.resolve({ items: numbers.slice(offset, offset + limit), total: numbers.length }));
    await expect(readAllPages('numbers', readPage)).resolves.toEqual(numbers);
    expect(readPage.mock.calls).toEqual([
      [100, 0],
      [100, 100],
      [100, 200],
    ]);
  });

  it('stops at an empty page, whatever the total says', async () => {
    const readPage = vi.fn(() => Promise.resolve({ items: [] as number[], total: 50 }));
    await expect(readAllPages('numbers', readPage)).resolves.toEqual([]);
    expect(readPage).toHaveBeenCalledTimes(1);
  });
});

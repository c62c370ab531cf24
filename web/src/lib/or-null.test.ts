import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { orNull } from './or-null';

describe('orNull', () => {
  it('gives the answer, null for a 404, and lets other failures through', async () => {
    await expect(orNull(Promise.resolve(5))).resolves.toBe(5);
    await expect(orNull(Promise.reject(new ApiError(404, 'not_found', 'no')))).resolves.toBeNull();
    await expect(orNull(Promise.reject(new ApiError(500, 'internal', 'oops')))).rejects.toThrow('oops');
  });
});

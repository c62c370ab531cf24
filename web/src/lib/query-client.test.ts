import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query cache rules (spec §9)', () => {
  it('is stale after 5 minutes, kept 10, and not refetched on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.gcTime).toBe(600_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('never retries a 4xx and retries anything else at most twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'slow down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'unavailable', 'later'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'network_error', 'down'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'internal', 'boom'))).toBe(false);
  });
});

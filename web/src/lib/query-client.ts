/** The query cache, with the spec's rules (§9). */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;
/** At most 2 retries, and none for a 4xx: asking again will not change the answer. */
const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        // At build time nothing is collected (no timers keep the build process alive).
        gcTime: import.meta.env.SSR ? Infinity : 10 * MINUTE,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** One cache per page load in the browser; at build time it is shared by all pages rendered. */
export function queryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the prerendered page hydrates, true after: what lives in the browser only (the
 * reader id, the session in localStorage) is known from then on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { useState } from 'react';
import { serverMessage } from './api-client';

/**
 * A form's one action at a time: `busy` while it runs, and the server's message (or
 * `fallback`) when it fails. `run` answers whether the action succeeded.
 */
export function useAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(serverMessage(error) ?? fallback);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, run };
}

import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a search box asks the server for
 * while someone types, instead of one request a keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

import { useEffect, type RefObject } from 'react';

/** Closes something open on a pointer press outside `ref` or on Escape (spec §2). */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: (reason: 'outside' | 'escape') => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) close('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}

/**
 * Toasts any part of the site may raise (spec §8: newsletter, likes, sharing…).
 * At most 20 are kept; a dismissed toast leaves 1000 ms later, after its exit (spec §9).
 */

export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;
/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  /** False once dismissed, until it is removed. */
  open: boolean;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();
const autoDismissals = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function forget(id: number): void {
  clearTimeout(removals.get(id));
  clearTimeout(autoDismissals.get(id));
  removals.delete(id);
  autoDismissals.delete(id);
}

/** Shows a toast; the newest comes first and the oldest beyond the limit are dropped. */
export function toast({ title, description, variant = 'default' }: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const next = [{ id, title, description, variant, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) forget(dropped.id);
  set(next.slice(0, TOAST_LIMIT));
  autoDismissals.set(
    id,
    setTimeout(() => {
      dismissToast(id);
    }, TOAST_DURATION_MS),
  );
  return {
    id,
    dismiss: () => {
      dismissToast(id);
    },
  };
}

/** Closes a toast (or all); each is removed TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: number): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) {
    clearTimeout(autoDismissals.get(item.id));
    autoDismissals.delete(item.id);
    removals.set(
      item.id,
      setTimeout(() => {
        removals.delete(item.id);
        set(toasts.filter((other) => other.id !== item.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  const ids = new Set(closing.map((item) => item.id));
  set(toasts.map((item) => (ids.has(item.id) ? { ...item, open: false } : item)));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const NO_TOASTS: readonly Toast[] = [];

/** For useSyncExternalStore at build time: no toasts. */
export function getServerToasts(): readonly Toast[] {
  return NO_TOASTS;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests start from an empty store. */
export function resetToasts(): void {
  for (const id of [...removals.keys(), ...autoDismissals.keys()]) forget(id);
  set([]);
}

/**
 * Toasts: `toast({ title, description, variant })` shows a short message (spec §9: at most 20,
 * removed 1000 ms after dismissal). A minimal version; the chrome helper's one replaces it.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;
const AUTO_DISMISS_MS = 6000;

let toasts: Toast[] = [];
let nextId = 1;
const watchers = new Set<() => void>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const watcher of watchers) watcher();
}

export function dismissToast(id: number): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => {
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => {
    dismissToast(id);
  }, AUTO_DISMISS_MS);
  return {
    id,
    dismiss: () => {
      dismissToast(id);
    },
  };
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

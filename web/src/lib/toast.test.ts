import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, dismissToast, getToasts, resetToasts, subscribeToasts, toast } from './toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('keeps at most 20 toasts, newest first', () => {
    for (let i = 1; i <= 25; i++) toast({ title: `t${String(i)}` });
    const list = getToasts();
    expect(TOAST_LIMIT).toBe(20);
    expect(list).toHaveLength(20);
    expect(list[0]?.title).toBe('t25');
    expect(list[19]?.title).toBe('t6');
  });

  it('removes a dismissed toast 1000 ms after dismissal, not before', () => {
    const { id, dismiss } = toast({ title: 'Success!' });
    dismiss();
    expect(getToasts().find((item) => item.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses itself after its duration and is removed a second later', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps the destructive variant and the description, and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: 'Subscription failed', description: 'Try later', variant: 'destructive' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Subscription failed', description: 'Try later', variant: 'destructive', open: true });
    unsubscribe();
    toast({ title: 'Other' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()[0]?.variant).toBe('default');
  });

  it('dismisses every open toast when no id is given', () => {
    toast({ title: 'a' });
    toast({ title: 'b' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toHaveLength(0);
  });
});

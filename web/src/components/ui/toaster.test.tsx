import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { resetToasts, toast } from '../../lib/toast';
import { renderInRouter } from '../../testing/render';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => {
    resetToasts();
  });
  vi.useRealTimers();
});

it('announces toasts, destructive ones as alerts, and removes a dismissed one a second later', async () => {
  renderInRouter(<Toaster />);
  await screen.findByRole('region', { name: 'Notifications' });
  vi.useFakeTimers();
  act(() => {
    toast({ title: 'Success!', description: 'Check your inbox' });
    toast({ title: 'Subscription failed', variant: 'destructive' });
  });
  expect(screen.getByRole('status')).toHaveTextContent('Success!Check your inbox');
  expect(screen.getByRole('alert')).toHaveTextContent('Subscription failed');
  const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
  if (!first) throw new Error('no dismiss button');
  fireEvent.click(first);
  expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closed');
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
});

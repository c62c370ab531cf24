import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { replayStateOnSubscribe } from './router';

describe('replayStateOnSubscribe', () => {
  it('hands a late subscriber the state reached before it subscribed', async () => {
    const router = replayStateOnSubscribe(
      createMemoryRouter([{ id: 'page', path: '/', loader: () => 'loaded', element: null }]),
    );
    await vi.waitFor(() => {
      expect(router.state.initialized).toBe(true);
    });
    const subscriber = vi.fn();
    router.subscribe(subscriber);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(subscriber.mock.calls[0]?.[0]).toMatchObject({ initialized: true, loaderData: { page: 'loaded' } });
  });
});

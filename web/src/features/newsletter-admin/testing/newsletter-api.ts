/** The newsletter admin API as the tests meet it: fetch replaced, subscribers and campaigns made up. */
import type { Campaign, Subscriber } from '../../../lib/api/types';
import { respond, type Handler } from '../../../testing/api-mock';

export { mockFetch, respond } from '../../../testing/api-mock';
export { polyfillDialog } from '../../../testing/dialog';

export function subscriber(id: number, overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id,
    email: `reader${String(id)}@example.org`,
    language: 'en',
    status: 'confirmed',
    created_at: '2026-03-05T09:15:00Z',
    confirmed_at: '2026-03-05T09:20:00Z',
    unsubscribed_at: null,
    bounces: 0,
    ...overrides,
  };
}

export function campaign(id: number, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id,
    subject: `Campaign ${String(id)}`,
    language: 'en',
    kind: 'manual',
    status: 'draft',
    scheduled_at: null,
    started_at: null,
    finished_at: null,
    created_by: 'ana@example.org',
    created_at: '2026-03-05T09:15:00Z',
    progress: { recipients: 0, sent: 0, failed: 0, pending: 0 },
    ...overrides,
  };
}


/**
 * The subscriber list endpoint over `all`: its status, language and address (`q`, any case)
 * filters, limit and offset, as the server applies them (newest first is the order given).
 */
export function subscriberRoute(all: Subscriber[]): Handler {
  return (url) => {
    const status = url.searchParams.get('status');
    const language = url.searchParams.get('language');
    const q = url.searchParams.get('q')?.toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = all.filter(
      (item) => (!status || item.status === status) && (!language || item.language === language) && (!q || item.email.toLowerCase().includes(q)),
    );
    return respond(200, { items: matching.slice(offset, offset + limit), total: matching.length });
  };
}

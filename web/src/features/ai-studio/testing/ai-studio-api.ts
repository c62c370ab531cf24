/** AI Studio's API as the tests meet it: fetch replaced, runs and statuses made up, events streamed by hand. */
import type { AiRun, AiStatus } from '../api/types';

export { mockFetch, respond } from '../../../testing/api-mock';

export function aiStatus(overrides: Partial<AiStatus> = {}): AiStatus {
  return {
    configured: true,
    model: 'test-model',
    base_url: 'http://127.0.0.1:4012/v1',
    tokens_used_today: 1250,
    daily_token_budget: 500_000,
    ...overrides,
  };
}

/** A draft run that succeeded and wrote article 41. */
export function aiRun(id: number, overrides: Partial<AiRun> = {}): AiRun {
  return {
    id,
    action: 'draft',
    status: 'succeeded',
    language: 'en',
    tone: 'neutral',
    source_article_id: null,
    partial: '{"title": "Report: the library opens", "excerpt": "A new room.", "content_html": "<p>2,000 books</p>"}',
    result: null,
    article_id: 41,
    model: 'test-model',
    prompt_version: 1,
    prompt_tokens: 120,
    completion_tokens: 80,
    error: null,
    requested_by: 'ana@example.org',
    created_at: '2026-11-26T09:00:00Z',
    updated_at: '2026-11-26T09:00:04Z',
    finished_at: '2026-11-26T09:00:04Z',
    ...overrides,
  };
}

/**
 * An event stream the test writes to: `send` a run as a `run` event, `close` it (the server does
 * after the finished run), `fail` it as a dropped connection would.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const pending: string[] = [];
  const body = new ReadableStream<Uint8Array>({
    start(source) {
      controller = source;
      for (const text of pending.splice(0)) source.enqueue(encoder.encode(text));
    },
  });
  const write = (text: string) => {
    if (controller) controller.enqueue(encoder.encode(text));
    else pending.push(text);
  };
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(run: AiRun) {
      write(`event: run\ndata: ${JSON.stringify(run)}\n\n`);
    },
    /** A keep-alive comment, as the server sends between events. */
    ping() {
      write(':\n\n');
    },
    close() {
      controller?.close();
    },
    fail() {
      controller?.error(new TypeError('network error'));
    },
  };
}

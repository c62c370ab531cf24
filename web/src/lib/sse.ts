/**
 * Server-sent events (`text/event-stream`, as the HTML standard defines them) read from a fetch
 * answer's body. EventSource cannot send an Authorization header; the admin API needs one.
 */

/** One event: its type (`message` when the stream names none), its data lines joined, the last id. */
export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

export interface SseParser {
  /** Feeds the next piece of text, cut anywhere (inside a line, between \r and \n). */
  push: (chunk: string) => void;
  /** The stream ended: an event not closed by a blank line is dropped, as the standard says. */
  end: () => void;
}

/** A parser that calls `onEvent` for each event as soon as its closing blank line arrives. */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let started = false;
  let type = '';
  let data: string[] = [];
  let lastId: string | null = null;

  function dispatch() {
    if (data.length > 0) onEvent({ event: type === '' ? 'message' : type, data: data.join('\n'), id: lastId });
    type = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') {
      dispatch();
      return;
    }
    // A comment (the server's keep-alive).
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        type = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      default:
      // `retry` and unknown fields: nothing to do here.
    }
  }

  return {
    push(chunk) {
      buffer += chunk;
      if (!started && buffer !== '') {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        // A \r last may be the first half of \r\n: wait for the next piece.
        if (char === '\r' && index + 1 === buffer.length) break;
        line(buffer.slice(start, index));
        if (char === '\r' && buffer[index + 1] === '\n') index++;
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      type = '';
      data = [];
    },
  };
}

/**
 * Reads a stream of server-sent events to its end, calling `onEvent` for each; resolves when
 * the server closes it, rejects when reading fails (the network, `signal` aborted).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void, signal?: AbortSignal): Promise<void> {
  const parser = createSseParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const stop = () => {
    void reader.cancel().catch(() => undefined);
  };
  signal?.addEventListener('abort', stop);
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    signal?.throwIfAborted();
    parser.push(decoder.decode());
    parser.end();
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}

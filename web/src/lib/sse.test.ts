import { describe, expect, it } from 'vitest';
import { createSseParser, readEventStream, type SseEvent } from './sse';

/** The events a parser found in `chunks`, fed one after another. */
function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('the server-sent events parser', () => {
  it('reads named events, their data and their ids', () => {
    expect(parse('event: run\ndata: {"id":1}\n\nevent: run\nid: 7\ndata: {"id":2}\n\n')).toEqual([
      { event: 'run', data: '{"id":1}', id: null },
      { event: 'run', data: '{"id":2}', id: '7' },
    ]);
  });

  it('joins data lines, calls an unnamed event a message and strips one space after the colon', () => {
    expect(parse('data:first\ndata:  second\ndata\n\n')).toEqual([{ event: 'message', data: 'first\n second\n', id: null }]);
  });

  it('ignores comments (keep-alives), unknown fields and blank lines without data', () => {
    expect(parse(':\n\n: keep-alive\nretry: 3000\nfoo: bar\n\n\nevent: run\ndata: x\n\n')).toEqual([{ event: 'run', data: 'x', id: null }]);
  });

  it('takes pieces cut anywhere, \\r\\n split between two of them included', () => {
    const whole = 'event: run\r\ndata: {"partial":"Hello, wo"}\r\n\r\nevent: run\rdata: {"partial":"Hello, world"}\r\r';
    const expected = [
      { event: 'run', data: '{"partial":"Hello, wo"}', id: null },
      { event: 'run', data: '{"partial":"Hello, world"}', id: null },
    ];
    expect(parse(whole)).toEqual(expected);
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parse(whole.slice(0, cut), whole.slice(cut))).toEqual(expected);
    }
    expect(parse(...whole.split(''))).toEqual(expected);
  });

  it('drops an event the stream ended before closing, and a leading byte order mark', () => {
    expect(parse('\uFEFFevent: run\ndata: 1\n\nevent: run\ndata: 2')).toEqual([{ event: 'run', data: '1', id: null }]);
    expect(parse('data: 1\n')).toEqual([]);
  });

  it('does not dispatch before the blank line arrives', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: run\ndata: 1\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toHaveLength(1);
  });
});

describe('readEventStream', () => {
  /** A body that gives `pieces` as UTF-8 bytes, one read each. */
  function body(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    return new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
        controller.close();
      },
    });
  }

  it('decodes the bytes, a character split between two reads included', async () => {
    const bytes = new TextEncoder().encode('event: run\ndata: {"partial":"Știre"}\n\n');
    const at = bytes.indexOf(0xc8) + 1;
    const events: SseEvent[] = [];
    await readEventStream(body([bytes.slice(0, at), bytes.slice(at)]), (event) => events.push(event));
    expect(events).toEqual([{ event: 'run', data: '{"partial":"Știre"}', id: null }]);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const events: SseEvent[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(source) {
        source.enqueue(new TextEncoder().encode('data: 1\n\n'));
      },
    });
    const reading = readEventStream(stream, (event) => {
      events.push(event);
      controller.abort();
    }, controller.signal);
    await expect(reading).rejects.toThrow();
    expect(events).toHaveLength(1);
  });
});

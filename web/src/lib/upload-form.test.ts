import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, mockXhr } from '../testing/fake-xhr';
import { ApiError, setAccessTokenSource } from './api-client';
import { uploadForm } from './upload-form';

afterEach(() => {
  setAccessTokenSource(() => null);
  vi.unstubAllGlobals();
});

/** The request sent, once the client has made it. */
async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => {
    expect(FakeXhr.sent).toHaveLength(1);
  });
  const xhr = FakeXhr.sent[0];
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
}

describe('a form uploaded with its progress', () => {
  it('is posted signed in, with the browser’s multipart type, and reports how much is sent', async () => {
    mockXhr();
    setAccessTokenSource(() => 'token-1');
    const form = new FormData();
    form.append('file', new File(['ID3'], 'a.mp3', { type: 'audio/mpeg' }));
    const progress: number[] = [];
    const answer = uploadForm<{ audio_url: string }>('/admin/podcasts/audio', form, { timeoutMs: 60_000, onProgress: (fraction) => progress.push(fraction) });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/admin/podcasts/audio');
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toEqual({ accept: 'application/json', authorization: 'Bearer token-1' });
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, { audio_url: '/media/audio/a.mp3' });
    await expect(answer).resolves.toEqual({ body: { audio_url: '/media/audio/a.mp3' }, status: 201 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('fails with the API’s error, and with the abort’s reason when cancelled', async () => {
    mockXhr();
    const refused = uploadForm('/admin/podcasts/audio', new FormData(), { timeoutMs: 60_000 });
    (await sent()).respond(415, { error: { code: 'unsupported_media_type', message: 'the audio must be an MP3 or M4A file.' } });
    await expect(refused).rejects.toEqual(new ApiError(415, 'unsupported_media_type', 'the audio must be an MP3 or M4A file.'));

    FakeXhr.sent = [];
    const controller = new AbortController();
    const cancelled = uploadForm('/admin/podcasts/audio', new FormData(), { timeoutMs: 60_000, signal: controller.signal });
    await sent();
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

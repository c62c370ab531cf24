import { describe, expect, it, vi } from 'vitest';
import { performShare, type ShareEnvironment } from './perform-share';

const content = {
  url: 'https://news.example/en/article/1/a',
  title: 'A title',
  text: 'An excerpt',
  emailSubject: 'A title',
  emailBody: 'A title\n\nhttps://news.example/en/article/1/a',
};

function env(overrides: Partial<ShareEnvironment> = {}): ShareEnvironment {
  return {
    open: vi.fn(() => ({ opener: {} }) as unknown as Window),
    assign: vi.fn(),
    screen: { left: 0, top: 0, width: 1280, height: 900 },
    ...overrides,
  };
}

describe('performShare', () => {
  it('rejects an unknown method', async () => {
    expect(await performShare('myspace', content, env())).toEqual({ status: 'unsupported-method' });
  });

  it('native: unsupported without navigator.share, cancelled on AbortError, else shared or failed', async () => {
    expect(await performShare('native', content, env())).toEqual({ status: 'native-unsupported' });
    const abort = Object.assign(new Error('cancel'), { name: 'AbortError' });
    expect(await performShare('native', content, env({ share: () => Promise.reject(abort) }))).toEqual({ status: 'cancelled' });
    expect(await performShare('native', content, env({ share: () => Promise.reject(new Error('no')) }))).toEqual({ status: 'failed' });
    const share = vi.fn(() => Promise.resolve());
    expect(await performShare('native', content, env({ share }))).toEqual({ status: 'shared', method: 'native' });
    expect(share).toHaveBeenCalledWith({ title: 'A title', text: 'An excerpt', url: content.url });
  });

  it('clipboard: writes the URL; a refusal fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await performShare('clipboard', content, env({ writeText }))).toEqual({ status: 'shared', method: 'clipboard' });
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(await performShare('clipboard', content, env({ writeText: () => Promise.reject(new Error('denied')) }))).toEqual({
      status: 'failed',
    });
  });

  it('social: opens a 626x436 popup without an opener; a blocked popup fails', async () => {
    const popup = { opener: {} as unknown };
    const open = vi.fn(() => popup as unknown as Window);
    expect(await performShare('telegram', content, env({ open }))).toEqual({ status: 'shared', method: 'telegram' });
    const [url, target, features] = open.mock.calls[0] as unknown as [string, string, string];
    expect(url).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
    expect(target).toBe('share-telegram');
    expect(features).toMatch(/^width=626,height=436,/);
    expect(popup.opener).toBeNull();
    expect(await performShare('facebook', content, env({ open: () => null }))).toEqual({ status: 'failed' });
  });

  it('email: follows a mailto link', async () => {
    const assign = vi.fn();
    expect(await performShare('email', content, env({ assign }))).toEqual({ status: 'shared', method: 'email' });
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^mailto:\?subject=A%20title&body=/));
  });

  it('an unexpected exception is an error', async () => {
    const open = () => {
      throw new Error('boom');
    };
    expect(await performShare('linkedin', content, env({ open }))).toEqual({ status: 'error' });
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleImage } from './article-image';

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticleImage', () => {
  it('turns into the placeholder when the image has not loaded within 10 s (spec §9)', () => {
    vi.useFakeTimers();
    render(<ArticleImage src="/media/slow.jpg" alt="A slow image" fallbackNote="Fallback image" eager />);
    expect(screen.getByRole('img', { name: 'A slow image' }).tagName).toBe('IMG');
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('img', { name: 'A slow image' }).tagName).toBe('IMG');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const placeholder = screen.getByRole('img', { name: 'A slow image' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('Fallback image');
  });

  it('keeps an image that loaded in time', () => {
    vi.useFakeTimers();
    render(<ArticleImage src="/media/fast.jpg" alt="A fast image" fallbackNote="Fallback image" eager />);
    const image = screen.getByRole('img', { name: 'A fast image' });
    Object.defineProperty(image, 'naturalWidth', { value: 800 });
    act(() => {
      image.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('img', { name: 'A fast image' }).tagName).toBe('IMG');
  });
});

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

  it('offers the sizes of an uploaded image to the browser, and none for another address', () => {
    const { rerender } = render(
      <ArticleImage src="/media/uploads/ab12/1200.webp" alt="Uploaded" fallbackNote="Fallback image" eager sizes="(max-width: 800px) 100vw, 768px" />,
    );
    const hero = screen.getByRole('img', { name: 'Uploaded' });
    expect(hero).toHaveAttribute('srcset', '/media/uploads/ab12/480.webp 480w, /media/uploads/ab12/960.webp 960w, /media/uploads/ab12/1200.webp 1200w');
    expect(hero).toHaveAttribute('sizes', '(max-width: 800px) 100vw, 768px');
    expect(hero).toHaveAttribute('src', '/media/uploads/ab12/1200.webp');

    rerender(<ArticleImage src="/media/uploads/ab12/1200.webp" alt="Uploaded" fallbackNote="Fallback image" sizes="16rem" />);
    expect(screen.getByRole('img', { name: 'Uploaded' })).toHaveAttribute('sizes', 'auto, 16rem');

    rerender(<ArticleImage key="other" src="/media/demo/park.svg" alt="Demo" fallbackNote="Fallback image" sizes="16rem" />);
    const other = screen.getByRole('img', { name: 'Demo' });
    expect(other).not.toHaveAttribute('srcset');
    expect(other).not.toHaveAttribute('sizes');
  });
});

import { useEffect, useRef, useState } from 'react';
import { mediaSrcSet } from '../../lib/media-srcset';

/** Spec §5/§9: an image that has not loaded within 10 s counts as failed. */
const IMAGE_TIMEOUT_MS = 10_000;
/** Spec §9: lazy images start loading 200 px before they scroll into view. */
const LAZY_MARGIN = '200px';

interface ArticleImageProps {
  src: string;
  alt: string;
  /** Visible note shown on the placeholder when the image cannot be loaded. */
  fallbackNote: string;
  className?: string;
  /** The hero image is loaded eagerly; list thumbnails lazily. */
  eager?: boolean;
  /**
   * How wide the image is shown (the `sizes` attribute), so the browser picks the narrowest
   * variant of an uploaded image that fills it; other addresses have no variants.
   */
  sizes?: string;
}

/**
 * An image that turns into a placeholder (with a visible note) when it fails.
 * Callers should key it by `src` so a new image starts fresh.
 */
export function ArticleImage({ src, alt, fallbackNote, className, eager = false, sizes = '100vw' }: ArticleImageProps) {
  const [failed, setFailed] = useState(src === '');
  const srcSet = mediaSrcSet(src);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A prerendered <img> may have failed before hydration attached onError:
    // re-check it once with a probe (served from cache when the image is fine).
    const image = imageRef.current;
    if (!image?.complete || image.naturalWidth > 0) return;
    const probe = new Image();
    probe.onerror = () => {
      setFailed(true);
    };
    probe.src = image.currentSrc || image.src;
    return () => {
      probe.onerror = null;
    };
  }, []);

  useEffect(() => {
    // The 10 s start when the image starts loading: at once when eager, near the viewport when lazy.
    const image = imageRef.current;
    if (!image) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loaded = () => image.complete && image.naturalWidth > 0;
    const start = () => {
      timer ??= setTimeout(() => {
        if (!loaded()) setFailed(true);
      }, IMAGE_TIMEOUT_MS);
    };
    const stop = () => {
      clearTimeout(timer);
    };
    image.addEventListener('load', stop);
    let observer: IntersectionObserver | undefined;
    if (eager || typeof IntersectionObserver === 'undefined') {
      if (!loaded()) start();
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            if (!loaded()) start();
          }
        },
        { rootMargin: LAZY_MARGIN },
      );
      observer.observe(image);
    }
    return () => {
      stop();
      observer?.disconnect();
      image.removeEventListener('load', stop);
    };
  }, [eager]);

  if (failed) {
    return (
      <div className={`image-placeholder ${className ?? ''}`} role="img" aria-label={alt || fallbackNote}>
        <span className="image-placeholder__note">{fallbackNote}</span>
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      className={className}
      // Before src: a browser that sees src first may start fetching the widest variant. A lazy
      // image can be measured before it loads (`auto`); browsers without it use what follows.
      sizes={srcSet ? (eager ? sizes : `auto, ${sizes}`) : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

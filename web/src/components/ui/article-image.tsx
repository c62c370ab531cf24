import { useEffect, useRef, useState } from 'react';

interface ArticleImageProps {
  src: string;
  alt: string;
  /** Visible note shown on the placeholder when the image cannot be loaded. */
  fallbackNote: string;
  className?: string;
  /** The hero image is loaded eagerly; list thumbnails lazily. */
  eager?: boolean;
}

/**
 * An image that turns into a placeholder (with a visible note) when it fails.
 * Callers should key it by `src` so a new image starts fresh.
 */
export function ArticleImage({ src, alt, fallbackNote, className, eager = false }: ArticleImageProps) {
  const [failed, setFailed] = useState(src === '');
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

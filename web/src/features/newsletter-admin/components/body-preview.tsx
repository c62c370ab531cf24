import { useEffect, useState } from 'react';
import { previewDocument } from '../lib/preview';

/** Typing pauses this long before the preview is drawn again (each draw reloads the frame). */
const REDRAW_AFTER_MS = 250;

/** The body as a mail client would show it, in a frame where no script runs. */
export function BodyPreview({ html, language }: { html: string; language: string }) {
  const [shown, setShown] = useState(html);
  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(html);
    }, REDRAW_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [html]);
  return <iframe className="newsletter-preview" title="Preview of the mail" sandbox="" srcDoc={previewDocument(shown, language)} />;
}

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { ShareOutcome } from '../lib/perform-share';
import type { ShareMethod } from '../lib/share-urls';

export interface ShareNotice {
  tone: 'success' | 'error' | 'info';
  title: string;
  message?: string;
}

interface SharePanelProps {
  articleId: number;
  /** The article's path on this site; made absolute with the page's origin when shared. */
  path: string;
  title: string;
  excerpt?: string;
  /** Shows the outcome to the reader (the page wires it to the site's toasts). */
  onNotify: (notice: ShareNotice) => void;
}

const ICONS: Record<ShareMethod, ReactNode> = {
  native: <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />,
  clipboard: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  whatsapp: (
    <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.3-.5-2.5-1.7-3-3l1-1-1-2L9 8.5z" />
  ),
  telegram: <path d="M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-7" />,
  email: <path d="M3 6h18v12H3zM3 6l9 7 9-7" />,
  linkedin: <path d="M5 9h3v11H5zM6.5 4a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h3v1.6c.6-1 1.8-1.8 3.4-1.8 3 0 3.6 2 3.6 4.6V20h-3v-5.8c0-1.4-.3-2.5-1.7-2.5s-2.3 1-2.3 2.5V20h-3z" />,
};

function Icon({ method }: { method: ShareMethod }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[method]}
    </svg>
  );
}

/** How far below the viewport the code that shares starts loading. */
const SHARE_CODE_MARGIN = '400px';

let shareCode: Promise<typeof import('../lib/share-from-page')> | undefined;

/**
 * The code that shares, loaded once: the panel is below the article, so the article's first
 * download leaves it out. A failed load is tried again at the next share.
 */
function loadShareCode() {
  shareCode ??= import('../lib/share-from-page').catch((error: unknown) => {
    shareCode = undefined;
    throw error;
  });
  return shareCode;
}

function subscribeNever(): () => void {
  return () => undefined;
}

/** Spec §2 Share panel: the seven methods; each share is recorded with the API. */
export function SharePanel({ articleId, path, title, excerpt, onNotify }: SharePanelProps) {
  const t = useMessages().share;
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, SHARE_CODE_MARGIN);
  useEffect(() => {
    if (near) loadShareCode().catch(() => undefined);
  }, [near]);
  // navigator.share is known only in the browser: the button appears after hydration.
  const canShareNatively = useSyncExternalStore(
    subscribeNever,
    () => typeof navigator.share === 'function',
    () => false,
  );

  const notify = (outcome: ShareOutcome) => {
    switch (outcome.status) {
      case 'shared':
        if (outcome.method === 'clipboard') onNotify({ tone: 'success', title: t.copied });
        return;
      case 'cancelled':
        onNotify({ tone: 'info', title: t.cancelled });
        return;
      case 'unsupported-method':
        onNotify({ tone: 'error', title: t.unsupported });
        return;
      case 'native-unsupported':
        onNotify({ tone: 'error', title: t.nativeUnsupported });
        return;
      case 'failed':
        onNotify({ tone: 'error', title: t.failedTitle, message: t.failedMessage });
        return;
      case 'error':
        onNotify({ tone: 'error', title: t.errorTitle, message: t.errorMessage });
    }
  };

  const share = async (method: ShareMethod) => {
    const url = new URL(path, window.location.origin).href;
    const content = { url, title, text: excerpt, emailSubject: t.emailSubject(title), emailBody: t.emailBody(title, url) };
    let outcome: ShareOutcome;
    try {
      const { shareFromPage } = await loadShareCode();
      outcome = await shareFromPage(articleId, method, content);
    } catch {
      outcome = { status: 'error' };
    }
    notify(outcome);
  };

  const methods: { method: ShareMethod; label: string; name: string }[] = [
    { method: 'clipboard', label: t.clipboard, name: t.clipboard },
    { method: 'facebook', label: t.facebook, name: t.shareOn(t.facebook) },
    { method: 'whatsapp', label: t.whatsapp, name: t.shareOn(t.whatsapp) },
    { method: 'telegram', label: t.telegram, name: t.shareOn(t.telegram) },
    { method: 'linkedin', label: t.linkedin, name: t.shareOn(t.linkedin) },
    { method: 'email', label: t.email, name: t.shareOn(t.email) },
  ];
  if (canShareNatively) methods.unshift({ method: 'native', label: t.native, name: t.native });

  return (
    <section ref={ref} className="share" aria-labelledby="share-title">
      <h2 id="share-title" className="share__title">
        {t.title}
      </h2>
      <ul className="share__list" role="list">
        {methods.map(({ method, label, name }) => (
          <li key={method}>
            <button
              type="button"
              className={`share__button share__button--${method}`}
              aria-label={name === label ? undefined : name}
              onClick={() => {
                void share(method);
              }}
            >
              <Icon method={method} />
              <span>{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

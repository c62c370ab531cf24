import { useSyncExternalStore } from 'react';
import { useMessages } from '../../lib/i18n/language-context';
import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '../../lib/toast';

/** Shows the toasts of lib/toast.ts in a live region; a dismissed one fades out before it is removed. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const t = useMessages().toasts;
  return (
    <section className="toaster" aria-label={t.region}>
      {/* Not a list: each toast is a status or an alert, which a list item may not be (axe 'list'). */}
      <div className="toaster__list" aria-live="polite" aria-relevant="additions">
        {toasts.map((item) => (
          <div
            key={item.id}
            className={`toast toast--${item.variant}`}
            data-state={item.open ? 'open' : 'closed'}
            role={item.variant === 'destructive' ? 'alert' : 'status'}
          >
            <div className="toast__body">
              <p className="toast__title">{item.title}</p>
              {item.description && <p className="toast__description">{item.description}</p>}
            </div>
            <button
              type="button"
              className="toast__close"
              aria-label={t.dismiss}
              onClick={() => {
                dismissToast(item.id);
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

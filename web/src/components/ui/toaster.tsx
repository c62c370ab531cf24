/** Shows the toasts of lib/toast.ts (a minimal version; the chrome helper's one replaces it). */
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from '../../lib/toast';

const NONE: never[] = [];

export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => NONE);
  return (
    <div className="toaster" role="region" aria-label={label}>
      <ol role="list">
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <li
              key={item.id}
              className={`toast toast--${item.variant ?? 'default'}`}
              role={item.variant === 'destructive' ? 'alert' : 'status'}
            >
              <div>
                <p className="toast__title">{item.title}</p>
                {item.description ? <p className="toast__description">{item.description}</p> : null}
              </div>
              <button
                type="button"
                className="toast__close"
                aria-label={closeLabel}
                onClick={() => {
                  dismissToast(item.id);
                }}
              >
                ×
              </button>
            </li>
          ))}
      </ol>
    </div>
  );
}

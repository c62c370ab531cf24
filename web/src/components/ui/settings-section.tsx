import type { ReactNode } from 'react';

/** One titled part of a settings page (the account page). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A form's failure, announced. */
export function Failure({ message }: { message: string | null }) {
  return message ? (
    <p className="auth-form__failure" role="alert">
      {message}
    </p>
  ) : null;
}

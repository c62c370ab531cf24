import { useState, type SyntheticEvent } from 'react';
import { useAction } from '../../../lib/use-action';

/**
 * The break-glass token from `newsctl backup emergency-token`, typed or pasted. It goes in the
 * request body, never in the URL (URLs end up in logs and history).
 */
export function BreakGlassForm({ onToken }: { onToken: (token: string) => Promise<void> }) {
  const [token, setToken] = useState('');
  const { busy, failure, setFailure, run } = useAction('The token was not accepted. Please try again.');

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (token.trim() === '') {
      setFailure('Paste the token that newsctl printed.');
      return;
    }
    void run(() => onToken(token.trim()));
  }

  return (
    <form className="admin-form admin-card" onSubmit={submit} noValidate>
      <label htmlFor="break-glass-token">Break-glass token</label>
      <p id="break-glass-hint" className="admin-muted">
        On the server, run <code>newsctl backup emergency-token</code>. The token works for 15 minutes and for one download.
      </p>
      <div className="admin-form__row">
        <input
          id="break-glass-token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          aria-describedby={failure ? 'break-glass-hint break-glass-error' : 'break-glass-hint'}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            setToken(event.target.value);
          }}
        />
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Checking…' : 'Show backups'}
        </button>
      </div>
      {failure ? (
        <p id="break-glass-error" className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

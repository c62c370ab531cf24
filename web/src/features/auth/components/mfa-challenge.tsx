import { useState, type SyntheticEvent } from 'react';
import type { Challenge, Verification } from '../../../lib/api/types';
import { useMessages } from '../../../lib/i18n/language-context';
import { serverMessage } from '../lib/validate';
import { Field } from './credentials-fields';

export interface MfaChallengeProps {
  factorId: string;
  challenge: (factorId: string) => Promise<Challenge>;
  verify: (factorId: string, code: string, challengeId: string) => Promise<Verification>;
  onVerified: (verification: Verification) => void;
}

/**
 * The second step of a sign-in for an account with an authenticator app (spec §7 factor
 * challenge and verify): a code from the app, or a recovery code, raises the session to aal2.
 */
export function MfaChallenge({ factorId, challenge, verify, onVerified }: MfaChallengeProps) {
  const t = useMessages().auth;
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setFailure(t.mfaCodeRequired);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      // A challenge lasts five minutes: each attempt opens its own.
      const opened = await challenge(factorId);
      onVerified(await verify(factorId, code.replace(/\s+/g, ''), opened.id));
    } catch (caught) {
      setFailure(serverMessage(caught) ?? t.unexpectedError);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="auth-form__subtitle">{t.mfaTitle}</h2>
      <p>{t.mfaIntro}</p>
      <Field id="mfa-code" label={t.mfaCode} autoComplete="one-time-code" value={code} disabled={busy} onChange={setCode} />
      {failure ? (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t.mfaVerifying : t.mfaSubmit}
      </button>
    </form>
  );
}

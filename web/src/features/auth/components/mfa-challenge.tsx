import { useState, type SyntheticEvent } from 'react';
import type { Challenge, Verification } from '../../../lib/api/types';
import { Failure } from '../../../components/ui/settings-section';

import { useAction } from '../../../lib/use-action';
import { Field } from './credentials-fields';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';

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
  const t = useAuthMessages();
  const [code, setCode] = useState('');
  const { busy, failure, setFailure, run } = useAction(t.unexpectedError);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (code.trim() === '') {
      setFailure(t.mfaCodeRequired);
      return;
    }
    void run(async () => {
      // A challenge lasts five minutes: each attempt opens its own.
      const opened = await challenge(factorId);
      onVerified(await verify(factorId, code.replace(/\s+/g, ''), opened.id));
    });
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2 className="auth-form__subtitle">{t.mfaTitle}</h2>
      <p>{t.mfaIntro}</p>
      <Field id="mfa-code" label={t.mfaCode} autoComplete="one-time-code" value={code} disabled={busy} onChange={setCode} />
      <Failure message={failure} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t.mfaVerifying : t.mfaSubmit}
      </button>
    </form>
  );
}

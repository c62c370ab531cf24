import { useState, type SyntheticEvent } from 'react';
import { Failure } from '../../../components/ui/settings-section';
import type { Session } from '../../../lib/api/types';
import { useAction } from '../../../lib/use-action';
import { useLang } from '../../../lib/i18n/language-context';
import type { Lang } from '../../../lib/i18n/languages';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';
import { normalizeCode, validateEmail, type FieldError } from '../lib/validate';
import { Field } from './credentials-fields';

export interface CodeSignInFormProps {
  initialEmail: string;
  requestCode: (email: string, lang: Lang) => Promise<unknown>;
  signIn: (email: string, code: string) => Promise<Session>;
  onSession: (session: Session) => void;
  onCancel: () => void;
}

/** Passwordless sign-in: an address, then the six-digit code mailed to it. */
export function CodeSignInForm({ initialEmail, requestCode, signIn, onSession, onCancel }: CodeSignInFormProps) {
  const lang = useLang();
  const t = useAuthMessages();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const { busy, failure, run } = useAction(t.unexpectedError);

  function send(event: SyntheticEvent) {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (found) return;
    void run(async () => {
      await requestCode(email.trim(), lang);
      setCode('');
      setStep('code');
    });
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const digits = normalizeCode(code);
    setError(digits ? undefined : 'codeRequired');
    if (!digits) return;
    void run(async () => {
      onSession(await signIn(email.trim(), digits));
    });
  }

  return (
    <form className="auth-form" onSubmit={step === 'email' ? send : submit} noValidate aria-labelledby="auth-title">
      <h2 className="auth-form__subtitle">{t.useCode}</h2>
      {step === 'email' ? (
        <>
          <p>{t.codeIntro}</p>
          <Field id="code-email" label={t.email} type="email" autoComplete="email" value={email} error={error} disabled={busy} onChange={setEmail} />
        </>
      ) : (
        <>
          <p className="auth-form__success" role="status">
            {t.codeSent(email.trim())}
          </p>
          <Field id="code-digits" label={t.code} autoComplete="one-time-code" inputMode="numeric" maxLength={7} value={code} error={error} disabled={busy} onChange={setCode} />
        </>
      )}
      <Failure message={failure} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {step === 'email' ? (busy ? t.codeSending : t.codeSend) : busy ? t.signingIn : t.codeSubmit}
      </button>
      <p className="auth-form__links">
        {step === 'code' ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setStep('email');
            }}
          >
            {t.codeAgain}
          </button>
        ) : null}
        {step === 'code' ? ' · ' : null}
        <button type="button" className="link-button" onClick={onCancel}>
          {t.usePassword}
        </button>
      </p>
    </form>
  );
}

import { useState, type SyntheticEvent } from 'react';

import { serverMessage, validateEmail, type FieldError } from '../lib/validate';
import { Field } from './credentials-fields';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';

export interface RecoverFormProps {
  initialEmail: string;
  recover: (email: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function RecoverForm({ initialEmail, recover, onCancel }: RecoverFormProps) {
  const t = useAuthMessages();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FieldError | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    setFailure(null);
    if (found) return;
    setState('sending');
    try {
      await recover(email.trim());
      setState('sent');
    } catch (caught) {
      setFailure(serverMessage(caught) ?? t.unexpectedError);
      setState('editing');
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="auth-form__subtitle">{t.forgotPassword}</h2>
      {state === 'sent' ? (
        <p className="auth-form__success" role="status">
          {t.recoverSent}
        </p>
      ) : (
        <>
          <p>{t.recoverIntro}</p>
          <Field id="recover-email" label={t.email} type="email" autoComplete="email" value={email} error={error} disabled={state === 'sending'} onChange={setEmail} />
          {failure ? (
            <p className="auth-form__failure" role="alert">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={state === 'sending'}>
            {state === 'sending' ? t.recoverSending : t.recoverSubmit}
          </button>
        </>
      )}
      <p className="auth-form__links">
        <button type="button" className="link-button" onClick={onCancel}>
          {t.recoverCancel}
        </button>
      </p>
    </form>
  );
}

import { useState, type SyntheticEvent } from 'react';
import { Link } from '../../../components/ui/link';
import { accountPath } from '../../../config/paths';
import type { Session } from '../../../lib/api/types';
import { useLang } from '../../../lib/i18n/language-context';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';
import { toast } from '../../../lib/toast';
import { adoptSession } from '../lib/session';
import { serverMessage, validateCredentials, type CredentialErrors } from '../lib/validate';
import { Field } from './credentials-fields';
import { RecoverForm } from './recover-form';

export interface SignInFormProps {
  signIn: (email: string, password: string) => Promise<Session>;
  recover: (email: string) => Promise<unknown>;
  onSignedIn: () => void;
  /** Offers passwordless sign-in instead. */
  onUseCode?: () => void;
}

/** Email and password; a session on success. "Forgot your password?" opens the recovery form. */
export function SignInForm({ signIn, recover, onSignedIn, onUseCode }: SignInFormProps) {
  const lang = useLang();
  const t = useAuthMessages();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovering, setRecovering] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = validateCredentials(email, password, 'sign-in');
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      adoptSession(await signIn(email.trim(), password), t);
      onSignedIn();
    } catch (error) {
      const message = serverMessage(error) ?? t.unexpectedError;
      setFailure(message);
      toast({ title: t.signInError, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (recovering) {
    return (
      <RecoverForm
        initialEmail={email}
        recover={recover}
        onCancel={() => {
          setRecovering(false);
        }}
      />
    );
  }
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-title">
      <Field id="sign-in-email" label={t.email} type="email" autoComplete="email" value={email} error={errors.email} disabled={busy} onChange={setEmail} />
      <Field
        id="sign-in-password"
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        disabled={busy}
        onChange={setPassword}
      />
      {failure ? (
        <p className="auth-form__failure" role="alert">
          <strong>{t.signInError}</strong> {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t.signingIn : t.signInSubmit}
      </button>
      <p className="auth-form__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovering(true);
          }}
        >
          {t.forgotPassword}
        </button>
        {onUseCode ? (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={onUseCode}>
              {t.useCode}
            </button>
          </>
        ) : null}
      </p>
      <p className="auth-form__switch">
        {t.noAccount} <Link to={accountPath(lang, 'signup')}>{t.toSignUp}</Link>
      </p>
    </form>
  );
}

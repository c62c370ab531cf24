import { useState, type SyntheticEvent } from 'react';
import { Link } from '../../../components/ui/link';
import { accountPath } from '../../../config/paths';
import type { Session } from '../../../lib/api/types';
import { useLang } from '../../../lib/i18n/language-context';
import type { Lang } from '../../../lib/i18n/languages';
import { useAuthMessages } from '../../../lib/i18n/sections/auth';
import { toast } from '../../../lib/toast';
import { sessionStore } from '../lib/session';
import { serverMessage, validateCredentials, type CredentialErrors } from '../lib/validate';
import { Field } from './credentials-fields';

export interface SignUpFormProps {
  signUp: (email: string, password: string, language: Lang) => Promise<unknown>;
  signIn: (email: string, password: string) => Promise<Session>;
  onSignedIn: () => void;
}

type State = { step: 'editing' | 'sending' } | { step: 'signed-up' } | { step: 'failed'; message: string };

/**
 * Creates the account, says so ('Signed up successfully' / 'Check your email for a confirmation
 * link!'), then signs the reader in with the token endpoint: the server lets a new account sign
 * in before its address is confirmed.
 */
export function SignUpForm({ signUp, signIn, onSignedIn }: SignUpFormProps) {
  const lang = useLang();
  const t = useAuthMessages();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [state, setState] = useState<State>({ step: 'editing' });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found = validateCredentials(email, password, 'sign-up');
    setErrors(found);
    if (found.email || found.password) return;
    setState({ step: 'sending' });
    const address = email.trim();
    try {
      await signUp(address, password, lang);
    } catch (error) {
      const message = serverMessage(error) ?? t.unexpectedError;
      setState({ step: 'failed', message });
      toast({ title: t.signUpErrorTitle, description: message, variant: 'destructive' });
      return;
    }
    toast({ title: t.signUpSuccessTitle, description: t.signUpSuccessMessage });
    setState({ step: 'signed-up' });
    try {
      sessionStore().setSession(await signIn(address, password));
      onSignedIn();
    } catch (error) {
      // The account exists; the reader can sign in from the sign-in page.
      console.warn('[news] sign-in after sign-up failed:', error);
    }
  }

  if (state.step === 'signed-up') {
    return (
      <div className="auth-form" role="status">
        <p className="auth-form__success">
          <strong>{t.signUpSuccessTitle}</strong> {t.signUpSuccessMessage}
        </p>
        <p className="auth-form__switch">
          <Link to={accountPath(lang, 'login')}>{t.toSignIn}</Link>
        </p>
      </div>
    );
  }
  const busy = state.step === 'sending';
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-title">
      <Field id="sign-up-email" label={t.email} type="email" autoComplete="email" value={email} error={errors.email} disabled={busy} onChange={setEmail} />
      <Field
        id="sign-up-password"
        label={t.password}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        disabled={busy}
        onChange={setPassword}
      />
      {state.step === 'failed' ? (
        <p className="auth-form__failure" role="alert">
          <strong>{t.signUpErrorTitle}</strong> {state.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t.signingUp : t.signUpSubmit}
      </button>
      <p className="auth-form__switch">
        {t.haveAccount} <Link to={accountPath(lang, 'login')}>{t.toSignIn}</Link>
      </p>
    </form>
  );
}

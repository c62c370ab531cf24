import { useState, type SyntheticEvent } from 'react';
import { Link } from '../../../components/ui/link';
import { FormField } from '../../../components/ui/form-field';
import { homePath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { usePasswordResetMessages } from '../../../lib/i18n/sections/password-reset';

const MIN_PASSWORD_CHARS = 8;

type State = { step: 'editing' | 'saving' } | { step: 'done' } | { step: 'failed'; message: string };

export interface ResetPasswordFormProps {
  token: string | null;
  reset: (token: string, password: string) => Promise<unknown>;
}

/** The page a recovery mail links to: a new password, twice, sent with the link's token. */
export function ResetPasswordForm({ token, reset }: ResetPasswordFormProps) {
  const lang = useLang();
  const site = useMessages().site;
  const t = usePasswordResetMessages();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [state, setState] = useState<State>(token ? { step: 'editing' } : { step: 'failed', message: t.resetLinkInvalid });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!token) return;
    if (Array.from(password).length < MIN_PASSWORD_CHARS) {
      setState({ step: 'failed', message: t.passwordTooShort });
      return;
    }
    if (password !== repeated) {
      setState({ step: 'failed', message: t.passwordsDiffer });
      return;
    }
    setState({ step: 'saving' });
    try {
      await reset(token, password);
      setState({ step: 'done' });
    } catch (error) {
      const linkDead = error instanceof ApiError && error.message.startsWith('token:');
      const message = linkDead || !(error instanceof ApiError) ? t.resetLinkInvalid : error.message.replace(/^password: /, '');
      setState({ step: 'failed', message });
    }
  }

  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t.resetTitle}</h1>
      {state.step === 'done' ? (
        <p className="auth-form__success" role="status">
          {t.resetDone}
        </p>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          {[
            { id: 'new-password', label: t.newPassword, value: password, onChange: setPassword },
            { id: 'repeat-password', label: t.repeatPassword, value: repeated, onChange: setRepeated },
          ].map((field) => (
            <FormField key={field.id} {...field} type="password" autoComplete="new-password" disabled={!token} />
          ))}
          {state.step === 'failed' && (
            <p className="auth-form__failure" role="alert">
              {state.message}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!token || state.step === 'saving'}>
            {state.step === 'saving' ? t.resetSubmitting : t.resetSubmit}
          </button>
        </form>
      )}
      <p className="auth-form__links">
        <Link to={homePath(lang)}>{site.backHome}</Link>
      </p>
    </section>
  );
}

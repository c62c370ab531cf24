import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { homePath } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useLang, useMessages } from '../../../lib/i18n/language-context';
import { usePasswordResetMessages } from '../../../lib/i18n/sections/password-reset';

const MIN_PASSWORD_CHARS = 8;

type State = { step: 'editing' | 'saving' } | { step: 'done' } | { step: 'failed'; message: string };

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

function PasswordField({ id, label, value, onChange, disabled }: PasswordFieldProps) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        disabled={disabled}
        required
      />
    </p>
  );
}

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
    <section className="message-page">
        <h1>{t.resetTitle}</h1>
        {state.step === 'done' ? (
          <p role="status">{t.resetDone}</p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <PasswordField id="new-password" label={t.newPassword} value={password} onChange={setPassword} disabled={!token} />
            <PasswordField
              id="repeat-password"
              label={t.repeatPassword}
              value={repeated}
              onChange={setRepeated}
              disabled={!token}
            />
            {state.step === 'failed' && <p role="alert">{state.message}</p>}
            <button type="submit" disabled={!token || state.step === 'saving'}>
              {state.step === 'saving' ? t.resetSubmitting : t.resetSubmit}
            </button>
          </form>
        )}
        <p>
          <Link to={homePath(lang)}>{site.backHome}</Link>
        </p>
    </section>
  );
}

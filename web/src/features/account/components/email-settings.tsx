import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import type { User } from '../../../lib/api/types';

import { toast } from '../../../lib/toast';
import { useAction } from '../../../lib/use-action';
import { changeEmail } from '../api/change-email';
import { resendConfirmation } from '../api/resend-confirmation';
import { useOwnerProof, type RequestOwnerCode } from './proof-field';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';

/** The address, whether it is confirmed (with the link mailed again), and moving to a new one. */
export function EmailSettings({ user, requestCode }: { user: User; requestCode: RequestOwnerCode }) {
  const t = useSettingsMessages();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const resend = useAction(t.failed);
  const change = useAction(t.failed);
  const owner = useOwnerProof('email-password', requestCode, change.busy);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void change.run(async () => {
      await changeEmail(owner.proof, email.trim());
      setSent(true);
      owner.reset();
    });
  }

  return (
    <SettingsSection id="email" title={t.emailHeading}>
      <p className="account-section__value">
        <strong>{user.email}</strong>{' '}
        <span className={user.email_confirmed_at ? 'badge badge--ok' : 'badge badge--warn'}>{user.email_confirmed_at ? t.confirmed : t.unconfirmed}</span>
      </p>
      {user.email_confirmed_at ? null : (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={resend.busy}
            onClick={() =>
              void resend.run(async () => {
                await resendConfirmation();
                toast({ title: t.resent });
              })
            }
          >
            {t.resend}
          </button>
        </p>
      )}
      <Failure message={resend.failure} />
      {sent ? (
        <p className="auth-form__success" role="status">
          {t.emailChangeSent}
        </p>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <FormField id="email-new" label={t.newEmail} type="email" autoComplete="email" value={email} disabled={change.busy} onChange={setEmail} />
          {owner.field}
          <Failure message={change.failure} />
          <button type="submit" className="button button--secondary" disabled={change.busy}>
            {change.busy ? t.saving : t.changeEmail}
          </button>
        </form>
      )}
    </SettingsSection>
  );
}

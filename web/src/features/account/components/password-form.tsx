import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';

import { toast } from '../../../lib/toast';
import { useAction } from '../../../lib/use-action';
import { changePassword } from '../api/change-password';
import { useOwnerProof, type RequestOwnerCode } from './proof-field';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';

/** A new password, with the current one; the other sessions end (the list is asked again). */
export function PasswordForm({ onChanged, requestCode }: { onChanged: () => void; requestCode: RequestOwnerCode }) {
  const t = useSettingsMessages();
  const [next, setNext] = useState('');
  const { busy, failure, run } = useAction(t.failed);
  const owner = useOwnerProof('password-current', requestCode, busy);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void run(async () => {
      await changePassword(owner.proof, next);
      owner.reset();
      setNext('');
      toast({ title: t.passwordChanged });
      onChanged();
    });
  }

  return (
    <SettingsSection id="password" title={t.passwordHeading}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {owner.field}
        <FormField id="password-new" label={t.newPassword} type="password" autoComplete="new-password" value={next} disabled={busy} onChange={setNext} />
        <Failure message={failure} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? t.saving : t.changePassword}
        </button>
      </form>
    </SettingsSection>
  );
}

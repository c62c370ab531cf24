import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import type { User } from '../../../lib/api/types';

import { LANGS, LANGUAGE_NAMES, isLang, type Lang } from '../../../lib/i18n/languages';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';
import { toast } from '../../../lib/toast';
import { useAction } from '../../../lib/use-action';
import { updateUser } from '../api/update-user';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';

/** Name and language of mails; the session's user is updated with the answer. */
export function ProfileForm({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const t = useSettingsMessages();
  const [name, setName] = useState(user.display_name ?? '');
  const [language, setLanguage] = useState<Lang>(isLang(user.language) ? user.language : 'en');
  const { busy, failure, run } = useAction(t.failed);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void run(async () => {
      onUpdated(await updateUser({ display_name: name, language }));
      toast({ title: t.profileSaved });
    });
  }

  return (
    <SettingsSection id="profile" title={t.profileHeading}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField id="profile-name" label={t.displayName} hint={t.displayNameHint} autoComplete="name" maxLength={80} required={false} value={name} disabled={busy} onChange={setName} />
        <div className="auth-field">
          <label htmlFor="profile-language">{t.language}</label>
          <select
            id="profile-language"
            value={language}
            disabled={busy}
            onChange={(event) => {
              if (isLang(event.target.value)) setLanguage(event.target.value);
            }}
          >
            {LANGS.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <Failure message={failure} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </form>
    </SettingsSection>
  );
}

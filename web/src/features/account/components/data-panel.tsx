import { useState, type SyntheticEvent } from 'react';

import { GAME_PROFILE_KEY, readPreference } from '../../../lib/storage';
import { useAction } from '../../../lib/use-action';
import { deleteAccount } from '../api/delete-account';
import { exportAccount } from '../api/export-account';
import { useOwnerProof, type RequestOwnerCode } from './proof-field';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';
import { saveFile } from '../../../lib/save-file';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';

/** The game profile of this browser, as stored (null when there is none or it is damaged). */
function gameProfile(): unknown {
  try {
    return JSON.parse(readPreference(GAME_PROFILE_KEY) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Download my data; delete my account (with the password, after a second click). */
export function DataPanel({ onDeleted, requestCode }: { onDeleted: () => void; requestCode: RequestOwnerCode }) {
  const t = useSettingsMessages();
  const exporting = useAction(t.failed);
  const deleting = useAction(t.failed);
  const [confirming, setConfirming] = useState(false);
  const owner = useOwnerProof('delete-password', requestCode, deleting.busy);

  function exportData() {
    void exporting.run(async () => {
      const exported = await exportAccount();
      // The account's copy, merged from every device; this browser's when it never saved one.
      const data = { ...exported, game_profile: exported.game_profile ?? gameProfile() };
      saveFile(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), `account-${data.exported_at.slice(0, 10)}.json`);
    });
  }

  function submitDeletion(event: SyntheticEvent) {
    event.preventDefault();
    void deleting.run(async () => {
      await deleteAccount(owner.proof);
      onDeleted();
    });
  }

  return (
    <SettingsSection id="data" title={t.dataHeading}>
      <p>{t.exportIntro}</p>
      <p>
        <button type="button" className="button button--secondary" disabled={exporting.busy} onClick={exportData}>
          {exporting.busy ? t.exporting : t.exportButton}
        </button>
      </p>
      <Failure message={exporting.failure} />
      <p>{t.deleteIntro}</p>
      {confirming ? (
        <form className="auth-form account-danger" onSubmit={submitDeletion} noValidate>
          {owner.field}
          <Failure message={deleting.failure} />
          <p className="account-actions">
            <button type="submit" className="button button--accent" disabled={deleting.busy}>
              {t.deleteConfirm}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t.cancel}
            </button>
          </p>
        </form>
      ) : (
        <p>
          <button
            type="button"
            className="button button--accent"
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t.deleteButton}
          </button>
        </p>
      )}
    </SettingsSection>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Failure, SettingsSection } from '../../../components/ui/settings-section';
import type { Enrolment } from '../../../lib/api/types';
import { formatDate } from '../../../lib/i18n/format';
import { useLang } from '../../../lib/i18n/language-context';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';
import { toast } from '../../../lib/toast';
import { useAction } from '../../../lib/use-action';
import { enrolFactor } from '../api/enrol-factor';
import { listFactors } from '../api/list-factors';
import { removeFactor } from '../api/remove-factor';
import { verifyFactor } from '../api/verify-factor';
import { sessionStore } from '../lib/session';

const FACTORS_KEY = ['account', 'factors'] as const;

/**
 * Two-step verification on the account page: the authenticator apps, adding one (QR code and
 * key, then a first code, which raises this session to aal2 and shows the recovery codes
 * once), and removing one.
 */
export function FactorsPanel() {
  const lang = useLang();
  const t = useSettingsMessages();
  const client = useQueryClient();
  const query = useQuery({ queryKey: FACTORS_KEY, queryFn: listFactors, staleTime: 0 });
  const { busy, failure, run } = useAction(t.failed);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const verified = (query.data?.factors ?? []).filter((factor) => factor.status === 'verified');
  const refresh = () => client.invalidateQueries({ queryKey: FACTORS_KEY });

  function start() {
    void run(async () => {
      setEnrolment(await enrolFactor(name.trim()));
      setCode('');
    });
  }

  function activate(event: SyntheticEvent) {
    event.preventDefault();
    if (!enrolment) return;
    void run(async () => {
      const verification = await verifyFactor(enrolment.id, code.replace(/\s+/g, ''));
      sessionStore().verifiedFactor(verification.session);
      setEnrolment(null);
      setRecoveryCodes(verification.recovery_codes);
      await refresh();
    });
  }

  function remove(factorId: string) {
    void run(async () => {
      await removeFactor(factorId);
      toast({ title: t.factorRemoved });
      await refresh();
    });
  }

  return (
    <SettingsSection id="mfa" title={t.mfaHeading}>
      {query.isPending ? <p role="status">{t.loading}</p> : null}
      <p>{verified.length > 0 ? t.mfaOn(query.data?.recovery_codes_left ?? 0) : t.mfaOff}</p>
      <ul className="account-list">
        {verified.map((factor) => (
          <li key={factor.id} className="account-list__item">
            <div>
              <p className="account-list__title">{factor.friendly_name ?? t.factorUnnamed}</p>
              <p className="account-list__meta">{t.factorAdded(formatDate(factor.created_at, lang))}</p>
            </div>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => { remove(factor.id); }}>
              {t.removeFactor}
            </button>
          </li>
        ))}
      </ul>
      {recoveryCodes.length > 0 ? (
        <div className="account-codes" role="status">
          <h3>{t.recoveryHeading}</h3>
          <p>{t.recoveryIntro}</p>
          <ul className="account-codes__list">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setRecoveryCodes([]);
            }}
          >
            {t.done}
          </button>
        </div>
      ) : null}
      {enrolment ? (
        <form className="auth-form" onSubmit={activate} noValidate>
          <p>{t.scanQr}</p>
          <img className="account-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_code)}`} alt={t.qrAlt} width={200} height={200} />
          <p>
            {t.secretKey}: <code className="account-secret">{enrolment.secret}</code>
          </p>
          <FormField id="mfa-enrol-code" label={t.appCode} autoComplete="one-time-code" inputMode="numeric" maxLength={7} value={code} disabled={busy} onChange={setCode} />
          <Failure message={failure} />
          <p className="account-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t.activate}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setEnrolment(null);
              }}
            >
              {t.cancel}
            </button>
          </p>
        </form>
      ) : (
        <div className="auth-form">
          <FormField id="mfa-name" label={t.factorName} autoComplete="off" maxLength={64} required={false} value={name} disabled={busy} onChange={setName} />
          <Failure message={failure} />
          <p>
            <button type="button" className="button button--secondary" disabled={busy} onClick={start}>
              {t.addFactor}
            </button>
          </p>
        </div>
      )}
    </SettingsSection>
  );
}

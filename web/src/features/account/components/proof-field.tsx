import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';

import { toast } from '../../../lib/toast';
import type { OwnerProof } from '../lib/proof';
import { useSettingsMessages } from '../../../lib/i18n/sections/settings';

/** Mails the signed-in owner a sign-in code (an account without a password proves itself so). */
export type RequestOwnerCode = () => Promise<unknown>;

/**
 * The current password, or (for an account made by a code or a provider, which has none) a
 * code mailed to the address: `proof` is what the API wants.
 */
export function useOwnerProof(id: string, requestCode: RequestOwnerCode, busy: boolean) {
  const t = useSettingsMessages();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const proof: OwnerProof = mode === 'password' ? { password: value } : { code: value.replace(/\s+/g, '') };

  async function switchToCode() {
    setSending(true);
    try {
      await requestCode();
      setMode('code');
      setValue('');
    } catch {
      toast({ title: t.failed, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const field = (
    <>
      {mode === 'password' ? (
        <FormField id={id} label={t.currentPassword} type="password" autoComplete="current-password" value={value} disabled={busy} onChange={setValue} />
      ) : (
        <FormField id={id} label={t.mailedCode} hint={t.mailedCodeHint} autoComplete="one-time-code" inputMode="numeric" maxLength={7} value={value} disabled={busy} onChange={setValue} />
      )}
      {mode === 'password' ? (
        <p>
          <button type="button" className="link-button" disabled={busy || sending} onClick={() => void switchToCode()}>
            {t.noPasswordUseCode}
          </button>
        </p>
      ) : null}
    </>
  );
  return { proof, field, reset: () => { setValue(''); } };
}

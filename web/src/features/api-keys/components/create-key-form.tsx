import { useState, type SyntheticEvent } from 'react';
import { SelectField } from '../../../components/admin/select-field';
import type { ApiKeyScope } from '../../../lib/api/types';
import { useAction } from '../../../lib/use-action';
import type { NewApiKey } from '../api/create-key';

const SCOPES: [ApiKeyScope, string][] = [
  ['content:read', 'content:read — reads published content at a higher rate'],
  ['content:write', 'content:write — also creates, edits and publishes articles, moderates comments'],
  ['admin', 'admin — everything an admin can do'],
];

const EXPIRIES: [string, string][] = [
  ['30d', '30 days'],
  ['90d', '90 days'],
  ['365d', '1 year'],
  ['', 'Never'],
];

/** Names a new key, its scope and lifetime. */
export function CreateKeyForm({ onCreate }: { onCreate: (key: NewApiKey) => Promise<void> }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('content:read');
  const [expiresIn, setExpiresIn] = useState('90d');
  const { busy, failure, setFailure, run } = useAction('The key could not be created. Please try again.');

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setFailure('Give the key a name, so you know later what uses it.');
      return;
    }
    void run(async () => {
      await onCreate({ name: name.trim(), scope, expiresIn: expiresIn || null });
      setName('');
    });
  }

  return (
    <form className="admin-form admin-card" onSubmit={submit} noValidate>
      <h2 className="admin-section-title">Create a key</h2>
      <div className="admin-form__row">
        <label>
          Name
          <input
            value={name}
            maxLength={100}
            placeholder="e.g. Feed importer"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? 'create-key-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        </label>
        <SelectField label="Scope" value={scope} options={SCOPES} onChange={setScope} />
        <SelectField label="Expires after" value={expiresIn} options={EXPIRIES} onChange={setExpiresIn} />
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </div>
      {failure ? (
        <p id="create-key-error" className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

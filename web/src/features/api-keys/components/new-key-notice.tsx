import { useState } from 'react';
import type { CreatedApiKey } from '../../../lib/api/types';

/** The new key, shown this once, with a copy button. */
export function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="admin-card admin-card--notice" role="region" aria-label="New API key">
      <h2 className="admin-section-title">Copy the key “{created.api_key.name}” now</h2>
      <p>It is shown only this once: the server keeps only a hash of it.</p>
      <div className="admin-secret">
        <code aria-label="The new key">{created.key}</code>
        <button
          type="button"
          className="admin-button"
          onClick={() => {
            void navigator.clipboard.writeText(created.key).then(() => {
              setCopied(true);
            });
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button type="button" className="admin-button admin-button--small" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

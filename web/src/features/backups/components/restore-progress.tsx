import type { RestoreRun } from '../../../lib/api/types';
import { restoreStep } from '../lib/restores';

/**
 * A running restore: its step in words, read out as it changes, and a bar of the rows written
 * while the tables are replaced (a bar without a value, which moves by itself, at other steps).
 */
export function RestoreProgress({ run, problem }: { run: RestoreRun; problem?: string | null }) {
  const counting = run.status === 'restoring' && run.rows_total > 0;
  return (
    <div className="admin-note backup-restore">
      <p className="backup-restore__step" role="status">
        Restoring backup #{run.backup_id}: {restoreStep(run)}
      </p>
      {counting ? (
        <progress className="backup-restore__bar" max={run.rows_total} value={run.rows_done} aria-label="Rows restored" />
      ) : (
        <progress className="backup-restore__bar" aria-label="Restore progress" />
      )}
      <p className="admin-muted backup-restore__hint">
        {problem ? `The progress could not be read (${problem}); trying again. ` : ''}
        Everyone is signed out when it completes, you too.
      </p>
    </div>
  );
}

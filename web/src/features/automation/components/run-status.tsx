import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import type { AutomationRun } from '../api/types';
import { RUN_STATUS, isRunActive, runTime } from '../lib/runs';
import { relativeTime } from '../lib/schedule';

/**
 * A run's status badge, moving while it is under way, with when it last moved: `26 Nov 2026,
 * 06:00 · 5 minutes ago` (without the second part where room is short).
 */
export function RunStatus({ run, now, relative = true }: { run: AutomationRun; now: number; relative?: boolean }) {
  const [tone, label] = RUN_STATUS[run.status];
  const at = runTime(run);
  const ago = relative ? relativeTime(at, now) : '';
  return (
    <>
      <Badge tone={tone}>{label}</Badge>
      {isRunActive(run) ? <span className="admin-progress" aria-hidden="true" /> : null}
      <span className="admin-table__meta">
        <time dateTime={at}>{formatDateTime(at)}</time>
        {ago ? ` · ${ago}` : ''}
      </span>
    </>
  );
}

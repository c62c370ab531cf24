import { Badge } from '../../../components/admin/badge';
import type { AiRun } from '../api/types';
import { RUN_STATUS, isRunActive } from '../lib/runs';

/** A run's status badge, with a moving bar while it is under way. */
export function RunStatus({ run }: { run: Pick<AiRun, 'status'> }) {
  const [tone, label] = RUN_STATUS[run.status];
  return (
    <>
      <Badge tone={tone}>{label}</Badge>
      {isRunActive(run) ? <span className="admin-progress" aria-hidden="true" /> : null}
    </>
  );
}

import { api } from '../../../lib/api-client';
import type { AiRequest, AiRun } from './types';

/**
 * Asks AI Studio for something. The server answers at once (202) with the run, queued; a worker
 * takes it and streams the provider's answer into it: follow it with `followRun`. A 422 names the
 * field it refuses (`text: …`); a 409 is a refusal to show as it is (no provider, the day's
 * budget spent, an article already translated).
 */
export function requestAiRun(request: AiRequest): Promise<AiRun> {
  return api().post<AiRun>('/admin/ai/runs', request);
}

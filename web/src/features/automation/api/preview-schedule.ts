import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { AUTOMATION_QUERY_KEY } from './list-rules';
import type { SchedulePreview, SchedulePreviewRequest } from './types';

/** How long the typing pauses before the schedule is read. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** The schedule in words and its next five runs; a 4xx in the API's error shape when it is not valid. */
export function previewSchedule(request: SchedulePreviewRequest, signal?: AbortSignal): Promise<SchedulePreview> {
  return api().post<SchedulePreview>('/admin/automation/preview', request, { signal });
}

export function previewQueryOptions(schedule: string, timeZone: string) {
  return queryOptions({
    queryKey: [...AUTOMATION_QUERY_KEY, 'preview', schedule, timeZone],
    queryFn: ({ signal }) => previewSchedule({ schedule, time_zone: timeZone }, signal),
    // The next runs move with the clock.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** A schedule's preview once the typing has paused; nothing is asked while it is blank. */
export function useSchedulePreview(schedule: string, timeZone: string) {
  const typed = useMemo(() => ({ schedule: schedule.trim().replace(/\s+/g, ' '), timeZone }), [schedule, timeZone]);
  const settled = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({ ...previewQueryOptions(settled.schedule, settled.timeZone), enabled: settled.schedule !== '' });
  /** What is typed differs from what was (or is being) read. */
  const typing = typed.schedule !== settled.schedule || typed.timeZone !== settled.timeZone;
  return { query, settled, typing };
}

import { api } from '../../../lib/api-client';
import type { TestSend } from '../../../lib/api/types';

/** Mails the campaign, marked as a test, to one address; no subscriber gets it. */
export function testCampaign(id: number, email: string): Promise<void> {
  const body: TestSend = { email };
  return api().post<undefined>(`/admin/newsletter/campaigns/${String(id)}/test`, body);
}

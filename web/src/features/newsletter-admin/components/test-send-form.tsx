import { useState, type SyntheticEvent } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { testCampaign } from '../api/test-campaign';

/** Sends the campaign to one address first, to see it as subscribers will. */
export function TestSendForm({ campaignId }: { campaignId: number }) {
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: SyntheticEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setFailure('Enter the address to send the test to.');
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await testCampaign(campaignId, email.trim());
      toast({ title: 'Test sent', description: `To ${email.trim()}, with “[Test]” before the subject.` });
    } catch (error) {
      setFailure(serverMessage(error) ?? 'The test could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="admin-form newsletter-schedule" aria-label="Send a test" noValidate onSubmit={(event) => void send(event)}>
      <div className="newsletter-field">
        <label htmlFor="campaign-test-email">Send a test to</label>
        <input
          id="campaign-test-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'campaign-test-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </div>
      <button type="submit" className="admin-button" disabled={sending}>
        {sending ? 'Sending the test…' : 'Send test'}
      </button>
      {failure ? (
        <p id="campaign-test-error" className="admin-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../lib/toast';
import { renderInRouter } from '../../../testing/render';
import { NewsletterForm } from './newsletter-form';

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function type(value: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
}

describe('NewsletterForm', () => {
  beforeEach(() => {
    resetToasts();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('asks for an address when empty and for a valid one otherwise, without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInRouter(<NewsletterForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
    type('not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Subscribing... then thanks the reader, with a Success! toast, posting the email and language', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderInRouter(<NewsletterForm />, { lang: 'ro' });
    fireEvent.change(await screen.findByLabelText('Adresa de e-mail'), { target: { value: ' cititor@example.ro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abonează-te' }));
    expect(await screen.findByRole('button', { name: 'Se trimite abonarea...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/newsletter/subscribe');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'cititor@example.ro', language: 'ro' });
    answer(respond(200, { success: true }));
    expect(await screen.findByText('Vă mulțumim că v-ați abonat la newsletterul nostru!')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Gata!', variant: 'default' });
  });

  it('shows the failure message and a destructive Subscription failed toast when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(respond(429, { error: { code: 'rate_limited', message: 'Too many' } }))));
    renderInRouter(<NewsletterForm />);
    type('reader@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('There was a problem subscribing you to the newsletter. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(getToasts()[0]).toMatchObject({ title: 'Subscription failed', variant: 'destructive' });
    });
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('treats success: false as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(respond(200, { success: false }))));
    renderInRouter(<NewsletterForm />);
    type('reader@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/There was a problem subscribing you/)).toBeInTheDocument();
  });
});

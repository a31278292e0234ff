import { act, render as renderInPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_NETWORK_MESSAGE, ContactForm } from '../features/submissions/components/contact-form';

// The submit hook through the simplest form that uses it: the contact form.

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stored = (id: string) => answer(200, { result: 'success', id });

// The form links to /privacy from its consent box, so it renders inside a router as on the site.
const render = (form: ReactElement) => renderInPage(<MemoryRouter>{form}</MemoryRouter>);

async function fill(user: ReturnType<typeof userEvent.setup>, name = 'Asha Iyer') {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Message'), 'Kerala in December, 4 people');
  const consent = screen.getByRole('checkbox', { name: /I agree/ });
  if (!(consent as HTMLInputElement).checked) await user.click(consent);
}
const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send Message' }));
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useSubmitForm', () => {
  it('posts the typed values with an Idempotency-Key, shows the reference and clears the form', async () => {
    let release!: (response: Response) => void;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await send(user);
    // While it waits: one request, the button says so and cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/proxy/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Iyer',
      email: 'asha@example.in',
      message: 'Kerala in December, 4 people',
    });
    expect(keyOf(fetch.mock.calls[0]!)).toMatch(/^[A-Za-z0-9-]{8,}$/);

    await act(async () => release(stored('CONTACT-261124-ABC123')));
    expect(screen.getByRole('status').querySelector('.form-status__text')?.textContent).toBe(
      'Thank you! Your message has been sent. Your reference: CONTACT-261124-ABC123',
    );
    // The success line links to /#/track with the reference filled in.
    expect(screen.getByRole('link', { name: 'Track it' }).getAttribute('href')).toBe(
      '#/track?ref=CONTACT-261124-ABC123',
    );
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('keeps the values on a network failure, says so, and retries unchanged content with the same key', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(stored('CONTACT-1'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_NETWORK_MESSAGE);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Asha Iyer');
    await send(user);
    await screen.findByRole('status');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(fetch.mock.calls[1]!)).toBe(keyOf(fetch.mock.calls[0]!));
  });

  it('uses a new key once the content changes', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(stored('CONTACT-2'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await send(user);
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Message'), '!');
    await send(user);
    await screen.findByRole('status');
    expect(keyOf(fetch.mock.calls[1]!)).not.toBe(keyOf(fetch.mock.calls[0]!));
  });

  it('shows the server refusal with its field errors, keeps the values, and clears a field error on edit', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(400, {
        error: {
          code: 'invalid_request',
          message: 'Check the highlighted fields',
          fields: { email: 'Enter a valid email address' },
        },
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Submission failed: Check the highlighted fields');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Kerala in December, 4 people');
    await user.type(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });

  it('offline, says it needs a connection without sending, and keeps what was typed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_NETWORK_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'asha@example.in');
  });
});

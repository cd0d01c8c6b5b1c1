// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, minutesText } from '@/components/contact/ContactForm';
import { CONTACT_MESSAGES } from '@/lib/contact/contactForm';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/contact/' }) }));

afterEach(cleanup);

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fill(values: Partial<Record<'name' | 'email' | 'company' | 'phone' | 'message', string>> & { consent?: boolean }) {
  const labels = { name: /^Name/, email: /^Work e-mail/, company: /^Company/, phone: /^Phone/, message: /^Message/ } as const;
  for (const [key, label] of Object.entries(labels)) {
    const value = values[key as keyof typeof labels];
    if (value !== undefined) fireEvent.change(field(label), { target: { value } });
  }
  if (values.consent) fireEvent.click(screen.getByRole('checkbox'));
}

const complete = { name: 'Priya Natarajan', email: 'priya@example.com', company: 'Acme', phone: '+44 20 7946 0958', message: 'We would like help with our order service.', consent: true };
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const respond = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

describe('ContactForm', () => {
  it('labels every field and marks the optional ones', () => {
    render(<ContactForm />);
    expect(field(/^Name/).required).toBe(true);
    expect(field(/^Work e-mail/).type).toBe('email');
    expect(screen.getByText('Company').parentElement?.textContent).toBe('Company (optional)');
    expect(field(/^Phone/).type).toBe('tel');
    expect(screen.getByRole('checkbox', { name: /I agree that Nexaloom may store these details/ })).toBeDefined();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it('shows each problem under its field, focuses the first, and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill({ email: 'priya@', phone: 'call me', message: 'short' });
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const name = field(/^Name/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(CONTACT_MESSAGES.nameRequired);
    for (const message of [CONTACT_MESSAGES.emailInvalid, CONTACT_MESSAGES.phoneInvalid, CONTACT_MESSAGES.messageTooShort, CONTACT_MESSAGES.consentRequired]) {
      expect(screen.getByText(message)).toBeDefined();
    }
    expect(field(/^Message/).getAttribute('aria-describedby')).toMatch(/-message-error .*-count$/);
  });

  it('clears a message as soon as the field is fixed', () => {
    render(<ContactForm />);
    submit();
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).not.toBeNull();
    fill({ name: 'Priya' });
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).toBeNull();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('counts the message characters without a live region', () => {
    render(<ContactForm />);
    fill({ message: 'Hello' });
    const count = screen.getByText('5 / 5,000 characters');
    expect(count.getAttribute('aria-live')).toBeNull();
    expect(field(/^Message/).maxLength).toBe(5000);
  });

  it('posts the form, disables the button meanwhile, then thanks the visitor by name', async () => {
    const fetchMock = respond(201, { status: 'received' });
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill({ ...complete, name: '  Priya Natarajan ' });
    submit();
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    const heading = await screen.findByRole('heading', { name: 'Thank you, Priya Natarajan.' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Your message has reached our team. We will reply to priya@example.com within one working day.')).toBeDefined();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({ ...complete, consent: true, source: '/contact/', website: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/^Name/).value).toBe('');
  });

  it('passes the honeypot through', async () => {
    const fetchMock = respond(201);
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<ContactForm />);
    fill(complete);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'spam' } });
    submit();
    await screen.findByRole('heading', { name: /Thank you/ });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).website).toBe('spam');
  });

  it("shows the service's field messages like its own", async () => {
    vi.stubGlobal('fetch', respond(400, { error: 'invalid_request', fields: { email: CONTACT_MESSAGES.emailInvalid } }));
    render(<ContactForm />);
    fill(complete);
    submit();
    await waitFor(() => expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeDefined());
    expect(document.activeElement).toBe(field(/^Work e-mail/));
  });

  it.each([
    ['a rate limit', () => respond(429, { retryAfter: 120 }, { 'retry-after': '120' }), "You've sent several messages in a short time. Please try again in 2 minutes."],
    ['a server error', () => respond(500), CONTACT_MESSAGES.failure],
    ['a network failure', () => vi.fn().mockRejectedValue(new TypeError('Failed to fetch')), CONTACT_MESSAGES.failure],
  ])('on %s says so and keeps everything typed', async (_name, fetchMock, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', fetchMock());
    render(<ContactForm />);
    fill(complete);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field(/^Name/).value).toBe(complete.name);
    expect(field(/^Message/).value).toBe(complete.message);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('rounds a wait up to whole minutes', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(60)).toBe('1 minute');
    expect(minutesText(61)).toBe('2 minutes');
  });
});

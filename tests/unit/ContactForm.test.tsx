// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, minutesText } from '@/components/contact/ContactForm';
import { CONTACT_CONSENT, CONTACT_MESSAGES } from '@/lib/contact/contactForm';

const { trackEvent } = vi.hoisted(() => ({ trackEvent: vi.fn() }));
vi.mock('@/lib/analytics/analytics', () => ({ trackEvent }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/contact/' }) }));

afterEach(() => {
  cleanup();
  trackEvent.mockClear();
});

type TextField = 'name' | 'email' | 'company' | 'phone' | 'message';
const LABELS: Record<TextField, string> = { name: 'Name', email: 'Work e-mail', company: 'Company (optional)', phone: 'Phone (optional)', message: 'Message' };

const field = (name: TextField) => screen.getByLabelText(LABELS[name]) as HTMLInputElement;
const checkbox = () => screen.getByRole('checkbox') as HTMLInputElement;
const errorOf = (element: HTMLElement) => {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'))?.textContent ?? null;
};

function fill(values: Partial<Record<TextField, string>> & { consent?: boolean }) {
  for (const key of Object.keys(LABELS) as TextField[]) {
    const value = values[key];
    if (value !== undefined) fireEvent.change(field(key), { target: { value } });
  }
  if (values.consent !== undefined && checkbox().checked !== values.consent) fireEvent.click(checkbox());
}

const complete = { name: 'Priya Natarajan', email: 'priya@example.com', company: 'Acme', phone: '+44 20 7946 0958', message: 'We would like help with our order service.', consent: true };
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const respond = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

describe('ContactForm', () => {
  it('labels every field, marks the optional ones and requires the others', () => {
    render(<ContactForm />);
    for (const name of ['name', 'email', 'message'] as const) {
      expect(field(name).required, name).toBe(true);
      expect(field(name).getAttribute('aria-required'), name).toBe('true');
    }
    for (const name of ['company', 'phone'] as const) {
      expect(field(name).required, name).toBe(false);
      expect(field(name).getAttribute('aria-required'), name).toBeNull();
    }
    expect(field('email').type).toBe('email');
    expect(field('email').getAttribute('autocomplete')).toBe('email');
    expect(field('phone').type).toBe('tel');
    expect(field('phone').getAttribute('autocomplete')).toBe('tel');
    expect(field('message').tagName).toBe('TEXTAREA');
    expect(field('message').maxLength).toBe(5000);
    const consent = screen.getByRole('checkbox', { name: CONTACT_CONSENT.text });
    expect((consent as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy/');
    expect(screen.getByRole('button', { name: 'Send message' }).closest('form')?.noValidate).toBe(true);
  });

  it('has the hidden honeypot field of the newsletter form', () => {
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull(); // hidden from the accessibility tree
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('shows each problem under its field, focuses the first, and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill({ email: 'priya@', phone: 'call me', message: 'short' });
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('name'));
    const expected: [HTMLElement, string][] = [
      [field('name'), CONTACT_MESSAGES.nameRequired],
      [field('email'), CONTACT_MESSAGES.emailInvalid],
      [field('phone'), CONTACT_MESSAGES.phoneInvalid],
      [field('message'), CONTACT_MESSAGES.messageTooShort],
      [checkbox(), CONTACT_MESSAGES.consentRequired],
    ];
    for (const [element, message] of expected) {
      expect(element.getAttribute('aria-invalid'), message).toBe('true');
      expect(errorOf(element)).toBe(message);
    }
    expect(field('company').getAttribute('aria-invalid')).toBeNull();
    expect(field('message').getAttribute('aria-describedby')).toMatch(/-message-error .*-count$/);
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'name', CONTACT_MESSAGES.nameTooLong],
    [{ email: 'priya@example' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ email: 'Priya <priya@example.com>' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ company: 'x'.repeat(121) }, 'company', CONTACT_MESSAGES.companyTooLong],
    [{ phone: '12-34' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ message: `   ${'x'.repeat(19)}   ` }, 'message', CONTACT_MESSAGES.messageTooShort],
    [{ message: 'A long enough message with a bell \u0007 inside it' }, 'message', CONTACT_MESSAGES.messageControl],
    [{ consent: false }, 'consent', CONTACT_MESSAGES.consentRequired],
  ] as const)('with %j shows the %s message there, focused, and sends nothing', (change, name, message) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill({ ...complete, ...change });
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const element = name === 'consent' ? checkbox() : field(name);
    expect(document.activeElement).toBe(element);
    expect(errorOf(element)).toBe(message);
    expect(screen.getAllByText(/^Please/)).toHaveLength(1);
  });

  it('clears a message as soon as the field is fixed, and shows it again on leaving a field broken again', () => {
    render(<ContactForm />);
    submit();
    expect(errorOf(field('name'))).toBe(CONTACT_MESSAGES.nameRequired);
    fill({ name: 'Priya' });
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).toBeNull();
    expect(field('name').getAttribute('aria-invalid')).toBeNull();
    expect(field('name').getAttribute('aria-describedby')).toBeNull();
    fill({ name: '' });
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).toBeNull(); // not while typing
    fireEvent.blur(field('name'));
    expect(errorOf(field('name'))).toBe(CONTACT_MESSAGES.nameRequired);

    fill({ email: 'priya@example' });
    fireEvent.blur(field('email'));
    expect(errorOf(field('email'))).toBe(CONTACT_MESSAGES.emailInvalid);
    fill({ email: 'priya@example.com' });
    expect(errorOf(field('email'))).toBeNull();

    fill({ consent: true });
    expect(errorOf(checkbox())).toBeNull();
    fill({ consent: false });
    expect(errorOf(checkbox())).toBe(CONTACT_MESSAGES.consentRequired);
  });

  it('does not check a field before it has shown a problem', () => {
    render(<ContactForm />);
    fill({ email: 'priya@' });
    fireEvent.blur(field('email'));
    expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).toBeNull();
  });

  it('counts the message characters without a live region', () => {
    render(<ContactForm />);
    expect(screen.getByText('0 / 5,000 characters')).toBeDefined();
    fill({ message: 'Hello' });
    const count = screen.getByText('5 / 5,000 characters');
    expect(count.getAttribute('aria-live')).toBeNull();
    expect(count.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(field('message').getAttribute('aria-describedby')).toBe(count.id);
    fill({ message: 'x'.repeat(1234) });
    expect(screen.getByText('1,234 / 5,000 characters')).toBeDefined();
  });

  it('posts the trimmed form once, disables the button meanwhile, then thanks the visitor by name', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill({ name: '  Priya Natarajan ', email: ' priya@example.com  ', company: ' Acme ', phone: ' +44 20 7946 0958 ', message: '\n We would like help with our order service. \n', consent: true });
    submit();
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveProperty('disabled', true);
    fireEvent.submit(sending.closest('form')!); // Enter in a field while sending
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(JSON.stringify({ status: 'received' }), { status: 201 })));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Thank you, Priya Natarajan.' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(screen.getByText('Your message has reached our team. We will reply to priya@example.com within one working day.')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({ ...complete, consent: true, source: '/contact/', website: '' });
    expect(trackEvent.mock.calls).toEqual([[{ action: 'contact_sent', category: 'contact', label: '/contact/' }]]);

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    for (const name of Object.keys(LABELS) as TextField[]) expect(field(name).value, name).toBe('');
    expect(checkbox().checked).toBe(false);
    expect(document.activeElement).toBe(field('name'));
    expect(screen.queryByText(/^Please/)).toBeNull();
  });

  it('passes the honeypot through', async () => {
    const fetchMock = respond(201);
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<ContactForm />);
    fill(complete);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    submit();
    await screen.findByRole('heading', { name: /Thank you/ });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).website).toBe('https://spam.example');
  });

  it("shows the service's field messages like its own and keeps the values", async () => {
    const fetchMock = respond(400, { error: 'invalid_request', message: 'x', fields: { email: 'This address cannot receive mail.', phone: CONTACT_MESSAGES.phoneInvalid } });
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill(complete);
    submit();
    await waitFor(() => expect(errorOf(field('email'))).toBe('This address cannot receive mail.'));
    expect(errorOf(field('phone'))).toBe(CONTACT_MESSAGES.phoneInvalid);
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    // Focus moves in an effect after the messages render, which can land a moment later on a busy machine.
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('email').value).toBe(complete.email);
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('treats field messages it cannot place as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(400, { fields: { source: 'Unknown page' } }));
    render(<ContactForm />);
    fill(complete);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_MESSAGES.failure);
  });

  it.each([
    ['a rate limit of 120 s', () => respond(429, {}, { 'retry-after': '120' }), "You've sent several messages in a short time. Please try again in 2 minutes."],
    ['a rate limit of 30 s', () => respond(429, {}, { 'retry-after': '30' }), "You've sent several messages in a short time. Please try again in 1 minute."],
    ['a server error', () => respond(500), CONTACT_MESSAGES.failure],
    ['a network failure', () => vi.fn().mockRejectedValue(new TypeError('Failed to fetch')), CONTACT_MESSAGES.failure],
  ])('on %s says so and keeps everything typed', async (_name, fetchMock, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', fetchMock());
    const { container } = render(<ContactForm />);
    fill(complete);
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: '' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    for (const name of Object.keys(LABELS) as TextField[]) expect(field(name).value, name).toBe(complete[name]);
    expect(checkbox().checked).toBe(true);
    expect(trackEvent).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toHaveProperty('disabled', false);
    // Focus returns in an effect after the render that shows the alert.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('a second attempt after a failure is sent again and the alert goes away on success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response('{}', { status: 503 })).mockResolvedValueOnce(new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    fill(complete);
    submit();
    await screen.findByRole('alert');
    submit();
    await screen.findByRole('heading', { name: 'Thank you, Priya Natarajan.' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rounds a wait up to whole minutes', () => {
    expect(minutesText(0)).toBe('1 minute');
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(60)).toBe('1 minute');
    expect(minutesText(61)).toBe('2 minutes');
    expect(minutesText(3600)).toBe('60 minutes');
  });
});

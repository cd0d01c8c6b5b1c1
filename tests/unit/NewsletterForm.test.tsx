// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';

const { trackEvent } = vi.hoisted(() => ({ trackEvent: vi.fn() }));
vi.mock('@/lib/analytics/analytics', () => ({ trackEvent }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/insights/' }) }));

afterEach(() => {
  cleanup();
  trackEvent.mockClear();
});

function submit(email: string) {
  fireEvent.change(screen.getByPlaceholderText('Enter E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it('is an e-mail field with the spec placeholder and a label', () => {
    render(<NewsletterForm />);
    const input = screen.getByLabelText('E-mail address');
    expect(input).toHaveProperty('type', 'email');
    expect(input.getAttribute('placeholder')).toBe('Enter E-mail');
  });

  it('says under the field that a confirmation link follows, and links the privacy policy', () => {
    render(<NewsletterForm />);
    const consent = document.getElementById(screen.getByLabelText('E-mail address').getAttribute('aria-describedby')!);
    expect(consent?.textContent).toBe('We will e-mail you a link to confirm. Unsubscribe at any time. Privacy policy');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy/');
  });

  it.each(['plainaddress', 'a@b', 'a b@c.de', '@c.de', 'a@.de x'])('rejects "%s" without sending a request', (email) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm />);
    submit(email);
    expect(screen.getByRole('status').textContent).toBe('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the invalid field, marks it and ties the message to it; the message goes once the address is fixed', () => {
    render(<NewsletterForm />);
    submit('a@b');
    const input = screen.getByLabelText('E-mail address');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe(screen.getByRole('status').id);
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends one request for two quick submits', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm />);
    fireEvent.change(screen.getByPlaceholderText('Enter E-mail'), { target: { value: 'reader@example.com' } });
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Thank you/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts the spec payload, thanks the visitor and empties the field', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm />);
    submit('reader@example.com');
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing! You will now receive the latest tech insights.'),
    );
    expect(screen.getByPlaceholderText('Enter E-mail')).toHaveProperty('value', '');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/subscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ type: 'subscriptionConfirmation', email: 'reader@example.com', source: '/insights/', website: '' });
    expect(trackEvent.mock.calls).toEqual([[{ action: 'subscribe', category: 'newsletter', label: '/insights/' }]]);
  });

  it('shows the generic error and logs when the service answers with a failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm />);
    submit('reader@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('An unexpected error occurred. Please try again later.'));
    expect(log).toHaveBeenCalledWith('Newsletter subscription failed:', new Error('Failed to subscribe. Please try again.'));
    expect(trackEvent.mock.calls).toEqual([[{ action: 'subscribe_error', category: 'newsletter', label: '/insights/' }]]);
    expect(screen.getByPlaceholderText('Enter E-mail')).toHaveProperty('value', 'reader@example.com');
    // Focus returns to the button once it is enabled again, an effect after the render that shows the error.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribe' })));
  });

  it('shows the same error on a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm />);
    submit('reader@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('An unexpected error occurred. Please try again later.'));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { askAssistant, CHAT_FAILURE, ChatRateLimitError } from '@/lib/chat/client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const request = { sessionId: 'session-1234', question: 'What services do you offer?' };
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

describe('askAssistant', () => {
  it('posts the question as JSON to {chatHost}/chat and keeps only well-formed reply fields', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      json({ answer: 'Hi', sources: [{ title: 'A', url: '/a/' }, { url: 3 }], suggestions: ['Next?', 4], mode: 'intent', extra: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(askAssistant('https://chat.example/api', request)).resolves.toEqual({
      answer: 'Hi',
      sources: [{ title: 'A', url: '/a/' }],
      suggestions: ['Next?'],
      mode: 'intent',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://chat.example/api/chat');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual(request);
  });

  it.each([
    ['a 500', () => json({ error: 'x' }, { status: 500 })],
    ['a 404 page', () => new Response('<html>Not found</html>', { status: 404 })],
    ['a body without an answer', () => json({ sources: [] })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('raises the spec error on %s', async (_, response) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response()));
    await expect(askAssistant('/api', request)).rejects.toThrow(new Error(CHAT_FAILURE));
  });

  it('raises the spec error on a network failure, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(cause));
    await expect(askAssistant('/api', request)).rejects.toMatchObject({ message: CHAT_FAILURE, cause });
  });

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))),
    );
    const reply = askAssistant('/api', request);
    const settled = expect(reply).rejects.toMatchObject({ message: CHAT_FAILURE, cause: { name: 'TimeoutError' } });
    let done = false;
    reply.catch(() => (done = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it.each([
    ['a Retry-After header in seconds', json({}, { status: 429, headers: { 'Retry-After': '12' } }), 12],
    ['a retryAfter in the body', json({ error: 'rate_limited', retryAfter: 7.2 }, { status: 429 }), 8],
    ['no hint', new Response('', { status: 429 }), undefined],
  ])('raises ChatRateLimitError on a 429 with %s', async (_, response, seconds) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));
    const error = await askAssistant('/api', request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatRateLimitError);
    expect(error).toMatchObject({ message: CHAT_FAILURE, retryAfter: seconds });
  });

  it("rethrows the caller's abort as it is", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))),
    );
    const controller = new AbortController();
    const reply = askAssistant('/api', request, controller.signal);
    controller.abort();
    await expect(reply).rejects.toMatchObject({ name: 'AbortError' });
  });
});

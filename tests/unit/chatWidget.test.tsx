// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatWidget } from '@/components/chat/ChatWidget';
import { ERROR_MESSAGE, GREETING, GREETING_ID, rateLimitMessage, useConversation } from '@/components/chat/useConversation';
import { site } from '@/data/site';
import { STARTER_QUESTIONS, type ChatReply } from '@/lib/chat/contract';
import { useChatTrigger } from '@/lib/chat/trigger';

vi.mock('next/router', () => {
  const events = { on: () => {}, off: () => {} };
  return { default: { events }, useRouter: () => ({ events }) };
});

// jsdom has <dialog> without showModal(), and no matchMedia or Element.scrollTo.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TITLE = `${site.assistant.name} · ${site.name} AI Assistant`;
const REPLY: ChatReply = {
  answer: 'We offer **product engineering**, DevOps and data science. Ask me about any of them.',
  sources: [{ title: 'Capabilities', url: '/capabilities/' }],
  suggestions: ['What is your DevOps service?'],
  mode: 'retrieval',
};

const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

function stubFetch(...responses: (Response | Promise<Response>)[]) {
  const fetchMock = vi.fn();
  for (const response of responses) fetchMock.mockImplementationOnce(() => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const launcher = () => screen.getByRole('button', { name: 'CHAT WITH US' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log');

async function openChat() {
  fireEvent.click(launcher());
  fireEvent.click(await screen.findByRole('button', { name: 'CHAT NOW' }));
  return screen.getByRole('dialog', { name: TITLE });
}

function type(text: string) {
  fireEvent.change(messageBox(), { target: { value: text } });
}

describe('ChatWidget', () => {
  it('is a closed launcher that announces its dialog', () => {
    render(<ChatWidget />);
    expect(launcher().getAttribute('aria-haspopup')).toBe('dialog');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the landing card, then the chat with the greeting, the starters and focus in the message box', async () => {
    render(<ChatWidget />);
    fireEvent.click(launcher());
    const card = await screen.findByRole('dialog', { name: `${site.assistant.name}, our AI assistant, is ready to chat` });
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    const chatNow = within(card).getByRole('button', { name: 'CHAT NOW' });
    expect(document.activeElement).toBe(chatNow);
    fireEvent.click(chatNow);
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('button', { name: 'Close chat' }).textContent).toBe('×');
    expect(log().getAttribute('aria-live')).toBe('off');
    expect(within(log()).getAllByTestId('chat-message').map((message) => message.textContent)).toEqual([
      expect.stringContaining(GREETING),
    ]);
    expect(within(log()).getAllByRole('button').map((chip) => chip.textContent)).toEqual([...STARTER_QUESTIONS]);
    expect(document.activeElement).toBe(messageBox());
    expect(messageBox().getAttribute('placeholder')).toBe('Type a message...');
  });

  it('never sends a blank message, and disables Send while the box is blank', async () => {
    const fetchMock = stubFetch();
    render(<ChatWidget />);
    await openChat();
    expect(sendButton()).toHaveProperty('disabled', true);
    type('   \n  ');
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    fireEvent.submit(messageBox().closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('sends on Enter: the question, the typing dots, then the answer with its sources and suggestions, announced once', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(new Promise<Response>((resolve) => (answer = resolve)));
    render(<ChatWidget />);
    await openChat();
    type('  What services do you offer?  ');
    expect(sendButton()).toHaveProperty('disabled', false);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });

    expect(messageBox()).toHaveProperty('value', '');
    expect(screen.getByTestId('typing-indicator').textContent).toBe(`${site.assistant.name} is typing`);
    type('Another one');
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/chat');
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body);
    expect(body).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), question: 'What services do you offer?' });

    await act(async () => answer(json(REPLY)));
    const messages = within(log()).getAllByTestId('chat-message');
    expect(messages).toHaveLength(3);
    expect(messages[1].textContent).toContain('What services do you offer?');
    expect(within(messages[2]).getByText('product engineering').tagName).toBe('STRONG');
    expect(within(messages[2]).getByRole('link', { name: 'Capabilities' }).getAttribute('href')).toBe('/capabilities/');
    expect(within(messages[2]).getByRole('button', { name: 'What is your DevOps service?' })).toBeDefined();
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(`${site.assistant.name} replied: We offer product engineering, DevOps and data science.`);
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('inserts a newline on Shift+Enter and never sends while an IME composes', async () => {
    const fetchMock = stubFetch();
    render(<ChatWidget />);
    await openChat();
    type('こんにちは');
    expect(fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(messageBox(), { key: 'Enter', isComposing: true })).toBe(true);
    expect(fireEvent.keyDown(messageBox(), { key: 'Enter', keyCode: 229 })).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messageBox()).toHaveProperty('value', 'こんにちは');
  });

  it('a chip sends its question', async () => {
    const fetchMock = stubFetch(json(REPLY));
    render(<ChatWidget />);
    await openChat();
    fireEvent.click(within(log()).getByRole('button', { name: STARTER_QUESTIONS[1] }));
    await screen.findByRole('link', { name: 'Capabilities' });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).question).toBe(STARTER_QUESTIONS[1]);
    // The starters go once the conversation has begun; the reply's suggestions take their place.
    expect(within(log()).queryByRole('button', { name: STARTER_QUESTIONS[0] })).toBeNull();
  });

  it('apologises with the spec message on a failure, logs the error and retries the same question', async () => {
    const fetchMock = stubFetch(json({ error: 'unavailable' }, { status: 500 }), json(REPLY));
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChatWidget />);
    await openChat();
    type('What services do you offer?');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_MESSAGE);
    expect(logError).toHaveBeenCalledWith(new Error('Failed to get response from AI'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Capabilities' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).question)).toEqual(['What services do you offer?', 'What services do you offer?']);
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(3);
  });

  it('shows the same apology when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChatWidget />);
    await openChat();
    type('Hello?');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_MESSAGE);
    expect(logError).toHaveBeenCalledWith(new Error('Failed to get response from AI'));
  });

  it('asks the visitor to slow down on a 429, with the wait from Retry-After', async () => {
    stubFetch(json({ error: 'rate_limited', message: 'Slow down', answer: 'Slow down' }, { status: 429, headers: { 'Retry-After': '12' } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ChatWidget />);
    await openChat();
    type('Hello?');
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe("You're sending messages quickly. Please try again in 12 seconds.");
    expect(rateLimitMessage(1)).toBe("You're sending messages quickly. Please try again in 1 second.");
    expect(rateLimitMessage(undefined)).toBe("You're sending messages quickly. Please try again in a moment.");
  });

  it('closing resets the widget, calls onClose and returns focus; the session id stays', async () => {
    const fetchMock = stubFetch(json(REPLY), json(REPLY));
    const onClose = vi.fn();
    render(<ChatWidget onClose={onClose} />);
    await openChat();
    type('First');
    fireEvent.click(sendButton());
    await screen.findByRole('link', { name: 'Capabilities' });
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher());

    await openChat();
    expect(within(log()).getAllByTestId('chat-message').map((message) => message.textContent)).toEqual([expect.stringContaining(GREETING)]);
    type('Second');
    fireEvent.click(sendButton());
    await screen.findByRole('link', { name: 'Capabilities' });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).sessionId);
    expect(second).toBe(first);
  });

  it.each([
    ['Escape', (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))],
    ['the overlay', () => fireEvent.click(screen.getByTestId('chat-overlay'))],
    ['the card close button', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }))],
  ])('%s closes the landing card', async (_, close) => {
    const onClose = vi.fn();
    render(<ChatWidget onClose={onClose} />);
    fireEvent.click(launcher());
    const card = await screen.findByRole('dialog');
    close(card);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a close event left over from the last closing does not close the reopened widget', async () => {
    const onClose = vi.fn();
    render(<ChatWidget onClose={onClose} />);
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    fireEvent.click(launcher());
    const card = screen.getByRole('dialog');
    fireEvent(card, new Event('close'));
    expect(screen.getByRole('button', { name: 'CHAT NOW' })).toBeDefined();
    expect(onClose).toHaveBeenCalledTimes(1);
    // A dialog the browser closed by itself (a repeated Escape) closes the widget.
    (card as HTMLDialogElement).open = false;
    fireEvent(card, new Event('close'));
    expect(screen.queryByRole('button', { name: 'CHAT NOW' })).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens from the external flag, onto the card or straight into the chat', async () => {
    const { rerender } = render(<ChatWidget />);
    rerender(<ChatWidget open />);
    expect(await screen.findByRole('button', { name: 'CHAT NOW' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    rerender(<ChatWidget open={false} />);
    rerender(<ChatWidget open skipLanding />);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeDefined();
    expect(document.activeElement).toBe(messageBox());
  });
});

describe('the #chat and #chat-now links', () => {
  function LinkedChat() {
    return <ChatWidget {...useChatTrigger()} />;
  }

  it('open the widget on load and on a hash change, and closing clears the hash so the link works again', async () => {
    window.history.replaceState(null, '', '/about/#chat-now');
    render(<LinkedChat />);
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/about/');
    expect(screen.queryByRole('dialog')).toBeNull();

    window.location.hash = '#chat';
    expect(await screen.findByRole('button', { name: 'CHAT NOW' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(window.location.hash).toBe('');
    window.location.hash = '#chat';
    expect(await screen.findByRole('button', { name: 'CHAT NOW' })).toBeDefined();
  });
});

describe('useConversation', () => {
  it('greets with id 1 when the chat opens, then numbers messages from the clock, uniquely', async () => {
    stubFetch(json(REPLY), json(REPLY));
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const { result, rerender } = renderHook(({ active }) => useConversation(active), { initialProps: { active: false } });
    expect(result.current.messages).toEqual([]);
    rerender({ active: true });
    expect(result.current.messages).toEqual([{ id: GREETING_ID, text: GREETING, isUser: false, image: '/images/chat/assistant.svg' }]);
    act(() => {
      result.current.send('One');
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const ids = result.current.messages.map((message) => message.id);
    expect(ids).toEqual([1, 1_000, 1_001]);
    expect(result.current.messages[1]).toEqual({ id: 1_000, text: 'One', isUser: true, image: '/images/chat/visitor.svg' });
    // The widget closes: the dialog goes and the conversation is cleared.
    rerender({ active: false });
    act(() => result.current.reset());
    expect(result.current.messages).toEqual([]);
  });
});

/** A reply the visitor can rate. */
const RATED: ChatReply = { ...REPLY, id: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4' };

/** Renders the widget, opens the chat, asks, and waits for REPLY's answer. */
async function renderAndAsk() {
  const view = render(<ChatWidget />);
  await openChat();
  type('What services do you offer?');
  fireEvent.click(sendButton());
  await screen.findByRole('link', { name: 'Capabilities' });
  return view;
}

describe('thumbs up or down on an answer', () => {
  async function answered(...feedback: Response[]) {
    const fetchMock = stubFetch(json(RATED), ...feedback);
    await renderAndAsk();
    return fetchMock;
  }

  it('sends the rating for that answer, shows it pressed, and takes it back on a second press', async () => {
    const fetchMock = await answered(new Response(null, { status: 204 }), new Response(null, { status: 204 }));
    const group = screen.getByRole('group', { name: 'Was this answer helpful?' });
    const helpful = within(group).getByRole('button', { name: 'Helpful' });
    fireEvent.click(within(group).getByRole('button', { name: 'Not helpful' }));
    await screen.findByText('Thanks for your feedback.');
    expect(within(group).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/chat/feedback');
    const sessionId = JSON.parse(fetchMock.mock.calls[0][1].body).sessionId;
    expect(JSON.parse(init.body)).toEqual({ sessionId, answerId: RATED.id, rating: 'down' });
    fireEvent.click(within(group).getByRole('button', { name: 'Not helpful' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('false'));
    expect(JSON.parse(fetchMock.mock.calls[2][1].body).rating).toBeNull();
  });

  it('says so and shows the thumb unpressed when the rating could not be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await answered(json({ error: 'unavailable' }, { status: 503 }));
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await screen.findByText('Sorry, your feedback could not be saved.');
    expect(screen.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is not offered on the greeting, an apology, or a reply without an id', async () => {
    await answered();
    expect(screen.queryAllByRole('group', { name: 'Was this answer helpful?' })).toHaveLength(1);
  });
});

describe('a conversation that survives a reload in the same tab', () => {
  it('continues after a reload with the same session, its messages and ratings, straight into the chat', async () => {
    const fetchMock = stubFetch(json(RATED), new Response(null, { status: 204 }), json(REPLY));
    const first = await renderAndAsk();
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await screen.findByText('Thanks for your feedback.');
    first.unmount();

    render(<ChatWidget />);
    fireEvent.click(launcher());
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const messages = within(dialog).getAllByTestId('chat-message');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringContaining(GREETING),
      expect.stringContaining('What services do you offer?'),
      expect.stringContaining('We offer product engineering'),
    ]);
    expect(within(dialog).getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true');
    type('And DevOps?');
    fireEvent.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(JSON.parse(fetchMock.mock.calls[2][1].body).sessionId).toBe(JSON.parse(fetchMock.mock.calls[0][1].body).sessionId);
  });

  it('is forgotten when the visitor closes the chat', async () => {
    stubFetch(json(RATED));
    const first = await renderAndAsk();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    first.unmount();
    render(<ChatWidget />);
    await openChat();
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('drops saved data that is not a conversation, and starts afresh', async () => {
    for (const saved of ['{not json', JSON.stringify({ version: 1, sessionId: '../../x', messages: [] }), JSON.stringify({ version: 1, sessionId: 'valid-session-1', messages: [{ id: 'x', text: 3 }] })]) {
      sessionStorage.setItem('chat-conversation', saved);
      const view = render(<ChatWidget />);
      await openChat();
      expect(within(log()).getAllByTestId('chat-message')).toHaveLength(1);
      expect(sessionStorage.getItem('chat-conversation')).toBeNull();
      view.unmount();
    }
  });
});

import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in this process that keeps what it receives, parsed. */
export interface SmtpCapture {
  port: number;
  messages: ParsedMail[];
  /** When each message's data had arrived (Date.now()), in the order of `messages`. */
  receivedAt: number[];
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** A reply to refuse this recipient with at RCPT TO (e.g. "550 5.1.1 No such user"), or null to accept. */
  refuseRecipient?: (address: string) => string | null;
}

export async function startSmtp(port = 0, options: SmtpOptions = {}): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const receivedAt: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address) ?? null;
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.slice(4)), { responseCode: Number(refusal.slice(0, 3)) });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          receivedAt.push(Date.now());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    receivedAt,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * "The SMTP server is down", without giving the port up: every connection to it is closed at once,
 * so no other test can be handed the port meanwhile. `release()` frees it for the server to come back.
 */
export async function downPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const blocker = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
  const address = blocker.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    release: () => new Promise<void>((resolve) => blocker.close(() => resolve())),
  };
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

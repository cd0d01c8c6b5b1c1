import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MailConfig } from './mailConfig';
import { stableMessageId, type MailSender } from './mailSender';
import { claimDueMail, markFailed, markRetry, markSent, type OutboxRow } from './outbox';

const BATCH = 20;
const LEASE_SECONDS = 120;

/** A refusal that retrying cannot change: the relay rejected the recipient or the message (5xx). */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  return typeof responseCode === 'number' && responseCode >= 500 && (command === 'RCPT TO' || command === 'DATA');
}

/**
 * Sends what the outbox holds: woken at once when mail is queued, and every `pollMs` anyway. A mail
 * that fails for a passing reason (the relay is down, a 4xx) is retried with a doubling wait, for
 * as long as it takes; a permanent refusal is marked failed and kept.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly sender: MailSender,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Mail was queued: send it now rather than at the next poll. */
  wake(): void {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Sends what is due now; resolves when it has been tried (tests use it). */
  drain(): Promise<void> {
    return this.run();
  }

  private stopping: Promise<void> | null = null;

  /** Finishes the pass under way, then stops; safe to call more than once. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      if (this.timer) clearTimeout(this.timer);
      await this.running;
      this.sender.close();
    })();
    return this.stopping;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delayMs);
    this.timer.unref();
  }

  /** One run of passes; a wake during a pass adds another pass to the same run. */
  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
      this.schedule(this.config.pollMs);
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      let batch: OutboxRow[];
      do {
        batch = await claimDueMail(this.db, BATCH, LEASE_SECONDS);
        await Promise.all(batch.map((row) => this.deliver(row)));
      } while (batch.length === BATCH && !this.stopped);
    } catch (error) {
      this.log.error({ err: error }, 'mail worker pass failed');
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      // Marked sent the moment the relay has it: a crash in between is the only way a mail goes twice, with the same Message-ID.
      const messageId = stableMessageId(row.id, this.config.from);
      await this.sender.send(row.message, messageId);
      await markSent(this.db, row.id, messageId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanent(error)) {
        this.log.error(`mail ${row.id} (${row.kind}) refused for good: ${reason}`);
        await markFailed(this.db, row.id, reason);
        return;
      }
      const delay = Math.min(this.config.retryMaxMs, this.config.retryBaseMs * 2 ** Math.min(row.attempts - 1, 20));
      this.log.warn(`mail ${row.id} (${row.kind}) not sent, attempt ${row.attempts}, retrying in ${Math.round(delay / 1000)} s: ${reason}`);
      await markRetry(this.db, row.id, reason, delay);
    }
  }
}

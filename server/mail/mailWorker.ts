import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MailConfig } from './mailConfig';
import { stableMessageId, type MailSender } from './mailSender';
import type { OutgoingMail, QueuedMail } from './outgoingMail';
import { claimDueMail, markFailed, markRetry, markSent, releaseClaims, releaseDeadLeases, type OutboxRow } from './outbox';

const BATCH = 20;

export type Refusal = 'bounce' | 'failed';

/**
 * A refusal that retrying cannot change (a 5xx). A bounce is a refusal of the address itself: at
 * RCPT TO, or at DATA with an enhanced status about the mailbox (5.1.x, 5.2.x); any other permanent
 * refusal (a policy or content rejection, 5.7.x) is a failure of this message, not of the address.
 */
export function permanentRefusal(error: unknown): Refusal | null {
  const { responseCode, command, response } = (error ?? {}) as { responseCode?: number; command?: string; response?: string };
  if (typeof responseCode !== 'number' || responseCode < 500 || (command !== 'RCPT TO' && command !== 'DATA')) return null;
  return command === 'RCPT TO' || /\b5\.[12]\.\d{1,3}\b/.test(response ?? '') ? 'bounce' : 'failed';
}

/** Turns a queued mail into the mail to send (a newsletter issue is rendered here); by default, as queued. */
export type ExpandMail = (mail: QueuedMail) => Promise<OutgoingMail>;

const asQueued: ExpandMail = async (mail) => {
  if ('digestId' in mail) throw new Error(`no renderer for newsletter issue ${mail.digestId}`);
  return mail;
};

/**
 * Sends what the outbox holds: woken at once when mail is queued, and every `pollMs` anyway. A mail
 * that fails for a passing reason (the relay is down, a 4xx) is retried with a doubling wait, for
 * as long as it takes; a permanent refusal is marked failed (or bounced) and kept.
 *
 * One mail at a time, each marked sent as soon as the relay has it: a crash can send at most the
 * one mail in flight a second time. With `ratePerMinute` set, sends are spaced evenly.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private nextSendAt = 0;
  private wakeSleeper: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    private readonly sender: MailSender,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
    private readonly expand: ExpandMail = asQueued,
  ) {}

  start(): void {
    // An embedded database has one owner: a lease left in it is a dead process's, due now.
    const ready = this.db.driver === 'pglite' ? releaseDeadLeases(this.db) : Promise.resolve();
    void ready.catch((error: unknown) => this.log.error({ err: error }, 'could not release old leases')).finally(() => this.schedule(0));
  }

  /** Mails claimed in one go: with a rate, no more than half a lease's worth, so none outlives its lease. */
  private get claimSize(): number {
    const rate = this.config.ratePerMinute;
    return rate ? Math.max(1, Math.min(BATCH, Math.floor((rate * this.config.leaseSeconds) / 60 / 2))) : BATCH;
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
      this.wakeSleeper?.();
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
      const size = this.claimSize;
      do {
        batch = await claimDueMail(this.db, size, this.config.leaseSeconds);
        for (const [index, row] of batch.entries()) {
          if (this.stopped || !(await this.deliver(row))) {
            // Stopping: what this worker claimed and did not try is due again at once, for the next start or instance.
            await releaseClaims(this.db, batch.slice(index).map((unsent) => unsent.id));
            return;
          }
        }
      } while (batch.length === size && !this.stopped);
    } catch (error) {
      this.log.error({ err: error }, 'mail worker pass failed');
    }
  }

  /** Waits for this mail's turn under the sending rate; a stop ends the wait at once. */
  private async paceSend(): Promise<void> {
    const rate = this.config.ratePerMinute;
    if (!rate) return;
    const wait = this.nextSendAt - Date.now();
    if (wait > 0 && !this.stopped) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wakeSleeper = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeSleeper = null;
    }
    this.nextSendAt = Math.max(Date.now(), this.nextSendAt) + 60_000 / rate;
  }

  /** Tries one mail; false when the worker stopped before it was handed to the relay. */
  private async deliver(row: OutboxRow): Promise<boolean> {
    try {
      const mail = await this.expand(row.message);
      await this.paceSend();
      if (this.stopped) return false;
      // Marked sent the moment the relay has it: a crash in between is the only way a mail goes twice, with the same Message-ID.
      const messageId = stableMessageId(row.id, this.config.from);
      await this.sender.send(mail, messageId);
      await markSent(this.db, row.id, messageId);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const refusal = permanentRefusal(error);
      if (refusal) {
        this.log.error(`mail ${row.id} (${row.kind}) refused for good${refusal === 'bounce' ? ' (the address bounced)' : ''}: ${reason}`);
        await markFailed(this.db, row.id, reason, refusal === 'bounce');
        return true;
      }
      const delay = Math.min(this.config.retryMaxMs, this.config.retryBaseMs * 2 ** Math.min(row.attempts - 1, 20));
      this.log.warn(`mail ${row.id} (${row.kind}) not sent, attempt ${row.attempts}, retrying in ${Math.round(delay / 1000)} s: ${reason}`);
      await markRetry(this.db, row.id, reason, delay);
      return true;
    }
  }
}

import { Cron } from 'croner';

/** A cron pattern (5 fields, or 6 with seconds first) read in a named time zone. */
export interface DigestScheduleConfig {
  pattern: string;
  timeZone: string;
}

/** The schedule from NEWSLETTER_DIGEST_SCHEDULE and NEWSLETTER_DIGEST_TIMEZONE; unset: no schedule. A bad value stops the start. */
export function loadDigestSchedule(env: NodeJS.ProcessEnv): DigestScheduleConfig | null {
  const pattern = env.NEWSLETTER_DIGEST_SCHEDULE?.trim();
  if (!pattern) return null;
  const timeZone = env.NEWSLETTER_DIGEST_TIMEZONE?.trim() || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`NEWSLETTER_DIGEST_TIMEZONE must be an IANA time zone such as Europe/Berlin, got "${timeZone}"`);
  }
  try {
    new Cron(pattern, { timezone: timeZone, paused: true }).stop();
  } catch (error) {
    throw new Error(`NEWSLETTER_DIGEST_SCHEDULE must be a cron pattern such as "0 9 * * MON" (Mondays at 09:00): ${(error as Error).message}`);
  }
  return { pattern, timeZone };
}

/** A slot missed while no instance ran (a restart at 09:05 for 09:00) is still sent within this time. */
const CATCH_UP_MS = 24 * 60 * 60_000;
/** setTimeout's limit; a later slot is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `run` with each slot of the schedule as it comes, and once at start for the latest slot
 * of the past day (in case it was missed). Every instance runs this: `run` must make sure a slot
 * is sent once (the digests table lock and its unique slot do).
 */
export class DigestScheduler {
  private readonly cron: Cron;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    config: DigestScheduleConfig,
    private readonly run: (slot: Date) => Promise<void>,
  ) {
    this.cron = new Cron(config.pattern, { timezone: config.timeZone, paused: true });
  }

  start(now = new Date()): void {
    const [previous] = this.cron.previousRuns(1, now);
    if (previous && now.getTime() - previous.getTime() <= CATCH_UP_MS) this.fire(previous);
    this.planAfter(now);
  }

  /** The next slot after `from`, or null when the pattern has none. */
  nextSlot(from: Date): Date | null {
    return this.cron.nextRun(from);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private planAfter(from: Date): void {
    const next = this.nextSlot(from);
    if (!next || this.stopped) return;
    const delay = next.getTime() - Date.now();
    this.timer = setTimeout(() => {
      if (Date.now() < next.getTime()) return this.planAfter(from);
      this.fire(next);
      this.planAfter(next);
    }, Math.max(0, Math.min(delay, MAX_TIMER_MS)));
    this.timer.unref();
  }

  /** Slots run one after another, never two at once in one instance. */
  private fire(slot: Date): void {
    this.running = this.running.then(() => (this.stopped ? undefined : this.run(slot))).catch(() => undefined);
  }
}

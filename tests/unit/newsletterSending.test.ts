import { afterEach, describe, expect, it, vi } from 'vitest';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
import { loadMailConfig } from '@/server/mail/mailConfig';
import { permanentRefusal } from '@/server/mail/mailWorker';
import { DigestScheduler, loadDigestSchedule } from '@/server/newsletter/digest/digestSchedule';

describe('the digest schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a cron pattern in a named time zone, and refuses a bad one at start', () => {
    expect(loadDigestSchedule(env({}))).toBeNull();
    expect(loadDigestSchedule(env({ NEWSLETTER_DIGEST_SCHEDULE: '0 9 * * MON' }))).toEqual({ pattern: '0 9 * * MON', timeZone: 'UTC' });
    expect(loadDigestSchedule(env({ NEWSLETTER_DIGEST_SCHEDULE: '0 9 * * MON', NEWSLETTER_DIGEST_TIMEZONE: 'Europe/Berlin' }))).toEqual({ pattern: '0 9 * * MON', timeZone: 'Europe/Berlin' });
    expect(() => loadDigestSchedule(env({ NEWSLETTER_DIGEST_SCHEDULE: 'every monday' }))).toThrow(/NEWSLETTER_DIGEST_SCHEDULE must be a cron pattern/);
    expect(() => loadDigestSchedule(env({ NEWSLETTER_DIGEST_SCHEDULE: '0 9 * * MON', NEWSLETTER_DIGEST_TIMEZONE: 'Mars/Base' }))).toThrow(/NEWSLETTER_DIGEST_TIMEZONE must be an IANA time zone/);
  });

  it('fires at the slot in its time zone, across a change of summer time', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-23T07:59:00Z') }); // Monday 08:59 in Berlin (winter time)
    const slots: string[] = [];
    const scheduler = new DigestScheduler({ pattern: '0 9 * * MON', timeZone: 'Europe/Berlin' }, async (slot) => void slots.push(slot.toISOString()));
    scheduler.start();
    expect(slots).toEqual([]); // last Monday's slot is over a day old: not caught up
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slots).toEqual(['2026-03-23T08:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(7 * 24 * 60 * 60_000);
    expect(slots).toEqual(['2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z']); // summer time from March 29
    await scheduler.stop();
  });

  it('catches up a slot missed within the last day, once', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T08:05:00Z') }); // Monday 09:05 in Berlin
    const slots: string[] = [];
    const scheduler = new DigestScheduler({ pattern: '0 9 * * MON', timeZone: 'Europe/Berlin' }, async (slot) => void slots.push(slot.toISOString()));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(slots).toEqual(['2026-11-30T08:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(slots).toHaveLength(1);
    await scheduler.stop();
  });

  it('runs slots one after another and stops before the next', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T08:00:00.500Z') });
    let running = 0;
    let most = 0;
    const scheduler = new DigestScheduler({ pattern: '* * * * * *', timeZone: 'UTC' }, async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      running--;
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(most).toBe(1);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    await stopped;
    expect(running).toBe(0);
  });
});

describe('a refusal from the relay', () => {
  const refusal = (responseCode: number, command: string, response = '') => permanentRefusal(Object.assign(new Error(response), { responseCode, command, response }));

  it('is a bounce when the address is refused, a failure when the message is, and retried when temporary', () => {
    expect(refusal(550, 'RCPT TO', '550 5.1.1 No such user')).toBe('bounce');
    expect(refusal(553, 'RCPT TO', '553 mailbox name not allowed')).toBe('bounce');
    expect(refusal(550, 'DATA', '550 5.1.1 <x@example.com>: user unknown')).toBe('bounce');
    expect(refusal(552, 'DATA', '552 5.2.2 Mailbox full')).toBe('bounce');
    expect(refusal(554, 'DATA', '554 5.7.1 Message rejected as spam')).toBe('failed');
    expect(refusal(451, 'RCPT TO', '451 4.7.1 Try again later')).toBeNull();
    expect(refusal(535, 'AUTH', '535 Authentication failed')).toBeNull();
    expect(permanentRefusal(new Error('connect ECONNREFUSED'))).toBeNull();
  });
});

describe('the sending rate', () => {
  it('is off unless MAIL_RATE_PER_MINUTE is a whole number from 1', () => {
    expect(loadMailConfig(env({})).ratePerMinute).toBeNull();
    expect(loadMailConfig(env({ MAIL_RATE_PER_MINUTE: '600' })).ratePerMinute).toBe(600);
    for (const bad of ['0', '-5', '1.5', 'fast']) expect(() => loadMailConfig(env({ MAIL_RATE_PER_MINUTE: bad }))).toThrow(/MAIL_RATE_PER_MINUTE/);
  });
});

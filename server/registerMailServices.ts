import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact/contactRoutes';
import type { ContactConfig } from './contact/contactConfig';
import type { Database } from './db/database';
import { serviceSecret } from './db/serviceSecret';
import { devMailboxRoutes } from './mail/devMailbox';
import type { MailConfig } from './mail/mailConfig';
import { captureSender, smtpSender } from './mail/mailSender';
import { MailWorker } from './mail/mailWorker';
import type { NewsletterConfig } from './newsletter/newsletterConfig';
import { digestExpander } from './newsletter/digest/digestMails';
import { digestRoutes } from './newsletter/digest/digestRoutes';
import { DigestScheduler } from './newsletter/digest/digestSchedule';
import { sendDigest } from './newsletter/digest/sendDigest';
import { newsletterRoutes } from './newsletter/newsletterRoutes';
import { purgeExpired } from './newsletter/operatorTasks';

const DAY_MS = 24 * 60 * 60_000;

export interface MailServicesOptions {
  db: Database;
  production: boolean;
  publicUrl: string;
  mail: MailConfig;
  newsletter: NewsletterConfig;
  contact: ContactConfig;
  /** Where notices of locally kept mail go (default: the console). */
  printCaptured?: (line: string) => void;
}

/**
 * The services that send mail: the outbox worker, the newsletter (double opt-in) and the contact
 * form, the daily retention purge and, when switched on outside production with mail captured, the local mailbox.
 */
export async function registerMailServices(app: FastifyInstance, options: MailServicesOptions): Promise<MailWorker> {
  const { db, mail } = options;
  const sender = mail.smtpUrl ? smtpSender({ ...mail, smtpUrl: mail.smtpUrl }) : captureSender(db, mail, options.printCaptured);
  const worker = new MailWorker(db, sender, mail, app.log, digestExpander(db, options.publicUrl));
  const secrets = { links: await serviceSecret(db, 'unsubscribe-links'), ip: await serviceSecret(db, 'ip-hash') };

  await app.register(newsletterRoutes, { config: options.newsletter, db, mail: worker, secrets });
  await app.register(contactRoutes, { config: options.contact, db, mail: worker, ipSecret: secrets.ip });
  await app.register(digestRoutes, { db, origin: options.publicUrl });
  const mailbox = mail.devMailbox && !options.production && sender.kind === 'capture';
  if (mailbox) await app.register(devMailboxRoutes, { db });
  if (sender.kind === 'capture') {
    app.log.warn(`No SMTP_URL: mail is kept locally${mailbox ? `, see ${options.publicUrl}/api/dev/mail` : ' (DEV_MAILBOX=1 shows it at /api/dev/mail, outside production)'}`);
  }

  const purge = () =>
    purgeExpired(db, options.newsletter.pendingRetentionDays)
      .then((report) => report.pendingSubscribers + report.sentMails > 0 && app.log.info(report, 'retention purge'))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'));
  let purgeTimer: NodeJS.Timeout | undefined;
  const { digest } = options.newsletter;
  const scheduler = digest.schedule
    ? new DigestScheduler(digest.schedule, async (slot) => {
        try {
          const outcome = await sendDigest(db, { lookbackDays: digest.lookbackDays, publicUrl: options.publicUrl, linkSecret: secrets.links }, { origin: 'schedule', slot });
          if (outcome.status === 'queued') {
            app.log.info(outcome, `newsletter issue ${outcome.number} queued for ${outcome.recipients} subscribers`);
            worker.wake();
          } else app.log.info(`newsletter schedule ${slot.toISOString()}: ${outcome.status === 'nothing-new' ? 'nothing new, no issue' : 'already sent by another instance'}`);
        } catch (error) {
          app.log.error({ err: error }, `newsletter schedule ${slot.toISOString()}: the issue could not be queued`);
        }
      })
    : null;
  app.addHook('onReady', async () => {
    worker.start();
    scheduler?.start();
    void purge();
    purgeTimer = setInterval(() => void purge(), DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await scheduler?.stop();
    await worker.stop();
  });
  return worker;
}

import { generateKeyPairSync } from 'node:crypto';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { loadMailConfig } from '@/server/mail/mailConfig';
import { dkimOptions, maskAddress, nodemailerMessage, stableMessageId } from '@/server/mail/mailSender';
import { confirmationMail, welcomeMail } from '@/server/newsletter/newsletterMails';

const render = async (message: SendMailOptions, dkim?: ReturnType<typeof dkimOptions>) => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, dkim } as TransportOptions);
  const info = (await transport.sendMail(message)) as unknown as { message: Buffer; envelope: { from: string; to: string[] } };
  return { raw: info.message.toString('utf8'), envelope: info.envelope };
};

describe('outgoing mail', () => {
  it('signs List-Unsubscribe-Post with DKIM, as RFC 8058 asks', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const config = loadMailConfig({
      NODE_ENV: 'test',
      DKIM_DOMAIN: 'nexaloom.com',
      DKIM_SELECTOR: 'mail',
      DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    });
    const mail = welcomeMail('reader@example.com', 'https://www.nexaloom.com/api/newsletter/unsubscribe?token=abc.def');
    const { raw } = await render(nodemailerMessage(mail, config.from), dkimOptions(config));
    const signature = /^DKIM-Signature: [\s\S]*?(?=\r\n\S)/m.exec(raw)![0].replace(/\r\n\s+/g, ' ');
    const signed = /[;\s]h=([^;]+)/.exec(signature)![1].toLowerCase().split(':').map((name) => name.trim());
    expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post', 'from', 'subject']));
    expect(raw).toContain('List-Unsubscribe: <https://www.nexaloom.com/api/newsletter/unsubscribe?token=abc.def>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('gives a queued mail the same Message-ID on every attempt', async () => {
    const mail = confirmationMail('reader@example.com', 'https://x.test/c?token=t', 48);
    const messageId = stableMessageId(42, '"Nexaloom" <info@nexaloom.com>');
    expect(messageId).toBe('<outbox-42@nexaloom.com>');
    expect(stableMessageId(42, 'info@nexaloom.com')).toBe(messageId);
    for (let attempt = 0; attempt < 2; attempt++) expect((await render(nodemailerMessage(mail, '"Nexaloom" <info@nexaloom.com>', messageId))).raw).toContain('Message-ID: <outbox-42@nexaloom.com>');
  });

  it('sends to exactly the one recipient, whatever the headers say', async () => {
    const mail = { ...confirmationMail('reader@example.com', 'https://x.test/c?token=t', 48), replyTo: 'a@example.com, b@example.com' };
    const { envelope, raw } = await render(nodemailerMessage(mail, '"Nexaloom" <info@nexaloom.com>'));
    expect(envelope).toEqual({ from: 'info@nexaloom.com', to: ['reader@example.com'] });
    expect(raw).not.toMatch(/^List-Unsubscribe/m);
  });

  it('keeps the confirmation mail plain: the address, the link, the expiry, what to do if it was not you', () => {
    const mail = confirmationMail('reader@example.com', 'https://x.test/api/newsletter/confirm?token=t', 48);
    expect(mail.text).toBe(
      "Please confirm that you want to receive Nexaloom's tech insights at reader@example.com.\n\n" +
        'Confirm your subscription:\nhttps://x.test/api/newsletter/confirm?token=t\n\n' +
        'The link is valid for 48 hours. If you did not ask for this, ignore this e-mail and you will not be subscribed.\n\n' +
        'Nexaloom Technologies Pvt. Ltd., 4th Floor, Sai Radhe Complex, Kennedy Road, Pune 411001, Maharashtra, India\n',
    );
    expect(mail.html).toContain('href="https://x.test/api/newsletter/confirm?token=t"');
  });

  it('masks addresses in console notices', () => {
    expect(maskAddress('reader@example.com')).toBe('r***@example.com');
    expect(maskAddress('broken')).toBe('***');
  });
});

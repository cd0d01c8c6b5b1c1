import { loadChatConfig, type ChatConfig } from './chat/chatConfig';
import { loadContactConfig, type ContactConfig } from './contact/contactConfig';
import { corsOrigins } from './http/corsOrigins';
import { loadMailConfig, type MailConfig } from './mail/mailConfig';
import { loadNewsletterConfig, type NewsletterConfig } from './newsletter/newsletterConfig';

export interface ServiceConfigs {
  chat: ChatConfig;
  newsletter: NewsletterConfig;
  contact: ContactConfig;
  mail: MailConfig;
}

/**
 * Every service's settings from one environment, read once at start-up (server/index.ts) and
 * handed to buildApp. The browser origins allowed to call the API are worked out once, for all.
 */
export function loadServiceConfigs(env: NodeJS.ProcessEnv, publicUrl: string): ServiceConfigs {
  const origins = corsOrigins(env, publicUrl);
  return {
    chat: { ...loadChatConfig(env, publicUrl), corsOrigins: origins },
    newsletter: { ...loadNewsletterConfig(env, publicUrl), corsOrigins: origins },
    contact: { ...loadContactConfig(env, publicUrl), corsOrigins: origins },
    mail: loadMailConfig(env),
  };
}

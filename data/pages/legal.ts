import type { ContentPage } from './types';

export const privacyPage: ContentPage = {
  path: '/privacy/',
  title: 'Privacy Policy',
  description:
    'How {name} collects, uses, stores and protects personal data on this website under the GDPR and India’s DPDP Act 2023, and how to exercise your rights.',
  eyebrow: 'Legal',
  heading: 'Privacy Policy',
  intro:
    'Last updated: 1 November 2026. This policy explains what personal data we collect through this website, why we collect it, how long we keep it, who helps us process it and the rights you have under the GDPR and India’s Digital Personal Data Protection Act 2023.',
  sections: [
    {
      heading: 'Who is responsible for your data',
      markdown: `The controller of your personal data (the "Data Fiduciary" under India’s Digital Personal Data Protection Act 2023, the "DPDP Act") is:

**{legalName}**, {address}.

For anything concerning your personal data, including complaints, write to [{email}](mailto:{email}) with the subject "Privacy". They reach the person responsible for data protection, who is also our grievance officer under the DPDP Act.

This policy covers the website only. Personal data we process for clients during projects is governed by the client’s privacy notice and our contract with them.`,
    },
    {
      heading: 'What we collect and why',
      markdown: `### Newsletter

If you subscribe, we collect your e-mail address. We use **double opt-in**: you are only subscribed after you click the confirmation link we send you. Unconfirmed sign-ups are deleted after 30 days. We keep a **consent record**: when you signed up and confirmed, on which page, and the consent wording you accepted. Every newsletter has an unsubscribe link.

### Contact form

We collect your name, e-mail address, company, optional phone number and message, and use them to reply and, if you asked about a project, to prepare a proposal.

### {assistant}, the chat assistant

The questions you type into {assistant} and the answers it gives are stored as **transcripts**. A transcript is linked to a random session identifier, which we **hash** before storing it, not to your name or account. Your IP address is used briefly to prevent abuse (for example, rate limiting) and is **not stored in clear** with the transcript. We review transcripts to improve answers and detect misuse. Please do not type confidential information into the chat.

### Analytics and session recording

Analytics and session recording (heatmaps and recordings of how visitors move through pages) run **only after you consent** in the cookie banner; if you decline, they are not loaded. Form fields are masked in recordings.

### Accounts for the AI Readiness Guide

The extended chapters of the [AI Readiness Guide](/ai-readiness-guide/) are available to signed-in visitors. Accounts are managed with **Firebase Authentication**: we store your e-mail address, your display name if you provide one, the sign-in method you used (for example, a Google account), a user identifier and the dates you created the account and last signed in. We never receive your password for a third-party provider.

### Server logs

Our web servers keep standard access logs (IP address, date and time, page requested, browser type) for security and troubleshooting.`,
    },
    {
      heading: 'Legal bases',
      markdown: `| Processing | GDPR (Article 6(1)) | DPDP Act 2023 |
| --- | --- | --- |
| Newsletter | (a) consent | Consent (section 6) |
| Contact form | (b) steps before a contract; (f) legitimate interest in answering enquiries | Data you provide voluntarily for a specified purpose (section 7(a)) |
| Chat transcripts | (f) legitimate interest in a working, safe assistant | Data you provide voluntarily for a specified purpose (section 7(a)) |
| Analytics and session recording | (a) consent | Consent (section 6) |
| Guide accounts | (b) providing the service you signed up for | Consent (section 6) |
| Server logs | (f) legitimate interest in security | Data you provide voluntarily for a specified purpose (section 7(a)) |

Where we rely on consent, you can withdraw it at any time; withdrawal does not affect processing that took place before it.`,
    },
    {
      heading: 'How long we keep it',
      markdown: `- **Newsletter:** until you unsubscribe. We then keep the consent record for three years, to show we had consent, and your address on a suppression list so that you are not mailed again.
- **Contact form:** 24 months after our last exchange, unless the enquiry becomes a contract, in which case contract records are kept as the law requires.
- **Chat transcripts:** 12 months.
- **Analytics and session recordings:** 12 months.
- **Guide accounts:** until you ask us to delete your account. Accounts unused for 24 months are deleted after we warn you by e-mail 30 days in advance.
- **Server logs:** 14 days.`,
    },
    {
      heading: 'Who processes data for us',
      markdown: `We use a small number of service providers (processors) under written contracts that limit them to acting on our instructions:

- **Google** for guide accounts (Firebase Authentication) and, only after consent, analytics (Google Analytics for Firebase).
- **Hotjar** for analytics and session recording, only after consent.
- The **language-model provider** that generates {assistant}’s answers. Our contract prohibits it from using your questions to train its models.
- Our **e-mail delivery provider** for the newsletter and confirmation e-mails.
- Our **hosting provider** for the website, server logs and transcript storage.

Some of these providers process data outside India and outside the European Economic Area, including in the United States. For transfers from the EEA or the UK we rely on the European Commission’s Standard Contractual Clauses (and the UK addendum) or an adequacy decision. We do not sell personal data, and we do not use it for advertising.`,
    },
    {
      heading: 'Your rights',
      markdown: `Under the **GDPR** you have the right to access your data, to have it corrected or erased, to restrict or object to processing, to receive it in a portable format and to withdraw consent. You may also complain to the data protection authority where you live or work.

Under the **DPDP Act** you have the right to information about the processing of your data, to have it corrected, completed, updated or erased, to grievance redressal and to nominate someone to exercise your rights if you die or become incapacitated. If you are not satisfied with our response to a grievance, you may complain to the Data Protection Board of India.

**How to exercise them:** write to [{email}](mailto:{email}) with the subject "Privacy request". We may ask you to confirm your identity, for example by replying from the e-mail address concerned. We answer within 30 days. Using these rights is free.`,
    },
    {
      heading: 'Cookies and similar technologies',
      markdown: `- **Strictly necessary:** a cookie that remembers your consent choice, and, if you sign in, the session data Firebase Authentication keeps in your browser’s storage. These do not require consent.
- **Analytics and session recording:** set only after you accept them in the cookie banner.

We do not use advertising or cross-site tracking cookies. You can change your choice at any time through **Cookie settings** at the bottom of every page, or by clearing cookies for this site in your browser. Withdrawing consent removes the analytics and recording cookies and reloads the page without them.`,
    },
    {
      heading: 'Security, children and changes',
      markdown: `Our information security management is certified to **ISO/IEC 27001**. Data is encrypted in transit, access is limited to the people who need it, and access to production systems is logged.

This website is not directed at children, and we do not knowingly collect data from anyone under 18.

We will update this policy and the date at the top when our processing changes, and announce significant changes to subscribers and signed-in users. For questions, write to [{email}](mailto:{email}), call {phone} or use our [contact page](/contact/).`,
    },
  ],
  cta: {
    heading: 'A question about your data?',
    text: 'Write to us with the subject "Privacy" and we will answer within 30 days.',
    label: 'Contact us',
    href: '/contact/',
  },
};

export const termsPage: ContentPage = {
  path: '/terms/',
  title: 'Terms of Use',
  description:
    'The terms for using the {name} website: content, guide accounts, the {assistant} AI assistant, external links, liability and Indian law with Pune courts.',
  eyebrow: 'Legal',
  heading: 'Terms of Use',
  intro:
    'Last updated: 1 November 2026. These terms apply to your use of this website, including its articles, the AI Readiness Guide and {assistant}, our AI chat assistant. By using the site you accept them; if you do not agree, please do not use it.',
  sections: [
    {
      heading: 'About these terms',
      markdown: `This website is operated by **{legalName}**, {address} ("{name}", "we", "us").

These terms govern the website only. Any services we provide to clients are governed by a separate written agreement, which takes precedence over anything on this site. How we handle personal data is explained in our [Privacy Policy](/privacy/).`,
    },
    {
      heading: 'Using our content',
      markdown: `The text, graphics, logos, case studies and guides on this site belong to {name} or are used with permission, and are protected by copyright and trade mark law.

You may:

- read, download and print pages for your own information or for internal use in your organisation;
- quote short extracts, with attribution to {name} and a link to the original page.

You may not:

- republish or sell our content, or present it as your own;
- use our name or logo in a way that suggests a partnership or endorsement without our written permission;
- scrape or copy the site systematically, including to build data sets or train machine-learning models;
- interfere with the site’s operation, probe it for vulnerabilities without authorisation, or overload it.

If you believe you have found a security vulnerability, please report it to [{email}](mailto:{email}) with the subject "Security".`,
    },
    {
      heading: 'Accounts',
      markdown: `Signing in gives you access to the extended chapters of the [AI Readiness Guide](/ai-readiness-guide/). When you create an account:

- give accurate information and keep your sign-in method secure;
- use the account yourself; it is personal and may not be shared;
- tell us promptly if you think someone else has used it.

You can ask us to delete your account at any time by writing to [{email}](mailto:{email}). We may suspend or close accounts that break these terms or are used to misuse the site. Access is free, and we may change or withdraw the members-only material at any time.`,
    },
    {
      heading: '{assistant}, the AI assistant',
      markdown: `{assistant} answers questions about {name} and our work using a large language model and the content of this website. Please keep in mind:

- **Its answers are for information only.** They are not professional, legal, financial or technical advice.
- **It can be wrong.** Language models sometimes produce answers that are inaccurate, incomplete or out of date, even when they sound confident. Check anything important with us directly.
- **It cannot make commitments.** Nothing {assistant} says about prices, timelines, availability or terms is an offer or binds {name}. Only a written agreement signed by us does.
- **Do not share confidential information.** Questions are stored as described in our [Privacy Policy](/privacy/).

You must not use {assistant} to produce unlawful or harmful content, or attempt to make it ignore its instructions or reveal its configuration.`,
    },
    {
      heading: 'Links to other websites',
      markdown: `We link to other websites, such as documentation, standards bodies and our social media profiles, where we think they are useful. We do not control those sites and are not responsible for their content, availability or privacy practices. A link does not mean we endorse the site or its owner. You are welcome to link to any public page on our site, provided you do not imply an association we have not agreed to.`,
    },
    {
      heading: 'Liability',
      markdown: `We take care to keep the site accurate and available, but it is provided "as is". We do not guarantee that it will be uninterrupted or free of errors, or that its content, including articles, guides and {assistant}’s answers, is complete, current or suitable for your purposes. You rely on it at your own risk.

To the extent permitted by law, {name} is not liable for any indirect or consequential loss, or for loss of profit, revenue, data or goodwill, arising from your use of the site or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law, including liability for fraud.`,
    },
    {
      heading: 'Governing law and changes',
      markdown: `These terms are governed by the laws of **India**. The courts of **Pune, Maharashtra** have exclusive jurisdiction over any dispute arising from them or from your use of the site.

We may update these terms from time to time; the date at the top shows when they last changed. Continuing to use the site after a change means you accept the updated terms. Questions about these terms can be sent to [{email}](mailto:{email}) or through our [contact page](/contact/).`,
    },
  ],
};

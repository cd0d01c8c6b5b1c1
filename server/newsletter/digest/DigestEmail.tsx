import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { fullAddress, site } from '@/data/site';
import type { PublishedEntry } from '@/lib/content/publishedEntries';

export interface DigestIssue {
  number: number;
  subject: string;
  /** The editor's note for this issue: plain text, paragraphs split by blank lines. */
  intro: string | null;
  entries: PublishedEntry[];
  /** When the issue was made (its date line). */
  createdAt: Date;
}

export type DigestVariant =
  /** The mail: a link to its web copy and the recipient's own unsubscribe link. */
  | { kind: 'mail'; webCopyUrl: string; unsubscribeUrl: string }
  /** The web copy: the same issue, with a way to subscribe instead of one to unsubscribe. */
  | { kind: 'web' };

interface Props {
  issue: DigestIssue;
  /** The public origin every link and image points to (no trailing slash). */
  origin: string;
  variant: DigestVariant;
}

const colors = { ink: '#1c2433', muted: '#4a5464', brand: '#0a4fd6', navy: '#0b1b3a', line: '#dde3ee', page: '#f4f6fb' };
const font = 'Arial, Helvetica, sans-serif';
const s = {
  body: { margin: 0, padding: '24px 0', backgroundColor: colors.page, fontFamily: font, color: colors.ink } satisfies CSSProperties,
  container: { maxWidth: '600px', backgroundColor: '#ffffff', borderRadius: '8px', padding: '28px 20px' } satisfies CSSProperties,
  brand: { margin: 0, fontSize: '22px', fontWeight: 800, color: colors.navy, textDecoration: 'none' } satisfies CSSProperties,
  h1: { margin: '20px 0 4px', fontSize: '26px', lineHeight: '1.25', color: colors.navy } satisfies CSSProperties,
  dateLine: { margin: '0 0 16px', fontSize: '14px', color: colors.muted } satisfies CSSProperties,
  intro: { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6' } satisfies CSSProperties,
  entry: { padding: '20px 0 4px', borderTop: `1px solid ${colors.line}` } satisfies CSSProperties,
  image: { display: 'block', width: '100%', maxWidth: '560px', height: 'auto', borderRadius: '6px', border: 0 } satisfies CSSProperties,
  meta: { margin: '14px 0 4px', fontSize: '13px', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', color: colors.muted } satisfies CSSProperties,
  h2: { margin: '0 0 8px', fontSize: '20px', lineHeight: '1.3' } satisfies CSSProperties,
  titleLink: { color: colors.navy, textDecoration: 'underline' } satisfies CSSProperties,
  summary: { margin: '0 0 8px', fontSize: '16px', lineHeight: '1.6' } satisfies CSSProperties,
  more: { color: colors.brand, fontWeight: 700, textDecoration: 'underline', fontSize: '16px' } satisfies CSSProperties,
  footer: { margin: '0 0 10px', fontSize: '13px', lineHeight: '1.6', color: colors.muted } satisfies CSSProperties,
  footerLink: { color: colors.brand, textDecoration: 'underline' } satisfies CSSProperties,
};

const KIND_LABEL: Record<PublishedEntry['kind'], { name: string; action: string }> = {
  article: { name: 'Article', action: 'Read the article' },
  'case-study': { name: 'Case study', action: 'Read the case study' },
};

export const introParagraphs = (intro: string | null) => (intro ?? '').split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

const issueDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * One newsletter issue, as a mail or as its web copy: the editor's note, then every new article
 * and case study, newest first, each with its picture, label, date, summary and link.
 */
export function DigestEmail({ issue, origin, variant }: Props) {
  const url = (path: string) => new URL(path, `${origin}/`).href;
  const count = issue.entries.length;
  const preview = `${count} new ${count === 1 ? 'piece' : 'pieces'} from ${site.name}: ${issue.entries[0]?.title ?? ''}`;
  const intro = introParagraphs(issue.intro);
  return (
    <Html lang="en">
      <Head>
        <title>{issue.subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section>
            <Link href={url('/')} style={s.brand}>
              {site.name}
            </Link>
          </Section>
          <Heading as="h1" style={s.h1}>
            {`${site.name} insights, issue ${issue.number}`}
          </Heading>
          <Text style={s.dateLine}>{issueDate(issue.createdAt)}</Text>
          {(intro.length > 0 ? intro : [`Here is what we have published since our last issue: ${count === 1 ? 'one new piece' : `${count} new pieces`} on engineering, data and AI.`]).map((paragraph) => (
            <Text key={paragraph} style={s.intro}>
              {paragraph}
            </Text>
          ))}
          {issue.entries.map((entry) => (
            <Section key={entry.href} style={s.entry}>
              {/* The picture's link repeats the title's, so the plain-text part leaves it out. */}
              <Link href={url(entry.href)} data-skip-in-text>
                <Img src={url(entry.image)} alt={entry.imageAlt} width="560" height={String(Math.round((560 * entry.imageHeight) / entry.imageWidth))} style={s.image} />
              </Link>
              <Text style={s.meta}>
                {KIND_LABEL[entry.kind].name} · {entry.label} · {entry.date}
              </Text>
              <Heading as="h2" style={s.h2}>
                <Link href={url(entry.href)} style={s.titleLink}>
                  {entry.title}
                </Link>
              </Heading>
              {entry.summary ? <Text style={s.summary}>{entry.summary}</Text> : null}
              <Text style={s.summary}>
                <Link href={url(entry.href)} style={s.more}>
                  {KIND_LABEL[entry.kind].action}
                </Link>
              </Text>
            </Section>
          ))}
          <Hr style={{ borderColor: colors.line, margin: '24px 0' }} />
          {variant.kind === 'mail' ? (
            <>
              <Text style={s.footer}>
                You receive this because you subscribed to {site.name} insights.{' '}
                <Link href={variant.unsubscribeUrl} style={s.footerLink}>
                  Unsubscribe
                </Link>{' '}
                with one click at any time.
              </Text>
              <Text style={s.footer}>
                <Link href={variant.webCopyUrl} style={s.footerLink}>
                  View this issue in your browser
                </Link>
              </Text>
            </>
          ) : (
            <Text style={s.footer}>
              Want the next issue in your inbox?{' '}
              <Link href={url('/#subscribe')} style={s.footerLink}>
                Subscribe on our website
              </Link>
              : new articles and case studies, with a one-click unsubscribe in every mail.
            </Text>
          )}
          <Text style={s.footer}>
            {site.legalName}, {fullAddress} · <Link href={`mailto:${site.email}`} style={s.footerLink}>{site.email}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

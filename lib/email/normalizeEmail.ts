/** RFC 5321's limit on a whole address, and on its local part. */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

// Dot-atoms of RFC 5322: what real mailboxes use. Quoted local parts, comments and address lists are
// refused, so an address can never smuggle a second recipient or a header into a mail.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_CHARACTERS = /^[^\s/?#:@[\]\\%<>"',;()]+$/u;
const ASCII_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The form an address is stored and compared in: trimmed, the domain in ASCII (punycode, so that
 * look-alike Unicode domains compare as what they are), everything lower-cased. Null when the text
 * is not a deliverable address. Works in the browser and in Node (WHATWG URL does the IDNA step).
 */
export function normalizeEmail(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_EMAIL_LENGTH) return null;
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (at <= 0 || local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return null;
  if (!DOMAIN_CHARACTERS.test(domain) || domain.startsWith('.') || domain.endsWith('.')) return null;
  let asciiDomain: string;
  try {
    asciiDomain = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  const labels = asciiDomain.split('.');
  if (labels.length < 2 || !labels.every((label) => ASCII_LABEL.test(label)) || /^\d+$/.test(labels[labels.length - 1])) return null;
  const email = `${local}@${asciiDomain}`.toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH ? email : null;
}

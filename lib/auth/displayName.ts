/** What sign-up stores in the profile's displayName: the name, or a JSON of name and phone. */
export interface ProfileName {
  name: string;
  phone?: string;
}

export function encodeDisplayName({ name, phone }: ProfileName): string {
  const trimmedPhone = phone?.trim();
  return trimmedPhone ? JSON.stringify({ name: name.trim(), phone: trimmedPhone }) : name.trim();
}

/** Reads either form back; a Google name or any other plain string is the name itself. */
export function decodeDisplayName(displayName: string | null | undefined): ProfileName {
  if (!displayName) return { name: '' };
  if (displayName.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(displayName);
      if (parsed && typeof parsed === 'object' && typeof (parsed as ProfileName).name === 'string') {
        const { name, phone } = parsed as ProfileName;
        return typeof phone === 'string' && phone ? { name, phone } : { name };
      }
    } catch {
      // Not JSON after all: a name that starts with a brace.
    }
  }
  return { name: displayName };
}

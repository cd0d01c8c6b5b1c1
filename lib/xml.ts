const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content and attributes (feeds, SVG). */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => ENTITIES[char]);

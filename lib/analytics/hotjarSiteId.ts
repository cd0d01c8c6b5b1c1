/** A configured Hotjar site id as Hotjar wants it, or null when session recording is off. */
export function hotjarSiteId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

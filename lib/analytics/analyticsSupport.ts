interface Environment {
  location: Pick<Location, 'protocol'>;
  navigator: Pick<Navigator, 'cookieEnabled'>;
  /** Chrome's extension API: present with an id only inside an extension. */
  chrome?: { runtime?: { id?: string } };
  /** Firebase's own check: IndexedDB usable. */
  indexedDbUsable: () => Promise<boolean>;
}

const EXTENSION_PROTOCOL = /^(chrome|moz|safari-web|ms-browser)-extension:$/;

/** Analytics only when not in an extension, and cookies and IndexedDB are available. */
export async function analyticsSupported(env: Environment): Promise<boolean> {
  if (EXTENSION_PROTOCOL.test(env.location.protocol) || env.chrome?.runtime?.id) return false;
  if (!env.navigator.cookieEnabled) return false;
  try {
    return await env.indexedDbUsable();
  } catch {
    return false;
  }
}

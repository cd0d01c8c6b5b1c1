/** Where a signed-in session is kept: across visits, for this tab only, or (nowhere usable) in memory. */
export type PersistenceChoice = 'local' | 'session' | 'memory';

export const PERSISTENCE_UNAVAILABLE =
  'Auth persistence unavailable: neither local nor session storage can be written, so the sign-in lasts only while this page is open.';

interface StorageProbe {
  local: () => Storage | undefined;
  session: () => Storage | undefined;
}

const browserStorage: StorageProbe = {
  local: () => (typeof window === 'undefined' ? undefined : window.localStorage),
  session: () => (typeof window === 'undefined' ? undefined : window.sessionStorage),
};

/** Storage can be present yet refuse writes (Safari private mode, blocked cookies, a full quota). */
export function storageWorks(open: () => Storage | undefined): boolean {
  try {
    const storage = open();
    if (!storage) return false;
    const key = '__auth_persistence_probe__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Local storage first, then session storage, otherwise an error is logged. */
export function choosePersistence(probe: StorageProbe = browserStorage, logError: (message: string) => void = console.error): PersistenceChoice {
  if (storageWorks(probe.local)) return 'local';
  if (storageWorks(probe.session)) return 'session';
  logError(PERSISTENCE_UNAVAILABLE);
  return 'memory';
}

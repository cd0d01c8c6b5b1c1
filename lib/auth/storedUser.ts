/**
 * Firebase Auth keeps a signed-in user under `firebase:authUser:<apiKey>:<app name>`, in local or
 * session storage depending on the persistence it got.
 */
const STORED_USER_PREFIX = 'firebase:authUser:';

export const isStoredUserKey = (key: string | null): boolean => key?.startsWith(STORED_USER_PREFIX) === true;

const browserStorages = [() => window.localStorage, () => window.sessionStorage];

/**
 * Whether this browser holds a user signed in on an earlier page or visit. Storage that cannot be
 * read (blocked, private mode) holds none, as Firebase could not have kept one there either.
 */
export function hasStoredUser(storages: Array<() => Storage> = browserStorages): boolean {
  return storages.some((open) => {
    try {
      const storage = open();
      for (let index = 0; index < storage.length; index++) if (isStoredUserKey(storage.key(index))) return true;
      return false;
    } catch {
      return false;
    }
  });
}

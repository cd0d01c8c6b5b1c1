import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Knows whether code runs inside one of this database's transaction callbacks, so that using the
 * Database itself there fails at once: on PGlite the call would wait for the transaction it is part
 * of (a deadlock), on PostgreSQL it would silently run outside the transaction.
 */
export class TransactionScope {
  readonly #current = new AsyncLocalStorage<{ open: boolean }>();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const state = { open: true };
    try {
      return await this.#current.run(state, fn);
    } finally {
      // Work started inside fn that outlives the transaction may use the Database again.
      state.open = false;
    }
  }

  assertOutside(): void {
    if (this.#current.getStore()?.open) {
      throw new Error('Use the transaction callback\'s tx, not the Database, inside transaction()');
    }
  }
}

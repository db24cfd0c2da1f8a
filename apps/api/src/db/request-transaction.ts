import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database.js';

/**
 * One request's work in one transaction without handing it to every service: while `inRequestTransaction` runs,
 * the database `scopedDatabase` returns sends every query (and every `transaction`, which becomes a savepoint)
 * into that request's transaction. The idempotency plugin uses it so that the stored answer commits together with
 * the effect it answers for.
 */
interface Scope {
  tx: Database | null;
}

const scope = new AsyncLocalStorage<Scope>();

/** The database the app hands out: the current request transaction's when there is one, else `root`. */
export function scopedDatabase(root: Database): Database {
  return new Proxy(root, {
    get(target, property) {
      const current = scope.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/**
 * Runs `work` inside `tx` for every query made through the scoped database. Work the request leaves behind (a
 * promise not awaited, a timer) uses the plain database once `work` has ended, never a finished transaction.
 */
export async function inRequestTransaction<T>(tx: Database, work: () => Promise<T>): Promise<T> {
  const store: Scope = { tx };
  try {
    return await scope.run(store, work);
  } finally {
    store.tx = null;
  }
}

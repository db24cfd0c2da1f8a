import pg from 'pg';

// node-postgres queues a query sent on a connection that is still answering another one (and warns, from the
// second one queued, that pg 9 will refuse it). This watch notes every such query, from the first: a
// transaction's connection must answer its queries one at a time.

interface ClientState {
  _activeQuery?: { text?: string } | null;
  _queryQueue?: { text?: string }[];
}

/** The SQL a query call sends: drizzle passes a config object, others the text. */
const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');

type Query = typeof pg.Client.prototype.query;

const watchers = new Set<Error[]>();
let original: Query | null = null;

function install(): void {
  if (original) return;
  const query = pg.Client.prototype.query;
  original = query;
  pg.Client.prototype.query = function watchedQuery(this: pg.Client & ClientState, ...args: unknown[]) {
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      // Drizzle sends from a promise callback, so the stack seldom reaches the service: the two statements name it.
      const busy = this._activeQuery?.text ?? this._queryQueue?.[0]?.text ?? '';
      const overlap = new Error(`sent «${textOf(args[0])}» while its connection answered «${busy}»`);
      for (const overlaps of watchers) overlaps.push(overlap);
    }
    return (query as (...given: unknown[]) => unknown).apply(this, args);
  } as Query;
}

function uninstall(): void {
  if (!original || watchers.size > 0) return;
  pg.Client.prototype.query = original;
  original = null;
}

/** Starts noting overlapping queries on any node-postgres connection in this process, until `stop`. */
export function watchQueryOverlaps(): { overlaps: Error[]; stop: () => void } {
  const overlaps: Error[] = [];
  watchers.add(overlaps);
  install();
  return {
    overlaps,
    stop: () => {
      watchers.delete(overlaps);
      uninstall();
    },
  };
}

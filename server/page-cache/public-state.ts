import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, classes, deckSettings, simulationSettings } from '../db/schema';

/**
 * Everything in the database a visitor's page can depend on, read in one statement (issue 23): the deck
 * and simulation switches, the app settings (the feedback form) and the current class. `key` is the whole
 * snapshot as text, so two snapshots with the same key are the same settings, whichever process or
 * database connection read them. A page rendered from a snapshot is stored under its key; the next request
 * reads the snapshot again, so a flipped switch is a different key at once, in every process.
 */
export interface PublicState {
  key: string;
  decks: ReadonlyMap<string, { isVisible: boolean; isDownloadable: boolean }>;
  simulations: ReadonlyMap<string, { isVisible: boolean; isAccessible: boolean }>;
  app: ReadonlyMap<string, { isVisible: boolean }>;
  currentClass: { id: number; name: string } | null;
}

interface SnapshotRow {
  kind: 'deck' | 'sim' | 'app' | 'class';
  key: string;
  a: boolean | null;
  b: boolean | null;
}

// One statement, a handful of rows: each setting, and the current class.
const snapshotQuery = sql`select 'deck' as kind, ${deckSettings.deckKey} as key, ${deckSettings.isVisible} as a, ${deckSettings.isDownloadable} as b from ${deckSettings}
  union all select 'sim', ${simulationSettings.simKey}, ${simulationSettings.isVisible}, ${simulationSettings.isAccessible} from ${simulationSettings}
  union all select 'app', ${appSettings.key}, ${appSettings.isVisible}, null from ${appSettings}
  union all select 'class', ${classes.id}::text || ':' || ${classes.name}, null, null from ${classes} where ${classes.endedAt} is null
  order by 1, 2`;

export async function readPublicState(db: Db): Promise<PublicState> {
  const { rows } = (await db.execute(snapshotQuery)) as unknown as { rows: SnapshotRow[] };
  const decks = new Map<string, { isVisible: boolean; isDownloadable: boolean }>();
  const simulations = new Map<string, { isVisible: boolean; isAccessible: boolean }>();
  const app = new Map<string, { isVisible: boolean }>();
  let currentClass: PublicState['currentClass'] = null;
  for (const r of rows) {
    if (r.kind === 'deck') decks.set(r.key, { isVisible: r.a!, isDownloadable: r.b! });
    else if (r.kind === 'sim') simulations.set(r.key, { isVisible: r.a!, isAccessible: r.b! });
    else if (r.kind === 'app') app.set(r.key, { isVisible: r.a! });
    else {
      const colon = r.key.indexOf(':');
      currentClass = { id: Number(r.key.slice(0, colon)), name: r.key.slice(colon + 1) };
    }
  }
  return {
    key: JSON.stringify(rows.map((r) => [r.kind, r.key, r.a, r.b])),
    decks,
    simulations,
    app,
    currentClass,
  };
}

/**
 * Reads the snapshot for many requests at once without ever answering one with settings older than the
 * request: a request that arrives while a read is under way waits for the next read, which starts after
 * that one ends, and shares it with every request that arrived meanwhile. However many visitors arrive,
 * the database is asked at most one query at a time, and every answer reflects each change committed
 * before its request arrived.
 */
export function createPublicStateReader(
  db: Db,
  changes?: (onChange: () => void) => void,
): () => Promise<PublicState> {
  return changes ? keptUntilChanged(db, changes) : readPerRequest(db);
}

/**
 * With PGlite, this process is the only one on the database (ADR 8: the data directory is locked), and
 * every change of the public settings is published on the live channel by the request that made it, in
 * the same event-loop turn as its answer. So the snapshot is kept until a change is published: a rush of
 * visitors costs no query at all (on PGlite each query runs on the server's own thread). A read that was
 * under way when a change was published is never kept: the next request reads again.
 */
function keptUntilChanged(db: Db, changes: (onChange: () => void) => void): () => Promise<PublicState> {
  let kept: Promise<PublicState> | undefined;
  changes(() => {
    kept = undefined;
  });
  return () => {
    if (kept) return kept;
    const read = readPublicState(db);
    kept = read;
    read.catch(() => {
      if (kept === read) kept = undefined;
    });
    return read;
  };
}

function readPerRequest(db: Db): () => Promise<PublicState> {
  let current: Promise<PublicState> | undefined;
  let next: Promise<PublicState> | undefined;
  const start = (): Promise<PublicState> => {
    const read = readPublicState(db);
    current = read;
    const clear = () => {
      if (current === read) current = undefined;
    };
    read.then(clear, clear);
    return read;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

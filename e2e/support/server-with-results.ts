import { PGlite } from '@electric-sql/pglite';
import { startServer, type RunningServer } from './server';

/**
 * A built server on PGlite holding `rows` casting results: it creates its database, then, stopped, gets the
 * rows written straight into it (the e2e test and the bench at scale share this).
 */
export async function startServerWithResults(rows: number): Promise<RunningServer> {
  const first = await startServer();
  await first.stop();
  const db = await PGlite.create({ dataDir: first.dataDir });
  await db.exec(`insert into results (sim_key, reporter_name, counterpart_name, no_agreement, amount_paid, additional_terms)
    select 'queenOfSorrows', 'Agent ' || g, 'Studio ' || g, g % 10 = 0, case when g % 10 = 0 then null else 1000000 + g end,
           'Terms longer than twenty characters, number ' || g
    from generate_series(1, ${rows}) g`);
  await db.close();
  return startServer({}, first.dataDir);
}

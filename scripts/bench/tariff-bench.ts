/**
 * Tariff Wars under a full class: 30 pairs, so 60 teams, each locking its choice within one second,
 * on the built server over loopback, on PGlite and on PostgreSQL. Every team has two devices that both press
 * Lock (a double tap, a shared table), so the unique constraint decides 60 races each round. Five rounds,
 * each revealed afterwards: 300 locks in all. Target: every team's choice stored exactly once (60 x 201, 60 x
 * 409 a round, the reveal shows 60 choices) and p99 of the lock requests under 500 ms.
 */
import os from 'node:os';
import { tariffUrls, type TariffCreatedGame, type TariffRevealedRound } from '../../shared/contracts/tariff';
import { adminCookie, startServer } from '../../e2e/support/server';
import { benchLimits, freshPostgres, p99, printTable, verdict, type Row } from './lib';

const PAIRS = 30;
const ROUNDS = 5;
const WINDOW_MS = 1000;
const P99_TARGET_MS = 500;

interface Outcome {
  created: number;
  conflicts: number;
  other: number;
  /** Choices the reveals showed, over all rounds. */
  revealed: number;
  p99: number;
  max: number;
}

async function playGame(url: string): Promise<Outcome> {
  const admin = { Cookie: await adminCookie(url), Origin: url, 'Content-Type': 'application/json' };
  const created = await fetch(`${url}${tariffUrls.games}`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ pairs: PAIRS }),
  });
  if (created.status !== 201) throw new Error(`create game: ${created.status}`);
  const game = ((await created.json()) as { data: TariffCreatedGame }).data;

  // two devices per team, each with its own team cookie
  const join = async (code: string) => {
    const res = await fetch(`${url}${tariffUrls.join}`, {
      method: 'POST',
      headers: { Origin: url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (res.status !== 200) throw new Error(`join: ${res.status}`);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  const devices: string[][] = [];
  for (const team of game.teams) devices.push([await join(team.code), await join(team.code)]);
  // every device opens its team page first, as in class (the page loads the team's view)
  await Promise.all(
    devices.flat().map(async (cookie) => {
      const res = await fetch(`${url}${tariffUrls.team}`, { headers: { Cookie: cookie } });
      if (res.status !== 200) throw new Error(`team view: ${res.status}`);
      await res.arrayBuffer();
    }),
  );

  const latencies: number[] = [];
  const out: Outcome = { created: 0, conflicts: 0, other: 0, revealed: 0, p99: 0, max: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    await Promise.all(
      devices.flatMap((cookies, i) =>
        cookies.map(async (cookie, d) => {
          // each team presses Lock at its own moment within the second; its second device 0-50 ms later
          await new Promise((r) => setTimeout(r, Math.random() * WINDOW_MS + d * Math.random() * 50));
          const t0 = performance.now();
          const res = await fetch(`${url}${tariffUrls.choice}`, {
            method: 'POST',
            headers: {
              Cookie: cookie,
              Origin: url,
              'Content-Type': 'application/json',
              'Idempotency-Key': `bench-${round}-${i}-${d}`,
            },
            body: JSON.stringify({ round, choice: (i + round) % 3 ? 'Low' : 'High' }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (res.status === 201) out.created++;
          else if (res.status === 409) out.conflicts++;
          else out.other++;
        }),
      ),
    );
    if (process.env.BENCH_VERBOSE) {
      const r = latencies.slice(-devices.length * 2).sort((a, b) => a - b);
      console.log(
        `round ${round}: p50 ${r[r.length >> 1]!.toFixed(0)} ms, max ${r[r.length - 1]!.toFixed(0)} ms`,
      );
    }
    const shown = await fetch(`${url}${tariffUrls.reveal(game.id, round)}`, {
      method: 'POST',
      headers: admin,
    });
    if (shown.status !== 200) throw new Error(`reveal: ${shown.status}`);
    const revealed = ((await shown.json()) as { data: TariffRevealedRound }).data;
    out.revealed += revealed.pairs
      .flatMap((p) => [p.solara, p.lunara])
      .filter((s) => s.choice !== null).length;
  }
  out.p99 = p99(latencies);
  out.max = Math.max(...latencies);
  return out;
}

async function main() {
  const rows: Row[] = [];
  const pgDb = await freshPostgres();
  const targets: Array<{ name: string; env: Record<string, string> }> = [{ name: 'PGlite', env: {} }];
  if (pgDb) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgDb.url } });
  const teams = PAIRS * 2;
  for (const t of targets) {
    const server = await startServer({ ...t.env, ...benchLimits });
    try {
      const o = await playGame(server.url);
      const onceEach = o.created === teams * ROUNDS && o.conflicts === teams * ROUNDS && o.other === 0;
      const allShown = o.revealed === teams * ROUNDS;
      rows.push({
        measure: `${teams} teams (2 devices each) locking within ${WINDOW_MS} ms, ${ROUNDS} rounds, on ${t.name}`,
        value: `${o.created} x 201, ${o.conflicts} x 409, ${o.other} other; ${o.revealed} revealed; p99 ${o.p99.toFixed(0)} ms (max ${o.max.toFixed(0)})`,
        target: `each choice stored once (${teams * ROUNDS}); p99 < ${P99_TARGET_MS} ms`,
        verdict: verdict(onceEach && allShown && o.p99 < P99_TARGET_MS),
      });
    } finally {
      await server.stop();
    }
  }
  if (!pgDb)
    rows.push({
      measure: 'PostgreSQL figures',
      value: 'skipped: no server on 127.0.0.1:5432',
      target: '',
      verdict: '',
    });
  await pgDb?.drop();
  // the figures are latencies: on a shared machine they grow with everyone else's work
  rows.push({
    measure: 'machine load while measuring (1-minute average)',
    value: `${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    target: '',
    verdict: '',
  });
  printTable('Tariff Wars', rows);
  if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();

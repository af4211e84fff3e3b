/**
 * Scaling out: three processes of the built server on one fresh PostgreSQL database behind Debian's nginx
 * (the configuration in docs/operations.md), all on loopback, with the rate limits on as in production.
 * - A class of 2,000 (SEATS_PER_CLASS_MAX=2000 on the servers) joins through nginx (POST /api/seats) at 100
 *   joins a second, within 20 s, each student from an address of its own (phones on mobile data) and on a
 *   connection of its own. Every seat once, join p99 < 1 s.
 * - Each seat opens one live stream (2,000, spread over the processes by nginx; 667 a process, under the
 *   5,000 per process, one per address); the instructor changes the class timer once; the time until every
 *   stream has the `timer` event: p99 < 1 s.
 * - Memory (RSS) of each app process with the 2,000 streams open: < 300 MB.
 * Each app process runs in a session of its own, as services do (OWN_SESSIONS below). The bench's own single
 * event loop makes the joins and reads all the streams, so its delays are inside the figures. It prints the app
 * processes' CPU a join and how long each one's main thread waited for a core (/proc): on a shared machine
 * that wait, not the join's work, is most of a bad figure.
 * The figures, and the machine and load they were measured at: "Scaling out" in docs/operations.md.
 * SCALE_BENCH_SEATS=300 runs a smaller class (at the same 100 joins a second) while profiling.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { CLASS_TIMER_URL } from '../../shared/contracts/class-timer-config';
import { EVENTS_URL } from '../../shared/contracts/live-config';
import { classJoinUrl, seatsUrl, type ClassJoin, type RosterSeat } from '../../shared/contracts/seats-config';
import { startNginx, type RunningNginx } from '../../e2e/support/nginx';
import { adminCookie, startServer, type RunningServer } from '../../e2e/support/server';
import { freshPostgres, median, p99, printTable, verdict, type Row } from './lib';

/** The class (SCALE_BENCH_SEATS for a smaller run while profiling); the servers' seat cap is set to it. */
const STUDENTS = Number(process.env.SCALE_BENCH_SEATS ?? 2_000);
const JOIN_WINDOW_MS = (STUDENTS / 100) * 1_000;
/** One stream a seat: the "2,000 open streams" for 2,000 seats. */
const STREAMS_PER_SEAT = 1;
const STREAMS = STUDENTS * STREAMS_PER_SEAT;
const JOIN_P99_TARGET_MS = 1_000;
const TIMER_P99_TARGET_MS = 1_000;
const RSS_TARGET_MB = 300;
/**
 * Each app process in a session of its own, as three services (systemd units, containers) run: the kernel
 * shares the cores between sessions first (autogroup), so on a machine other sessions keep busy, three
 * processes of the bench's own session get one session's share between them. SCALE_BENCH_ONE_SESSION=1 runs
 * them in the bench's session, to compare.
 */
const OWN_SESSIONS = !process.env.SCALE_BENCH_ONE_SESSION;
/** A phase that has not finished by then has hung. */
const PHASE_DEADLINE_MS = 60_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(work: Promise<T>, ms: number, what: string) =>
  Promise.race([
    work,
    pause(ms).then(() => {
      throw new Error(`${what} did not finish within ${ms} ms`);
    }),
  ]);
/** Student i's address: nginx appends its own hop, so the servers trust two (TRUST_PROXY=2). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
interface Seat {
  i: number;
  cookie: string;
}

/** Each student's requests on a connection of their own (phones), through node:http: lighter than fetch. */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** A student joins; `ms` until the answer's headers came. */
function join(url: string, code: string, i: number): Promise<{ seat: Seat; ms: number }> {
  const body = JSON.stringify({ name: `Student ${i}`, lang: 'en', code });
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      `${url}${seatsUrl}`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: url,
          'X-Forwarded-For': addressOf(i),
        },
      },
      (res) => {
        const ms = performance.now() - t0;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 201) return reject(new Error(`join: ${res.statusCode} ${text}`));
          const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
          if (!cookies.some((c) => c.startsWith('seat=')))
            return reject(new Error('no seat cookie with the join'));
          resolve({ seat: { i, cookie: cookies.join('; ') }, ms });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Stream {
  /** Resolves with the time the first `timer` event arrived (performance.now()). */
  timer: Promise<number>;
  close(): void;
}

/** A seat's live stream; resolves once its hello came. */
function openStream(url: string, seat: Seat): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let onTimer: (t: number) => void = () => {};
    const timer = new Promise<number>((r) => (onTimer = r));
    const req = http.get(
      `${url}${EVENTS_URL}`,
      { agent, headers: { Cookie: seat.cookie, 'X-Forwarded-For': addressOf(seat.i) } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`stream answered ${res.statusCode}`));
        }
        res.setEncoding('utf8');
        let seen = '';
        let hello = false;
        res.on('data', (chunk: string) => {
          seen += chunk;
          if (!hello && seen.includes('"type":"hello"')) {
            hello = true;
            resolve({ timer, close: () => req.destroy() });
          }
          if (seen.includes('"type":"timer"')) onTimer(performance.now());
          seen = seen.slice(-64); // enough to hold a split "type" between chunks
        });
      },
    );
    req.on('error', reject);
  });
}

/**
 * A process's CPU seconds (all its threads, user and system) and the seconds its main thread was ready to run
 * but waited for a core (the kernel's run queue), from /proc (Linux).
 */
function schedOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const waitNs = Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
  return { cpu: (Number(stat[11]) + Number(stat[12])) / 100, waited: waitNs / 1e9 };
}

/** Resident memory of a process, from /proc (Linux). */
const rssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
};

async function measure(url: string, apps: RunningServer[], rows: Row[]) {
  const admin = await adminCookie(apps[0]!.url);
  const settings = await fetch(`${url}${classJoinUrl}`, { headers: { Cookie: admin } });
  const { code } = ((await settings.json()) as { data: ClassJoin }).data;

  // joins spread evenly over the window, as a big class scanning the QR code
  const seats: Seat[] = [];
  const joinTimes: number[] = [];
  const failures: string[] = [];
  const schedBefore = apps.map((a) => schedOf(a.process.pid!));
  const benchCpuBefore = process.cpuUsage();
  const t0 = performance.now();
  await within(
    Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        await pause((i * JOIN_WINDOW_MS) / STUDENTS);
        try {
          const r = await join(url, code, i);
          seats.push(r.seat);
          joinTimes.push(r.ms);
        } catch (err) {
          failures.push((err as Error).message);
        }
      }),
    ),
    JOIN_WINDOW_MS + PHASE_DEADLINE_MS,
    'the joins',
  );
  const joinElapsed = performance.now() - t0;
  const sched = apps.map((a, k) => {
    const after = schedOf(a.process.pid!);
    return { cpu: after.cpu - schedBefore[k]!.cpu, waited: after.waited - schedBefore[k]!.waited };
  });
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const appCpuMs = (sched.reduce((sum, x) => sum + x.cpu, 0) / STUDENTS) * 1_000;
  console.log(
    `  During the joins (${(joinElapsed / 1000).toFixed(1)} s) the app processes used ${appCpuMs.toFixed(1)} ms ` +
      `of CPU a join, and each one's main thread waited ${sched.map((x) => x.waited.toFixed(1)).join(', ')} s ` +
      `for a core; the bench used ${((benchCpu.user + benchCpu.system) / 1_000 / STUDENTS).toFixed(1)} ms a join.`,
  );
  const roster = (
    (await (await fetch(`${url}${seatsUrl}`, { headers: { Cookie: admin } })).json()) as {
      data: RosterSeat[];
    }
  ).data;
  const once =
    failures.length === 0 &&
    roster.length === STUDENTS &&
    new Set(roster.map((s) => s.id)).size === STUDENTS &&
    new Set(roster.map((s) => s.name)).size === STUDENTS;
  const joinP99 = joinTimes.length ? p99(joinTimes) : Infinity;
  rows.push(
    {
      measure: `${STUDENTS} joins in ${JOIN_WINDOW_MS / 1000} s through nginx: POST p99`,
      value: `${joinP99.toFixed(0)} ms (median ${joinTimes.length ? median(joinTimes).toFixed(0) : '-'} ms; all answered in ${(joinElapsed / 1000).toFixed(1)} s)`,
      target: `< ${JOIN_P99_TARGET_MS} ms`,
      verdict: verdict(joinP99 < JOIN_P99_TARGET_MS),
    },
    {
      measure: 'Seated exactly once: roster, unique ids and names',
      value: `${roster.length} on the roster; ${failures.length} failed`,
      target: `${STUDENTS}, 0 failed`,
      verdict: verdict(once),
    },
  );
  for (const f of new Set(failures)) console.log(`  join failed: ${f}`);

  // the streams, opened in batches so the bench's own connects do not time out
  const streams: Stream[] = [];
  const streamFailures: string[] = [];
  await within(
    (async () => {
      for (let b = 0; b < seats.length * STREAMS_PER_SEAT; b += 100)
        await Promise.all(
          seats
            .slice(b / STREAMS_PER_SEAT, (b + 100) / STREAMS_PER_SEAT)
            .flatMap((s) => Array.from({ length: STREAMS_PER_SEAT }, () => s))
            .map((s) =>
              openStream(url, s).then(
                (st) => void streams.push(st),
                (err: Error) => void streamFailures.push(err.message),
              ),
            ),
        );
    })(),
    PHASE_DEADLINE_MS,
    'opening the streams',
  );
  for (const f of new Set(streamFailures)) console.log(`  stream failed: ${f}`);
  await pause(2_000); // the opens settle (their database writes) before the change

  const sent = performance.now();
  const put = await fetch(`${url}${CLASS_TIMER_URL}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: admin },
    body: JSON.stringify({ label: 'Negotiation', seconds: 1200 }),
  });
  if (!put.ok) throw new Error(`class timer: ${put.status} ${await put.text()}`);
  const arrivals = await within(
    Promise.all(streams.map((s) => s.timer.then((t) => t - sent))),
    PHASE_DEADLINE_MS,
    'the timer event',
  ).catch(() => [] as number[]);
  const timerP99 = arrivals.length === STREAMS ? p99(arrivals) : Infinity;
  rows.push({
    measure: `Class timer change to ${STREAMS} open streams over 3 processes: p99 until each has it`,
    value: `${timerP99.toFixed(0)} ms (${arrivals.length} of ${streams.length} streams; last ${arrivals.length ? Math.max(...arrivals).toFixed(0) : '-'} ms)`,
    target: `< ${TIMER_P99_TARGET_MS} ms, all ${STREAMS}`,
    verdict: verdict(timerP99 < TIMER_P99_TARGET_MS),
  });

  const rss = apps.map((a) => rssMb(a.process.pid!));
  rows.push({
    measure: `Memory (RSS) per app process, ${streams.length} streams open`,
    value: rss.map((mb) => `${mb.toFixed(0)} MB`).join(', '),
    target: `< ${RSS_TARGET_MB} MB each`,
    verdict: verdict(rss.every((mb) => mb < RSS_TARGET_MB)),
  });
  for (const s of streams) s.close();
}

const apps: RunningServer[] = [];
let balancer: RunningNginx | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function cleanUp() {
  await balancer?.stop();
  await Promise.all(apps.map((a) => a.stop()));
  await dropDatabase?.();
}

async function main() {
  const rows: Row[] = [];
  const db = await freshPostgres();
  if (!db) {
    console.log('scale bench: no PostgreSQL at 127.0.0.1:5432; skipped');
    return 0;
  }
  dropDatabase = db.drop;
  try {
    const env = {
      DATABASE_URL: db.url,
      TRUST_PROXY: '2',
      RATE_LIMIT_DISABLED: 'false',
      SEATS_PER_CLASS_MAX: String(STUDENTS),
    };
    // the first migrates the fresh database; the other two find it ready
    apps.push(await startServer(env, undefined, { ownSession: OWN_SESSIONS }));
    apps.push(
      ...(await Promise.all([
        startServer(env, undefined, { ownSession: OWN_SESSIONS }),
        startServer(env, undefined, { ownSession: OWN_SESSIONS }),
      ])),
    );
    balancer = await startNginx(
      apps.map((a) => new URL(a.url).host),
      { workerConnections: 4 * STREAMS + 1024 },
    );
    await measure(balancer.url, apps, rows);
  } finally {
    await cleanUp();
  }
  const load = os.loadavg().map((l) => l.toFixed(2));
  printTable(
    `Scaling out (3 processes${OWN_SESSIONS ? ', each in a session of its own' : " in the bench's session"}, nginx, ` +
      `PostgreSQL, bench on the same machine: ${os.cpus().length} cores, load average ${load.join(' / ')})`,
    rows,
  );
  return rows.some((r) => r.verdict === 'FAIL') ? 1 : 0;
}

/** Ends the bench, failed, with every process stopped and the database dropped. */
function abort(why: string) {
  console.error(`scale bench: ${why}; stopped`);
  for (const a of apps) a.process.kill('SIGKILL');
  balancer?.process.kill('SIGKILL');
  void Promise.resolve(dropDatabase?.())
    .catch(() => {})
    .finally(() => process.exit(1));
}
// bounded: a hang ends the bench; so does Ctrl-C, which the servers in sessions of their own do not get
setTimeout(() => abort('still running after 240 s'), 240_000).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(`${signal}`));
process.exit(
  await main().catch(async (err: Error) => {
    console.error(`scale bench failed: ${err.stack ?? err.message}`);
    return 1;
  }),
);

import { spawnSync } from 'node:child_process';
import pg from 'pg';

export interface Row {
  measure: string;
  value: string;
  target: string;
  verdict: string;
}

export const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The nearest-rank percentile: the value p% of the samples are at or below. */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
export const p99 = (xs: number[]) => percentile(xs, 99);

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

/**
 * The servers a bench starts run without rate limits (as the e2e servers do), so a figure measures the route,
 * not a budget; BENCH_RATE_LIMITS=on turns them on, to measure what counting the limits costs.
 */
export const benchLimits: Record<string, string> =
  process.env.BENCH_RATE_LIMITS === 'on' ? { RATE_LIMIT_DISABLED: 'false' } : {};

const PG_ROOT = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the local PostgreSQL, or null when none is running. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (spawnSync('pg_isready', ['-h', '127.0.0.1', '-q']).status !== 0) return null;
  const name = `course_bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: PG_ROOT });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(PG_ROOT);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: PG_ROOT });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

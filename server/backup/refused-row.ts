import { sql } from 'drizzle-orm';
import { BackupError } from './backup-file';
import { insertRows, rowsOf, type Queries } from './queries';

/** Where a batch of a table's rows starts in the backup: the table's row number and the file's line number. */
export interface BatchStart {
  row: number;
  line: number;
}

/** The database's own error under the driver's wrapper (drizzle's holds the query and its parameters). */
function databaseError(err: unknown): {
  message: string;
  code?: string;
  column?: string;
  constraint?: string;
} {
  let e = err as { cause?: unknown; code?: unknown } | undefined;
  while (e && typeof e.code !== 'string' && e.cause) e = e.cause as typeof e;
  const found = (e ?? {}) as { message?: string; code?: string; column?: string; constraint?: string };
  return {
    message: typeof found.message === 'string' ? found.message : 'unknown error',
    code: found.code,
    column: found.column,
    constraint: found.constraint,
  };
}

/**
 * The database's message without the value it quotes: PostgreSQL ends a refused input with `: "the value"`
 * and quotes other values (`value "…" is out of range`) as it quotes names. Only the table's own names
 * (its columns, the constraint) stay; the message's DETAIL, which repeats the whole row, is never read.
 */
function withoutValues(message: string, names: Set<string>): string {
  return message
    .replace(/: ".*$/s, ': "…"')
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
}

/** Runs `step` in a savepoint: when it fails, the transaction goes on as before it. */
async function inSavepoint(q: Queries, step: () => PromiseLike<unknown>): Promise<unknown> {
  await q.execute(sql`savepoint restore_row`);
  try {
    await step();
    await q.execute(sql`release savepoint restore_row`);
    return undefined;
  } catch (err) {
    await q.execute(sql`rollback to savepoint restore_row`);
    return err ?? new Error('failed');
  }
}

/**
 * Inserts a batch of a table's rows (queries.ts insertRows). When the database refuses the batch, finds the
 * first row it refuses on its own and the column whose value it cannot read, and throws a BackupError that
 * names the table, the row, the line, the column and the database's error, never a value of any row: a
 * backup holds students' names and seat codes, and a failed restore's output is read on screens and pasted
 * into messages.
 */
export async function insertOrNameRefusedRow(
  q: Queries,
  file: string,
  table: string,
  columns: Array<{ name: string; type: string }>,
  lines: string[],
  start: BatchStart,
): Promise<void> {
  const refused = await inSavepoint(q, () => insertRows(q, table, columns, lines));
  if (!refused) return;
  for (const [i, line] of lines.entries()) {
    const err = await inSavepoint(q, () => insertRows(q, table, columns, [line]));
    if (!err) continue;
    const { column, constraint } = databaseError(err);
    const named =
      (await unreadableColumn(q, columns, line)) ??
      column ??
      (constraint && (await constraintColumns(q, table, constraint)));
    throw refusal(
      file,
      table,
      columns,
      { row: start.row + i, line: start.line + i },
      named || undefined,
      err,
    );
  }
  // each row goes in on its own: the batch was refused for something no single row shows
  throw refusal(file, table, columns, start, undefined, refused);
}

/** The first column whose value the database cannot read as the column's type, if any. */
async function unreadableColumn(
  q: Queries,
  columns: Array<{ name: string; type: string }>,
  line: string,
): Promise<string | undefined> {
  const values = JSON.parse(line) as Array<string | null>;
  for (const [i, c] of columns.entries()) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    if (await inSavepoint(q, () => q.execute(sql`select ${value}::text::${sql.raw(c.type)}`))) return c.name;
  }
  return undefined;
}

/** The columns a constraint of the table covers (a unique key, a foreign key), as "a, b". */
async function constraintColumns(q: Queries, table: string, constraint: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ columns: string | null }>(
    q,
    sql`select string_agg(a.attname, ', ' order by a.attnum) as "columns"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.conname = ${constraint} and c.conrelid = to_regclass(quote_ident(${table}))`,
  );
  return row?.columns ?? undefined;
}

function refusal(
  file: string,
  table: string,
  columns: Array<{ name: string }>,
  at: BatchStart,
  column: string | undefined,
  err: unknown,
): BackupError {
  const e = databaseError(err);
  const names = new Set([table, ...columns.map((c) => c.name), ...(e.constraint ? [e.constraint] : [])]);
  const where = `row ${at.row} of ${table} (line ${at.line} of the file)${column ? `, column ${column}` : ''}`;
  return new BackupError(
    `${file}: the database refused ${where}: ${withoutValues(e.message, names)}` +
      `${e.code ? ` (SQLSTATE ${e.code})` : ''}. Nothing was restored. The row's values are not shown: ` +
      'they may be personal data.',
  );
}

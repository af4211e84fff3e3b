import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { BackupTable } from './backup-tables';

/** A database or a transaction on it: all the backup needs is to run SQL. */
export interface Queries {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The rows of a query: both drivers answer `{ rows }`. */
export const rowsOf = async <T>(q: Queries, query: SQL) => ((await q.execute(query)) as { rows: T[] }).rows;
const ident = (name: string) => sql.identifier(name);
const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/** A table's rows as JSON arrays of PostgreSQL's text for each value, in key order, 1,000 at a time. */
export async function* readRows(q: Queries, table: BackupTable): AsyncGenerator<string[]> {
  const values = list(table.columns.map((c) => sql`${ident(c)}::text`));
  const order = table.orderBy.length ? sql` order by ${list(table.orderBy.map(ident))}` : sql``;
  await q.execute(
    sql`declare backup_rows no scroll cursor for select to_json(array[${values}])::text as "line" from ${ident(table.name)}${order}`,
  );
  for (;;) {
    const batch = await rowsOf<{ line: string }>(q, sql`fetch 1000 from backup_rows`);
    if (batch.length === 0) break;
    yield batch.map((r) => r.line);
  }
  await q.execute(sql`close backup_rows`);
}

/** The tables of the database's own schema (public), by name. */
export async function existingTables(q: Queries): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    q,
    sql`select relname as "name" from pg_class where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') order by relname`,
  );
  return rows.map((r) => r.name);
}

/** Each stored column of a table and its type's name, to read a value's text back as that type. */
export async function columnTypes(q: Queries, table: string): Promise<Map<string, string>> {
  const rows = await rowsOf<{ name: string; type: string }>(
    q,
    sql`select attname as "name", atttypid::regtype::text as "type" from pg_attribute
        where attrelid = to_regclass(quote_ident(${table})) and attnum > 0 and not attisdropped and attgenerated = ''`,
  );
  return new Map(rows.map((r) => [r.name, r.type]));
}

export async function countRows(q: Queries, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(q, sql`select count(*)::int as "n" from ${ident(table)}`);
  return row!.n;
}

/**
 * Inserts rows given as JSON arrays of text (`lines`, as readRows wrote them): the database parses each value
 * as its column's type, so nothing is lost or reinterpreted on the way. Ids are inserted as they were.
 */
export async function insertRows(
  q: Queries,
  table: string,
  columns: Array<{ name: string; type: string }>,
  lines: string[],
): Promise<void> {
  const values = list(columns.map((c, i) => sql`(r->>${sql.raw(String(i))})::${sql.raw(c.type)}`));
  await q.execute(
    sql`insert into ${ident(table)} (${list(columns.map((c) => ident(c.name)))}) overriding system value
        select ${values} from json_array_elements(${`[${lines.join(',')}]`}::text::json) as r`,
  );
}

/** Holds the tables until the transaction ends: no other connection reads or writes them meanwhile. */
export async function lockTables(q: Queries, tables: string[]): Promise<void> {
  if (tables.length) await q.execute(sql`lock table ${list(tables.map(ident))} in access exclusive mode`);
}

/** Empties the tables, all in one statement (so foreign keys between them do not stand in the way). */
export async function emptyTables(q: Queries, tables: string[]): Promise<void> {
  if (tables.length) await q.execute(sql`truncate table ${list(tables.map(ident))}`);
}

/**
 * Sets every serial or identity sequence of the tables to follow the largest id stored, so the next row
 * inserted gets a new id.
 */
export async function resetSequences(q: Queries, tables: string[]): Promise<void> {
  for (const table of tables) {
    const owned = await rowsOf<{ column: string; sequence: string }>(
      q,
      sql`select attname as "column", pg_get_serial_sequence(quote_ident(${table}), attname) as "sequence"
          from pg_attribute where attrelid = to_regclass(quote_ident(${table})) and attnum > 0 and not attisdropped
          and pg_get_serial_sequence(quote_ident(${table}), attname) is not null`,
    );
    for (const { column, sequence } of owned)
      await q.execute(
        sql`select setval(${sequence}, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
      );
  }
}

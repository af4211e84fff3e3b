import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGS, simulationKeys } from '../simulations';
import { INT32_MAX, INT32_MIN } from './int';

/** Every contract module: the request bodies the API parses with them. */
const here = fileURLToPath(new URL('.', import.meta.url));
const modules = Object.fromEntries(
  await Promise.all(
    fs
      .readdirSync(here)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map(async (file) => [file, (await import(`./${file}`)) as Record<string, unknown>] as const),
  ),
);

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** What a schema maker may take: a language, or a simulation and a language (a result's form). */
const makerArguments = LANGS.flatMap((lang) => [[lang], ...simulationKeys().map((key) => [key, lang])]);

/** The schemas a module exports, and those its exported `...Schema(...)` makers make for each argument. */
function exportedSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports)) {
      if (isSchema(value)) found.push([`${file} ${name}`, value]);
      else if (typeof value === 'function' && /Schema$/.test(name))
        for (const args of makerArguments) {
          let made: unknown;
          try {
            made = (value as (...args: string[]) => unknown)(...args);
          } catch {
            continue; // not a maker of these arguments (a simulation without a report form)
          }
          if (isSchema(made)) found.push([`${file} ${name}(${args.join(', ')})`, made]);
        }
    }
  return found;
}

/** The integer fields inside a schema (zod's definition tree), by path. */
function integerFields(schema: z.ZodType, at: string, out: Map<string, z.ZodNumber>, seen = new Set()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const walk = (child: unknown, path = at) => {
    if (isSchema(child)) integerFields(child, path, out, seen);
  };
  if (schema instanceof z.ZodNumber) {
    if (schema.isInt) out.set(at, schema);
    return out;
  }
  if (def.type === 'object')
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
      walk(child, `${at}.${key}`);
  for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'rest'])
    walk(def[key]);
  for (const key of ['options', 'items']) if (Array.isArray(def[key])) for (const c of def[key]) walk(c);
  return out;
}

const fields = new Map<string, z.ZodNumber>();
for (const [name, schema] of exportedSchemas()) integerFields(schema, name, fields);

describe('every integer the API accepts fits PostgreSQL integer', () => {
  it('finds the integer fields of the contracts (ids, table numbers, versions, sizes, seconds)', () => {
    const names = [...fields.keys()].join('\n');
    for (const field of ['confirmBodySchema.version', 'settleBodySchema.version', 'retentionDays', 'round'])
      expect(names).toContain(field);
    expect(fields.size).toBeGreaterThan(10);
  });

  it('no integer field accepts a number outside int4 (-2147483648 to 2147483647)', () => {
    const outside = fc.oneof(
      fc.maxSafeInteger().filter((n) => n < INT32_MIN || n > INT32_MAX),
      fc.constantFrom(INT32_MAX + 1, INT32_MIN - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
    );
    for (const [name, field] of fields)
      fc.assert(
        fc.property(outside, (n) => {
          expect(field.safeParse(n).success, `${name} accepted ${n}`).toBe(false);
        }),
      );
  });

  it('each integer field states its bounds, within int4', () => {
    for (const [name, field] of fields) {
      expect(field.minValue ?? -Infinity, name).toBeGreaterThanOrEqual(INT32_MIN);
      expect(field.maxValue ?? Infinity, name).toBeLessThanOrEqual(INT32_MAX);
    }
  });
});

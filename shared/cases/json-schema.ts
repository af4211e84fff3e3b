import { z } from 'zod';
import { caseFileSchema } from './schema';

/**
 * The case file's schema as JSON Schema, for editors: what the schema can say (fields, types, patterns, the
 * lists' lengths); the checks beyond it (figures named in the documents, who may see them) are
 * npm run case:check's. Refinements are left out, defaults are marked.
 */
export function caseFileJsonSchema(): string {
  const schema = z.toJSONSchema(caseFileSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ title: 'Case package: case.yaml', ...schema }, null, 2)}\n`;
}

/**
 * Writes content/cases/case.schema.json from the case file's zod schema (shared/cases/schema.ts), so an editor
 * that reads JSON Schema (the `# yaml-language-server: $schema=../case.schema.json` line atop each case.yaml)
 * checks a case file as one types. `npm run case:schema`; a test fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseFileJsonSchema } from '../shared/cases/json-schema';
import { builtInCasesDir } from '../server/modules/cases/built-in';

const file = join(builtInCasesDir(), 'case.schema.json');
writeFileSync(file, caseFileJsonSchema());
console.log(`wrote ${file}`);

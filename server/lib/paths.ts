import { fileURLToPath } from 'node:url';

/**
 * The project root. This file lives in server/lib/ and the bundled server in dist/server/,
 * both two levels down, so the same relative URL works from source (tsx, vitest) and from the build.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

export const paths = {
  root,
  migrations: `${root}migrations`,
  content: `${root}content`,
  publicDir: `${root}public`,
  /** The slide PDFs: outside the static root, so the access-checked /decks route is the only way to them. */
  deckPdfs: `${root}content/decks/pdf`,
  clientDist: `${root}dist/client`,
  /** The repository's docs: the instructor's guide and its screenshots are served from here (/guide). */
  docs: `${root}docs`,
};

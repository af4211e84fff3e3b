/**
 * Builds the workshop slide decks and handouts, English and Korean:
 * content/decks/{key}[-handout][.ko].md -> content/decks/pdf/{key}[-handout][.ko].pdf (scripts/decks/sources.ts),
 * and beside each slide PDF its speaker notes, content/decks/pdf/{key}[.ko].notes.json (scripts/decks/notes.ts);
 * and the cases' debrief decks, instructor only, in each case package:
 * content/cases/{slug}/debrief-deck.{en,ko}.md -> content/cases/{slug}/debrief-deck.{en,ko}.pdf, their figures
 * written out from the package's case.yaml.
 *
 *   npx tsx scripts/build-decks.ts                   # (re)build everything
 *   npx tsx scripts/build-decks.ts --check           # fail if a committed PDF or notes file is missing or stale
 *   npx tsx scripts/build-decks.ts ai                # build only the named deck(s), both languages and handouts
 *   npx tsx scripts/build-decks.ts queen-of-sorrows  # build only that case's debrief deck, both languages
 *
 * Output is deterministic (fixed PDF dates), and files are only rewritten when
 * their bytes change. Source format: content/decks/README.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DECK_KEYS } from '../shared/keys';
import { parse } from 'yaml';
import { figureOf } from '../shared/cases/check';
import { renderPlaceholders } from '../shared/cases/placeholders';
import { caseFileSchema } from '../shared/cases/schema';
import type { Lang } from '../shared/simulations';
import { notesJson } from './decks/notes';
import { parseDeck } from './decks/parse-deck';
import { renderDeck } from './decks/render-deck';
import { listDebriefSources, listSources, type DeckSource } from './decks/sources';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DECKS_DIR = join(ROOT, 'content', 'decks');
const CASES_DIR = join(ROOT, 'content', 'cases');

/** Each folder of sources, with where its PDFs go: the workshop decks', then each case package's. */
const SETS: { dir: string; outputDir: string; list: (dir: string) => DeckSource[] }[] = [
  { dir: DECKS_DIR, outputDir: join(DECKS_DIR, 'pdf'), list: listSources },
  ...readdirSync(CASES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(CASES_DIR, e.name))
    .map((dir) => ({ dir, outputDir: dir, list: listDebriefSources })),
];

async function main(argv: string[]) {
  const check = argv.includes('--check');
  const named = argv.filter((a) => !a.startsWith('--'));
  const known = [...DECK_KEYS, ...SETS.slice(1).map((set) => basename(set.dir))];
  const unknown = named.filter((k) => !known.includes(k));
  if (unknown.length)
    throw new Error(`unknown deck key(s): ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const keys = named.length ? named : known;

  let stale = 0;
  for (const { dir, outputDir, list } of SETS) {
    mkdirSync(outputDir, { recursive: true });
    for (const src of list(dir).filter((s) => keys.includes(s.key)))
      stale += await build(src, dir, outputDir, check);
  }
  if (stale) {
    throw new Error(`${stale} deck file(s) are missing or out of date; run npm run decks:build`);
  }
}

/** Builds (or checks) one source's PDF and notes; answers how many of its files are stale. */
async function build(src: DeckSource, dir: string, outputDir: string, check: boolean): Promise<number> {
  let stale = 0;
  const sourcePath = join(dir, src.source);
  const outPath = join(outputDir, src.pdf);
  const text = readFileSync(sourcePath, 'utf8');
  const source = src.kind === 'debrief' ? withCaseFigures(text, dir, src.lang) : text;
  const deck = parseDeck(source, relative(ROOT, sourcePath));
  const rel = relative(ROOT, sourcePath);
  if (deck.key !== src.key) throw new Error(`${rel}: front matter key "${deck.key}" != "${src.key}"`);
  if (deck.lang !== src.lang) throw new Error(`${rel}: front matter lang "${deck.lang}" != "${src.lang}"`);
  if (deck.kind !== src.kind) throw new Error(`${rel}: front matter kind "${deck.kind}" != "${src.kind}"`);
  if (deck.kind === 'deck' && (deck.slides.length < 12 || deck.slides.length > 16)) {
    console.warn(`warning: ${src.source} has ${deck.slides.length} slides (the course aims for 12 to 16)`);
  }
  const pdf = await renderDeck(deck);
  const count = `${deck.slides.length} ${deck.kind === 'handout' ? 'pages' : 'slides'}`;
  const outputs: [string, Buffer, string][] = [
    [outPath, pdf, `${count}, ${(pdf.length / 1024).toFixed(1)} KB`],
  ];
  if (src.notes) {
    const notes = Buffer.from(notesJson(deck), 'utf8');
    outputs.push([join(outputDir, src.notes), notes, `speaker notes for ${count}`]);
  }
  for (const [file, bytes, what] of outputs) {
    const previous = existsSync(file) ? readFileSync(file) : null;
    const same = previous !== null && previous.equals(bytes);
    if (check) {
      if (!same) stale++;
      console.log(`${same ? 'ok   ' : 'STALE'} ${relative(ROOT, file)} (${what})`);
    } else {
      if (!same) writeFileSync(file, bytes);
      console.log(`${same ? 'unchanged' : 'wrote    '} ${relative(ROOT, file)}  ${what}`);
    }
  }
  return stale;
}

/** A debrief deck's source with its package's figures written out (npm run case:check reports a bad case file). */
function withCaseFigures(text: string, caseDir: string, lang: Lang): string {
  const file = caseFileSchema.parse(parse(readFileSync(join(caseDir, 'case.yaml'), 'utf8')));
  return renderPlaceholders(text, lang, (owner, name) => figureOf(file, owner, name)?.value);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`decks:build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

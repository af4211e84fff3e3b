/**
 * Builds the workshop slide decks and handouts, English and Korean:
 * content/decks/{key}[-handout][.ko].md -> content/decks/pdf/{key}[-handout][.ko].pdf (scripts/decks/sources.ts),
 * and beside each slide PDF its speaker notes, content/decks/pdf/{key}[.ko].notes.json (scripts/decks/notes.ts).
 *
 *   npx tsx scripts/build-decks.ts          # (re)build everything
 *   npx tsx scripts/build-decks.ts --check  # fail if a committed PDF or notes file is missing or stale
 *   npx tsx scripts/build-decks.ts ai       # build only the named deck(s), both languages and handouts
 *
 * Output is deterministic (fixed PDF dates), and files are only rewritten when
 * their bytes change. Source format: content/decks/README.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DECK_KEYS } from '../shared/keys';
import { notesJson } from './decks/notes';
import { parseDeck } from './decks/parse-deck';
import { renderDeck } from './decks/render-deck';
import { listSources } from './decks/sources';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = join(ROOT, 'content', 'decks');
const OUTPUT_DIR = join(ROOT, 'content', 'decks', 'pdf');

async function main(argv: string[]) {
  const check = argv.includes('--check');
  const named = argv.filter((a) => !a.startsWith('--'));
  const unknown = named.filter((k) => !(DECK_KEYS as readonly string[]).includes(k));
  if (unknown.length)
    throw new Error(`unknown deck key(s): ${unknown.join(', ')} (known: ${DECK_KEYS.join(', ')})`);
  const keys = named.length ? named : [...DECK_KEYS];

  mkdirSync(OUTPUT_DIR, { recursive: true });
  let stale = 0;
  for (const src of listSources(SOURCE_DIR).filter((s) => keys.includes(s.key))) {
    const sourcePath = join(SOURCE_DIR, src.source);
    const outPath = join(OUTPUT_DIR, src.pdf);
    const deck = parseDeck(readFileSync(sourcePath, 'utf8'), relative(ROOT, sourcePath));
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
      outputs.push([join(OUTPUT_DIR, src.notes), notes, `speaker notes for ${count}`]);
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
  }
  if (stale) {
    throw new Error(`${stale} deck file(s) are missing or out of date; run npm run decks:build`);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`decks:build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

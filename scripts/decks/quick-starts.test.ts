import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECK_KEYS } from '../../shared/keys';
import type { Lang, Slide } from './deck';
import { parseDeck } from './parse-deck';

/**
 * Each workshop deck's one-page quick-start (docs/quick-starts/{key}-deck.{en,ko}.md) against the deck itself:
 * its run sheet takes the slides in their order, every slide once, each block as long as its slides' speaker
 * notes say; its start times add up to the total it announces; the Korean one names the Korean deck's slides
 * with the same minutes; and the three numbers for the board are the exercise's own. (Its buttons and its
 * agreement with the Korean outline: shared/quick-starts.test.ts.)
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const deckOf = (key: string, lang: Lang) => {
  const file = `content/decks/${key}${lang === 'ko' ? '.ko' : ''}.md`;
  return parseDeck(read(file), file.split('/').at(-1)!);
};
const quickStart = (key: string, lang: Lang) => read(`docs/quick-starts/${key}-deck.${lang}.md`);

/** A slide's minutes, from its English notes: "Time: 15 min, then about 5 to share." is 20. */
function minutesOf(slide: Slide): number {
  const line = /^Time: .*$/m.exec(slide.notes ?? '')?.[0];
  expect(line, `slide ${slide.number}`).toBeDefined();
  const then = /then about (\d+)/.exec(line!);
  return Number(/\d+/.exec(line!)![0]) + (then ? Number(then[1]) : 0);
}

interface Row {
  start: number;
  /** The slides the block shows, by title; none for a break or the groups' presentations. */
  slides: string[];
  minutes: number;
}

/** A table under the heading that starts with `heading`: its rows' cells, without the header. */
function table(text: string, heading: RegExp): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  expect(start, String(heading)).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('|'))
      rows.push(
        line
          .slice(1, -1)
          .split(' | ')
          .map((c) => c.trim()),
      );
  }
  return rows.slice(2);
}

const runSheet = (text: string): Row[] =>
  table(text, /^## (Run sheet|진행표)/).map(([start, slides, minutes]) => ({
    start: Number(start),
    slides: slides === '—' ? [] : slides!.split(' · ').map((t) => t.replace(/^\*(.*)\*$/, '$1')),
    minutes: Number(minutes),
  }));
/** "(141 minutes, break included)", "(141분, 휴식 포함)". */
const announced = (text: string) =>
  Number(/^## (?:Run sheet \((\d+) minutes|진행표\((\d+)분)/m.exec(text)!.slice(1).find(Boolean));

const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
/** The numbers a slide states in its text and notes, as digits or as English words. */
const numbersOf = (slide: Slide) => {
  const text = JSON.stringify(slide);
  return new Set([
    ...[...text.matchAll(/(?<![\d.])\d+(?![\d.])/g)].map((m) => Number(m[0])),
    ...[...text.toLowerCase().matchAll(/\b(two|three|four|five)\b/g)].map((m) => WORDS[m[1]!]!),
  ]);
};

describe.each(DECK_KEYS)('the %s deck’s quick-start', (key) => {
  const deck = deckOf(key, 'en');
  const rows = runSheet(quickStart(key, 'en'));

  it('takes every slide once, in the deck’s order, each block as long as its slides’ notes say', () => {
    expect(rows.flatMap((r) => r.slides)).toEqual(deck.slides.map((s) => s.title));
    let next = 0;
    for (const row of rows) {
      if (row.slides.length === 0) continue;
      const slides = deck.slides.slice(next, next + row.slides.length);
      next += row.slides.length;
      expect(row.minutes, row.slides.join(' · ')).toBe(slides.map(minutesOf).reduce((a, b) => a + b, 0));
    }
  });

  it('starts each block when the one before it ends, and announces the total', () => {
    expect(rows[0]!.start).toBe(0);
    for (const [i, row] of rows.slice(1).entries()) expect(row.start).toBe(rows[i]!.start + rows[i]!.minutes);
    const last = rows.at(-1)!;
    expect(announced(quickStart(key, 'en'))).toBe(last.start + last.minutes);
    // a half day has one break, outside the slides
    expect(rows.filter((r) => r.slides.length === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('in Korean, names the Korean deck’s slides with the same minutes and the same total', () => {
    const ko = runSheet(quickStart(key, 'ko'));
    const koDeck = deckOf(key, 'ko');
    expect(koDeck.slides).toHaveLength(deck.slides.length);
    expect(ko.flatMap((r) => r.slides)).toEqual(koDeck.slides.map((s) => s.title));
    expect(ko.map((r) => [r.start, r.minutes, r.slides.length])).toEqual(
      rows.map((r) => [r.start, r.minutes, r.slides.length]),
    );
    expect(announced(quickStart(key, 'ko'))).toBe(announced(quickStart(key, 'en')));
  });

  it.each(['en', 'ko'] as const)(
    'puts on the board (%s) three numbers the exercise itself states',
    (lang) => {
      const numbers = table(
        quickStart(key, lang),
        /^## (Three numbers for the board|칠판에 적을 세 숫자)/,
      ).map((r) => Number(r[0]));
      expect(numbers).toHaveLength(3);
      const stated = new Set(
        deckOf(key, lang)
          .slides.filter((s) => s.layout === 'exercise')
          .flatMap((s) => [...numbersOf(s)]),
      );
      expect(numbers.filter((n) => !stated.has(n))).toEqual([]);
    },
  );
});

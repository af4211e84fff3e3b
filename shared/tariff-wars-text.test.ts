import { describe, expect, it } from 'vitest';
import { ROLE_LANGS } from './contracts/roles';
import { simulationOf } from './simulations';
import { tariffProjectorText } from './tariff-wars-text';
import { caseDocument } from './testing/case-documents';
import { tariffPayoffCells, tariffWars } from './testing/tariff-wars';

/**
 * Tariff Wars' payoffs make it a game of Chicken, not a prisoner's dilemma: against High,
 * Low earns more than High. The students' briefings must not call it a prisoner's dilemma (nor steer them
 * towards one); the instructor's teaching notes must say what it is.
 */

const read = caseDocument;
const tariff = simulationOf('solaraLunara');

const briefings = tariff.roles.flatMap((role) =>
  ROLE_LANGS.map((lang) => ({ role: role.slug, lang, file: role.content[lang] })),
);

/** "prisoner's dilemma" in any spelling, the bare word, and their Korean forms (죄수의 딜레마, 죄수 딜레마). */
const PRISONERS_DILEMMA = /prisoner|dilemma|죄수|딜레마/iu;

const payoff = (own: 'High' | 'Low', their: 'High' | 'Low') =>
  tariffPayoffCells().find((p) => p.own === own && p.their === their)!.ownPoints;

describe('Tariff Wars is described as what its payoffs make it', () => {
  it('the payoffs are those of Chicken: against High, Low pays more; taking turns beats steady Low/Low', () => {
    expect(payoff('Low', 'High')).toBeGreaterThan(payoff('High', 'High'));
    expect(payoff('High', 'Low') + payoff('Low', 'High')).toBeGreaterThan(2 * payoff('Low', 'Low'));
  });

  it('the checker finds the phrase in both languages', () => {
    expect(PRISONERS_DILEMMA.test("a classic Prisoner's Dilemma")).toBe(true);
    expect(PRISONERS_DILEMMA.test('전형적인 죄수의 딜레마입니다')).toBe(true);
    expect(PRISONERS_DILEMMA.test('a game of Chicken')).toBe(false);
  });

  it.each(briefings)('the $role briefing in $lang never calls it a prisoner’s dilemma', ({ file }) => {
    const text = read(file);
    expect(text.match(PRISONERS_DILEMMA)?.[0]).toBeUndefined();
  });

  it.each(briefings)(
    'the $role briefing in $lang says how the game is played on the site',
    ({ lang, file }) => {
      const text = read(file);
      const rules =
        lang === 'en'
          ? ['join code', 'lock', 'three minutes', 'talk round', 'one spokesperson', 'scores 0 points']
          : ['참여 코드', '확정', '약 3분', '대화 라운드', '대변인 한 명', '0점'];
      for (const rule of rules) expect(text, rule).toContain(rule);
    },
  );

  it.each(ROLE_LANGS)('the teaching notes in %s call it a game of Chicken', (lang) => {
    const text = read(tariff.teachingNotes![lang]);
    expect(text).toContain(lang === 'en' ? 'game of Chicken' : '치킨 게임');
    expect(text).toContain('P = 2 < S = 4');
  });
});

describe("the projector's words", () => {
  it('the Korean table has every key of the English one, each of the same kind', () => {
    const [en, ko] = [tariffProjectorText('en', tariffWars()), tariffProjectorText('ko', tariffWars())];
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      // a gloss (the Korean beside the English) is the English page's only
      if (key.endsWith('Gloss')) continue;
      expect(typeof ko[key], key).toBe(typeof en[key]);
    }
  });
});

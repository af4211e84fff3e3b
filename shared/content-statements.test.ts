import { koreanWon } from './format';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseFiguresOf } from './case-figures';
import { takeawayPages } from './class-flow';
import { ROLE_LANGS, type RoleLang } from './contracts/roles';
import { tariffBenchmarks, TEAM_SIZE_MAX, TEAM_SIZE_MIN, tariffPayoff } from './contracts/tariff-config';
import { SIMULATIONS, simulationOf } from './simulations';
import { tariffProjectorText } from './tariff-wars-text';
import { caseDocument, renderWithCaseFile } from './testing/case-documents';
import { castingFigures, legalFeeFigures } from './testing/seed-figures';
import { TARIFF_WARS, tariffWars, tariffRules } from './testing/tariff-wars';

/**
 * What the teaching documents say about the cases' numbers, worked out here from the data the site plays and
 * scores with: the Tariff Wars payoff table, each side's belief about the legal case's success fee, the team
 * sizes the site forms and the role sheets themselves. An instructor repeats these sentences to the class, so
 * one that the data contradicts is an error in front of the room.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const read = (file: string) => fs.readFileSync(root + file, 'utf8');

const notesOf = (key: string, lang: RoleLang) => caseDocument(simulationOf(key).teachingNotes![lang]);
const takeawayOf = (key: string, lang: RoleLang) =>
  caseDocument(takeawayPages().find((p) => p.key === key)!.files[lang]);
/** The debrief deck's source in its case package, figures written out as the deck build writes them. */
const debriefDeckOf = (key: string, lang: RoleLang) => {
  const dir = `content/cases/${simulationOf(key).slug}`;
  return renderWithCaseFile(read(`${dir}/case.yaml`), read(`${dir}/debrief-deck.${lang}.md`), lang);
};

describe('Tariff Wars: what a reply to a High earns, from the payoff table', () => {
  const crash = tariffPayoff(tariffRules(), 'High', 'High');
  const gaveWay = tariffPayoff(tariffRules(), 'Low', 'High');
  const grab = tariffPayoff(tariffRules(), 'High', 'Low');
  const steady = tariffPayoff(tariffRules(), 'Low', 'Low');
  /** In a round where the other side plays High again, what answering its High with a High costs each side. */
  const costToAnswerer = gaveWay - crash;
  const costToTarget = grab - crash;

  it('makes a crash cost the target far more than the side that answers', () => {
    expect({ crash, gaveWay, grab, steady }).toEqual({ crash: 2, gaveWay: 4, grab: 12, steady: 6 });
    expect(costToAnswerer).toBe(2);
    expect(costToTarget).toBe(10);
    // neither choice is best whatever the other side does: each is the better reply to one of theirs
    expect(tariffPayoff(tariffRules(), 'High', 'Low')).toBeGreaterThan(
      tariffPayoff(tariffRules(), 'Low', 'Low'),
    );
    expect(tariffPayoff(tariffRules(), 'Low', 'High')).toBeGreaterThan(
      tariffPayoff(tariffRules(), 'High', 'High'),
    );
  });

  /** The sentences each document must carry, in its language, built from the table. */
  const reply: Record<RoleLang, RegExp[]> = {
    en: [
      new RegExp(`\\b${costToAnswerer} points \\(from ${gaveWay} to ${crash}\\)`),
      new RegExp(`\\b${costToTarget} \\(from ${grab} to ${crash}\\)`),
      new RegExp(`High (pays|earns) ${grab}\\b`),
    ],
    ko: [
      new RegExp(`${costToAnswerer}점\\(${gaveWay}점에서 ${crash}점으로\\)`),
      new RegExp(`${costToTarget}점\\(${grab}점에서 ${crash}점으로\\)`),
      new RegExp(`높음은 ${grab}점을 얻습니다`),
    ],
  };
  /** What the review found stated, and the data contradicts: a punishment hurts the target more. */
  const contradicted: Record<RoleLang, RegExp[]> = {
    en: [
      /as much as (its target|the other side)/i,
      /retaliation costs? the retaliator/i,
      /costs? its maker more than its target/i,
      /\bNo choice is best\b/,
      /self-harm/i,
    ],
    ko: [
      /상대만큼/,
      /보복(은|하는 쪽에|한 쪽에) (비용|손해)/,
      /위협하는 쪽이 더 많이 잃/,
      /자해/,
      /하나의 수/,
    ],
  };
  const documents = ROLE_LANGS.flatMap((lang) => [
    { name: 'teaching note', lang, text: notesOf(TARIFF_WARS, lang) },
    { name: 'debrief deck', lang, text: debriefDeckOf(TARIFF_WARS, lang) },
    { name: 'takeaway', lang, text: takeawayOf(TARIFF_WARS, lang) },
  ]);

  it.each(documents)(
    'the $name in $lang weighs a punishment by the other side’s next choice',
    ({ lang, text }) => {
      for (const sentence of reply[lang]) expect(text).toMatch(sentence);
      for (const claim of contradicted[lang]) expect(text).not.toMatch(claim);
    },
  );

  it.each([TARIFF_WARS, 'tariffWarsB'])(
    '%s: no English note or takeaway says "no choice is best" (neither choice is, against everything)',
    (key) => {
      for (const text of [notesOf(key, 'en'), takeawayOf(key, 'en')])
        expect(text).not.toMatch(/\bno choice is best\b/i);
    },
  );

  it('the note and the deck price the threat of not locking against a High: its maker loses the Low, its target the grab', () => {
    const stated: Record<string, string> = {
      'note en': `costs its target ${grab} points and its maker ${gaveWay}`,
      'deck en': `we lose ${gaveWay}, they lose ${grab}`,
      'note ko': `상대에게서 ${grab}점을, 위협한 쪽에게서 ${gaveWay}점`,
      'deck ko': `우리는 ${gaveWay}점, 상대는 ${grab}점을 잃습니다`,
    };
    for (const lang of ROLE_LANGS) {
      expect(notesOf(TARIFF_WARS, lang)).toContain(stated[`note ${lang}`]);
      expect(debriefDeckOf(TARIFF_WARS, lang)).toContain(stated[`deck ${lang}`]);
    }
    expect(grab).toBeGreaterThan(gaveWay);
  });

  /** A benchmark table's rows for a pair's joint score: "| pattern | 45 | 22.5 / 22.5 |". */
  const benchmarkRows = (text: string, joint: number) =>
    text.split('\n').filter((l) => new RegExp(`^\\|.*\\| ${joint} \\| [\\d.]+ / [\\d.]+`).test(l));

  it('the mixed equilibrium, its 4.5 points and its 45 are the table’s, and the scoreboard does not draw the 45', () => {
    // High with probability p leaves the other side indifferent: grab(1-p) + crash p = steady(1-p) + gaveWay p
    const [num, den] = [grab - steady, grab - steady + (gaveWay - crash)];
    const p = num / den;
    const value = steady - (steady - gaveWay) * p;
    const joint = value * 2 * tariffRules().rounds;
    const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
    const fraction = `${num / gcd(num, den)}/${den / gcd(num, den)}`;
    const crashes = [(num * num) / gcd(num * num, den * den), (den * den) / gcd(num * num, den * den)];
    expect({ fraction, value, joint, crashes }).toEqual({
      fraction: '3/4',
      value: 4.5,
      joint: 45,
      crashes: [9, 16],
    });
    expect(Object.values(tariffBenchmarks(tariffRules()).plain)).not.toContain(joint);

    for (const lang of ROLE_LANGS) {
      for (const text of [notesOf(TARIFF_WARS, lang), takeawayOf(TARIFF_WARS, lang)]) {
        expect(text).toContain(String(value));
        expect(text).toContain(
          {
            en: `${crashes[0]} rounds out of ${crashes[1]}`,
            ko: `${crashes[1]}라운드 중 ${crashes[0]}라운드`,
          }[lang],
        );
        expect(benchmarkRows(text, joint)).toHaveLength(1);
      }
      const note = notesOf(TARIFF_WARS, lang);
      expect(note).toContain(fraction);
      // the note says which benchmarks the scoreboard draws, and that the 45 is for the board
      expect(note).toContain(
        { en: "The site's debrief draws three of them", ko: '세 가지를 표시하며' }[lang],
      );
      expect(note).toContain(
        { en: `mixed equilibrium's ${joint} is not on the scoreboard`, ko: `${joint}점은 점수판에 없으므로` }[
          lang
        ],
      );
      for (const score of Object.values(tariffBenchmarks(tariffRules()).plain))
        expect(benchmarkRows(note, score)).toHaveLength(1);
    }
  });

  it('the projector’s note names the game and says nothing of what the role documents call it', () => {
    expect(tariffProjectorText('en', tariffWars()).note).not.toMatch(/role documents/);
    expect(tariffProjectorText('ko', tariffWars()).note).not.toMatch(/역할 자료/);
  });
});

describe('Tariff Wars: the teams the note asks for are the teams the site forms', () => {
  const WORD = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
  const size: Record<RoleLang, (n: string) => number> = { en: (n) => WORD.indexOf(n), ko: Number };
  const sizes: Record<RoleLang, RegExp> = {
    en: /\bTeams of (\w+) to (\w+)\b/g,
    ko: /팀은 (\d+)~(\d+)명/g,
  };
  it.each(ROLE_LANGS)('in %s', (lang) => {
    const stated = [...notesOf(TARIFF_WARS, lang).matchAll(sizes[lang])].map((m) =>
      [m[1]!, m[2]!].map(size[lang]),
    );
    expect(stated).toEqual([[TEAM_SIZE_MIN, TEAM_SIZE_MAX]]);
  });
});

describe('the teaching notes state the role sheets’ length', () => {
  /** Words as a reader counts them: runs with a letter or a digit (a table's bars and dashes are not words). */
  const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  const num = (s: string) => Number(s.replace(/,/g, ''));
  const stated: Record<RoleLang, RegExp> = {
    en: /about ([\d,]+)(?: to ([\d,]+))? words/,
    ko: /영어 기준 약 ([\d,]+)(?:~([\d,]+))?단어/,
  };
  const sims = SIMULATIONS.filter((s) => s.teachingNotes);

  it.each(sims.map((s) => [s.key, s] as const))('%s, in both languages', (_key, sim) => {
    const counts = sim.roles.map((r) => words(caseDocument(r.content.en)));
    const ranges = ROLE_LANGS.map((lang) => {
      const m = stated[lang].exec(caseDocument(sim.teachingNotes![lang]));
      expect(m, `${sim.key} ${lang}`).not.toBeNull();
      return [num(m![1]!), num(m![2] ?? m![1]!)] as const;
    });
    expect(ranges[1]).toEqual(ranges[0]);
    const [low, high] = ranges[0]!;
    // "about 1,500 words": within 5%; "about 1,600 to 1,800 words": every sheet inside the range
    const [min, max] = low === high ? [low * 0.95, high * 1.05] : [low, high];
    for (const n of counts) {
      expect(n, `${sim.key}: ${counts.join(', ')} words`).toBeGreaterThanOrEqual(min);
      expect(n, `${sim.key}: ${counts.join(', ')} words`).toBeLessThanOrEqual(max);
    }
  });
});

describe('Shinhwa vs Daesung: the worked success fee, from each side’s belief', () => {
  const successFee = caseFiguresOf('shinhwaDaesung')!.termPoints!.find((t) => t.key === 'successFee')!;
  // million won: a guaranteed 2.0 billion won plus 1.2 billion won if the claim is dismissed in full
  const guaranteed = 2_000;
  const fee = 1_200;
  const flat = 2_700;
  const daesungExpects = guaranteed + fee * -successFee.points.daesung!;
  const shinhwaExpects = guaranteed + fee * successFee.points.shinhwa!;
  const bn = (m: number) => `${String(Math.round(m) / 1_000)} billion won`;
  const ko = (m: number) => koreanWon(Math.round(m) * 1_000_000);
  /** A flat fee (in millions) as a sentence states it: "2.7" (billion won) in English, "27억 원" in Korean. */
  const stated: Record<RoleLang, (m: number) => string> = { en: (m) => String(m / 1_000), ko };

  it('makes both sides prefer it to the flat fee the documents compare it with, and Daesung indifferent to its own expectation', () => {
    expect(daesungExpects).toBeCloseTo(2_600, 6);
    expect(shinhwaExpects).toBeCloseTo(2_840, 6);
    expect(daesungExpects).toBeLessThan(flat);
    expect(shinhwaExpects).toBeGreaterThan(flat);
    expect(guaranteed + fee).toBeLessThanOrEqual(legalFeeFigures.clientCeiling.value / 1_000_000);
  });

  const figures: Record<RoleLang, string[]> = {
    en: [
      bn(daesungExpects),
      bn(shinhwaExpects),
      `flat ${bn(flat)}`,
      `${bn(flat - daesungExpects)} less`,
      `${bn(shinhwaExpects - flat)} more`,
      bn(shinhwaExpects - daesungExpects),
    ],
    ko: [
      ko(daesungExpects),
      ko(shinhwaExpects),
      ko(flat),
      `${ko(flat - daesungExpects)} 덜`,
      `${ko(shinhwaExpects - flat)} 더`,
      ko(shinhwaExpects - daesungExpects),
    ],
  };
  /** A flat fee a document compares the success fee with, and the words that say Daesung is indifferent to it. */
  const flatFee: Record<RoleLang, RegExp> = {
    en: /flat (?:fee of )?([\d.]+) billion won/g,
    ko: /(\d+억(?: \d천만)? 원) 고정 보수|조건 없는 (\d+억(?: \d천만)? 원)/g,
  };
  const indifferent: Record<RoleLang, RegExp> = { en: /indifferent/, ko: /차이가 없/ };
  const documents = ROLE_LANGS.flatMap((lang) => [
    { name: 'teaching note', lang, text: notesOf('shinhwaDaesung', lang) },
    { name: 'debrief deck', lang, text: debriefDeckOf('shinhwaDaesung', lang) },
    { name: 'takeaway', lang, text: takeawayOf('shinhwaDaesung', lang) },
  ]);

  it.each(documents)(
    'the $name in $lang states the expectations and whom each flat fee suits',
    ({ lang, text }) => {
      for (const figure of figures[lang]) expect(text, figure).toContain(figure);
      const sentences = text.split({ en: /(?<=[.;])\s/, ko: /(?<=[.])\s|(?<=지만,)\s/ }[lang]);
      const amounts: string[] = [];
      for (const sentence of sentences) {
        for (const m of sentence.matchAll(flatFee[lang])) {
          const amount = m[1] ?? m[2]!;
          amounts.push(amount);
          // a flat fee at Daesung's own expectation suits it no better than the success fee
          if (amount === stated[lang](daesungExpects)) expect(sentence).toMatch(indifferent[lang]);
        }
      }
      expect(amounts).toContain(stated[lang](flat));
    },
  );
});

describe('Queen of Sorrows: the note agrees with the agent’s sheet and with the projector', () => {
  it.each(ROLE_LANGS)(
    'the anchoring finding rewards the opening the agent’s sheet advises, in %s',
    (lang) => {
      const note = notesOf('queenOfSorrows', lang);
      const bullet = note
        .split('\n')
        .find((l) => l.startsWith({ en: '- **Anchoring.**', ko: '- **기준점(앵커) 효과.**' }[lang]));
      expect(bullet).toBeDefined();
      // the sheet: open at or a little above the ideal, never above the previous lead's fee
      const sheet = caseDocument(
        simulationOf('queenOfSorrows').roles.find((r) => r.slug === 'agent')!.content[lang],
      );
      expect(sheet).toContain(
        { en: 'at or a little above your ideal', ko: '이상적인 목표와 같거나 조금 높은 금액' }[lang],
      );
      expect(bullet).toContain(castingFigures.agentIdeal[lang]);
      expect(bullet).not.toMatch(
        {
          en: /opened at or near 300 million won usually finish higher/,
          ko: /3억 원 또는 그에 가까운 금액으로 시작한 소속사 대표는/,
        }[lang],
      );
    },
  );

  it('Yeji’s old fee, the focal point, is revealed on the projector, and the notes ask about it as it is', () => {
    const onProjector = caseFiguresOf('queenOfSorrows')!.chart!.some(
      (f) => f.figure.label === castingFigures.pastEarning.label,
    );
    expect(onProjector).toBe(true);
    // the notes' reveal presses for it, and nothing still says it is missing
    expect(notesOf('queenOfSorrows', 'en')).toContain(
      `Press → once (${castingFigures.pastEarning.en}): "Yeji's old fee, in the middle of the zone`,
    );
    expect(notesOf('queenOfSorrows', 'ko')).toContain(
      `→ 키를 한 번 누릅니다(${castingFigures.pastEarning.ko}). "예지의 예전 출연료는 영역 한가운데에 있습니다.`,
    );
    // the notes' list of the reveal and the deck's key presses count it among the steps
    expect(notesOf('queenOfSorrows', 'en')).toContain(
      `${castingFigures.pastEarning.en} (Yeji's fee seven years ago), ${castingFigures.studioCeiling.en}`,
    );
    expect(debriefDeckOf('queenOfSorrows', 'en')).toContain(
      `Press once: ${castingFigures.pastEarning.en}, Yeji’s fee seven years ago`,
    );
    expect(debriefDeckOf('queenOfSorrows', 'ko')).toContain(
      `${castingFigures.pastEarning.ko}(7년 전 예지의 출연료)`,
    );
    for (const lang of ['en', 'ko'] as const)
      expect(notesOf('queenOfSorrows', lang) + debriefDeckOf('queenOfSorrows', lang)).not.toMatch(
        /no mark for Yeji|projector does not show|표시되지 않으니|출연료 1억 원이 없으니|프로젝터에 없는/,
      );
  });

  it('names whose target the producer paid above', () => {
    for (const text of [notesOf('queenOfSorrows', 'en'), debriefDeckOf('queenOfSorrows', 'en')])
      expect(text).not.toMatch(/above her target/);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANCHORED_POINTS,
  EARLIER_SURVEY_ITEMS,
  SURVEY_DIMENSIONS,
  SURVEY_ITEMS,
  scalePoints,
  scoreSurvey,
  surveyAnswersProblem,
  surveyDimensions,
  surveyText,
} from './survey';

const hangul = /[\uac00-\ud7a3]/;

describe('the post-negotiation survey', () => {
  it('asks sixteen questions, four on each of the inventory’s four factors, in that order', () => {
    expect(SURVEY_ITEMS).toHaveLength(16);
    expect(SURVEY_ITEMS.map((i) => i.dimension)).toEqual(SURVEY_DIMENSIONS.flatMap((d) => [d, d, d, d]));
    expect(new Set(SURVEY_ITEMS.map((i) => i.id)).size).toBe(16);
  });

  it('covers the facets the inventory measures, each by its own question', () => {
    const facets: Record<string, string> = {
      'how well the result serves one’s own side': 'outcomeOwn',
      'the balance of one’s own outcome against the other side’s': 'outcomeBalance',
      'feeling one lost out': 'outcomeLost',
      'whether the result is justified by objective criteria (legitimacy)': 'outcomeJustified',
      'losing face': 'selfFace',
      'feeling competent as a negotiator': 'selfAbility',
      'behaving according to one’s principles': 'selfPrinciples',
      'one’s opinion of oneself': 'selfImage',
      'being listened to': 'processHeard',
      'the fairness of the process': 'processFair',
      'how easily the talks reached their result': 'processSmooth',
      'whether the other side considered one’s needs and wishes': 'processNeeds',
      'the overall impression of the other side': 'relationshipImpression',
      'satisfaction with the relationship': 'relationshipContent',
      trust: 'relationshipTrust',
      'a foundation for the future': 'relationshipFuture',
    };
    expect(Object.values(facets).sort()).toEqual(SURVEY_ITEMS.map((i) => i.id).sort());
    // the two asked the other way round, as in the inventory: feeling one lost out, losing face
    expect(SURVEY_ITEMS.filter((i) => i.reverse).map((i) => i.id)).toEqual(['outcomeLost', 'selfFace']);
  });

  it('asks every question in English and Korean, each once, as a question', () => {
    for (const [texts, lang] of [
      [SURVEY_ITEMS.map((i) => i.text), 'en'],
      [SURVEY_ITEMS.map((i) => i.textKo), 'ko'],
    ] as const) {
      expect(new Set(texts).size, lang).toBe(16);
      for (const t of texts) {
        expect(t, t).toMatch(lang === 'ko' ? /니까\?$/ : /^[A-Z].*\?$/);
        if (lang === 'ko') expect(t).toMatch(hangul);
        else expect(t).not.toMatch(hangul);
      }
    }
  });

  it('gives every question its own words at 1, 4 and 7 in both languages', () => {
    for (const item of SURVEY_ITEMS) {
      for (const anchors of [item.anchors, item.anchorsKo]) {
        expect(Object.keys(anchors).map(Number), item.id).toEqual([...ANCHORED_POINTS]);
        expect(new Set(Object.values(anchors)).size, item.id).toBe(3);
      }
      for (const p of ANCHORED_POINTS) {
        expect(item.anchors[p].trim(), item.id).not.toBe('');
        expect(item.anchors[p], item.id).not.toMatch(hangul);
        // an answer in the respondent's own voice, as Korean questionnaires put it (…않는다, 타당하다, …했다)
        expect(item.anchorsKo[p], item.id).toMatch(/^[\uac00-\ud7a3 ]+다$/);
      }
    }
    // the low end is "not at all" (or a pole) and the high end "perfectly", "completely" or "extremely"
    const lows = new Set(SURVEY_ITEMS.map((i) => i.anchors[1]));
    expect(lows).toContain('Not at all');
    expect(SURVEY_ITEMS.map((i) => i.anchors[7])).toContain('Perfectly');
  });

  it('shows seven points, with words at 1, 4 and 7 and a number only between', () => {
    const item = SURVEY_ITEMS.find((i) => i.id === 'selfAbility')!;
    expect(scalePoints(item, 'en')).toEqual([
      { value: 1, label: 'Much lower' },
      { value: 2, label: null },
      { value: 3, label: null },
      { value: 4, label: 'Unchanged' },
      { value: 5, label: null },
      { value: 6, label: null },
      { value: 7, label: 'Much higher' },
    ]);
    expect(scalePoints(item, 'ko').map((p) => p.label)).toEqual([
      '크게 떨어졌다',
      null,
      null,
      '달라지지 않았다',
      null,
      null,
      '크게 높아졌다',
    ]);
  });

  it('names the four factors in both languages', () => {
    for (const d of SURVEY_DIMENSIONS) {
      expect(surveyDimensions[d].label).not.toMatch(hangul);
      expect(surveyDimensions[d].labelKo).toMatch(hangul);
    }
  });

  it('cites the inventory whose factors it covers', () => {
    expect(surveyText.source).toContain('Curhan, Elfenbein & Xu, 2006');
    expect(surveyText.sourceKo).toContain('Curhan, Elfenbein & Xu, 2006');
  });

  it('keeps its Korean with the back-translation: every question and anchor as the site shows it', () => {
    const doc = fs.readFileSync(new URL('../content/survey/back-translation.md', import.meta.url), 'utf8');
    for (const item of SURVEY_ITEMS) {
      const section = doc.split(/^### /m).find((s) => s.startsWith(`\`${item.id}\``));
      expect(section, item.id).toBeDefined();
      expect(section, item.id).toContain(item.textKo);
      expect(section, item.id).toContain(item.text);
      for (const p of ANCHORED_POINTS) {
        expect(section, `${item.id} ${p}`).toContain(`${p} ${item.anchorsKo[p]}`);
        expect(section, `${item.id} ${p}`).toContain(`${p} ${item.anchors[p]}`);
      }
      expect(section, item.id).toMatch(/Back-translation: \S/);
    }
  });
});

describe('scoreSurvey', () => {
  it('scores each factor as the mean of its four questions, the reversed ones reversed (worked example)', () => {
    const answers = {
      outcomeOwn: 6,
      outcomeBalance: 5,
      outcomeLost: 2, // asked the other way round: 2 counts as 6
      outcomeJustified: 4,
      selfFace: 1, // reversed: 7
      selfAbility: 4,
      selfPrinciples: 7,
      selfImage: 5,
      processHeard: 3,
      processFair: 4,
      processSmooth: 5,
      processNeeds: 2,
      relationshipImpression: 2,
      relationshipContent: 3,
      relationshipTrust: 1,
      relationshipFuture: 4,
    };
    const s = scoreSurvey(answers);
    // (6 + 5 + 6 + 4) / 4, (7 + 4 + 7 + 5) / 4, (3 + 4 + 5 + 2) / 4, (2 + 3 + 1 + 4) / 4
    expect(s.dimensions).toEqual({ outcome: 5.25, self: 5.75, process: 3.5, relationship: 2.5 });
    // the overall score: all sixteen, (21 + 23 + 14 + 10) / 16
    expect(s.global).toBe(4.25);
    expect(s.answered).toBe(16);

    // a question skipped leaves its factor the mean of the other three, and the overall of fifteen
    const { relationshipFuture: _skipped, ...fifteen } = answers;
    const t = scoreSurvey(fifteen);
    expect(t.dimensions.relationship).toBe(2);
    expect(t.global).toBeCloseTo(64 / 15, 12);
    expect(t.answered).toBe(15);
  });

  it('scores an earlier class’s twelve statements as they were scored (stored answers keep their figures)', () => {
    const answers = {
      outcome1: 6,
      outcome2: 5,
      outcome3: 2, // "I gave away more than I needed to": 2 reads as 6
      self1: 4,
      self2: 7,
      self3: 1, // reversed: 7
      process1: 3,
      process2: 4,
      process3: 5,
      relationship1: 2,
      relationship2: 3,
      // relationship3 skipped
    };
    const s = scoreSurvey(answers);
    expect(s.dimensions.outcome).toBeCloseTo(17 / 3, 12);
    expect(s.dimensions.self).toBe(6);
    expect(s.dimensions.process).toBe(4);
    expect(s.dimensions.relationship).toBe(2.5);
    expect(s.global).toBeCloseTo(52 / 11, 12);
    expect(s.answered).toBe(11);
    // and the two versions never share an id
    const today = new Set(SURVEY_ITEMS.map((i) => i.id));
    expect(EARLIER_SURVEY_ITEMS.filter((i) => today.has(i.id))).toEqual([]);
  });

  it('gives null, not a made-up middle, for what was skipped', () => {
    expect(scoreSurvey({})).toEqual({
      dimensions: { outcome: null, self: null, process: null, relationship: null },
      global: null,
      answered: 0,
    });
    const s = scoreSurvey({ processFair: 7 });
    expect(s.dimensions).toEqual({ outcome: null, self: null, process: 7, relationship: null });
    expect(s.global).toBe(7);
  });

  it('scores the best answers 7 and the worst 1 on every factor', () => {
    const best = Object.fromEntries(SURVEY_ITEMS.map((i) => [i.id, i.reverse ? 1 : 7]));
    const worst = Object.fromEntries(SURVEY_ITEMS.map((i) => [i.id, i.reverse ? 7 : 1]));
    expect(scoreSurvey(best).global).toBe(7);
    expect(scoreSurvey(worst).global).toBe(1);
    for (const d of SURVEY_DIMENSIONS) {
      expect(scoreSurvey(best).dimensions[d]).toBe(7);
      expect(scoreSurvey(worst).dimensions[d]).toBe(1);
    }
  });

  it('does not depend on the order of the answers, and ignores what is off the scale', () => {
    const a = { selfAbility: 3, outcomeOwn: 5, relationshipTrust: 6 };
    const b = { relationshipTrust: 6, selfAbility: 3, outcomeOwn: 5 };
    expect(scoreSurvey(a)).toEqual(scoreSurvey(b));
    expect(scoreSurvey({ ...a, outcomeBalance: 9, processHeard: 2.5, nope: 4 })).toEqual(scoreSurvey(a));
  });
});

describe('surveyAnswersProblem', () => {
  it('accepts answers on the scale, and none at all', () => {
    expect(surveyAnswersProblem({})).toBeNull();
    expect(surveyAnswersProblem({ outcomeOwn: 1, selfPrinciples: 7 })).toBeNull();
  });

  it('refuses values off the scale, unknown questions and other shapes, in both languages', () => {
    for (const bad of [0, 8, 3.5, '4', null, Number.NaN]) {
      expect(surveyAnswersProblem({ outcomeOwn: bad })).toBe(
        'The answer to "outcomeOwn" must be a whole number from 1 to 7.',
      );
    }
    expect(surveyAnswersProblem({ q99: 4 })).toBe('There is no survey question "q99".');
    expect(surveyAnswersProblem({ q99: 4 }, 'ko')).toBe('"q99"라는 설문 문항은 없습니다.');
    for (const bad of [null, [], 'x', 4]) expect(surveyAnswersProblem(bad)).toMatch(/^Answers must be/);
  });

  it('refuses the earlier version’s statements: no one answers them any more', () => {
    expect(surveyAnswersProblem({ outcome1: 4 })).toBe('There is no survey question "outcome1".');
  });
});

import { describe, expect, it } from 'vitest';
import {
  SURVEY_DIMENSIONS,
  SURVEY_ITEMS,
  SURVEY_SCALE,
  scoreSurvey,
  surveyAnswersProblem,
  surveyDimensions,
  surveyText,
} from './survey';

const hangul = /[\uac00-\ud7a3]/;

describe('the post-negotiation survey', () => {
  it('has 8 to 16 statements, at least two on each of the four dimensions', () => {
    expect(SURVEY_ITEMS.length).toBeGreaterThanOrEqual(8);
    expect(SURVEY_ITEMS.length).toBeLessThanOrEqual(16);
    for (const d of SURVEY_DIMENSIONS) {
      expect(SURVEY_ITEMS.filter((i) => i.dimension === d).length, d).toBeGreaterThanOrEqual(2);
    }
  });

  it('says every statement, dimension and scale point in English and Korean, each once', () => {
    const texts = [
      ...SURVEY_ITEMS.flatMap((i) => [i.text, i.textKo]),
      ...Object.values(surveyDimensions).flatMap((d) => [d.label, d.labelKo]),
      ...SURVEY_SCALE.flatMap((p) => [p.label, p.labelKo]),
    ];
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(SURVEY_ITEMS.map((i) => i.id)).size).toBe(SURVEY_ITEMS.length);
    for (const i of SURVEY_ITEMS) {
      expect(i.text.trim(), i.id).not.toBe('');
      expect(i.text, i.id).not.toMatch(hangul);
      expect(i.textKo, i.id).toMatch(hangul);
    }
    for (const d of Object.values(surveyDimensions)) expect(d.labelKo).toMatch(hangul);
    for (const p of SURVEY_SCALE) expect(p.labelKo).toMatch(hangul);
    expect(SURVEY_SCALE.map((p) => p.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('cites the inventory whose dimensions it follows', () => {
    expect(surveyText.source).toContain('Curhan, Elfenbein & Xu, 2006');
    expect(surveyText.sourceKo).toContain('Curhan, Elfenbein & Xu, 2006');
  });
});

describe('scoreSurvey', () => {
  it('averages each dimension, reversing the statements worded the other way round (worked example)', () => {
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
    expect(s.dimensions.outcome).toBeCloseTo((6 + 5 + 6) / 3, 10);
    expect(s.dimensions.self).toBeCloseTo((4 + 7 + 7) / 3, 10);
    expect(s.dimensions.process).toBeCloseTo(4, 10);
    expect(s.dimensions.relationship).toBeCloseTo(2.5, 10);
    expect(s.global).toBeCloseTo((17 + 18 + 12 + 5) / 11, 10);
    expect(s.answered).toBe(11);
  });

  it('gives null, not a made-up middle, for what was skipped', () => {
    expect(scoreSurvey({})).toEqual({
      dimensions: { outcome: null, self: null, process: null, relationship: null },
      global: null,
      answered: 0,
    });
    const s = scoreSurvey({ process2: 7 });
    expect(s.dimensions).toEqual({ outcome: null, self: null, process: 7, relationship: null });
    expect(s.global).toBe(7);
  });

  it('scores the best answers 7 and the worst 1 on every dimension', () => {
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
    const a = { self1: 3, outcome1: 5, relationship3: 6 };
    const b = { relationship3: 6, self1: 3, outcome1: 5 };
    expect(scoreSurvey(a)).toEqual(scoreSurvey(b));
    expect(scoreSurvey({ ...a, outcome2: 9, process1: 2.5, nope: 4 })).toEqual(scoreSurvey(a));
  });
});

describe('surveyAnswersProblem', () => {
  it('accepts answers on the scale, and none at all', () => {
    expect(surveyAnswersProblem({})).toBeNull();
    expect(surveyAnswersProblem({ outcome1: 1, self2: 7 })).toBeNull();
  });

  it('refuses values off the scale, unknown statements and other shapes, in both languages', () => {
    for (const bad of [0, 8, 3.5, '4', null, Number.NaN]) {
      expect(surveyAnswersProblem({ outcome1: bad })).toBe(
        'The answer to "outcome1" must be a whole number from 1 to 7.',
      );
    }
    expect(surveyAnswersProblem({ q99: 4 })).toBe('There is no survey statement "q99".');
    expect(surveyAnswersProblem({ q99: 4 }, 'ko')).toBe('"q99"라는 설문 문항은 없습니다.');
    for (const bad of [null, [], 'x', 4]) expect(surveyAnswersProblem(bad)).toMatch(/^Answers must be/);
  });
});

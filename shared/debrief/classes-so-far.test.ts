import { describe, expect, it } from 'vitest';
import { debriefCase } from '../case-figures';
import { deal, P, rows } from '../testing/classes-so-far-rows';
import { classesSoFar, MIN_PAIRS_FOR_PULL, outcomeFigures, pairLang } from './classes-so-far';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');

// the two classes of shared/testing/classes-so-far-rows.ts, whose table says where each figure comes from
describe('classesSoFar: two classes, worked by hand', () => {
  const all = classesSoFar(casting, rows);

  it('counts the pairs, the agreements and the no-deals of every class and round', () => {
    expect(all).toMatchObject({ pairs: 10, agreements: 8, noDeals: 2, mixedLang: 1 });
  });

  it('gives the median and quartiles of the agreed amounts', () => {
    // 80 90 100 110 | 120 130 140 150: the median between 110 and 120; the quartiles at positions
    // 1.75 (90 + 0.75 x 10) and 5.25 (130 + 0.25 x 10) of the sorted eight
    expect(all.median).toBe(115 * M);
    expect(all.q1).toBe(97.5 * M);
    expect(all.q3).toBe(132.5 * M);
  });

  it('draws the pull of the first offer through the eight pairs that opened and agreed', () => {
    // x 200 180 60 70 160 220 80 190 (mean 145), y 140 120 80 90 110 150 100 130 (mean 115)
    // Sxx = 29200, Syy = 4200, Sxy = 10600: slope 10600 / 29200, r = 10600 / sqrt(29200 x 4200)
    expect(MIN_PAIRS_FOR_PULL).toBe(8);
    expect(all.firstOffer).toEqual({
      slope: expect.closeTo(0.363013699, 8),
      r: expect.closeTo(0.957171578, 8),
      n: 8,
      tooFew: false,
      // the offers spread 160 million won; a fifth is 32 million: steps of 10 million won
      step: 10 * M,
    });
  });

  it('gives each side’s mean share of the range', () => {
    // the agent's shares (amount - 50) / 150: 90 + 70 + 30 + 40 + 60 + 100 + 50 + 80 = 520 over 150 x 8
    expect(all.share).toEqual({
      agent: { mean: expect.closeTo(520 / 1200, 12), n: 8 },
      studio: { mean: expect.closeTo(680 / 1200, 12), n: 8 },
    });
  });

  it('sets plans against outcomes per role', () => {
    expect(all.plans).toEqual({
      agent: {
        n: 10,
        withTarget: 2,
        beatTarget: 1, // P2's 120 beat its 100; P1's 140 fell short of 150
        readings: { right: 1, stricter: 1, looser: 0 },
        beyondReal: 0,
        estimates: { right: 1, low: 1, high: 0, medianGap: -25 * M }, // gaps 0 and -50
      },
      studio: {
        n: 10,
        withTarget: 2,
        beatTarget: 1, // P3's 80 beat its 90 (the studio wants less); P1's 140 missed 100
        readings: { right: 0, stricter: 1, looser: 1 },
        beyondReal: 0,
        estimates: { right: 1, low: 0, high: 1, medianGap: 10 * M }, // gaps 20 and 0
      },
    });
  });

  it('gives the joint value against the best the case allows', () => {
    // 53 + 20 + 25 over the eight agreed amounts; every pair but P1 left some on the table
    expect(all.jointValue).toEqual({
      n: 8,
      meanJoint: 12.25,
      meanTradeable: 12.25,
      best: 53,
      leftOnTable: 7,
    });
  });

  it('says how it felt: the quadrants and each role’s mean overall score', () => {
    // P1 agent 0.6/6 won, felt good; P1 studio 0.4/3 gave ground, felt bad; P3 agent 0.2/5 gave ground,
    // felt good; P3 studio 0.8/2 won, felt sour; P7 agent 0.667/4 won, felt good; P7 studio 0.333/4
    // gave ground, felt good. P4's agent (no deal) counts in the mean only.
    expect(all.felt).toEqual({
      counts: { wonFeltGood: 2, wonFeltBad: 1, lostFeltGood: 2, lostFeltBad: 1 },
      byRole: { agent: { mean: 4.25, n: 4 }, studio: { mean: 3, n: 3 } },
    });
  });

  it('sums up each round across the classes', () => {
    expect(all.rounds).toEqual([
      {
        round: 1,
        pairs: 8,
        agreements: 6,
        noDeals: 2,
        medianFirstOffer: { agent: 200 * M, studio: 70 * M }, // 180 190 200 220 250; 60 80
        medianAmount: 125 * M, // 80 100 120 130 140 150
        meanJointValue: 13, // (53 + 25) / 6
        meanFelt: expect.closeTo(26 / 7, 12), // 6 3 5 2 2 4 4
      },
      {
        round: 2,
        pairs: 2,
        agreements: 2,
        noDeals: 0,
        medianFirstOffer: { agent: 160 * M, studio: 70 * M },
        medianAmount: 100 * M,
        meanJointValue: 10,
        meanFelt: null,
      },
    ]);
  });

  it('gives the same figures by the students’ language, leaving the mixed pair out of both', () => {
    const { en, ko } = all.byLang;
    // English: 140 120 80 90 110 and P4's no deal; five first offers are too few for a line
    expect(en).toMatchObject({
      pairs: 6,
      agreements: 5,
      noDeals: 1,
      median: 110 * M,
      q1: 90 * M,
      q3: 120 * M,
    });
    expect(en.firstOffer).toEqual({ slope: null, r: null, n: 5, tooFew: true, step: 10 * M });
    // Korean: 150 and 100 and P9's no deal
    expect(ko).toMatchObject({ pairs: 3, agreements: 2, noDeals: 1, median: 125 * M, q1: 112.5 * M });
    expect(ko.q3).toBe(137.5 * M);
    expect(ko.firstOffer).toMatchObject({ n: 2, tooFew: true, slope: null });
    expect(ko.jointValue).toMatchObject({ n: 2, meanJoint: 12.5 });
  });
});

describe('classesSoFar: edges', () => {
  it('has no first-offer figures, no amounts and no means with no pair', () => {
    const none = classesSoFar(casting, []);
    expect(none).toMatchObject({
      pairs: 0,
      agreements: 0,
      median: null,
      q1: null,
      q3: null,
      firstOffer: null,
      rounds: [],
      mixedLang: 0,
    });
    expect(none.share).toEqual({ agent: { mean: null, n: 0 }, studio: { mean: null, n: 0 } });
    expect(none.byLang.ko.pairs).toBe(0);
  });

  it('has no share of the range for a case without one', () => {
    const noRange = { ...casting, range: null };
    expect(outcomeFigures(noRange, [P.p1]).share).toBeNull();
  });

  it('reports no slope when every first offer was the same, without calling it too few', () => {
    const same = Array.from({ length: 8 }, (_, i) => deal(i + 1, 1, 1, 'agent', 200, 100 + i * 5));
    expect(outcomeFigures(casting, same).firstOffer).toEqual({
      slope: null,
      r: null,
      n: 8,
      tooFew: false,
      step: 1,
    });
  });
});

describe('pairLang', () => {
  it('is the language every student of the pair reads, or null', () => {
    expect(pairLang(['ko', 'ko'])).toBe('ko');
    expect(pairLang(['en', 'en', 'en'])).toBe('en');
    expect(pairLang(['en', 'ko'])).toBeNull();
    // a seat that left the class: its language is gone with it
    expect(pairLang(['ko', null])).toBeNull();
    expect(pairLang([])).toBeNull();
  });
});

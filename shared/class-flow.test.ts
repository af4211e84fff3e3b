import { englishWon } from './format';
import { describe, expect, it } from 'vitest';
import { caseFiguresOf } from './case-figures';
import { agreementTermsText, grantedTerms, longestTermsText, TERMS_TEXT_BOUND } from './agreement';
import {
  CLASS_FLOWS,
  findClassFlow,
  type AgreementDefinition,
  type ClassFlowDefinition,
  type PlanPrompt,
} from './class-flow';
import { SIMULATIONS, reportedSimulations, simulationOf } from './simulations';

const hangul = /[\uac00-\ud7a3]/;
const castingAgreement = findClassFlow('queenOfSorrows')!.agreement;
const legalFeeAgreement = findClassFlow('shinhwaDaesung')!.agreement;
const negotiations = CLASS_FLOWS;

/** Every label and help text of a case's planning prompts and agreement form, as [where, English, Korean]. */
function texts(sim: ClassFlowDefinition): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const [role, prompts] of Object.entries(sim.planning.roles)) {
    for (const p of prompts) {
      out.push([`${role}.${p.id}`, p.label, p.labelKo], [`${role}.${p.id} help`, p.help, p.helpKo]);
      if (p.kind === 'amount') out.push([`${role}.${p.id} unit`, p.unit, p.unitKo]);
      if (p.kind === 'ranking') for (const o of p.options) out.push([`${role}.${o.key}`, o.label, o.labelKo]);
    }
  }
  for (const [role, q] of Object.entries(sim.reflection)) out.push([`${role} reflection`, q.en, q.ko]);
  const a = sim.agreement;
  if (a) {
    const c = a.contingent;
    out.push(
      [c.key, c.label, c.labelKo],
      [`${c.key} help`, c.help, c.helpKo],
      [`${c.key} amount`, c.amount.label, c.amount.labelKo],
      [`${c.key} amount help`, c.amount.help, c.amount.helpKo],
      [`${c.key} condition`, c.condition.label, c.condition.labelKo],
      [`${c.key} condition help`, c.condition.help, c.condition.helpKo],
      [`${c.key} example`, c.condition.placeholder, c.condition.placeholderKo],
      ['text', a.text.label, a.text.labelKo],
      ['text help', a.text.help, a.text.helpKo],
      ['no agreement', a.noAgreement.label, a.noAgreement.labelKo],
    );
    for (const t of a.terms) {
      out.push([t.key, t.label, t.labelKo], [`${t.key} help`, t.help, t.helpKo]);
      for (const o of t.options) out.push([`${t.key}.${o.value}`, o.label, o.labelKo]);
    }
  }
  return out;
}

describe('the class flow in the registry', () => {
  it('declares planning prompts and an agreement form for every negotiation with results, by its key', () => {
    expect(negotiations.map((s) => s.key)).toEqual([
      'queenOfSorrows',
      'queenOfSorrowsNoDeal',
      'shinhwaDaesung',
    ]);
    for (const sim of reportedSimulations()) {
      const flow = findClassFlow(sim.key);
      expect(flow, sim.key).toBeDefined();
      expect(Object.keys(flow!.planning.roles).sort(), sim.key).toEqual(sim.roles.map((r) => r.slug).sort());
      expect(Object.keys(flow!.reflection).sort(), sim.key).toEqual(sim.roles.map((r) => r.slug).sort());
    }
  });

  it.each(negotiations.map((s) => [s.key, s] as const))(
    '%s says every label and help text in English and Korean',
    (_key, sim) => {
      for (const [where, en, ko] of texts(sim)) {
        expect(en.trim(), where).not.toBe('');
        expect(en, where).not.toMatch(hangul);
        expect(ko, where).toMatch(hangul);
        expect(ko, where).not.toContain('귀국');
      }
    },
  );

  it.each(negotiations.map((s) => [s.key, s] as const))(
    '%s: labels are unique within each form, in each language',
    (_key, sim) => {
      for (const prompts of Object.values(sim.planning.roles)) {
        for (const lang of ['label', 'labelKo'] as const) {
          const labels = prompts.map((p) => p[lang]);
          expect(new Set(labels).size).toBe(labels.length);
        }
        expect(new Set(prompts.map((p) => p.id)).size).toBe(prompts.length);
      }
      const a = sim.agreement;
      for (const lang of ['label', 'labelKo'] as const) {
        const fields = [
          simulationOf(sim.key).results!.amount[lang],
          a.contingent[lang],
          a.contingent.amount[lang],
          a.text[lang],
          ...a.terms.map((t) => t[lang]),
        ];
        expect(new Set(fields).size, lang).toBe(fields.length);
        for (const t of a.terms) {
          const options = t.options.map((o) => o[lang]);
          expect(new Set(options).size, `${t.key} ${lang}`).toBe(options.length);
        }
      }
      const keys = ['fee', a.contingent.key, ...a.terms.map((t) => t.key)];
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('asks each role the same nine things, with limits, and names the walk-away by side', () => {
    for (const sim of negotiations) {
      for (const [role, prompts] of Object.entries(sim.planning.roles)) {
        expect(
          prompts.map((p) => p.id),
          role,
        ).toEqual([
          'target',
          'walkAway',
          'batna',
          'otherWalkAway',
          'otherInterests',
          'firstOffer',
          'firstOfferWhy',
          'priorities',
          'questions',
        ]);
        // what a preparation sheet asks about both sides is optional: the plan stays quick to fill
        for (const id of ['batna', 'otherWalkAway', 'otherInterests'])
          expect(prompts.find((p) => p.id === id)!.required, `${role}.${id}`).toBe(false);
        for (const p of prompts) {
          if (p.kind === 'text') expect(p.maxLength).toBeGreaterThan(0);
          // the report's amount bound: numeric(14,2) holds amounts below 1e12 won
          if (p.kind === 'amount') expect(p.bound).toBe(1_000_000_000_000);
        }
        expect(sim.agreement.contingent.amount.bound).toBe(1_000_000_000_000);
        const ranking = prompts.find(
          (p): p is Extract<PlanPrompt, { kind: 'ranking' }> => p.kind === 'ranking',
        )!;
        expect(ranking.options.map((o) => o.key)).toEqual([
          'fee',
          sim.agreement.contingent.key,
          ...sim.agreement.terms.map((t) => t.key),
        ]);
      }
    }
    const walkAway = (sim: string, role: string) =>
      findClassFlow(sim)!.planning.roles[role]!.find((p) => p.id === 'walkAway')!.labelKo;
    expect(walkAway('queenOfSorrows', 'agent')).toBe('나의 최저선(유보가격)');
    expect(walkAway('shinhwaDaesung', 'shinhwa')).toBe('나의 최저선(유보가격)');
    expect(walkAway('queenOfSorrows', 'studio')).toBe('나의 상한선(유보가격)');
    expect(walkAway('shinhwaDaesung', 'daesung')).toBe('나의 상한선(유보가격)');
    // the other side's walk-away is named by its side: a seller estimates the buyer's ceiling
    const theirs = (sim: string, role: string) =>
      findClassFlow(sim)!.planning.roles[role]!.find((p) => p.id === 'otherWalkAway')!.labelKo;
    expect(theirs('queenOfSorrows', 'agent')).toBe('상대의 상한선 추정');
    expect(theirs('shinhwaDaesung', 'shinhwa')).toBe('상대의 상한선 추정');
    expect(theirs('queenOfSorrows', 'studio')).toBe('상대의 최저선 추정');
    expect(theirs('shinhwaDaesung', 'daesung')).toBe('상대의 최저선 추정');
  });

  it('gives each term a default among its options, which grants nothing', () => {
    for (const sim of negotiations) {
      for (const t of sim.agreement.terms) {
        const d = t.options.find((o) => o.value === t.default);
        expect(d, t.key).toBeDefined();
        expect(d!.grants, t.key).toBe(false);
        expect(
          t.options.some((o) => o.grants),
          t.key,
        ).toBe(true);
      }
    }
  });

  it("names the terms as the points per term do, so the debrief can value a deal's terms", () => {
    const keysOf = (key: string) => {
      const sim = SIMULATIONS.find((s) => s.key === key)!;
      const agreement = findClassFlow(key)!.agreement;
      return {
        points: caseFiguresOf(key)!
          .termPoints!.map((t) => t.key)
          .sort(),
        form: ['fee', agreement.contingent.key, ...agreement.terms.map((t) => t.key)].sort(),
        roles: sim.roles.map((r) => r.slug).sort(),
        pointRoles: [
          ...new Set(caseFiguresOf(key)!.termPoints!.flatMap((t) => Object.keys(t.points))),
        ].sort(),
      };
    };
    const casting = keysOf('queenOfSorrows');
    expect(casting.form).toEqual(casting.points);
    expect(casting.pointRoles).toEqual(casting.roles);
    // the legal-fee sheets value only the fee and the success fee
    const legal = keysOf('shinhwaDaesung');
    expect(legal.points).toEqual(['fee', 'successFee']);
    for (const k of legal.points) expect(legal.form).toContain(k);
    expect(legal.pointRoles).toEqual(legal.roles);
  });

  it('holds no figure of either side: the registry ships to every browser', () => {
    for (const sim of negotiations) {
      const all = texts(sim)
        .flatMap(([, en, ko]) => [en, ko])
        .join('\n');
      // the only amounts are the report hint's own example figures
      for (const form of [
        '200 million',
        '50 million',
        '80 million',
        '60 million',
        '30 million',
        '2억',
        '5천만',
      ])
        expect(all).not.toContain(form);
      for (const form of [
        '1.4 billion',
        '1.6 billion',
        '3.6 billion',
        '1 billion',
        '14억',
        '16억',
        '36억',
        '10억',
      ])
        expect(all).not.toContain(form);
    }
  });
});

describe('the agreement as the report writes it', () => {
  it('writes amounts as the role sheets do', () => {
    expect(englishWon(20_000_000)).toBe('20 million won');
    expect(englishWon(500_000_000)).toBe('500 million won');
    expect(englishWon(2_400_000_000)).toBe('2.4 billion won');
    expect(englishWon(15_000_000)).toBe('15 million won');
    expect(englishWon(1_234_567)).toBe('1,234,567 won');
  });

  it("puts the bonus first with its amount and condition, as the report form's hint does", () => {
    const deal = {
      noAgreement: false,
      amount: 120_000_000,
      contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
      terms: { billing: 'solo', schedule: 'family', promotion: 'standard' },
      text: 'Script reading from the 3rd',
    };
    expect(agreementTermsText(castingAgreement, deal, 'en')).toBe(
      'Bonus: 20 million won per episode if the average rating exceeds 10%; ' +
        'Family-friendly schedule: no shooting after 10 pm on school nights, one fixed day off a week; ' +
        'Top (solo) billing: her name first and alone above the title; Script reading from the 3rd',
    );
    expect(
      agreementTermsText(
        castingAgreement,
        { ...deal, contingent: { ...deal.contingent, condition: '평균 시청률 10% 초과 시' }, text: '' },
        'ko',
      ),
    ).toBe(
      '보너스 회당 2천만 원: 평균 시청률 10% 초과 시; 가정을 배려한 촬영 일정: 평일 밤 10시 이후 촬영 없음, 주 1일 고정 휴무; ' +
        '크레딧 최상단(단독 주연) 표기: 제목 위에 배우 이름만 단독 표기',
    );
    expect(grantedTerms(castingAgreement, deal.terms)).toEqual(['schedule', 'billing']);
  });

  it('writes a success fee as the legal-fee hint does, and nothing for terms left at their default', () => {
    const deal = {
      noAgreement: false,
      amount: 2_400_000_000,
      contingent: {
        amount: 500_000_000,
        condition: 'if the claim is dismissed at first instance or settled for less than 3 billion won',
      },
      terms: { scope: 'all', duration: 'threeYears', cap: 'capAndReporting' },
      text: '',
    };
    expect(agreementTermsText(legalFeeAgreement, deal, 'en')).toBe(
      'Success fee: 500 million won if the claim is dismissed at first instance or settled for less than 3 billion won; ' +
        'A cap on the litigation fee, with monthly reporting; Three years',
    );
    expect(
      agreementTermsText(
        legalFeeAgreement,
        {
          ...deal,
          contingent: { amount: 500_000_000, condition: '1심에서 청구 기각 또는 30억 원 미만으로 화해 시' },
        },
        'ko',
      ),
    ).toBe(
      '성공보수 5억 원: 1심에서 청구 기각 또는 30억 원 미만으로 화해 시; 소송 보수 상한과 월별 보고; 3년',
    );
    expect(agreementTermsText(legalFeeAgreement, { ...deal, contingent: null, terms: {} }, 'en')).toBe('');
    expect(grantedTerms(legalFeeAgreement, {})).toEqual([]);
  });

  it('keeps only the note when there was no agreement', () => {
    const deal = {
      noAgreement: true,
      amount: null,
      contingent: null,
      terms: { billing: 'solo' },
      text: ' Too far apart ',
    };
    expect(agreementTermsText(castingAgreement, deal, 'en')).toBe('Too far apart');
  });

  it.each([
    ['casting', castingAgreement],
    ['legal fee', legalFeeAgreement],
  ] as [string, AgreementDefinition][])('%s: the longest deal fits the results table', (_name, def) => {
    expect(longestTermsText(def)).toBeLessThanOrEqual(TERMS_TEXT_BOUND);
  });
});

import { describe, expect, it } from 'vitest';
import { submissionSchema, amountProblem, neutralSubmission, resultMessages, resultUrls } from './results';

const castingSubmissionSchema = submissionSchema('queenOfSorrows');
const legalFeeSubmissionSchema = submissionSchema('shinhwaDaesung');

const casting = (over: Record<string, unknown> = {}) => ({
  yeji_agent_name: 'Kim',
  studio_counterpart_name: 'Park',
  no_agreement: false,
  amount_paid: 80_000_000,
  additional_terms: '',
  ...over,
});

const issues = (body: unknown) => {
  const r = castingSubmissionSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the amount rule', () => {
  it('accepts 999,999,999,999.99 and refuses 1,000,000,000,000 with the limit message', () => {
    expect(amountProblem(999_999_999_999.99)).toBeNull();
    expect(amountProblem(1_000_000_000_000)).toBe(
      'The compensation amount cannot exceed 999,999,999,999.99 due to database constraints.',
    );
    expect(amountProblem(1e300)).toBe(resultMessages.amountLimit);
    expect(amountProblem(Infinity)).toBe(resultMessages.amountLimit);
  });

  it('wants a positive number with at most 2 decimals', () => {
    expect(amountProblem(0.01)).toBeNull();
    expect(amountProblem(12.5)).toBeNull();
    expect(amountProblem(0)).toBe(resultMessages.amountPositive);
    expect(amountProblem(-1)).toBe(resultMessages.amountPositive);
    expect(amountProblem(1.005)).toBe(resultMessages.amountDecimals);
    expect(amountProblem(1e-7)).toBe(resultMessages.amountDecimals);
    expect(amountProblem(NaN)).toBe(resultMessages.amountNotNumber);
    expect(amountProblem('5')).toBe(resultMessages.amountNotNumber);
    expect(amountProblem(undefined)).toBe(resultMessages.amountRequired);
    expect(amountProblem(null)).toBe(resultMessages.amountRequired);
  });
});

describe('the submission schemas', () => {
  it('trims names and terms and stores no agreement with a null amount', () => {
    const r = castingSubmissionSchema.parse(
      casting({ yeji_agent_name: '  Kim  ', additional_terms: '  bonus  ' }),
    );
    expect(r).toEqual(casting({ additional_terms: 'bonus' }));
    expect(
      castingSubmissionSchema.parse(casting({ no_agreement: true, amount_paid: null })).amount_paid,
    ).toBeNull();
    const minimal = castingSubmissionSchema.parse({
      yeji_agent_name: 'a',
      studio_counterpart_name: 'b',
      no_agreement: true,
    });
    expect(minimal).toEqual({
      yeji_agent_name: 'a',
      studio_counterpart_name: 'b',
      no_agreement: true,
      amount_paid: null,
      additional_terms: '',
    });
  });

  it('reports every problem at once, each under its field', () => {
    expect(issues({})).toEqual([
      'yeji_agent_name: Agent Name is required.',
      'studio_counterpart_name: Studio Representative Name is required.',
      `amount_paid: ${resultMessages.amountRequired}`,
    ]);
    expect(issues(casting({ yeji_agent_name: ' ', amount_paid: 1e12 }))).toEqual([
      'yeji_agent_name: Agent Name is required.',
      `amount_paid: ${resultMessages.amountLimit}`,
    ]);
  });

  it('refuses unknown fields, long texts and an amount sent with no agreement', () => {
    expect(issues(casting({ isHidden: true }))).toHaveLength(1);
    expect(issues(casting({ yeji_agent_name: '가'.repeat(100) }))).toEqual([]);
    expect(issues(casting({ yeji_agent_name: '가'.repeat(101) }))).toEqual([
      'yeji_agent_name: Agent Name can be at most 100 characters.',
    ]);
    expect(issues(casting({ additional_terms: 'x'.repeat(2001) }))).toEqual([
      `additional_terms: ${resultMessages.termsTooLong}`,
    ]);
    expect(issues(casting({ no_agreement: true, amount_paid: 5 }))).toEqual([
      `amount_paid: ${resultMessages.amountWithNoAgreement}`,
    ]);
  });

  it('names the legal-fee parties and maps both shapes to neutral keys', () => {
    const body = legalFeeSubmissionSchema.parse({
      shinhwa_associate_name: 'Lee',
      daesung_gc_name: 'Choi',
      amount_paid: 1_400_000_000,
    });
    expect(neutralSubmission('shinhwaDaesung', body)).toEqual({
      reporter: 'Lee',
      counterpart: 'Choi',
      noAgreement: false,
      amountPaid: 1_400_000_000,
      additionalTerms: '',
    });
    expect(legalFeeSubmissionSchema.safeParse(casting()).success).toBe(false);
    expect(resultUrls('shinhwaDaesung').hide(7)).toBe('/api/sims/svd/results/7/hide');
    expect(resultUrls('queenOfSorrows').submit).toBe('/api/sims/qos/submit');
  });
});

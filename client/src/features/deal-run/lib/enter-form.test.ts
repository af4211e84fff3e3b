import { describe, expect, it } from 'vitest';
import { findClassFlow } from '@shared/class-flow';
import type { AgreementView } from '@shared/contracts/deal';
import { resultMessages } from '@shared/contracts/results-config';
import { initialEnterForm, readEnterForm, type EnterForm } from './enter-form';

const castingAgreement = findClassFlow('queenOfSorrows')!.agreement;
const legalFeeAgreement = findClassFlow('shinhwaDaesung')!.agreement;

const blank = (): EnterForm => initialEnterForm(castingAgreement, null);
const problems = (form: EnterForm) => {
  const read = readEnterForm(castingAgreement, form);
  return 'problems' in read ? read.problems : null;
};

describe('initialEnterForm', () => {
  it('starts on every term’s default, or from what the pair last entered', () => {
    expect(blank()).toEqual({
      noAgreement: false,
      amount: '',
      contingentAmount: '',
      condition: '',
      terms: { schedule: 'standard', billing: 'standard', promotion: 'standard', styling: 'studio' },
      text: '',
    });
    const entered = {
      noAgreement: false,
      amount: 1_234_567.5,
      contingent: { amount: 20_000_000, condition: 'ratings' },
      terms: { scope: 'routineInHouse' },
      text: 'x',
    } as unknown as AgreementView;
    expect(initialEnterForm(legalFeeAgreement, entered)).toMatchObject({
      amount: '1,234,567.5',
      contingentAmount: '20,000,000',
      condition: 'ratings',
      terms: { scope: 'routineInHouse', cap: 'none', duration: 'oneYear' },
      text: 'x',
    });
  });
});

describe('readEnterForm', () => {
  it('reads the amounts as the report does, and sends every term', () => {
    expect(
      readEnterForm(castingAgreement, { ...blank(), amount: '1.5억', contingentAmount: '2천만' }),
    ).toEqual({
      body: {
        noAgreement: false,
        amount: 150_000_000,
        contingent: { amount: 20_000_000, condition: '' },
        terms: { schedule: 'standard', billing: 'standard', promotion: 'standard', styling: 'studio' },
        text: '',
      },
    });
  });

  it('gives the report’s message for each amount it refuses', () => {
    expect(problems(blank())).toEqual({ amount: resultMessages.amountRequired });
    expect(problems({ ...blank(), amount: '0' })).toEqual({ amount: resultMessages.amountPositive });
    expect(problems({ ...blank(), amount: '1조' })).toEqual({ amount: resultMessages.amountLimit });
    expect(problems({ ...blank(), amount: '1.005' })).toEqual({ amount: resultMessages.amountDecimals });
    expect(problems({ ...blank(), amount: '1억', contingentAmount: '-5' })).toEqual({
      contingentAmount: resultMessages.amountPositive,
    });
  });

  it('refuses a condition without its amount, and texts over the case’s limits', () => {
    expect(problems({ ...blank(), amount: '1억', condition: 'ratings' })).toEqual({
      contingentAmount: "Enter the bonus's amount, or leave its condition empty.",
    });
    expect(
      problems({ ...blank(), amount: '1억', contingentAmount: '1천만', condition: 'x'.repeat(301) }),
    ).toEqual({ condition: 'Condition can be at most 300 characters.' });
    expect(problems({ ...blank(), noAgreement: true, text: 'x'.repeat(1001) })).toEqual({
      text: 'Other terms can be at most 1000 characters.',
    });
  });

  it('sends no agreement with no amount, contingent part or terms, whatever the form still holds', () => {
    expect(
      readEnterForm(castingAgreement, { ...blank(), noAgreement: true, amount: 'junk', text: ' left ' }),
    ).toEqual({ body: { noAgreement: true, amount: null, contingent: null, terms: {}, text: 'left' } });
  });
});

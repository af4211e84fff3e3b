import { amountDigits, amountReadBack, koreanWon } from './format';
import { describe, expect, it } from 'vitest';
import { amountTextMessages, amountTextMessagesKo, readAmountText } from './amount-text';
import { amountProblem, resultMessages } from './contracts/results';

const value = (text: string) => {
  const r = readAmountText(text);
  if (!r.ok) throw new Error(`${text}: ${r.message}`);
  return r.value;
};
const refusal = (text: string) => {
  const r = readAmountText(text);
  if (r.ok) throw new Error(`${text} was read as ${r.value}`);
  return r.message;
};

describe('readAmountText: what it reads', () => {
  it('reads plain digits with separators and an optional decimal point', () => {
    expect(value('150000000')).toBe(150_000_000);
    expect(value('150,000,000')).toBe(150_000_000);
    expect(value('1,234,567.5')).toBe(1_234_567.5);
    expect(value('1234.56')).toBe(1234.56);
    expect(value('12.')).toBe(12);
    expect(value('.5')).toBe(0.5);
    expect(value('0.01')).toBe(0.01);
    expect(value('  80000000  ')).toBe(80_000_000);
  });

  it('reads an optional leading ₩ and trailing 원 or won', () => {
    expect(value('₩1,000')).toBe(1000);
    expect(value('₩ 1,000')).toBe(1000);
    expect(value('￦1,000')).toBe(1000);
    expect(value('1,000원')).toBe(1000);
    expect(value('1,000 원')).toBe(1000);
    expect(value('1000 won')).toBe(1000);
    expect(value('1000WON')).toBe(1000);
    expect(value('₩1억 원')).toBe(100_000_000);
  });

  it('reads Korean units as Koreans write them', () => {
    expect(value('1억 5천만')).toBe(150_000_000);
    expect(value('1억5천만원')).toBe(150_000_000);
    expect(value('1억 5천만 원')).toBe(150_000_000);
    expect(value('1.5억')).toBe(150_000_000);
    expect(value('15,000만')).toBe(150_000_000);
    expect(value('15000만')).toBe(150_000_000);
    expect(value('5천만')).toBe(50_000_000);
    expect(value('39억')).toBe(3_900_000_000);
    expect(value('3억 2천')).toBe(300_002_000);
    expect(value('3억 2천만')).toBe(320_000_000);
    expect(value('2억5000만')).toBe(250_000_000);
    expect(value('2억 5,000만')).toBe(250_000_000);
    expect(value('5천 300만')).toBe(53_000_000);
    expect(value('5천300만')).toBe(53_000_000);
    expect(value('1억 5천 만')).toBe(150_000_000);
    expect(value('12억 3456만 7890')).toBe(1_234_567_890);
    expect(value('3백만')).toBe(3_000_000);
    expect(value('5십만')).toBe(500_000);
    expect(value('2천')).toBe(2000);
    expect(value('9,999억 9,999만 9,999.99')).toBe(999_999_999_999.99);
  });

  it('reads 천, 백 and 십 without a number as one of them (천만 is 10,000,000)', () => {
    expect(value('천만')).toBe(10_000_000);
    expect(value('천만 원')).toBe(10_000_000);
    expect(value('백만원')).toBe(1_000_000);
    expect(value('1억 천만')).toBe(110_000_000);
    expect(value('천')).toBe(1000);
  });

  it('computes exactly, without float drift', () => {
    expect(value('1.5억')).toBe(150_000_000);
    expect(value('0.5만')).toBe(5000);
    expect(value('1.1억')).toBe(110_000_000);
    expect(value('0.07억')).toBe(7_000_000);
    expect(value('3.3천만')).toBe(33_000_000);
    expect(value('1.23456789억')).toBe(123_456_789);
    expect(value('0.0000000001억')).toBe(0.01);
    expect(value('1.0000000001억')).toBe(100_000_000.01);
    expect(value('0.1')).toBe(0.1);
    expect(value('1.50')).toBe(1.5);
    expect(value('1.000000')).toBe(1);
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(value('0.3')).toBe(0.3);
    expect(String(value('999,999,999,999.99'))).toBe('999999999999.99');
  });

  it('reads full-width digits from an East Asian keyboard', () => {
    expect(value('１２３')).toBe(123);
    expect(value('３억２천만원')).toBe(320_000_000);
  });

  it('every value it reads passes the amount rule the server applies', () => {
    for (const t of ['1억 5천만', '1.5억', '0.5만', '0.01', '999,999,999,999.99', '9,999억 9,999만 9,999.99'])
      expect(amountProblem(value(t))).toBeNull();
  });
});

describe('readAmountText: what it refuses, never keeping only the digits', () => {
  it('refuses English units and letters, naming them', () => {
    expect(refusal('150 million')).toBe(amountTextMessages.unreadable('million'));
    expect(refusal('150M')).toBe(amountTextMessages.unreadable('M'));
    expect(refusal('1.5 billion won')).toBe(amountTextMessages.unreadable('billion'));
    expect(refusal('abc')).toBe(amountTextMessages.unreadable('abc'));
    expect(refusal('12a')).toBe(amountTextMessages.unreadable('a'));
    expect(refusal('1e5')).toBe(amountTextMessages.unreadable('e'));
    expect(refusal('0x10')).toBe(amountTextMessages.unreadable('x'));
    expect(refusal('+3')).toBe(amountTextMessages.unreadable('+'));
    expect(refusal('.')).toBe(amountTextMessages.unreadable('.'));
    expect(refusal('일억')).toBe(amountTextMessages.unreadable('일'));
    expect(refusal('1000원원')).toBe(amountTextMessages.unreadable('원'));
    expect(refusal('150 million')).toMatch(/1억 5천만/);
  });

  it('refuses negative amounts and zero with the amount rule’s message', () => {
    expect(refusal('-500')).toBe(resultMessages.amountPositive);
    expect(refusal('−500')).toBe(resultMessages.amountPositive);
    expect(refusal('₩-500')).toBe(resultMessages.amountPositive);
    expect(refusal('-1억')).toBe(resultMessages.amountPositive);
    expect(refusal('0')).toBe(resultMessages.amountPositive);
    expect(refusal('0.00')).toBe(resultMessages.amountPositive);
    expect(refusal('0억')).toBe(resultMessages.amountPositive);
  });

  it('refuses a unit without a number, a repeated unit and units out of order', () => {
    expect(refusal('억')).toBe(amountTextMessages.noNumber('억'));
    expect(refusal('만 원')).toBe(amountTextMessages.noNumber('만'));
    expect(refusal('1억만')).toBe(amountTextMessages.noNumber('만'));
    expect(refusal('1억억')).toBe(amountTextMessages.unitOrder('억'));
    expect(refusal('1억 2억')).toBe(amountTextMessages.unitOrder('억'));
    expect(refusal('1만 1억')).toBe(amountTextMessages.unitOrder('억'));
    expect(refusal('5백 3천')).toBe(amountTextMessages.unitOrder('천'));
    expect(refusal('5천천')).toBe(amountTextMessages.unitOrder('천'));
  });

  it('refuses two decimal points, misplaced commas and spaces inside a number', () => {
    expect(refusal('1.2.3')).toBe(amountTextMessages.twoPoints('1.2.3'));
    expect(refusal('1..5억')).toBe(amountTextMessages.twoPoints('1..5'));
    expect(refusal('1,0000')).toBe(amountTextMessages.commas('1,0000'));
    expect(refusal('1,0,00')).toBe(amountTextMessages.commas('1,0,00'));
    expect(refusal('1.5,000')).toBe(amountTextMessages.commas('1.5,000'));
    expect(refusal('1,000,')).toBe(amountTextMessages.commas('1,000,'));
    expect(refusal('12 000')).toBe(amountTextMessages.spaceInNumber('12 000'));
    expect(refusal('1억 5000 300')).toBe(amountTextMessages.spaceInNumber('5000 300'));
  });

  it('refuses blank text, and ₩ or 원 alone', () => {
    expect(refusal('')).toBe(resultMessages.amountRequired);
    expect(refusal('   ')).toBe(resultMessages.amountRequired);
    expect(refusal('₩')).toBe(amountTextMessages.empty);
    expect(refusal('원')).toBe(amountTextMessages.empty);
  });

  it('allows at most 2 decimals in won', () => {
    expect(refusal('1.005')).toBe(resultMessages.amountDecimals);
    expect(refusal('0.001')).toBe(resultMessages.amountDecimals);
    expect(refusal('999,999,999,999.995')).toBe(resultMessages.amountDecimals);
    expect(refusal('1.00000000001억')).toBe(resultMessages.amountDecimals);
    expect(refusal(`0.${'0'.repeat(40)}1억`)).toBe(resultMessages.amountDecimals);
    // trailing zeros are not decimals
    expect(value('1.2500')).toBe(1.25);
    expect(value('1.00500만')).toBe(10_050);
  });

  it('keeps the limit and its message: below 1,000,000,000,000', () => {
    expect(value('999,999,999,999.99')).toBe(999_999_999_999.99);
    expect(value('9999.9999999999억')).toBe(999_999_999_999.99);
    for (const t of [
      '1,000,000,000,000',
      '1000000000000',
      '1조',
      '10000억',
      '1,000,000,000,000.5',
      '1'.repeat(40),
    ])
      expect(refusal(t)).toBe(
        'The compensation amount cannot exceed 999,999,999,999.99 due to database constraints.',
      );
  });

  it('says when 3억 2천 may have been meant as 3억 2천만', () => {
    expect(readAmountText('3억 2천')).toEqual({
      ok: true,
      value: 300_002_000,
      note: '3억 2천 is 300,002,000 원. For 320,000,000 원, write 3억 2천만.',
    });
    expect(readAmountText('3억 2천만')).toEqual({ ok: true, value: 320_000_000 });
    expect(readAmountText('3억 2000')).toEqual({ ok: true, value: 300_002_000 });
    expect(readAmountText('1억 5천만')).toEqual({ ok: true, value: 150_000_000 });
  });
});

describe('readAmountText: a decimal comma', () => {
  it('asks "1.5억?" instead of reading 1,5억 as 15억', () => {
    expect(readAmountText('1,5억')).toEqual({
      ok: false,
      message: 'Did you mean 1.5억? Write decimals with a point: 1.5억 is 150,000,000 원 · 1억 5천만 원.',
    });
    expect(refusal('2,25억 원')).toBe(
      'Did you mean 2.25억 원? Write decimals with a point: 2.25억 원 is 225,000,000 원 · 2억 2,500만 원.',
    );
    expect(refusal('1억 2,5천만')).toMatch(/^Did you mean 1억 2.5천만\?/);
    expect(refusal('1,5')).toMatch(/^Did you mean 1.5\?/);
    expect(refusal('1,00')).toBe('Did you mean 1.00? Write decimals with a point: 1.00 is 1 원.');
  });

  it('keeps thousands separators and other misplaced commas as they were', () => {
    expect(value('1,500억')).toBe(150_000_000_000);
    expect(value('15,000만')).toBe(150_000_000);
    expect(refusal('1,5000')).toBe(amountTextMessages.commas('1,5000'));
    // a reading with a point that the form would refuse anyway is not offered
    expect(refusal('0,0')).toBe(amountTextMessages.commas('0,0'));
  });
});

describe('readAmountText in Korean (the Korean report form)', () => {
  const ko = (text: string) => readAmountText(text, 'ko');

  it('reads the same amounts', () => {
    expect(ko('1억 5천만')).toEqual({ ok: true, value: 150_000_000 });
    expect(ko('₩80,000,000')).toEqual({ ok: true, value: 80_000_000 });
  });

  it('says what it refuses in Korean', () => {
    expect(ko('1,5억')).toEqual({
      ok: false,
      message:
        '혹시 1.5억인가요? 소수점은 쉼표가 아니라 마침표로 씁니다: 1.5억 = 150,000,000 원 · 1억 5천만 원.',
    });
    expect(ko('150 million')).toEqual({ ok: false, message: amountTextMessagesKo.unreadable('million') });
    expect(ko('억')).toEqual({ ok: false, message: '“억” 앞에는 1억처럼 숫자가 있어야 합니다.' });
    expect(ko('-500')).toEqual({ ok: false, message: '금액은 0보다 커야 합니다.' });
    expect(ko('')).toEqual({
      ok: false,
      message: '금액을 입력하거나 "합의하지 못했습니다"에 체크해 주세요.',
    });
    expect(ko('1조')).toEqual({
      ok: false,
      message: '데이터베이스 제약으로 금액은 999,999,999,999.99를 넘을 수 없습니다.',
    });
    expect(ko('3억 2천')).toEqual({
      ok: true,
      value: 300_002_000,
      note: '3억 2천 = 300,002,000 원입니다. 320,000,000 원을 뜻했다면 이렇게 쓰세요: 3억 2천만',
    });
  });

  it('has every English message in Korean', () => {
    expect(Object.keys(amountTextMessagesKo).sort()).toEqual(Object.keys(amountTextMessages).sort());
  });
});

describe('the Korean reading', () => {
  it('groups by 만, 억 and 조, writes round thousands with 천 and leaves out zero groups', () => {
    expect(koreanWon(150_000_000)).toBe('1억 5천만 원');
    expect(koreanWon(3_900_000_000)).toBe('39억 원');
    expect(koreanWon(50_000_000)).toBe('5천만 원');
    expect(koreanWon(1_234_567)).toBe('123만 4,567 원');
    expect(koreanWon(15_000_000)).toBe('1,500만 원');
    expect(koreanWon(250_000_000)).toBe('2억 5천만 원');
    expect(koreanWon(100_000_000)).toBe('1억 원');
    expect(koreanWon(10_000)).toBe('1만 원');
    expect(koreanWon(5000)).toBe('5천 원');
    expect(koreanWon(15)).toBe('15 원');
    expect(koreanWon(0)).toBe('0 원');
    expect(koreanWon(100_000_000_000)).toBe('1천억 원');
    expect(koreanWon(1_000_000_000_000)).toBe('1조 원');
  });

  it('keeps decimals on the last group', () => {
    expect(koreanWon(1234.5)).toBe('1,234.5 원');
    expect(koreanWon(999_999_999_999.99)).toBe('9,999억 9,999만 9,999.99 원');
    expect(koreanWon(100_000_000.5)).toBe('1억 0.5 원');
    expect(koreanWon(5000.25)).toBe('5,000.25 원');
  });

  it('reads back the number to be sent with its Korean reading, once when they are the same', () => {
    expect(amountReadBack(150_000_000)).toBe('150,000,000 원 · 1억 5천만 원');
    expect(amountReadBack(1_234_567.5)).toBe('1,234,567.5 원 · 123만 4,567.5 원');
    expect(amountReadBack(15)).toBe('15 원');
    expect(amountDigits(999_999_999_999.99)).toBe('999,999,999,999.99');
    expect(amountDigits(0.5)).toBe('0.5');
  });
});

import { describe, expect, it } from 'vitest';
import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { feedbackCsv, feedbackCsvFilename } from '../lib/feedback-csv';
import { summarizeFeedback } from '../lib/feedback-summary';

let nextId = 1;
const entry = (rating: number, over: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id: nextId++,
  name: null,
  rating,
  comments: null,
  favoritePart: null,
  isArchived: false,
  createdAt: '2025-03-14T09:05:00.000Z',
  classId: 1,
  ...over,
});

describe('summarizeFeedback', () => {
  it('counts promoters (9-10), passives (7-8) and detractors (1-6) of the active entries only', () => {
    const s = summarizeFeedback([
      entry(10),
      entry(9),
      entry(8),
      entry(7),
      entry(6),
      entry(1),
      entry(10),
      entry(1, { isArchived: true }),
      entry(2, { isArchived: true }),
    ]);
    expect(s).toEqual({
      responses: 7,
      average: 51 / 7,
      promoters: 3,
      passives: 2,
      detractors: 2,
      recommendScore: 14, // (3 - 2) / 7 = 14.3 %
    });
  });

  it('reaches +100 and -100, and is empty without active entries', () => {
    expect(summarizeFeedback([entry(9), entry(10)]).recommendScore).toBe(100);
    expect(summarizeFeedback([entry(1), entry(6)]).recommendScore).toBe(-100);
    expect(summarizeFeedback([entry(7), entry(8)]).recommendScore).toBe(0);
    expect(summarizeFeedback([entry(9, { isArchived: true })])).toEqual({
      responses: 0,
      average: null,
      promoters: 0,
      passives: 0,
      detractors: 0,
      recommendScore: null,
    });
  });

  it('never reports minus zero', () => {
    // 100 promoters and 101 detractors: -0.497 %, which Math.round alone turns into -0
    const many = [
      ...Array.from({ length: 100 }, () => entry(10)),
      ...Array.from({ length: 101 }, () => entry(2)),
    ];
    expect(Object.is(summarizeFeedback(many).recommendScore, 0)).toBe(true);
  });
});

describe('feedbackCsv', () => {
  it('writes every entry with a BOM, quoting and formula-safe cells', () => {
    const csv = feedbackCsv([
      entry(9, { name: '김지수', comments: 'Loved it, "really"', favoritePart: '=HYPERLINK("x")' }),
      entry(4, { isArchived: true, comments: 'line one\nline two' }),
    ]);
    expect(csv.startsWith('\uFEFFSubmitted,Name,Rating (1-10),Comments,Favorite part,Archived\r\n')).toBe(
      true,
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d,김지수,9,"Loved it, ""really""","'=HYPERLINK\(""x""\)",no$/,
    );
    expect(lines[2]).toMatch(/,,4,"line one\nline two",,yes$/);
  });

  it('adds a Class column after the date for entries of several classes', () => {
    const names: Record<number, string> = { 1: 'Cohort 6', 2: '@Cohort 7' };
    const csv = feedbackCsv([entry(9, { classId: 2, name: 'Jisoo' }), entry(4, { classId: 1 })], {
      classNameOf: (id) => names[id]!,
    });
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Submitted,Class,Name,Rating (1-10),Comments,Favorite part,Archived');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,'@Cohort 7,Jisoo,9,,,no$/);
    expect(lines[2]).toMatch(/,Cohort 6,,4,,,no$/);
  });

  it('names the file after the day', () => {
    expect(feedbackCsvFilename(new Date(2025, 2, 4))).toBe('course-feedback-2025-03-04.csv');
  });
});

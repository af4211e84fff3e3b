import { describe, expect, it } from 'vitest';
import { viewQuestions } from '../lib/view-questions';

describe('viewQuestions', () => {
  it('gives each "View N" or "화면 N" heading the list items up to the next heading', () => {
    const html = `
      <h2>Debrief: questions</h2><ol><li>Not a view's question.</li></ol>
      <h2>Debrief views</h2>
      <h3>View 1 · Deals on the range</h3><ul><li>Where is your deal?</li><li>Who   came close
        to the walk-away?</li></ul>
      <p>Prose between is ignored.</p>
      <h3>View 2</h3><ul><li><strong>Openers:</strong> did you do better?</li></ul>
      <h3>Board plan</h3><ul><li>Not a view's either.</li></ul>
      <h3>화면 5 · 협상 후 느낌</h3><ul><li>이긴 짝은 기분도 좋았습니까?</li></ul>`;
    expect(viewQuestions(html)).toEqual({
      1: ['Where is your deal?', 'Who came close to the walk-away?'],
      2: ['Openers: did you do better?'],
      5: ['이긴 짝은 기분도 좋았습니까?'],
    });
  });

  it('finds nothing in a note without view headings', () => {
    expect(viewQuestions('<h2>Overview</h2><ul><li>A point.</li></ul>')).toEqual({});
  });
});

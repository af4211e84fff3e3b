import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { renderWithApp } from '@/test/render';
import { CLAMP_CHARS, isLongText } from '../components/clamped-text';
import { FeedbackTable } from '../components/feedback-table';

const LONG = `${'The negotiation rounds were the best part of the course. '.repeat(8)}The end.`;

const entry = (id: number, over: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id,
  name: 'Kim Minji',
  rating: 9,
  comments: null,
  favoritePart: null,
  isArchived: false,
  createdAt: new Date(Date.UTC(2025, 2, id, 9)).toISOString(),
  classId: 1,
  ...over,
});

function renderTable(entries: FeedbackEntry[]) {
  return renderWithApp(
    <FeedbackTable
      caption="Active feedback"
      entries={entries}
      pending={new Set()}
      onToggleArchived={vi.fn()}
    />,
  );
}

describe('isLongText', () => {
  it('is true over the character limit or the line limit only', () => {
    expect(isLongText('a'.repeat(CLAMP_CHARS))).toBe(false);
    expect(isLongText('a'.repeat(CLAMP_CHARS + 1))).toBe(true);
    expect(isLongText('1\n2\n3\n4')).toBe(false);
    expect(isLongText('1\n2\n3\n4\n5')).toBe(true);
    // characters, not UTF-16 units: Korean and emoji count once
    expect(isLongText('좋'.repeat(CLAMP_CHARS))).toBe(false);
    expect(isLongText('🙂'.repeat(CLAMP_CHARS))).toBe(false);
  });
});

describe('FeedbackTable long texts', () => {
  it('clamps a long comment with a Show more / Show less button that works from the keyboard', async () => {
    const user = userEvent.setup();
    renderTable([entry(1, { comments: LONG, favoritePart: 'Role play' })]);
    const text = screen.getByText(LONG);
    expect(text).toHaveClass('line-clamp-4');

    const more = screen.getByRole('button', { name: /^Show more of comments, feedback from Kim Minji/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    // the short favorite part has no toggle
    expect(screen.getAllByRole('button', { name: /^Show more/ })).toHaveLength(1);
    expect(screen.getByText('Role play')).not.toHaveClass('line-clamp-4');

    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveAccessibleName(/^Show less of comments/);
    expect(text).not.toHaveClass('line-clamp-4');

    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveClass('line-clamp-4');
  });

  it('gives each long text its own toggle, and leaves the Archive button its name', async () => {
    const user = userEvent.setup();
    renderTable([
      entry(2, { name: null, comments: 'Short and sweet' }),
      entry(1, { comments: LONG, favoritePart: LONG }),
    ]);
    expect(
      screen.queryByRole('button', { name: /Show more of comments, feedback from an anonymous/ }),
    ).toBeNull();
    const [comments, favorite] = screen.getAllByRole('button', { name: /^Show more/ });
    expect(favorite).toHaveAccessibleName(/^Show more of favorite part, feedback from Kim Minji/);
    await user.click(favorite!);
    expect(favorite).toHaveAttribute('aria-expanded', 'true');
    expect(comments).toHaveAttribute('aria-expanded', 'false');
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[1]!).getByRole('button', { name: /^Archive feedback from an anonymous student,/ }),
    ).toBeVisible();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flashNotice, useFlashNotice } from './flash-notice';

function Shows() {
  const { message, dismiss } = useFlashNotice();
  return message ? (
    <button type="button" onClick={dismiss}>
      {message}
    </button>
  ) : (
    <p>nothing</p>
  );
}

afterEach(() => flashNotice.clear());

describe('flashNotice', () => {
  it('is shown once by the next page, until dismissed', () => {
    flashNotice.set('Saved.');
    const first = render(<Shows />);
    expect(screen.getByRole('button', { name: 'Saved.' })).toBeInTheDocument();
    expect(flashNotice.peek()).toBeNull();
    act(() => screen.getByRole('button', { name: 'Saved.' }).click());
    expect(screen.getByText('nothing')).toBeInTheDocument();
    first.unmount();

    render(<Shows />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('shows nothing when nothing was set', () => {
    render(<Shows />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });
});

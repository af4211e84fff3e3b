import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { simPaths } from '@/test/sim-paths';
import { Button } from './button';
import { WaitingForApp } from './waiting-for-app';

/** A form's submit area as the page at `path` renders it (the browser's address is set to it too). */
function SubmitArea({ path }: { path: string }) {
  return (
    <Router ssrPath={path}>
      <WaitingForApp />
      <Button type="submit">Submit Results</Button>
    </Router>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The server's HTML in the document, then React taking it over. */
async function serverRenderThenHydrate(path: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<SubmitArea path={path} />);
  const before = container.querySelector('[role="status"]')?.cloneNode(true) as HTMLElement | undefined;
  // hydration must match the server's HTML: the test setup fails on React's console.error otherwise
  await act(async () => {
    root = hydrateRoot(container, <SubmitArea path={path} />);
  });
  return { before, container };
}

describe('a server-rendered form waiting for the app', () => {
  it('says it is loading beside its disabled, busy submit button, until React has taken it over', async () => {
    const { before } = await serverRenderThenHydrate(simPaths.casting.report);
    expect(before).toBeDefined();
    expect(before!.textContent).toBe('Loading…');
    expect(before!.getAttribute('lang')).toBe('en');
    // a spinner that speaks no words of its own
    expect(before!.querySelector('.animate-spin')).toHaveAttribute('aria-hidden', 'true');

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Results' })).toBeEnabled();
  });

  it('says it in Korean on a Korean page', async () => {
    const { before } = await serverRenderThenHydrate(simPaths.casting.agentKo);
    expect(before!.textContent).toBe('불러오는 중…');
    expect(before!.getAttribute('lang')).toBe('ko');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing on a page the browser renders itself', () => {
    // a client render (a navigation inside the app): ready at once, nothing to wait for
    window.history.replaceState(null, '', simPaths.casting.report);
    render(<SubmitArea path={simPaths.casting.report} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Results' })).toBeEnabled();
  });
});

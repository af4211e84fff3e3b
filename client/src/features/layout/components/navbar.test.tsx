import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_VISUALISER_URL } from '@shared/keys';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { Navbar } from './navbar';

afterEach(() => localStorage.clear());

describe('Navbar', () => {
  it('links every public page and the token visualiser in a new tab, without Admin for visitors', () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Demos', '/demos'],
      ['Decks', '/decks'],
      ['Simulations', '/simulations'],
      ['About', '/about'],
    ]) {
      expect(nav.querySelector(`a[href="${href}"]`), name).not.toBeNull();
    }
    const external = screen.getAllByRole('link', { name: /Token Explorer/ })[0]!;
    expect(external).toHaveAttribute('href', TOKEN_VISUALISER_URL);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('highlights the current section: the page itself, and its section from a page inside it', () => {
    stubFetch(() => json(401, {}));
    const linkTo = (href: string) =>
      screen.getByRole('navigation', { name: 'Main' }).querySelector(`a[href="${href}"]`)!;
    const inside = renderWithApp(<Navbar />, { path: '/simulations/queen-of-sorrows-agent-instructions' });
    expect(linkTo('/simulations')).toHaveAttribute('aria-current', 'true');
    expect(linkTo('/simulations')).toHaveClass('bg-brand-50');
    expect(linkTo('/')).not.toHaveAttribute('aria-current');
    inside.unmount();
    renderWithApp(<Navbar />, { path: '/simulations' });
    expect(linkTo('/simulations')).toHaveAttribute('aria-current', 'page');
    expect(linkTo('/decks')).not.toHaveClass('bg-brand-50');
  });

  it('takes the scrolled style only past 10 px', () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<Navbar />);
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens and closes the collapsible menu', async () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mobile-menu')).not.toBeNull();
  });

  it('shows the account corner it is given in the bar and in the menu', async () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<Navbar account={<button type="button">Account</button>} />);
    expect(screen.getAllByRole('button', { name: 'Account' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('button', { name: 'Account' })).toHaveLength(2);
  });

  it('links Admin for the instructor, until the server says the session is gone', async () => {
    localStorage.setItem('user', JSON.stringify({ email: 'a@b.c', name: 'Ms Kim', isAdmin: true }));
    stubFetch(() => json(401, { success: false, message: 'Please sign in' }));
    renderWithApp(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('links the join screen for the instructor, in the bar and in the menu', async () => {
    localStorage.setItem('user', JSON.stringify({ email: 'a@b.c', name: 'Ms Kim', isAdmin: true }));
    stubFetch(() => json(200, { success: true, data: { email: 'a@b.c', name: 'Ms Kim', isAdmin: true } }));
    renderWithApp(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
  });
});

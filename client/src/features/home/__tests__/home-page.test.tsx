import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_VISUALISER_URL } from '@shared/keys';
import { json, renderWithApp, stubFetch } from '@/test/render';
import HomePage from '../components/home-page';

afterEach(() => localStorage.clear());

const section = (name: string) => screen.getByRole('region', { name });

describe('Home page', () => {
  it('shows the hero with its headline, 25 decorative particles and Explore Workshops', async () => {
    stubFetch(() => json(401, {}));
    const { location } = renderWithApp(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mastering Critical Workplace Skills' }),
    ).toBeVisible();
    const particles = document.querySelectorAll('[data-particle]');
    expect(particles).toHaveLength(25);
    expect(particles[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    // placed by percentages inside the hero, so they take no room in the layout
    expect((particles[3] as HTMLElement).style.left).toMatch(/%$/);

    await userEvent.click(screen.getByRole('link', { name: 'Explore Workshops' }));
    expect(location.history?.at(-1)).toBe('/decks');
  });

  it('lists the four workshops, each with a description and a link to /decks', () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<HomePage />);
    const modules = section('Learning Modules');
    const items = within(modules).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Negotiation Workshop',
      'AI Workshop',
      'Communication Workshop',
      'Team Collaboration Workshop',
    ]);
    for (const li of items) {
      expect(within(li).getByRole('link')).toHaveAttribute('href', '/decks');
      expect(li.querySelector('p')!.textContent!.length).toBeGreaterThan(40);
      const img = li.querySelector('img')!;
      expect(img).toHaveAttribute('width', '640');
      expect(img).toHaveAttribute('height', '360');
    }
  });

  it('offers the neural network demo and the token explorer in a new tab, then the closing call to action', () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<HomePage />);
    const experiences = section('Interactive Learning Experiences');
    expect(within(experiences).getByRole('heading', { name: 'Neural Network Demo' })).toBeVisible();
    expect(within(experiences).getByRole('link', { name: 'Launch Demo' })).toHaveAttribute(
      'href',
      '/neural-network-demo',
    );
    expect(within(experiences).getByRole('heading', { name: 'Token Explorer' })).toBeVisible();
    const token = within(experiences).getByRole('link', { name: /Open Token Explorer/ });
    expect(token).toHaveAttribute('href', TOKEN_VISUALISER_URL);
    expect(token).toHaveAttribute('target', '_blank');
    expect(token).toHaveAttribute('rel', 'noopener noreferrer');
    expect(token).toHaveAccessibleName('Open Token Explorer (opens in a new tab)');

    const cta = section('Ready to Enhance Your Professional Skills?');
    expect(within(cta).getByRole('link', { name: 'View All Workshops' })).toHaveAttribute('href', '/decks');
  });
});

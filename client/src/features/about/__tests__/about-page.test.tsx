import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import AboutPage from '../components/about-page';

describe('About page', () => {
  it('describes the course, its workshops and simulations, and the instructor', () => {
    stubFetch(() => json(404, { success: false, message: 'Not found.' }));
    renderWithApp(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About the Course' })).toBeVisible();
    const workshops = screen.getByRole('region', { name: 'The four workshops' });
    expect(
      within(workshops)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Negotiation Workshop',
      'AI Workshop',
      'Communication Workshop',
      'Team Collaboration Workshop',
    ]);
    const sims = screen.getByRole('region', { name: 'Three negotiation simulations' });
    expect(
      within(sims)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Queen of Sorrows', 'Shinhwa vs Daesung', 'Tariff Wars']);
    expect(screen.getByRole('region', { name: 'What you take away' })).toHaveTextContent(/preparation sheet/);
    expect(screen.getByRole('region', { name: 'Your instructor' })).toHaveTextContent(/Jiwon Han/);
  });

  it("shows the review it is given (the route table passes the feedback feature's) before the workshops", () => {
    stubFetch(() => json(404, { success: false, message: 'Not found.' }));
    renderWithApp(<AboutPage review={<p>The course review</p>} />, { path: '/about' });
    const review = screen.getByText('The course review');
    expect(review).toBeVisible();
    const workshops = screen.getByRole('region', { name: 'The four workshops' });
    expect(review.compareDocumentPosition(workshops) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

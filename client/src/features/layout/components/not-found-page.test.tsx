import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithApp, stubFetch } from '@/test/render';
import NotFoundPage from './not-found-page';

describe('the 404 page', () => {
  it('keeps its two texts and offers the ways back as the rest of the site does', () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Simulations' })).toHaveAttribute('href', '/simulations');
    expect(screen.getByRole('link', { name: 'Presentation Decks' })).toHaveAttribute('href', '/decks');
  });
});

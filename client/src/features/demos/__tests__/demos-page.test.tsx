import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_VISUALISER_URL } from '@shared/keys';
import { json, renderWithApp, stubFetch } from '@/test/render';
import DemosPage from '../components/demos-page';

describe('Available Demos', () => {
  it('shows the neural network demo and the token visualiser, each with its way in', () => {
    stubFetch(() => json(401, {}));
    renderWithApp(<DemosPage />, { path: '/demos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Available Demos' })).toBeVisible();
    expect(document.title).toBe('Available Demos | Critical Workplace Skills');

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Neural Network Demo',
      'Token Explorer',
    ]);
    const neural = screen.getByRole('article', { name: 'Neural Network Demo' });
    expect(neural).toHaveTextContent(/hunger, health-consciousness and available time/);
    expect(within(neural).getByRole('link', { name: 'Launch Demo' })).toHaveAttribute(
      'href',
      '/neural-network-demo',
    );

    const token = within(screen.getByRole('article', { name: 'Token Explorer' })).getByRole('link');
    expect(token).toHaveAttribute('href', TOKEN_VISUALISER_URL);
    expect(token).toHaveAttribute('target', '_blank');
    expect(token).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

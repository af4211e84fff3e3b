import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideSections, type GuideSection } from '@shared/guide-sections';
import { GuideLink } from './guide-link';

describe('the guide link on an instructor page', () => {
  it("opens the guide's section for the page in a new tab, the class's page staying where it is", () => {
    for (const section of Object.keys(guideSections) as GuideSection[]) {
      const { unmount } = render(<GuideLink section={section} />);
      const link = screen.getByRole('link', { name: 'How this works (guide)' });
      expect(link).toHaveAttribute('href', `/guide#${guideSections[section]}`);
      expect(link).toHaveAttribute('target', '_blank');
      unmount();
    }
  });
});

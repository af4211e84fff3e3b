import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { declaredTopics } from '@/lib/live/live-topics';
import { expectConsoleError } from '@/test/console';
import { json, renderWithApp, stubFetch } from '@/test/render';
import { appRoutes } from '../router';

/**
 * The live channel refreshes a query only by the topics it declares (meta.liveTopics): a query a page shows
 * without them would never follow the class. Two nets: the queries every route loads (what the server
 * renders and the browser keeps), and every query any component test renders (test/render.tsx).
 */
describe('live topics', () => {
  it.each([false, true])(
    'every query a route loads declares its live topics (instructor: %s)',
    async (isAdmin) => {
      const missing: string[] = [];
      for (const route of appRoutes()) {
        for (const query of await route.queries({ isAdmin })) {
          const meta = (query as { meta?: Record<string, unknown> }).meta;
          if (!declaredTopics(meta)) missing.push(`${route.path}: ${JSON.stringify(query.queryKey)}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it('fails a component test that shows a query without live topics', async () => {
    stubFetch(() => json(200, { success: true, data: 'figures' }));
    const logged = expectConsoleError(/declares no live topics/);
    function Untracked() {
      const { data } = useQuery({ queryKey: ['/api/untracked'], queryFn: async () => 'figures' });
      return <p>{data}</p>;
    }
    renderWithApp(<Untracked />);
    expect(await screen.findByText('figures')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('["/api/untracked"]'));
  });
});

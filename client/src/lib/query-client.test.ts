import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render';
import { createQueryClient } from './query-client';

describe('the query client', () => {
  it('has no default query function: a query that names none fails without a request', async () => {
    const calls = stubFetch(() => new Response('{}'));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/feedback'] })).rejects.toThrow(/Missing queryFn/);
    expect(calls).toEqual([]);
  });
});

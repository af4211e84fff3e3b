import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/render';
import { ApiError, apiRequest, errorMessage } from './api';
import { getQueryFn } from './query-client';

describe('the fetcher', () => {
  it('sends cookies and JSON, and reads JSON', async () => {
    const calls = stubFetch(() => json(200, { success: true, data: 1 }));
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ success: true, data: 1 });
    expect(calls[0]!.init).toMatchObject({ credentials: 'include', body: '{"a":1}' });
  });

  it('throws "STATUS: body" and keeps the server message', async () => {
    stubFetch(() => json(400, { success: false, message: 'Name is required' }));
    const err = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as Error).message).toBe('400: {"success":false,"message":"Name is required"}');
    expect(errorMessage(err, 'fallback')).toBe('Name is required');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('can turn a 401 into null for queries that allow it', async () => {
    stubFetch(() => json(401, {}));
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(fn({ queryKey: ['/api/auth/me'] } as never)).resolves.toBeNull();
    const strict = getQueryFn<unknown>({ on401: 'throw' });
    await expect(strict({ queryKey: ['/api/auth/me'] } as never)).rejects.toThrow(/^401/);
  });
});

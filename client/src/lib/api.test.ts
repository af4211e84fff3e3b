import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/render';
import { ApiError, apiRequest, errorMessage, getData, requestData } from './api';

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

  it('returns the data of an envelope', async () => {
    const calls = stubFetch(() => json(200, { success: true, data: { id: 7 } }));
    await expect(requestData('POST', '/api/x', { a: 1 })).resolves.toEqual({ id: 7 });
    await expect(getData('/api/y')).resolves.toEqual({ id: 7 });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/x'],
      ['GET', '/api/y'],
    ]);
  });
});

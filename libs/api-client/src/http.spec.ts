import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildUrl, createHttpClient } from './http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  it('sends GET with credentials, JSON headers and a relative base', async () => {
    const fetch = vi.fn(async () => json({ ok: true }));
    await createHttpClient({ fetch }).get('/api/core/sports/', { sport__slug: 'hockey', season: undefined });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/core/sports/?sport__slug=hockey');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('throws a typed ApiError with the status and the server detail', async () => {
    const http = createHttpClient({ fetch: async () => json({ detail: 'Not found.' }, 404) });
    const err = await http.get('/api/x/').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, message: 'Not found.', isClientError: true });
  });

  it('reports a network failure as status 0', async () => {
    const http = createHttpClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.get('/api/x/')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('appends params to paths that already have a query', () => {
    expect(buildUrl('', '/api/a/?page=2', { season: 2024 })).toBe('/api/a/?page=2&season=2024');
  });
});

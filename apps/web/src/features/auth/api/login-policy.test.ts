import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLoginPolicy } from './login-policy';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('login policy answer (checked without zod)', () => {
  it('keeps the two numbers of a well-formed answer', async () => {
    fetchMock.mockResolvedValueOnce(answer({ maxFailures: 5, lockMinutes: 30, extra: 'x' }));
    await expect(fetchLoginPolicy()).resolves.toEqual({ maxFailures: 5, lockMinutes: 30 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/login/policy.json');
  });

  it.each([
    { maxFailures: '5', lockMinutes: 30 },
    { maxFailures: 5, lockMinutes: 0 },
    { maxFailures: 2.5, lockMinutes: 30 },
    { lockMinutes: 30 },
    null,
  ])('refuses a malformed answer %j (the screen then states no policy)', async (body) => {
    fetchMock.mockResolvedValueOnce(answer(body));
    await expect(fetchLoginPolicy()).rejects.toThrow();
  });
});

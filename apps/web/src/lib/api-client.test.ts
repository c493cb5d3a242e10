import { ko } from '@parking/shared/messages/ko';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, ApiError, api, resetSessionExpiry, setSessionExpiredHandler } from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('api client requests', () => {
  it('sends GET params in the query string, same-origin, and validates with the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 3 }));
    const out = await api.get('/api/x', {
      params: { carNo: '1234', empty: undefined, page: 2 },
      schema: z.object({ count: z.number() }),
    });
    expect(out).toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x?carNo=1234&page=2');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
  });

  it('posts a urlencoded form by default and JSON on request', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await api.post('/api/form', { empNo: 'admin', password: 'a b&c' });
    let init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(init.body).toBe('empNo=admin&password=a+b%26c');

    await api.post('/api/json', { a: 1 }, { form: false });
    init = fetchMock.mock.calls[1]![1]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');

    const fd = new FormData();
    fd.append('f', 'v');
    await api.post('/api/multi', undefined, { multipart: fd });
    init = fetchMock.mock.calls[2]![1]!;
    expect(init.body).toBe(fd);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 'three' }));
    const e = await caught(api.get('/api/x', { schema: z.object({ count: z.number() }) }));
    expect(e.code).toBe('BAD_RESPONSE');
  });
});

describe('api client with a schema that loads', () => {
  it('asks for the schema when the request starts and checks the answer with it', async () => {
    const order: string[] = [];
    fetchMock.mockImplementationOnce(async () => {
      order.push('fetch');
      return json(200, { count: 3, extra: 'dropped' });
    });
    const out = await api.get('/api/x', {
      schema: async () => {
        order.push('schema');
        return z.object({ count: z.number() });
      },
    });
    expect(out).toEqual({ count: 3 });
    expect(order).toEqual(['schema', 'fetch']);
  });

  it('rejects an answer that does not match the loaded schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 'three' }));
    const e = await caught(api.post('/api/x', {}, { schema: async () => z.object({ count: z.number() }) }));
    expect(e.code).toBe('BAD_RESPONSE');
  });

  it('fails like a network failure when the schema cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 3 }));
    const e = await caught(
      api.get('/api/x', { schema: () => Promise.reject(new Error('chunk failed to load')) }),
    );
    expect(e.code).toBe('NETWORK_ERROR');
  });

  it('keeps the server error of a failed answer whatever the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { code: 'CONFLICT', message: '이미 처리되었습니다.' }));
    const e = await caught(api.get('/api/x', { schema: async () => z.object({ count: z.number() }) }));
    expect([e.status, e.message]).toEqual([409, '이미 처리되었습니다.']);
  });
});

describe('api client errors', () => {
  it('parses the error shape', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'VALIDATION',
        message: '입력하신 정보를 다시 한번 확인해주세요',
        fieldErrors: { empNo: ['필수 입력란입니다.'] },
      }),
    );
    const e = await caught(api.post('/api/x', {}));
    expect(e.status).toBe(400);
    expect(e.code).toBe('VALIDATION');
    expect(e.message).toBe('입력하신 정보를 다시 한번 확인해주세요');
    expect(e.fieldErrors).toEqual({ empNo: ['필수 입력란입니다.'] });
  });

  it('keeps the server message of a failed login and a lock', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { code: 'LOGIN_FAILED', message: ko.auth.loginFailedCount(1, 5) }),
    );
    const e = await caught(api.post('/api/actionLogin.json', {}));
    expect([e.status, e.code, e.message]).toEqual([401, 'LOGIN_FAILED', ko.auth.loginFailedCount(1, 5)]);
    expect(e.sessionExpired).toBe(false);
  });

  it('gives a Korean message for an answer without the error shape', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const e = await caught(api.get('/api/x'));
    expect(e.status).toBe(502);
    expect(e.message).toBe(ko.errors.INTERNAL);
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const e = await caught(api.get('/api/x'));
    expect(e.code).toBe('NETWORK_ERROR');
    expect(e.message).toBe(ko.errors.NETWORK_ERROR);
  });

  it('aborts after 30 seconds with a timeout error', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = caught(api.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await p;
    expect(signal?.aborted).toBe(true);
    expect(e.code).toBe('TIMEOUT');
    expect(e.message).toBe(ko.errors.TIMEOUT);
  });
});

describe('session expiry', () => {
  it('calls the handler once for several expired answers and rejects each', async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    fetchMock.mockImplementation(async () =>
      json(401, { code: 'SESSION_EXPIRED', message: ko.auth.sessionExpired, sessionExpired: true }),
    );
    const errors = await Promise.all([
      caught(api.get('/api/a')),
      caught(api.post('/api/b', {})),
      caught(api.get('/api/c')),
    ]);
    expect(handler).toHaveBeenCalledTimes(1);
    for (const e of errors) {
      expect(e.sessionExpired).toBe(true);
      expect(e.status).toBe(401);
      expect(e.message).toBe(ko.auth.sessionExpired);
    }
  });

  it('notices the flag on any answer and fires again after a new login', async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    fetchMock.mockImplementation(async () => json(200, { sessionExpired: true }));
    await caught(api.get('/api/a'));
    expect(handler).toHaveBeenCalledTimes(1);
    resetSessionExpiry();
    await caught(api.get('/api/a'));
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

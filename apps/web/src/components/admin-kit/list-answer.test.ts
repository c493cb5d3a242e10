// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, BAD_RESPONSE } from '../../lib/api-client';
import { listPageOf } from './list-answer';

describe('listPageOf (a kit list answer read without zod, decision 226)', () => {
  it('reads the rows and the total under the list keys', () => {
    const rows = [{ empNo: 'citizen1' }, { empNo: 'citizen2' }];
    expect(listPageOf({ resultList: rows, totalCount: 12 }, 'resultList', 'totalCount')).toEqual({
      rows,
      total: 12,
    });
  });

  it.each([
    ['no rows', { totalCount: 1 }],
    ['rows that are not records', { resultList: ['a'], totalCount: 1 }],
    ['no total', { resultList: [] }],
    ['a total in words', { resultList: [], totalCount: '3' }],
    ['an HTML page', '<html></html>'],
  ])('refuses an answer with %s as a malformed answer', (_what, answer) => {
    let error: unknown;
    try {
      listPageOf(answer, 'resultList', 'totalCount');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(BAD_RESPONSE);
    expect((error as ApiError).message).toBe('서버 응답을 처리할 수 없습니다. 잠시 후 다시 시도해주세요.');
  });
});

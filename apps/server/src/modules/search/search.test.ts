import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import { boardArticles, inquiries } from '../../db/schema/content';
import { useDemoApp } from '../../test/demo-app';
import { excerptOf, plainText } from './search.service';

const DAY = 86_400_000;

describe('integrated search (spec 1 §2.1 /searchlist)', () => {
  const demo = useDemoApp();
  let seeded = false;
  const search = async (query: Record<string, string>) => {
    const { app, db } = await demo();
    if (!seeded) {
      seeded = true;
      const now = Date.now();
      await db.insert(boardArticles).values([
        {
          bbsCd: 'notice',
          title: '달빛주차장 운영 시간 변경 안내',
          cts: '<p>시청 부설 주차장은 22시까지 운영합니다.</p>',
          regDttm: new Date(now - 2 * DAY),
        },
        {
          bbsCd: 'notice',
          title: '설 연휴 무료 개방',
          cts: '<p>연휴 동안 달빛주차장을 무료로 개방합니다.</p>',
          regDttm: new Date(now - 40 * DAY),
        },
        {
          bbsCd: 'faq',
          title: '정기권 환불은 어떻게 하나요?',
          cts: '<p>달빛주차장 정기권은 남은 기간만큼 환불됩니다.</p>',
          regDttm: new Date(now - DAY),
        },
      ]);
      await db.insert(inquiries).values({
        title: '달빛주차장 비밀 문의',
        content: '달빛주차장 비밀 내용',
        writer: '비회원',
        nondisclosure: true,
        passwordHash: 'x',
      });
    }
    return app.inject({ method: 'GET', url: `/api/search/searchList.json?${new URLSearchParams(query)}` });
  };

  it('finds a notice by a partial Korean word, with an excerpt and a link, never a secret question', async () => {
    const res = await search({ searchKeyword: '달빛' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notice.totalCount).toBe(2);
    expect(body.notice.list[0]).toMatchObject({ title: '달빛주차장 운영 시간 변경 안내' });
    expect(body.notice.list[0].link).toMatch(/^\/noticeview\?atclId=\d+$/);
    expect(body.notice.list[1].excerpt).toContain('달빛주차장을 무료로');
    expect(body.faq.totalCount).toBe(1);
    expect(JSON.stringify(body)).not.toContain('비밀');
  });

  it('searches the menu the caller sees and the lots; sorts by accuracy or newest; limits the period', async () => {
    const menu = (await search({ searchKeyword: '공지' })).json();
    expect(menu.menu.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: '공지사항', link: '/noticelist' })]),
    );
    // an administrator's menu entries stay out of a visitor's results
    expect(menu.menu.list.some((h: { link: string }) => h.link === '/noticemanagement')).toBe(false);

    const accuracy = (await search({ searchKeyword: '달빛주차장', sort: 'accuracy' })).json();
    expect(accuracy.notice.list.map((h: { title: string }) => h.title)).toEqual([
      '달빛주차장 운영 시간 변경 안내',
      '설 연휴 무료 개방',
    ]);
    const week = (await search({ searchKeyword: '달빛', period: 'week' })).json();
    expect(week.notice.totalCount).toBe(1);
    const month = (await search({ searchKeyword: '달빛', period: 'month', sort: 'newest' })).json();
    expect(month.notice.totalCount).toBe(1);
    expect(month.faq.totalCount).toBe(1);

    const lots = (await search({ searchKeyword: '주차장' })).json();
    expect(lots.lot.totalCount).toBeGreaterThan(0);
    expect(lots.lot.list[0].link).toMatch(/^\/list\?q=/);
  });

  it('refuses an empty or over-long keyword and unknown sort or period with a Korean message', async () => {
    const empty = await search({ searchKeyword: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.searchKeyword).toEqual([ko.search.keywordRequired]);
    expect((await search({ searchKeyword: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await search({ searchKeyword: '달빛', sort: 'random' })).statusCode).toBe(400);
    expect((await search({ searchKeyword: '달빛', period: 'year' })).statusCode).toBe(400);
    // LIKE wildcards are literal
    expect((await search({ searchKeyword: '%' })).json().notice.totalCount).toBe(0);
  });

  it('builds plain-text excerpts around the match', () => {
    expect(plainText('<p>가&amp;나</p><br>다')).toBe('가&나 다');
    expect(excerptOf('주차장 이용 안내', '이용')).toBe('주차장 이용 안내');
    expect(excerptOf('abc', 'z')).toBe('');
  });
});

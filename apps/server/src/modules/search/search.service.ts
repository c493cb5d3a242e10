import type { MenuNode } from '@parking/shared/admin-menus/menu-node';
import type { Principal } from '@parking/shared/auth/roles';
import { kstDatePlus, kstEpoch, todayKst } from '@parking/shared/common/korea-time';
import type { SearchAnswer, SearchHit, SearchQuery } from '@parking/shared/search/schemas';
import type { AppDb } from '../../db/client';
import { siteMenuFor } from '../admin-menus';
import { GROUP_ROWS, searchArticles, searchLots } from './search.repository';

const EXCERPT = 80;

/** Plain text of an article body (tags and entities out, spaces folded). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** About EXCERPT characters of `text` around the first match of `keyword` ('' when it does not occur). */
export function excerptOf(text: string, keyword: string): string {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (at < 0) return '';
  const start = Math.max(0, at - 25);
  const end = Math.min(text.length, start + EXCERPT);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function since(period: SearchQuery['period'], now: number): Date | null {
  if (period === 'all') return null;
  return new Date(kstEpoch(kstDatePlus(now, period === 'week' ? -7 : -30)));
}

/** Menu entries with a page whose name contains the keyword, from the menu the caller sees. */
function searchMenus(tree: readonly MenuNode[], keyword: string): SearchHit[] {
  const k = keyword.toLowerCase();
  const out: { hit: SearchHit; rank: number }[] = [];
  const walk = (nodes: readonly MenuNode[], trail: string[]) => {
    for (const n of nodes) {
      const label = n.label.toLowerCase();
      if (n.path && label.includes(k)) {
        out.push({
          hit: { title: n.label, excerpt: [...trail, n.label].join(' > '), link: n.path, date: '' },
          rank: label === k ? 0 : label.startsWith(k) ? 1 : 2,
        });
      }
      walk(n.children ?? [], [...trail, n.label]);
    }
  };
  walk(tree, []);
  const seen = new Set<string>();
  return out
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.hit)
    .filter((h) => !seen.has(h.link) && seen.add(h.link));
}

/**
 * Integrated search (spec 1 §2.1 /searchlist): menus the caller can see, notices, FAQ and lots. Questions
 * (Q&A) are not searched at all, so a secret question can never appear (decision 158).
 */
export async function integratedSearch(
  db: AppDb,
  principal: Principal | null,
  query: SearchQuery,
  now: number = Date.now(),
): Promise<SearchAnswer> {
  const { searchKeyword: keyword, sort, period } = query;
  const from = since(period, now);
  const [menu, notices, faqs, lots] = await Promise.all([
    siteMenuFor(db, principal),
    searchArticles(db, 'notice', keyword, sort, from),
    searchArticles(db, 'faq', keyword, sort, from),
    searchLots(db, keyword, sort),
  ]);
  const menuHits = searchMenus(menu.menuList, keyword);
  const article = (link: (id: number) => string) => (r: Awaited<typeof notices>['rows'][number]) => {
    const text = plainText(r.cts);
    return {
      title: r.title,
      excerpt: excerptOf(text, keyword) || text.slice(0, EXCERPT),
      link: link(r.atclId),
      date: todayKst(r.regDttm.getTime()),
    };
  };
  const groups = {
    menu: { totalCount: menuHits.length, list: menuHits.slice(0, GROUP_ROWS) },
    notice: {
      totalCount: notices.total,
      list: notices.rows.map(article((id) => `/noticeview?atclId=${id}`)),
    },
    faq: { totalCount: faqs.total, list: faqs.rows.map(article((id) => `/faqview?atclId=${id}`)) },
    lot: {
      totalCount: lots.total,
      list: lots.rows.map((r) => ({
        title: r.parkingNm,
        excerpt: r.address,
        link: `/list?q=${encodeURIComponent(r.parkingNm)}`,
        date: '',
      })),
    },
  };
  const totalCount = groups.menu.totalCount + notices.total + faqs.total + lots.total;
  return { searchKeyword: keyword, totalCount, ...groups };
}

import { z } from 'zod';
import { ko } from '../messages/ko';

const t = ko.search;

/** GET /api/search/searchList.json (spec 1 §2.1 /searchlist): keyword, sort, period. */
export const searchQuerySchema = z.object({
  searchKeyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v),
    z.string({ error: t.keywordRequired }).min(1, t.keywordRequired).max(50, t.keywordMax),
  ),
  sort: z.preprocess(
    (v) => (v === '' || v === undefined ? 'accuracy' : v),
    z.enum(['accuracy', 'newest'], { error: ko.validation.invalid }),
  ),
  period: z.preprocess(
    (v) => (v === '' || v === undefined ? 'all' : v),
    z.enum(['all', 'week', 'month'], { error: ko.validation.invalid }),
  ),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchSort = SearchQuery['sort'];
export type SearchPeriod = SearchQuery['period'];

const hit = z.object({
  title: z.string(),
  /** a short plain-text excerpt around the first match ('' when only the title matched) */
  excerpt: z.string(),
  /** route to open, with its query */
  link: z.string(),
  /** registration date YYYY-MM-DD ('' for menus and lots) */
  date: z.string(),
});
export type SearchHit = z.infer<typeof hit>;

const group = z.object({ totalCount: z.number(), list: z.array(hit) });

/** Results grouped as spec 1 says (menu, notices, FAQ) plus lots; each group's first rows and its count. */
export const searchAnswerSchema = z.object({
  searchKeyword: z.string(),
  totalCount: z.number(),
  menu: group,
  notice: group,
  faq: group,
  lot: group,
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
export type SearchGroupKey = 'menu' | 'notice' | 'faq' | 'lot';

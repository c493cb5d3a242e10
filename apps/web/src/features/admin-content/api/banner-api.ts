import {
  type BannerListResponse,
  bannerActionResponseSchema,
  bannerListResponseSchema,
  bannerViewResponseSchema,
} from '@parking/shared/content/schemas';
import type { ListFetcher } from '../../../components/admin-kit/use-admin-list';
import { api } from '../../../lib/api-client';

export type BannerListItem = BannerListResponse['bannerList'][number];

/** GET /api/admin/banner/list.json → bannerList, bannerTotalCount. */
export const bannerListFetcher: ListFetcher<BannerListItem> = async (q, signal) => {
  const res = await api.get('/api/admin/banner/list.json', {
    params: { ...q },
    schema: bannerListResponseSchema,
    signal,
  });
  return { rows: res.bannerList, total: res.bannerTotalCount };
};

/** GET /api/admin/banner/view.json (bannerId) → bannerView, attachList. */
export function fetchBannerView(bannerId: string, signal?: AbortSignal) {
  return api.get('/api/admin/banner/view.json', {
    params: { bannerId },
    schema: bannerViewResponseSchema,
    signal,
  });
}

export interface BannerWrite {
  title: string;
  useYn: 'Y' | 'N';
  linkUrl: string;
  bannerContents: string;
  bannerOrder: number;
  file: File | null;
}

function multipart(v: BannerWrite, bannerId?: string): FormData {
  const body = new FormData();
  if (bannerId) body.append('bannerId', bannerId);
  body.append('title', v.title);
  body.append('useYn', v.useYn);
  body.append('linkUrl', v.linkUrl);
  body.append('bannerContents', v.bannerContents);
  body.append('bannerOrder', String(v.bannerOrder));
  if (v.file) body.append('files', v.file, v.file.name);
  return body;
}

/** POST /api/admin/banner/insertAction.json (multipart, optional one image). */
export function insertBanner(v: BannerWrite) {
  return api.post('/api/admin/banner/insertAction.json', undefined, {
    multipart: multipart(v),
    schema: bannerActionResponseSchema,
  });
}

/** POST /api/admin/banner/updateAction.json (same plus bannerId). */
export function updateBanner(bannerId: string, v: BannerWrite) {
  return api.post('/api/admin/banner/updateAction.json', undefined, {
    multipart: multipart(v, bannerId),
    schema: bannerActionResponseSchema,
  });
}

/** POST /api/admin/banner/delete.json (bannerId). */
export function deleteBanner(bannerId: string) {
  return api.post('/api/admin/banner/delete.json', { bannerId }, { schema: bannerActionResponseSchema });
}

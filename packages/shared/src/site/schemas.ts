import { z } from 'zod';

/** GET /api/site/info: facts about the operating organisation shown in the page frame (from server config). */
export const siteInfoSchema = z.object({
  orgName: z.string(),
  address: z.string(),
  representative: z.string(),
  phone: z.string(),
  businessNo: z.string(),
  copyright: z.string(),
  /** true when the portal runs with demo data (shows demo-only helpers such as the SMS outbox) */
  demo: z.boolean(),
  /** Kakao Maps JavaScript key; null means Leaflet + OpenStreetMap */
  kakaoMapAppKey: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

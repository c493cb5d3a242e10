import { idParam } from '@parking/shared/content/common';
import {
  bannerActionResponseSchema,
  bannerIdSchema,
  bannerInsertSchema,
  bannerListResponseSchema,
  bannerUpdateSchema,
  bannerViewResponseSchema,
  mainContentResponseSchema,
  popupActionResponseSchema,
  popupIdSchema,
  popupInsertSchema,
  popupListResponseSchema,
  popupUpdateSchema,
  popupViewResponseSchema,
} from '@parking/shared/content/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDeps } from '../../lib/attachments';
import { sendDownload } from '../../lib/uploads';
import { adminOf } from '../../plugins/guards';
import { registerAdminResource } from './admin-resource-routes';
import {
  deleteBannerAdmin,
  deletePopupAdmin,
  findBannerImage,
  findContentDownload,
  insertBannerAdmin,
  insertPopupAdmin,
  listBannerAdmin,
  listPopupAdmin,
  mainContent,
  updateBannerAdmin,
  updatePopupAdmin,
  viewBannerAdmin,
  viewPopupAdmin,
} from './content.service';

/** Popups and banners (spec 3 §7 "Popups", "Banners") and the main-page content. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => contentDeps(app);

  // ── public ────────────────────────────────────────────────────────────────
  app.get(
    '/api/main/content.json',
    {
      schema: {
        tags: ['content'],
        summary: 'Main page: popups in use today, banners in order, the 5 latest notices',
        response: { 200: mainContentResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return mainContent(deps());
    },
  );

  app.get(
    '/api/main/banner/:bannerId/image',
    {
      schema: {
        tags: ['content'],
        summary: 'The image of a banner in use',
        params: z.object({ bannerId: idParam }),
      },
    },
    async (request, reply) => {
      const file = await findBannerImage(deps(), request.params.bannerId, request.principal);
      return sendDownload(reply, file, { disposition: 'inline' });
    },
  );

  // ── popups and banners (admin) ────────────────────────────────────────────
  registerAdminResource(app, deps, adminOf, {
    name: 'popup',
    tag: 'admin-content',
    idKey: 'popupId',
    summaries: {
      list: 'Popup list (search and paging)',
      view: 'Popup view',
      insert: 'Register a popup (form or multipart with one image)',
      update: 'Edit a popup',
      delete: 'Delete a popup',
      download: 'Download a popup attachment',
    },
    schemas: {
      id: popupIdSchema,
      insert: popupInsertSchema,
      update: popupUpdateSchema,
      listResponse: popupListResponseSchema,
      viewResponse: popupViewResponseSchema,
      actionResponse: popupActionResponseSchema,
    },
    service: {
      list: listPopupAdmin,
      view: viewPopupAdmin,
      insert: insertPopupAdmin,
      update: updatePopupAdmin,
      remove: deletePopupAdmin,
      download: (d, q) => findContentDownload(d, 'popup', q),
    },
  });

  registerAdminResource(app, deps, adminOf, {
    name: 'banner',
    tag: 'admin-content',
    idKey: 'bannerId',
    summaries: {
      list: 'Banner list (search and paging, by order)',
      view: 'Banner view',
      insert: 'Register a banner (multipart with one image)',
      update: 'Edit a banner (a new image replaces the old one)',
      delete: 'Delete a banner',
      download: 'Download a banner image',
    },
    schemas: {
      id: bannerIdSchema,
      insert: bannerInsertSchema,
      update: bannerUpdateSchema,
      listResponse: bannerListResponseSchema,
      viewResponse: bannerViewResponseSchema,
      actionResponse: bannerActionResponseSchema,
    },
    service: {
      list: listBannerAdmin,
      view: viewBannerAdmin,
      insert: insertBannerAdmin,
      update: updateBannerAdmin,
      remove: deleteBannerAdmin,
      download: (d, q) => findContentDownload(d, 'banner', q),
    },
  });
};

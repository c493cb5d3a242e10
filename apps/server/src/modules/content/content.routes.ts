import { idParam } from '@parking/shared/content/common';
import { bannerResource, mainContentResponseSchema, popupResource } from '@parking/shared/content/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { contentDeps } from '../../lib/attachments';
import { sendDownload } from '../../lib/uploads';
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
  registerAdminResource(app, {
    contract: popupResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: listPopupAdmin,
      view: (d, q) => viewPopupAdmin(d, q.popupId),
      insert: (d, body, c) => insertPopupAdmin(d, body, c.files, c.principal),
      update: (d, body, c) => updatePopupAdmin(d, body, c.files, c.principal),
      delete: (d, body) => deletePopupAdmin(d, body.popupId),
      download: (d, q) => findContentDownload(d, 'popup', q),
    },
  });

  registerAdminResource(app, {
    contract: bannerResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: listBannerAdmin,
      view: (d, q) => viewBannerAdmin(d, q.bannerId),
      insert: (d, body, c) => insertBannerAdmin(d, body, c.files, c.principal),
      update: (d, body, c) => updateBannerAdmin(d, body, c.files, c.principal),
      delete: (d, body) => deleteBannerAdmin(d, body.bannerId),
      download: (d, q) => findContentDownload(d, 'banner', q),
    },
  });
};

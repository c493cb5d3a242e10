import { downloadQuerySchema, idParam } from '@parking/shared/content/common';
import {
  bannerActionResponseSchema,
  bannerIdSchema,
  bannerInsertSchema,
  bannerListResponseSchema,
  bannerUpdateSchema,
  bannerViewResponseSchema,
  contentListQuerySchema,
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
import { sendDownload } from '../../lib/uploads';
import { requireRole } from '../../plugins/guards';
import { adminOf } from '../boards/boards.routes';
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
import { contentDeps } from './files';

const admin = requireRole('ROLE_ADMIN');

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

  // ── popups (admin) ────────────────────────────────────────────────────────
  app.get(
    '/api/admin/popup/list.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Popup list (search and paging)',
        querystring: contentListQuerySchema,
        response: { 200: popupListResponseSchema },
      },
    },
    async (request) => listPopupAdmin(deps(), request.query),
  );

  app.get(
    '/api/admin/popup/view.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Popup view',
        querystring: popupIdSchema,
        response: { 200: popupViewResponseSchema },
      },
    },
    async (request) => viewPopupAdmin(deps(), request.query.popupId),
  );

  app.post(
    '/api/admin/popup/insertAction.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Register a popup (form or multipart with one image)',
        body: popupInsertSchema,
        response: { 200: popupActionResponseSchema },
      },
    },
    async (request) => insertPopupAdmin(deps(), request.body, request.uploadedFiles, adminOf(request)),
  );

  app.post(
    '/api/admin/popup/updateAction.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Edit a popup',
        body: popupUpdateSchema,
        response: { 200: popupActionResponseSchema },
      },
    },
    async (request) => updatePopupAdmin(deps(), request.body, request.uploadedFiles, adminOf(request)),
  );

  app.post(
    '/api/admin/popup/delete.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Delete a popup',
        body: popupIdSchema,
        response: { 200: popupActionResponseSchema },
      },
    },
    async (request) => deletePopupAdmin(deps(), request.body.popupId),
  );

  app.get(
    '/api/admin/popup/download.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Download a popup attachment',
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => sendDownload(reply, await findContentDownload(deps(), 'popup', request.query)),
  );

  // ── banners (admin) ───────────────────────────────────────────────────────
  app.get(
    '/api/admin/banner/list.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Banner list (search and paging, by order)',
        querystring: contentListQuerySchema,
        response: { 200: bannerListResponseSchema },
      },
    },
    async (request) => listBannerAdmin(deps(), request.query),
  );

  app.get(
    '/api/admin/banner/view.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Banner view',
        querystring: bannerIdSchema,
        response: { 200: bannerViewResponseSchema },
      },
    },
    async (request) => viewBannerAdmin(deps(), request.query.bannerId),
  );

  app.post(
    '/api/admin/banner/insertAction.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Register a banner (multipart with one image)',
        body: bannerInsertSchema,
        response: { 200: bannerActionResponseSchema },
      },
    },
    async (request) => insertBannerAdmin(deps(), request.body, request.uploadedFiles, adminOf(request)),
  );

  app.post(
    '/api/admin/banner/updateAction.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Edit a banner (a new image replaces the old one)',
        body: bannerUpdateSchema,
        response: { 200: bannerActionResponseSchema },
      },
    },
    async (request) => updateBannerAdmin(deps(), request.body, request.uploadedFiles, adminOf(request)),
  );

  app.post(
    '/api/admin/banner/delete.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Delete a banner',
        body: bannerIdSchema,
        response: { 200: bannerActionResponseSchema },
      },
    },
    async (request) => deleteBannerAdmin(deps(), request.body.bannerId),
  );

  app.get(
    '/api/admin/banner/download.json',
    {
      onRequest: admin,
      schema: {
        tags: ['admin-content'],
        summary: 'Download a banner image',
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => sendDownload(reply, await findContentDownload(deps(), 'banner', request.query)),
  );
};

import {
  menuResource,
  menuStatAnswerSchema,
  menuStatQuerySchema,
  siteMenuAnswerSchema,
} from '@parking/shared/admin-menus/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { requireRole } from '../../plugins/guards';
import {
  deleteMenuAdmin,
  insertMenuAdmin,
  listMenuAdmin,
  menuStatistics,
  siteMenuFor,
  updateMenuAdmin,
  viewMenuAdmin,
} from './admin-menus.service';

/** Data-driven menus (spec 3 §2.10, §7 "menus"), the public menu answer and the menu statistics. */
export const adminMenusRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db });

  registerAdminResource(app, {
    contract: menuResource,
    access: ADMIN_ONLY,
    deps,
    handlers: {
      list: listMenuAdmin,
      view: (d, q) => viewMenuAdmin(d, q.item),
      insert: insertMenuAdmin,
      update: updateMenuAdmin,
      delete: (d, b) => deleteMenuAdmin(d, b.item),
    },
  });

  // Public: what the caller's role and category may see (spec 1 §6). Drawing only: guards decide access.
  app.get(
    '/api/menu/siteMenu.json',
    {
      schema: {
        tags: ['admin-menus'],
        summary: 'The site menu the caller sees (header, mobile menu, sitemap, admin side menu, breadcrumb)',
        response: { 200: siteMenuAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return siteMenuFor(app.db, request.principal);
    },
  );

  app.get(
    '/api/admin/menuStat/list.json',
    {
      onRequest: requireRole('ROLE_ADMIN'),
      schema: {
        tags: ['admin-menus'],
        summary: 'Menu access statistics for a range of days (visit log)',
        querystring: menuStatQuerySchema,
        response: { 200: menuStatAnswerSchema },
      },
    },
    async (request) => menuStatistics(deps(), request.query),
  );
};

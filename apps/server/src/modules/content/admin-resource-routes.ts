import type { Principal } from '@parking/shared/auth/roles';
import { type DownloadQuery, downloadQuerySchema, type ListQuery } from '@parking/shared/content/common';
import { contentListQuerySchema } from '@parking/shared/content/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ContentTxDeps } from '../../lib/attachments';
import type { AttachmentRow } from '../../lib/attachments.repository';
import { sendDownload } from '../../lib/uploads';
import { requireRole } from '../../plugins/guards';
import type { UploadedFile } from '../../plugins/multipart';

/** The standard admin routes of one back-office resource and the service behind them. */
export interface AdminResource<
  K extends string,
  Insert,
  Update extends Record<K, number>,
  ListResponse,
  ViewResponse,
  ActionResponse,
> {
  /** the path segment: /api/admin/{name}/list.json … */
  name: string;
  tag: string;
  /** the id field of view / delete, e.g. 'popupId' */
  idKey: K;
  summaries: { list: string; view: string; insert: string; update: string; delete: string; download: string };
  schemas: {
    id: z.ZodType<Record<K, number>>;
    insert: z.ZodType<Insert>;
    update: z.ZodType<Update>;
    listResponse: z.ZodType<ListResponse>;
    viewResponse: z.ZodType<ViewResponse>;
    actionResponse: z.ZodType<ActionResponse>;
  };
  service: {
    list: (deps: ContentTxDeps, q: ListQuery) => Promise<ListResponse>;
    view: (deps: ContentTxDeps, id: number) => Promise<ViewResponse>;
    insert: (
      deps: ContentTxDeps,
      body: Insert,
      files: UploadedFile[],
      p: Principal,
    ) => Promise<ActionResponse>;
    update: (
      deps: ContentTxDeps,
      body: Update,
      files: UploadedFile[],
      p: Principal,
    ) => Promise<ActionResponse>;
    remove: (deps: ContentTxDeps, id: number) => Promise<ActionResponse>;
    download: (deps: ContentTxDeps, q: DownloadQuery) => Promise<AttachmentRow>;
  };
}

/**
 * Registers list.json, view.json, insertAction.json, updateAction.json, delete.json and download.json
 * under /api/admin/{name}/, every one behind ROLE_ADMIN.
 */
export function registerAdminResource<
  K extends string,
  Insert,
  Update extends Record<K, number>,
  ListResponse,
  ViewResponse,
  ActionResponse,
>(
  app: FastifyInstance,
  deps: () => ContentTxDeps,
  adminOf: (request: FastifyRequest) => Principal,
  r: AdminResource<K, Insert, Update, ListResponse, ViewResponse, ActionResponse>,
): void {
  const onRequest = requireRole('ROLE_ADMIN');
  const base = `/api/admin/${r.name}`;
  const tags = [r.tag];
  const { schemas, service, summaries } = r;

  app.get(
    `${base}/list.json`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.list,
        querystring: contentListQuerySchema,
        response: { 200: schemas.listResponse },
      },
    },
    async (request) => service.list(deps(), request.query as ListQuery),
  );

  app.get(
    `${base}/view.json`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.view,
        querystring: schemas.id,
        response: { 200: schemas.viewResponse },
      },
    },
    async (request) => service.view(deps(), (request.query as Record<K, number>)[r.idKey]),
  );

  app.post(
    `${base}/insertAction.json`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.insert,
        body: schemas.insert,
        response: { 200: schemas.actionResponse },
      },
    },
    async (request) =>
      service.insert(deps(), request.body as Insert, request.uploadedFiles, adminOf(request)),
  );

  app.post(
    `${base}/updateAction.json`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.update,
        body: schemas.update,
        response: { 200: schemas.actionResponse },
      },
    },
    async (request) =>
      service.update(deps(), request.body as Update, request.uploadedFiles, adminOf(request)),
  );

  app.post(
    `${base}/delete.json`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.delete,
        body: schemas.id,
        response: { 200: schemas.actionResponse },
      },
    },
    async (request) => service.remove(deps(), (request.body as Record<K, number>)[r.idKey]),
  );

  app.get(
    `${base}/download.json`,
    { onRequest, schema: { tags, summary: summaries.download, querystring: downloadQuerySchema } },
    async (request, reply) =>
      sendDownload(reply, await service.download(deps(), request.query as DownloadQuery)),
  );
}

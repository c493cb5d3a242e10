import {
  discountListResponseSchema,
  parkingListResponseSchema,
  parkingMapResponseSchema,
} from '@parking/shared/lots/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDiscountList, getLotImage, getLotSnapshot, loadedLotSnapshot } from './lots.service';
import { sendJsonText } from './raw-json';

/** Lots for the map and the address search, lot images, and the reduction categories. */
export const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/parking/map.json',
    {
      schema: {
        tags: ['lots'],
        summary: 'Every lot with live availability (PARK_COUNT = cells − vehicles in, never negative)',
        response: { 200: parkingMapResponseSchema },
      },
    },
    // Serialised once per snapshot (same shape as the schema above): the map is the busiest call, answered in
    // the same tick while the snapshot is fresh.
    (request, reply) => {
      const snap = loadedLotSnapshot(app.db);
      if (snap) {
        sendJsonText(request, reply.header('cache-control', 'no-cache'), snap.mapJson);
        return;
      }
      return getLotSnapshot(app.db).then(async (s) =>
        sendJsonText(request, reply.header('cache-control', 'no-cache'), s.mapJson),
      );
    },
  );

  app.get(
    '/api/parking/searchParkingList.json',
    {
      schema: {
        tags: ['lots'],
        summary: 'Every lot for the address search (filtered on the client)',
        response: { 200: parkingListResponseSchema },
      },
    },
    async (request, reply) => {
      const snap = await getLotSnapshot(app.db);
      return sendJsonText(request, reply.header('cache-control', 'no-cache'), snap.listJson);
    },
  );

  app.get(
    '/api/parking/atchfile/:repoId/:filePath/:file',
    {
      schema: {
        tags: ['lots'],
        summary:
          'Lot image by REPO_ID / FILE_PATH / SAVE_NM.FILE_EXT of a lot record; a generated placeholder for anything else',
        params: z.object({
          repoId: z.string().max(100),
          filePath: z.string().max(200),
          file: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      const { repoId, filePath, file } = request.params;
      const dot = file.lastIndexOf('.');
      const image = await getLotImage(app.db, app.storage, {
        repoId,
        filePath,
        saveNm: dot > 0 ? file.slice(0, dot) : file,
        ext: dot > 0 ? file.slice(dot + 1) : '',
      });
      return reply
        .header('cache-control', image.placeholder ? 'public, max-age=300' : 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(image.contentType)
        .send(image.body);
    },
  );

  app.get(
    '/api/prepay/getDiscountList.json',
    {
      schema: {
        tags: ['lots'],
        summary: 'Reduction categories (code, codeNm, and what the fee engine applies); DC001 is general',
        response: { 200: discountListResponseSchema },
      },
    },
    async () => ({ discountList: await getDiscountList(app.db) }),
  );
};

import { editorUploadResponseSchema } from '@parking/shared/content/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAppError } from '../../lib/app-error';
import { EDITOR_IMAGE_PATH } from '../../lib/sanitize-html';
import { checkUpload, IMAGE_TYPES, saveAttachment, sendDownload } from '../../lib/uploads';
import { requireRole } from '../../plugins/guards';
import { findEditorImage } from './editor-uploads.repository';

const OWNER_KIND = 'editor';

/** Rich-text editor images: upload (ROLE_ADMIN) and serve back (public, they appear in public HTML). */
export const editorUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ckeditor/upload/image',
    {
      onRequest: requireRole('ROLE_ADMIN'),
      schema: {
        tags: ['content'],
        summary:
          'Upload an editor image (multipart field `upload`; PNG/JPEG/GIF) → { url } or { error: { message } }',
        response: { 200: editorUploadResponseSchema },
      },
    },
    async (request) => {
      const file = request.uploadedFiles.find((f) => f.fieldname === 'upload') ?? request.uploadedFiles[0];
      if (!file) return { error: { message: ko.content.upload.imageTypes } };
      try {
        const checked = checkUpload(file, IMAGE_TYPES, {
          field: 'upload',
          typeMessage: ko.content.upload.imageTypes,
        });
        const row = await saveAttachment({ db: app.db, storage: app.storage }, file, checked, {
          ownerKind: OWNER_KIND,
          ownerId: '',
          regId: request.principal?.memberId ?? null,
        });
        return { url: `${EDITOR_IMAGE_PATH}${row.saveNm}.${row.fileExt}` };
      } catch (err) {
        if (isAppError(err) && err.status < 500) return { error: { message: err.message } };
        throw err;
      }
    },
  );

  app.get(
    `${EDITOR_IMAGE_PATH}:name`,
    {
      schema: {
        tags: ['content'],
        summary: 'An editor image',
        params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{8,80}\.(png|jpe?g|gif)$/) }),
      },
    },
    async (request, reply) => {
      const [saveNm, fileExt] = request.params.name.split('.') as [string, string];
      const row = await findEditorImage(app.db, saveNm, fileExt);
      return sendDownload(reply, row, { disposition: 'inline', cacheControl: 'public, max-age=86400' });
    },
  );
};

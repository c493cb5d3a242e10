import { piiRecordResource } from '@parking/shared/pii-access/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, registerAdminResource } from '../../lib/admin-resource/register';
import { listPiiRecords } from './pii-access.service';

/**
 * /privacyaccess, the privacy officer's screen (decision 183): ROLE_ADMIN reads and exports the access records.
 * The records name staff, addresses and data subjects, so reading and exporting them is recorded too.
 */
export const piiAccessRoutes: FastifyPluginAsync = async (app) => {
  registerAdminResource(app, {
    contract: piiRecordResource,
    access: ADMIN_ONLY,
    deps: () => ({ db: app.db }),
    personalData: { list: {}, excel: {} },
    handlers: { list: listPiiRecords },
  });
};

import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from './health.repository';

/** ok when the database answers; SERVICE_UNAVAILABLE (503) otherwise. */
export async function checkHealth(db: AppDb): Promise<{ status: 'ok'; db: 'ok' }> {
  try {
    await pingDatabase(db);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 503);
  }
  return { status: 'ok', db: 'ok' };
}

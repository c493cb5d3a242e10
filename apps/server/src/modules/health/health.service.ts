import type { AppDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from './health.repository';

/** Liveness: answering at all is the whole check. */
export function checkLive(): { status: 'live' } {
  return { status: 'live' };
}

/** ok when the database answers; SERVICE_UNAVAILABLE (503) otherwise. */
export async function checkHealth(db: AppDb): Promise<{ status: 'ok'; db: 'ok' }> {
  try {
    await pingDatabase(db);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 503);
  }
  return { status: 'ok', db: 'ok' };
}

/** ready when not draining and the database answers; SERVICE_UNAVAILABLE (503) otherwise. */
export async function checkReady(db: AppDb, draining: boolean): Promise<{ status: 'ready' }> {
  if (draining) throw new AppError('SERVICE_UNAVAILABLE', 503);
  await checkHealth(db);
  return { status: 'ready' };
}

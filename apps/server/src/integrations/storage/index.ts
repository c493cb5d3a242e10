import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage, createMemoryStorage, type StorageLog } from './local';
import type { FileStorage } from './storage';

export { createLocalStorage, createMemoryStorage } from './local';
export { type FileStorage, isSafeRef, type StoredFileRef } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** where uploaded files are kept (integrations/storage) */
    storage: FileStorage;
  }
}

/** Opens the configured storage: the local disk under STORAGE_DIR, or memory when it is 'memory://'. */
export function createStorage(storageDir: string, log?: StorageLog): FileStorage {
  return storageDir === 'memory://' ? createMemoryStorage() : createLocalStorage(storageDir, undefined, log);
}

/** Decorates `app.storage` (tests may pass their own storage). */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage?: FileStorage }) => {
    app.decorate('storage', opts.storage ?? createStorage(app.config.storageDir, app.log));
  },
  { name: 'storage', dependencies: ['db'] },
);

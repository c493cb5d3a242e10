import { useSyncExternalStore } from 'react';

/** One pending alert or confirm. The DialogHost renders the first in the queue as a modal. */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  resolve: (ok: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

function push(kind: DialogRequest['kind'], message: string, title?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req: DialogRequest = { id: nextId++, kind, message, resolve };
    if (title !== undefined) req.title = title;
    queue = [...queue, req];
    emit();
  });
}

/** Show an accessible alert dialog; resolves when the user closes it. Never window.alert. */
export async function showAlert(message: string, title?: string): Promise<void> {
  await push('alert', message, title);
}

/** Show an accessible confirm dialog; resolves true for OK, false for cancel/escape. */
export function showConfirm(message: string, title?: string): Promise<boolean> {
  return push('confirm', message, title);
}

/** Close the dialog `id` with the user's answer (used by the host). */
export function settleDialog(id: number, ok: boolean): void {
  const req = queue.find((r) => r.id === id);
  if (!req) return;
  queue = queue.filter((r) => r.id !== id);
  emit();
  req.resolve(ok);
}

export function useDialogQueue(): DialogRequest[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue,
    () => queue,
  );
}

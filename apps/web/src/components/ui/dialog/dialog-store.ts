import { useSyncExternalStore } from 'react';

/** How a dialog was closed: OK, cancel (confirm's cancel button or Escape), or its extra action. */
export type DialogAnswer = 'ok' | 'cancel' | 'action';

/** One pending alert or confirm. The DialogHost renders the first in the queue as a modal. */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  title?: string;
  /** the label of one more button before OK (an alert's second choice, e.g. '영수증 보기') */
  action?: string;
  resolve: (answer: DialogAnswer) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

function push(
  kind: DialogRequest['kind'],
  message: string,
  title?: string,
  action?: string,
): Promise<DialogAnswer> {
  return new Promise((resolve) => {
    const req: DialogRequest = { id: nextId++, kind, message, resolve };
    if (title !== undefined) req.title = title;
    if (action !== undefined) req.action = action;
    queue = [...queue, req];
    emit();
  });
}

/** Show an accessible alert dialog; resolves when the user closes it. Never window.alert. */
export async function showAlert(message: string, title?: string): Promise<void> {
  await push('alert', message, title);
}

/** Show an accessible confirm dialog; resolves true for OK, false for cancel/escape. */
export async function showConfirm(message: string, title?: string): Promise<boolean> {
  return (await push('confirm', message, title)) === 'ok';
}

/**
 * Show an accessible alert with one more button (`action`, before OK); resolves true when that button was
 * chosen, false for OK or Escape.
 */
export async function showAlertWithAction(message: string, action: string, title?: string): Promise<boolean> {
  return (await push('alert', message, title, action)) === 'action';
}

/** Close the dialog `id` with the user's answer (used by the host). */
export function settleDialog(id: number, answer: DialogAnswer): void {
  const req = queue.find((r) => r.id === id);
  if (!req) return;
  queue = queue.filter((r) => r.id !== id);
  emit();
  req.resolve(answer);
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

/**
 * Closes every pending dialog as cancelled (a waiting `showConfirm` resolves false). The web test files share one
 * module graph per worker (vitest.config.ts), so each test ends with no dialog left for the next.
 */
export function dismissAllDialogs(): void {
  const pending = queue;
  queue = [];
  emit();
  for (const req of pending) req.resolve('cancel');
}

import { useEffect, useState } from 'react';
import { nextTask } from '../../../lib/next-task';

/**
 * The first `items` a few at a time: `size` more per task, yielding to the browser between them, until all are
 * shown; from then on (and once `all` is true) every item at once, so later changes (a filter, live counts)
 * render in one go as before. Markers added in one long task kept a phone from answering for the whole of it.
 */
export function useInChunks<T>(items: readonly T[], size: number, all = false): readonly T[] {
  // how many are shown; null once every item has been shown
  const [limit, setLimit] = useState<number | null>(0);
  // asked for all once: complete for good
  if (all && limit !== null) setLimit(null);
  const complete = all || limit === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one step per shown chunk (limit), until complete
  useEffect(() => {
    if (complete) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setLimit((n) => (n === null || n + size >= items.length ? null : n + size));
    });
    return () => {
      cancelled = true;
    };
  }, [complete, limit, size, items.length]);
  return complete ? items : items.slice(0, limit);
}

/** False for the first render, true from the next task on: lets a costly child start in a task of its own. */
export function useAfterYield(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready;
}

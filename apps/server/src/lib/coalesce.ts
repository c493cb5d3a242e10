/**
 * Runs `load` over items in batches, one batch in flight at a time: items that arrive while a batch is in
 * flight wait and go together in the next one, so a burst of N calls costs a few database round trips
 * instead of N. Every batch starts after each of its items arrived, so no answer is older than its call.
 * `load` answers one result per item, in item order; a failure of the batch fails each of its items.
 */
export function coalesced<T, R>(load: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  interface Waiter {
    item: T;
    resolve: (result: R) => void;
    reject: (err: unknown) => void;
  }
  let pending: Waiter[] = [];
  let inFlight = false;

  const flush = (): void => {
    inFlight = true;
    const batch = pending;
    pending = [];
    Promise.resolve()
      .then(() => load(batch.map((w) => w.item)))
      .then(
        (results) => {
          for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
        },
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        if (pending.length > 0) flush();
        else inFlight = false;
      });
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!inFlight) flush();
    });
}

import { useEffect, useState } from 'react';

/** True from the first render where `value` is true on: a lazy panel mounts once, then stays for its closing. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * `opened`, one render late on the first mount: a lazily loaded dialog mounts closed and then opens, so Mantine
 * sees the change and records the element to give focus back to when it closes.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return shown;
}

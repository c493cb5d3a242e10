import { useState } from 'react';

/**
 * Calls `onChange(value)` in the render where `value` first differs from the previous render's — not in an
 * effect. For state that starts from an outside value and follows it when it changes (a search box's condition
 * and keyword from the address, a panel closed by a navigation): an effect `useEffect(() => setX(value), [value])`
 * also runs once after the first commit, and undoes what a person changed between that commit and the effects
 * (on a page rendered ahead, the moment it becomes usable; a condition chosen then was searched as 1). Here nothing
 * runs on mount. `onChange` may set this component's state (React renders it again at once).
 */
export function useFollowValue<T>(value: T, onChange: (value: T) => void): void {
  const [previous, setPrevious] = useState(value);
  if (!Object.is(previous, value)) {
    setPrevious(value);
    onChange(value);
  }
}
